import { describe, expect, it } from 'vitest';
import { EMPTY_REQUEST, validateRequest, type RequestFormValues } from './request-form.ts';

const valid: RequestFormValues = {
  kind: 'COMPLAINT',
  subject: 'Fattura non ricevuta',
  message: 'La fattura di ottobre non è arrivata allo SDI.',
  supplyId: '',
  invoiceNumber: '',
  privacyAcknowledged: true,
};

describe('the written request form', () => {
  it('names every missing answer of an empty form, in the order of the page', () => {
    expect(validateRequest(EMPTY_REQUEST)).toEqual([
      { field: 'kind', code: 'kindMissing' },
      { field: 'subject', code: 'subjectTooShort' },
      { field: 'message', code: 'messageTooShort' },
      { field: 'privacyAcknowledged', code: 'privacyMissing' },
    ]);
    expect(validateRequest(valid)).toEqual([]);
  });

  it('counts lengths without the spaces around, as the API does', () => {
    expect(validateRequest({ ...valid, subject: '   Ciao   ' })).toEqual([
      { field: 'subject', code: 'subjectTooShort' },
    ]);
    expect(validateRequest({ ...valid, subject: 'x'.repeat(121) })).toEqual([
      { field: 'subject', code: 'subjectTooLong' },
    ]);
    expect(validateRequest({ ...valid, message: 'x'.repeat(4001) })).toEqual([
      { field: 'message', code: 'messageTooLong' },
    ]);
    expect(validateRequest({ ...valid, message: `  ${'x'.repeat(4000)}  ` })).toEqual([]);
  });

  it('asks a billing rectification for its invoice, and checks any invoice number given (TIQV)', () => {
    expect(validateRequest({ ...valid, kind: 'BILLING_RECTIFICATION' })).toEqual([
      { field: 'invoiceNumber', code: 'invoiceMissing' },
    ]);
    expect(
      validateRequest({ ...valid, kind: 'BILLING_RECTIFICATION', invoiceNumber: 'FT2026/000123' }),
    ).toEqual([]);
    expect(validateRequest({ ...valid, invoiceNumber: 'FT 12; x' })).toEqual([
      { field: 'invoiceNumber', code: 'invoiceInvalid' },
    ]);
  });
});
