import { describe, expect, it } from 'vitest';
import { correctionInput, errorOfReason, validateCorrection } from './correction-form.ts';

describe('a registry correction is checked as the API checks it', () => {
  it('needs a field and a value of 1–200 characters; a note of at most 500', () => {
    expect(validateCorrection({ field: '', requestedValue: '  ', note: '' })).toEqual([
      { field: 'field', code: 'fieldMissing' },
      { field: 'requestedValue', code: 'valueMissing' },
    ]);
    expect(
      validateCorrection({
        field: 'OTHER',
        requestedValue: 'x'.repeat(201),
        note: 'n'.repeat(501),
      }),
    ).toEqual([
      { field: 'requestedValue', code: 'valueTooLong' },
      { field: 'note', code: 'noteTooLong' },
    ]);
    expect(
      validateCorrection({
        field: 'OTHER',
        requestedValue: 'x'.repeat(200),
        note: 'n'.repeat(500),
      }),
    ).toEqual([]);
  });

  it('a PEC is an e-mail address; an invoicing office a 6-character code, spaces and case aside', () => {
    const pec = (value: string) =>
      validateCorrection({ field: 'PEC', requestedValue: value, note: '' });
    expect(pec('protocollo.pec.it')).toEqual([{ field: 'requestedValue', code: 'invalidEmail' }]);
    expect(pec('protocollo@pec.comune.verona.it')).toEqual([]);
    const office = (value: string) =>
      validateCorrection({ field: 'INVOICING_OFFICE', requestedValue: value, note: '' });
    expect(office('UF4X7')).toEqual([{ field: 'requestedValue', code: 'invalidOfficeCode' }]);
    expect(office('uf 4x7q')).toEqual([]);
    // The address fields take any text.
    expect(
      validateCorrection({ field: 'BILLING_ADDRESS', requestedValue: 'uf 4x7', note: '' }),
    ).toEqual([]);
  });

  it('sends the office code as the API reads it, the note on one line, no empty note', () => {
    expect(
      correctionInput(
        { field: 'INVOICING_OFFICE', requestedValue: ' uf 4x7q ', note: 'riga uno\nriga due ' },
        'GAS',
      ),
    ).toEqual({
      utility: 'GAS',
      field: 'INVOICING_OFFICE',
      requestedValue: 'UF4X7Q',
      note: 'riga uno riga due',
    });
    expect(
      correctionInput({ field: 'PEC', requestedValue: 'a@b.it ', note: '  ' }, 'POWER'),
    ).toEqual({ utility: 'POWER', field: 'PEC', requestedValue: 'a@b.it' });
  });

  it('maps the API’s BAD_USER_INPUT reasons to the value field', () => {
    expect(errorOfReason('invalidEmail')).toEqual({
      field: 'requestedValue',
      code: 'invalidEmail',
    });
    expect(errorOfReason('invalidOfficeCode')).toEqual({
      field: 'requestedValue',
      code: 'invalidOfficeCode',
    });
    expect(errorOfReason(undefined)).toBeNull();
  });
});
