import { describe, expect, it } from 'vitest';
import { compactTaxCode, registrationErrors } from './registration.ts';

describe('registration input', () => {
  it('accepts a customer code of digits and a tax code with its check character, spaces and case aside', () => {
    expect(registrationErrors({ customerCode: ' 600 001 ', taxCode: 'gntguo80a01l781e' })).toEqual(
      [],
    );
    expect(compactTaxCode(' gntguo 80a01 l781e')).toBe('GNTGUO80A01L781E');
  });

  it('names each problem: missing, not digits, wrong layout, wrong check character', () => {
    expect(registrationErrors({ customerCode: '', taxCode: '' })).toEqual([
      { field: 'customerCode', problem: 'required' },
      { field: 'taxCode', problem: 'required' },
    ]);
    expect(registrationErrors({ customerCode: 'A600001', taxCode: 'GNTGUO80' })).toEqual([
      { field: 'customerCode', problem: 'format' },
      { field: 'taxCode', problem: 'format' },
    ]);
    expect(registrationErrors({ customerCode: '600001', taxCode: 'GNTGUO80A01L781X' })).toEqual([
      { field: 'taxCode', problem: 'checkCharacter' },
    ]);
  });
});
