// The supplier's brand: one configuration file per supplier says its name, colours,
// contacts, the legal footer an Italian supplier must show and the texts of its legal pages. The BFF
// validates it at start-up and serves it; the web client reads it from the page. Pure: the rules of
// a valid brand and the WCAG 2.x contrast its colours must reach, no I/O.
import { LOCALES, type Locale } from './constants.ts';

export type Hex = string;

export interface BrandColors {
  /** The brand's main colour: header bar, primary buttons. */
  primary: Hex;
  /** Text and icons on `primary`. */
  primaryText: Hex;
  /** A second brand colour for highlighted surfaces. */
  accent: Hex;
  /** Text on `accent`. */
  accentText: Hex;
  /**
   * Links on the light page (white). The dark scheme draws them mixed with white (the web client's
   * theme), which is AA on its dark page whatever the colour: no colour reaches 4.5:1 on white and
   * on a dark page at once.
   */
  link: Hex;
  /** The focus ring, at least 3:1 against the page in both schemes (WCAG 1.4.11). */
  focus: Hex;
}

export type Localized<T> = Record<Locale, T>;

export type Conformance = 'full' | 'partial' | 'none';
export const CONFORMANCES = ['full', 'partial', 'none'] as const satisfies readonly Conformance[];

export interface Brand {
  /** The supplier's name as customers know it: page titles, header, footer. */
  name: string;
  /** A short form where space is scarce (the header on a phone). */
  shortName: string;
  colors: BrandColors;
  contacts: { phone: string; email: string; hours: Localized<string> };
  /**
   * The desk for business customers (corporate, public bodies, consortia): its own
   * number and mailbox, the certified mailbox (PEC) a public body writes to, and its hours.
   */
  businessContacts: { phone: string; email: string; pec: string; hours: Localized<string> };
  /** The legal footer of an Italian company (art. 2250 c.c.): name, VAT number, registered office. */
  legal: {
    companyName: string;
    vatNumber: string;
    registeredOffice: string;
    reaNumber?: string;
    shareCapital?: string;
  };
  /** The legal pages' texts, one paragraph per entry. */
  notices: {
    privacy: Localized<string[]>;
    cookies: Localized<string[]>;
    /** The accessibility statement of AgID's guidelines: the texts list what is not accessible. */
    accessibility: Localized<string[]> & {
      conformance: Conformance;
      feedbackEmail: string;
      /** The day the statement was last reviewed, YYYY-MM-DD. */
      updatedOn: string;
    };
  };
}

/** What the pages carry: the brand without the legal pages' texts, which the BFF serves itself. */
export type PublicBrand = Omit<Brand, 'notices'>;

export function publicBrand(brand: Brand): PublicBrand {
  const { notices: _notices, ...rest } = brand;
  return rest;
}

/**
 * The pages the brand's colours are checked against: white, and the dark scheme's page of the web
 * client's theme (services/web/src/theme.ts), where the brand's focus ring is drawn as it is.
 */
export const LIGHT_BACKGROUND: Hex = '#ffffff';
export const DARK_BACKGROUND: Hex = '#0f141a';

/** WCAG 2.x AA: 4.5:1 for text, 3:1 for user-interface components such as a focus ring. */
export const AA_TEXT = 4.5;
export const AA_NON_TEXT = 3;

/** The CSS custom property of each colour, set on :root by the page the BFF serves. */
export const BRAND_TOKENS = {
  primary: '--brand-primary',
  primaryText: '--brand-primary-text',
  accent: '--brand-accent',
  accentText: '--brand-accent-text',
  link: '--brand-link',
  focus: '--brand-focus',
} as const satisfies Record<keyof BrandColors, string>;

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export function isHexColor(value: unknown): value is Hex {
  return typeof value === 'string' && HEX.test(value);
}

/** '#abc' or '#aabbcc' as [r, g, b] from 0 to 255. */
function channels(hex: Hex): [number, number, number] {
  const digits = hex.slice(1);
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  return [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16)) as [number, number, number];
}

/** WCAG 2.x relative luminance, from 0 (black) to 1 (white). */
export function relativeLuminance(hex: Hex): number {
  const [r, g, b] = channels(hex).map((value) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2.x contrast ratio of two colours, from 1 to 21, whichever is lighter. */
export function contrastRatio(a: Hex, b: Hex): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

export interface ContrastPair {
  /** What is drawn: a colour of the brand. */
  foreground: keyof BrandColors;
  /** What it is drawn on: another colour of the brand, or a page background. */
  background: keyof BrandColors | 'white' | 'dark background';
  minimum: number;
}

/** Every pair of colours the portal draws one on the other (AA at start-up). */
export const CONTRAST_PAIRS: readonly ContrastPair[] = [
  { foreground: 'primaryText', background: 'primary', minimum: AA_TEXT },
  { foreground: 'accentText', background: 'accent', minimum: AA_TEXT },
  { foreground: 'link', background: 'white', minimum: AA_TEXT },
  { foreground: 'focus', background: 'white', minimum: AA_NON_TEXT },
  { foreground: 'focus', background: 'dark background', minimum: AA_NON_TEXT },
];

function backgroundColor(colors: BrandColors, background: ContrastPair['background']): Hex {
  if (background === 'white') return LIGHT_BACKGROUND;
  if (background === 'dark background') return DARK_BACKGROUND;
  return colors[background];
}

/** One line per pair below its minimum, naming both colours, the ratio and the minimum. */
export function contrastProblems(colors: BrandColors): string[] {
  return CONTRAST_PAIRS.flatMap(({ foreground, background, minimum }) => {
    const fg = colors[foreground];
    const bg = backgroundColor(colors, background);
    const ratio = contrastRatio(fg, bg);
    if (ratio >= minimum) return [];
    const on = background in colors ? `colors.${background}` : `the ${background}`;
    // Rounded down: a ratio just under the minimum never reads as the minimum itself.
    const shown = (Math.floor(ratio * 100) / 100).toFixed(2);
    return [
      `colors.${foreground} ${fg} on ${on} ${bg} has contrast ${shown}:1; ` +
        `WCAG AA needs at least ${minimum}:1`,
    ];
  });
}

/** The :root rule that gives the theme the brand's colours (the page's <style id=portal-brand-tokens>). */
export function brandTokensCss(colors: BrandColors): string {
  const declarations = (Object.keys(BRAND_TOKENS) as Array<keyof BrandColors>)
    .map((key) => `${BRAND_TOKENS[key]}:${colors[key]}`)
    .join(';');
  return `:root{${declarations}}`;
}

/**
 * An Italian VAT number (partita IVA): 11 digits, the last a check digit over the first ten, with
 * or without the 'IT' prefix of the EU's VIES.
 */
export function isItalianVatNumber(value: string): boolean {
  const digits = value.replace(/^IT/, '');
  if (!/^\d{11}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < 10; index += 1) {
    const digit = Number(digits[index]);
    const doubled = index % 2 === 1 ? digit * 2 : digit;
    sum += doubled > 9 ? doubled - 9 : doubled;
  }
  return (10 - (sum % 10)) % 10 === Number(digits[10]);
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9][0-9 ./-]{4,}[0-9]$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function isCalendarDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

type Fields = Record<string, unknown>;

function isRecord(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Collects the problems of one brand file, each with the path of the field it concerns. */
class Checker {
  readonly problems: string[] = [];

  /** The object at `path`, with no keys beyond `keys` (a misspelt key is named, never ignored). */
  object(value: unknown, path: string, keys: readonly string[]): Fields {
    if (!isRecord(value)) {
      this.problems.push(`${path} must be an object`);
      return {};
    }
    for (const key of Object.keys(value)) {
      if (!keys.includes(key)) this.problems.push(`${path}.${key} is not a field of a brand`);
    }
    return value;
  }

  text(value: unknown, path: string, rule?: { test(v: string): boolean; says: string }): void {
    if (typeof value !== 'string' || value.trim() === '') {
      this.problems.push(`${path} must be a non-empty text`);
    } else if (rule && !rule.test(value)) {
      this.problems.push(`${path} ${rule.says} (got ${JSON.stringify(value)})`);
    }
  }

  optionalText(value: unknown, path: string): void {
    if (value !== undefined) this.text(value, path);
  }

  paragraphs(value: unknown, path: string): void {
    if (
      !Array.isArray(value) ||
      value.length === 0 ||
      value.some((p) => typeof p !== 'string' || p.trim() === '')
    ) {
      this.problems.push(`${path} must be a list of one or more paragraphs (non-empty texts)`);
    }
  }
}

const hexRule = { test: (v: string) => HEX.test(v), says: 'must be a hex colour like #0b5394' };
const emailRule = { test: (v: string) => EMAIL.test(v), says: 'must be an e-mail address' };
const phoneRule = {
  test: (v: string) => PHONE.test(v),
  says: 'must be a phone number (digits, spaces, an optional leading +)',
};

export type BrandValidation = { ok: true; brand: Brand } | { ok: false; problems: string[] };

/**
 * Checks a parsed brand file: every field present and well formed, no unknown field, and every
 * colour pair of CONTRAST_PAIRS at WCAG AA. All problems at once, so one edit fixes them all.
 */
export function validateBrand(value: unknown): BrandValidation {
  const check = new Checker();
  const brand = check.object(value, 'brand', [
    'name',
    'shortName',
    'colors',
    'contacts',
    'businessContacts',
    'legal',
    'notices',
  ]);
  check.text(brand.name, 'name');
  check.text(brand.shortName, 'shortName');

  const colorKeys = Object.keys(BRAND_TOKENS);
  const colors = check.object(brand.colors, 'colors', colorKeys);
  for (const key of colorKeys) check.text(colors[key], `colors.${key}`, hexRule);

  const contacts = check.object(brand.contacts, 'contacts', ['phone', 'email', 'hours']);
  check.text(contacts.phone, 'contacts.phone', phoneRule);
  check.text(contacts.email, 'contacts.email', emailRule);
  const hours = check.object(contacts.hours, 'contacts.hours', LOCALES);
  for (const locale of LOCALES) check.text(hours[locale], `contacts.hours.${locale}`);

  const business = check.object(brand.businessContacts, 'businessContacts', [
    'phone',
    'email',
    'pec',
    'hours',
  ]);
  check.text(business.phone, 'businessContacts.phone', phoneRule);
  check.text(business.email, 'businessContacts.email', emailRule);
  check.text(business.pec, 'businessContacts.pec', emailRule);
  const businessHours = check.object(business.hours, 'businessContacts.hours', LOCALES);
  for (const locale of LOCALES)
    check.text(businessHours[locale], `businessContacts.hours.${locale}`);

  const legal = check.object(brand.legal, 'legal', [
    'companyName',
    'vatNumber',
    'registeredOffice',
    'reaNumber',
    'shareCapital',
  ]);
  check.text(legal.companyName, 'legal.companyName');
  check.text(legal.vatNumber, 'legal.vatNumber', {
    test: isItalianVatNumber,
    says: 'must be an Italian VAT number: 11 digits with a valid check digit, optionally after IT',
  });
  check.text(legal.registeredOffice, 'legal.registeredOffice');
  check.optionalText(legal.reaNumber, 'legal.reaNumber');
  check.optionalText(legal.shareCapital, 'legal.shareCapital');

  const notices = check.object(brand.notices, 'notices', ['privacy', 'cookies', 'accessibility']);
  for (const page of ['privacy', 'cookies'] as const) {
    const texts = check.object(notices[page], `notices.${page}`, LOCALES);
    for (const locale of LOCALES) check.paragraphs(texts[locale], `notices.${page}.${locale}`);
  }
  const statement = check.object(notices.accessibility, 'notices.accessibility', [
    ...LOCALES,
    'conformance',
    'feedbackEmail',
    'updatedOn',
  ]);
  for (const locale of LOCALES)
    check.paragraphs(statement[locale], `notices.accessibility.${locale}`);
  check.text(statement.conformance, 'notices.accessibility.conformance', {
    test: (v) => (CONFORMANCES as readonly string[]).includes(v),
    says: `must be one of ${CONFORMANCES.join(', ')}`,
  });
  check.text(statement.feedbackEmail, 'notices.accessibility.feedbackEmail', emailRule);
  check.text(statement.updatedOn, 'notices.accessibility.updatedOn', {
    test: isCalendarDay,
    says: 'must be a day written YYYY-MM-DD',
  });

  // Contrast only when every colour is readable: the problems above already name a bad one.
  if (colorKeys.every((key) => isHexColor(colors[key]))) {
    check.problems.push(...contrastProblems(colors as unknown as BrandColors));
  }
  return check.problems.length === 0
    ? { ok: true, brand: value as Brand }
    : { ok: false, problems: check.problems };
}
