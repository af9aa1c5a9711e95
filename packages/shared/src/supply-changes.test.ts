import { describe, expect, it } from 'vitest';
import {
  POWER_STEPS_KW,
  groupIban,
  ibanProblem,
  monthlyPowerDifference,
  powerStepsFor,
  taxCodeProblem,
  terminationWindow,
} from './supply-changes.ts';

/** ISO 13616 check digits of an Italian BBAN (CIN + ABI + CAB + account), to build test IBANs. */
function withCheckDigits(bban: string): string {
  const digits = `${bban}IT00`.replace(/[A-Z]/g, (ch) => String(ch.charCodeAt(0) - 55));
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  return `IT${String(98 - rest).padStart(2, '0')}${bban}`;
}

describe('IBAN of a SEPA direct debit (§2 manageUts/paymentMethod)', () => {
  it('accepts an Italian IBAN as typed, with spaces and small letters', () => {
    expect(ibanProblem('IT60X0542811101000000123456')).toBeNull();
    expect(ibanProblem('it60 x054 2811 1010 0000 0123 456')).toBeNull();
  });

  it('refuses wrong ISO 13616 check digits (mod 97)', () => {
    expect(ibanProblem('IT61X0542811101000000123456')).toBe('checkDigits');
    // Two digits swapped in the account: the check digits catch it.
    expect(ibanProblem('IT60X0542811101000000124356')).toBe('checkDigits');
  });

  it('refuses a CIN that does not match ABI, CAB and account even with right check digits', () => {
    expect(ibanProblem(withCheckDigits('Y0542811101000000123456'))).toBe('cin');
  });

  it('names what is wrong: empty, not Italian, length, format', () => {
    expect(ibanProblem('  ')).toBe('required');
    expect(ibanProblem('DE89370400440532013000')).toBe('notItalian');
    expect(ibanProblem('IT60X054281110100000012345')).toBe('length');
    expect(ibanProblem('IT60X05428111010000001234567')).toBe('length');
    expect(ibanProblem('IT60X05428A1101000000123456')).toBe('format');
  });

  it('reads an IBAN back in groups of four', () => {
    expect(groupIban('it60x0542811101000000123456')).toBe('IT60 X054 2811 1010 0000 0123 456');
  });
});

describe("the account holder's codice fiscale", () => {
  it("accepts a person's code with its check character, omocodia letters included", () => {
    expect(taxCodeProblem('RSSMRA85T10A562S')).toBeNull();
    expect(taxCodeProblem(' rssmra85t10a562s ')).toBeNull();
    // 7th digit of the place replaced by its omocodia letter (2 → N): a new check character.
    expect(taxCodeProblem('RSSMRA85T10A56NH')).toBeNull();
  });

  it("accepts a company's 11 digits with their check digit", () => {
    expect(taxCodeProblem('00743110157')).toBeNull();
    expect(taxCodeProblem('00743110158')).toBe('checkCharacter');
  });

  it('refuses a wrong check character, a malformed code and nothing', () => {
    expect(taxCodeProblem('RSSMRA85T10A562T')).toBe('checkCharacter');
    expect(taxCodeProblem('RSSMRA85Z10A562S')).toBe('format');
    expect(taxCodeProblem('RSSMRA85T10A562')).toBe('format');
    expect(taxCodeProblem('')).toBe('required');
  });
});

describe('power variation and termination rules', () => {
  it('offers the standard steps up to the supply limit, without the current power', () => {
    expect(powerStepsFor(3, 6)).toEqual([1.5, 2, 2.5, 3.5, 4, 4.5, 5, 5.5, 6]);
    expect(powerStepsFor(6, 15).at(-1)).toBe(15);
    expect(powerStepsFor(null, 30)).toEqual([...POWER_STEPS_KW]);
  });

  it('prices the change with the power quota, to the cent', () => {
    expect(monthlyPowerDifference(3, 4.5, 1.87)).toBe(2.81);
    expect(monthlyPowerDifference(3, 1.5, 1.87)).toBe(-2.81);
  });

  it('a termination takes effect between 5 and 90 days from today', () => {
    expect(terminationWindow('2026-11-23')).toEqual({
      earliest: '2026-11-28',
      latest: '2027-02-21',
    });
  });
});
