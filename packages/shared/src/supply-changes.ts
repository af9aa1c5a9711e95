// The retail "manage a supply" requests (§2 /retail/myUtilities/manageUts/...):
// the checks of what a customer types — an IBAN for SEPA direct debit, the account holder's tax
// code, the committed power steps, the termination window, the final reading — the same rules in
// the browser (the form's errors, before anything is sent), in the BFF and in the sandbox.

/** The operations a supply offers, in the order the manage page lists them. */
export const SUPPLY_CHANGE_KINDS = [
  'BILL_DELIVERY',
  'PAYMENT_METHOD',
  'POWER_VARIATION',
  'TERMINATION',
] as const;
export type SupplyChangeKind = (typeof SUPPLY_CHANGE_KINDS)[number];

/** Committed power steps a variation may ask for (kW), as Italian low-voltage supplies offer them. */
export const POWER_STEPS_KW = [
  1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5, 5.5, 6, 7, 8, 9, 10, 15, 20, 25, 30,
] as const;

/**
 * The tariff's power quota (EUR per kW of committed power per month, VAT and taxes excluded) by
 * the supply's use, and the highest committed power the portal lets a supply ask for: a household
 * up to 15 kW, any other low-voltage supply up to 30 kW (beyond, the supplier's desk arranges it
 * with the distributor). The supplier's price list figure for 2026: the quota a power variation
 * quotes is the one the bills charge.
 */
export const POWER_TARIFF = {
  DOMESTIC: { eurPerKwMonth: 1.87, maxKw: 15 },
  OTHER: { eurPerKwMonth: 2.43, maxKw: 30 },
} as const;

/** The earliest and latest termination day, counted in calendar days from today (Rome). */
export const TERMINATION_WINDOW_DAYS = { min: 5, max: 90 } as const;

/** A final meter reading: digits only, at most 9 (the longest meter register). */
export const FINAL_READING_PATTERN = /^\d{1,9}$/;

const ALPHANUMERIC_VALUE = (ch: string): number =>
  /[A-Z]/.test(ch) ? ch.charCodeAt(0) - 55 : Number(ch);

/** ISO 7064 mod 97-10 of a string of digits and letters (A = 10 … Z = 35), read in chunks. */
function mod97(text: string): number {
  let rest = 0;
  for (const ch of text) {
    const value = ALPHANUMERIC_VALUE(ch);
    rest = value >= 10 ? (rest * 100 + value) % 97 : (rest * 10 + value) % 97;
  }
  return rest;
}

/**
 * The Italian check character (CIN of an IBAN, the 16th character of a codice fiscale): each
 * character's value from the odd or even table by its 1-based position, the sum modulo 26 as a
 * letter.
 */
const ODD_VALUES = [
  1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23,
];

function italianCheckCharacter(text: string): string {
  let sum = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    const index = /[0-9]/.test(ch) ? Number(ch) : ch.charCodeAt(0) - 65;
    sum += i % 2 === 0 ? (ODD_VALUES[index] as number) : index;
  }
  return String.fromCharCode(65 + (sum % 26));
}

export type IbanProblem = 'required' | 'notItalian' | 'length' | 'format' | 'checkDigits' | 'cin';

/** An IBAN as typed, without spaces and in capitals. */
export function compactIban(raw: string): string {
  return raw.replace(/[\s-]+/g, '').toUpperCase();
}

/**
 * What is wrong with an IBAN for an Italian direct debit, or null: IT, 27 characters (IT, two
 * check digits, the CIN letter, ABI and CAB of five digits each, a 12-character account), the
 * ISO 13616 check digits (mod 97 = 1) and the CIN computed from ABI, CAB and account.
 */
export function ibanProblem(raw: string): IbanProblem | null {
  const iban = compactIban(raw);
  if (iban === '') return 'required';
  if (!iban.startsWith('IT')) return 'notItalian';
  if (iban.length !== 27) return 'length';
  if (!/^IT\d{2}[A-Z]\d{10}[0-9A-Z]{12}$/.test(iban)) return 'format';
  if (mod97(iban.slice(4) + iban.slice(0, 4)) !== 1) return 'checkDigits';
  if (italianCheckCharacter(iban.slice(5)) !== iban[4]) return 'cin';
  return null;
}

/** The IBAN grouped by four for reading it back (IT60 X054 2811 …). */
export function groupIban(raw: string): string {
  return compactIban(raw).replace(/(.{4})(?=.)/g, '$1 ');
}

export type TaxCodeProblem = 'required' | 'format' | 'checkCharacter';

/** Digits a codice fiscale may carry as letters when two people would share one (omocodia). */
const OMOCODIA = 'LMNPQRSTUV';
const PERSON_TAX_CODE = new RegExp(
  `^[A-Z]{6}[0-9${OMOCODIA}]{2}[ABCDEHLMPRST][0-9${OMOCODIA}]{2}[A-Z][0-9${OMOCODIA}]{3}[A-Z]$`,
);

/**
 * What is wrong with an Italian codice fiscale, or null: a person's 16 characters (surname, name,
 * birth year, month letter, day, place, check character — omocodia letters accepted) or a
 * company's 11 digits (its check digit, the one of a partita IVA).
 */
export function taxCodeProblem(raw: string): TaxCodeProblem | null {
  const code = raw.replace(/\s+/g, '').toUpperCase();
  if (code === '') return 'required';
  if (/^\d{11}$/.test(code)) {
    let sum = 0;
    for (let i = 0; i < 10; i++) {
      let d = Number(code[i]);
      if (i % 2 === 1) {
        d *= 2;
        if (d > 9) d -= 9;
      }
      sum += d;
    }
    return (10 - (sum % 10)) % 10 === Number(code[10]) ? null : 'checkCharacter';
  }
  if (!PERSON_TAX_CODE.test(code)) return 'format';
  return italianCheckCharacter(code.slice(0, 15)) === code[15] ? null : 'checkCharacter';
}

/** The power steps a supply may move to: every step up to its limit except the current power. */
export function powerStepsFor(currentKw: number | null, maxKw: number): number[] {
  return POWER_STEPS_KW.filter((kw) => kw <= maxKw && kw !== currentKw);
}

/**
 * The monthly difference of the power quota (€/kW/month of the tariff) when the committed power
 * moves from the current to the requested value; rounded to the cent, excluding VAT and taxes.
 */
export function monthlyPowerDifference(
  currentKw: number,
  requestedKw: number,
  eurPerKwMonth: number,
): number {
  const cents = (requestedKw - currentKw) * eurPerKwMonth * 100;
  // Rounded half away from zero, so a step down costs the same amount less as a step up more.
  return (Math.sign(cents) * Math.round(Math.abs(cents))) / 100;
}

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The first and last day a termination may take effect, from today (YYYY-MM-DD, Rome). */
export function terminationWindow(today: string): { earliest: string; latest: string } {
  return {
    earliest: addDays(today, TERMINATION_WINDOW_DAYS.min),
    latest: addDays(today, TERMINATION_WINDOW_DAYS.max),
  };
}
