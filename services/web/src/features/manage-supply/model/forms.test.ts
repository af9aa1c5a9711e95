// The request forms as data: each checks what was typed against what the supply allows (the
// termination window, the power steps the API offers) and files the request the API expects.
import { describe, expect, it } from 'vitest';
import { management } from '@/test/fixtures/manage-supply.ts';
import {
  BILL_DELIVERY_FORM,
  POWER_FORM,
  TERMINATION_FORM,
  type TerminationValues,
} from './forms.ts';

const data = management();

describe('the supply change request forms', () => {
  it('power: only one of the offered steps is accepted, and it is sent in kW', () => {
    expect(POWER_FORM.errors({ kw: '' }, data)).toEqual([{ field: 'kw', code: 'kwMissing' }]);
    expect(POWER_FORM.errors({ kw: '4.2' }, data)).toEqual([{ field: 'kw', code: 'kwMissing' }]);
    expect(POWER_FORM.errors({ kw: '4.5' }, data)).toEqual([]);
    expect(POWER_FORM.input({ kw: '4.5' })).toEqual({ requestedPowerKw: 4.5 });
    // A gas supply has no steps: nothing can be chosen.
    expect(POWER_FORM.errors({ kw: '4.5' }, management({ power: null }))).toHaveLength(1);
  });

  it('termination: the day is checked against the window the API gives', () => {
    const values: TerminationValues = {
      date: '',
      reading: '',
      contact: 'POSTAL',
      email: '',
      address: 'Via Roma 1',
    };
    const dayErrors = (date: string) =>
      TERMINATION_FORM.errors({ ...values, date }, data).map((e) => e.code);
    expect(dayErrors('2026-11-27')).toEqual(['dateTooEarly']);
    expect(dayErrors('2026-11-28')).toEqual([]);
    expect(dayErrors('2027-02-22')).toEqual(['dateTooLate']);
  });

  it('lists each form’s fields in page order for the error summary', () => {
    expect(BILL_DELIVERY_FORM.fields).toEqual(['delivery', 'email']);
    expect(TERMINATION_FORM.fields).toEqual(['date', 'reading', 'contact', 'email', 'address']);
  });
});
