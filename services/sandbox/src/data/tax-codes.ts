// The tax identities of the demo registries as the tax office would issue them: a person's codice
// fiscale from surname, name, birth date, sex and birthplace (its cadastral code) with its check
// letter; a company's or a public body's number (codice fiscale and partita IVA alike) of seven
// digits, the province's office code and the check digit. They follow the registry, not the month
// the data set is built for: a customer's tax code never changes.
import type { RegistryProfile } from './profiles.ts';
import { mixSeed, Rng } from './prng.ts';

/** A person's birth as the tax code encodes it. */
export interface Birth {
  /** YYYY-MM-DD */
  date: string;
  sex: 'M' | 'F';
  /** The birthplace, a key of CADASTRAL_CODES. */
  place: keyof typeof CADASTRAL_CODES;
}

/** Cadastral codes of the demo's birthplaces. */
export const CADASTRAL_CODES = {
  Verona: 'L781',
  'Bolzano/Bozen': 'A952',
  Trento: 'L378',
  Milano: 'F205',
  Padova: 'G224',
} as const;

/** The demo's people, born where they live. */
export const BIRTHS: Readonly<Record<number, Birth>> = {
  100001: { date: '1968-07-14', sex: 'M', place: 'Verona' },
  100002: { date: '1979-03-02', sex: 'F', place: 'Bolzano/Bozen' },
  900001: { date: '1955-11-23', sex: 'M', place: 'Verona' },
};

/** The office code (digits 8 to 10 of a partita IVA) of each province of the demo. */
export const PROVINCE_OFFICES: Readonly<Record<string, string>> = {
  TO: '001',
  MI: '015',
  BG: '016',
  BS: '017',
  BZ: '021',
  TN: '022',
  VR: '023',
  VI: '024',
  PD: '028',
  MO: '036',
  BO: '037',
};

const MONTH_LETTERS = 'ABCDEHLMPRST';
const ODD_VALUES = [
  1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23,
];

function letters(text: string): { consonants: string; vowels: string } {
  const plain = text
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toUpperCase();
  return {
    consonants: plain.replace(/[AEIOU]/g, ''),
    vowels: plain.replace(/[^AEIOU]/g, ''),
  };
}

function threeOf(consonants: string, vowels: string): string {
  return `${consonants}${vowels}XXX`.slice(0, 3);
}

/** The surname's three letters: its consonants, then its vowels, then X. */
export function surnameLetters(surname: string): string {
  const { consonants, vowels } = letters(surname);
  return threeOf(consonants, vowels);
}

/** The name's three letters: the 1st, 3rd and 4th consonant when it has four or more. */
export function nameLetters(name: string): string {
  const { consonants, vowels } = letters(name);
  if (consonants.length >= 4) return `${consonants[0]}${consonants[2]}${consonants[3]}`;
  return threeOf(consonants, vowels);
}

/** The 16th character: odd and even positions valued by their tables, the sum modulo 26. */
export function checkLetter(first15: string): string {
  let sum = 0;
  for (let i = 0; i < first15.length; i++) {
    const ch = first15[i] as string;
    const index = /\d/.test(ch) ? Number(ch) : ch.charCodeAt(0) - 65;
    sum += i % 2 === 0 ? (ODD_VALUES[index] as number) : index;
  }
  return String.fromCharCode(65 + (sum % 26));
}

/** A person's codice fiscale. */
export function personTaxCode(surname: string, name: string, birth: Birth): string {
  const [year, month, day] = birth.date.split('-').map(Number) as [number, number, number];
  const dayPart = String(birth.sex === 'F' ? day + 40 : day).padStart(2, '0');
  const code =
    surnameLetters(surname) +
    nameLetters(name) +
    String(year % 100).padStart(2, '0') +
    MONTH_LETTERS[month - 1] +
    dayPart +
    CADASTRAL_CODES[birth.place];
  return code + checkLetter(code);
}

/** The check digit of a partita IVA over its first ten digits. */
export function vatCheckDigit(first10: string): string {
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const digit = Number(first10[i]);
    const doubled = i % 2 === 1 ? digit * 2 : digit;
    sum += doubled > 9 ? doubled - 9 : doubled;
  }
  return String((10 - (sum % 10)) % 10);
}

/** A company's or body's number: seven digits of its own, its province's office, the check digit. */
export function vatNumber(ownDigits: string, provincia: string): string {
  const first10 = `${ownDigits.slice(0, 7).padStart(7, '0')}${PROVINCE_OFFICES[provincia] ?? '099'}`;
  return first10 + vatCheckDigit(first10);
}

/**
 * The registry's codice fiscale, seeded by the registry alone (the same for every SANDBOX_SEED and
 * month). A person without a birth in BIRTHS (none in the demo) gets one drawn from the registry's
 * id, so every person still has a well-formed code.
 */
export function registryTaxCode(p: RegistryProfile, provincia: string): string {
  const rng = new Rng(mixSeed(p.idAnagrafica, 'codice-fiscale'));
  if (p.party !== 'person') return vatNumber(`0${rng.digits(6)}`, provincia);
  const two = (n: number): string => String(n).padStart(2, '0');
  const birth: Birth = BIRTHS[p.idAnagrafica] ?? {
    date: `19${rng.int(40, 99)}-${two(rng.int(1, 12))}-${two(rng.int(1, 28))}`,
    sex: 'M',
    place: 'Verona',
  };
  return personTaxCode(p.cognome ?? p.ragSoc, p.nome ?? '', birth);
}
