import { describe, expect, it } from 'vitest';
import {
  brandTokensCss,
  contrastProblems,
  contrastRatio,
  isItalianVatNumber,
  publicBrand,
  relativeLuminance,
  validateBrand,
  type Brand,
  type BrandColors,
} from './brand.ts';
import alpinaFile from '../../../config/brands/alpina.json' with { type: 'json' };
import demoFile from '../../../config/brands/demo.json' with { type: 'json' };

const demo = demoFile as Brand;
const REMOVED = Symbol('removed');

/**
 * The demo brand with fields replaced or REMOVED, each named by its dotted path ('colors.accent');
 * a deep copy, so the file's object is never changed.
 */
function withChanges(changes: Record<string, unknown>): unknown {
  const copy = structuredClone(demoFile) as Record<string, unknown>;
  for (const [path, value] of Object.entries(changes)) {
    const keys = path.split('.');
    const last = keys.pop() as string;
    const parent = keys.reduce(
      (node, key) => node[key] as Record<string, unknown>,
      copy as Record<string, unknown>,
    );
    if (value === REMOVED) delete parent[last];
    else parent[last] = value;
  }
  return copy;
}

function problemsOf(value: unknown): string[] {
  const result = validateBrand(value);
  return result.ok ? [] : result.problems;
}

describe('WCAG 2.x contrast', () => {
  it('gives the relative luminance of black, white and a mid grey', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBe(1);
    expect(relativeLuminance('#808080')).toBeCloseTo(0.2159, 4);
  });

  it('gives the known ratios: 21:1 black on white, 1:1 a colour on itself, either order', () => {
    expect(contrastRatio('#000', '#fff')).toBe(21);
    expect(contrastRatio('#fff', '#000')).toBe(21);
    expect(contrastRatio('#0b5394', '#0b5394')).toBe(1);
    expect(contrastRatio('#FFFFFF', '#ffffff')).toBe(1);
  });

  it('puts #767676 just above AA on white and #777777 just below it', () => {
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('reads three-digit colours as their six-digit form', () => {
    expect(contrastRatio('#f00', '#fff')).toBe(contrastRatio('#ff0000', '#ffffff'));
    expect(contrastRatio('#f00', '#fff')).toBeCloseTo(4.0, 2);
  });
});

describe('the brand file', () => {
  it('accepts both example brands', () => {
    expect(problemsOf(demo)).toEqual([]);
    expect(problemsOf(alpinaFile)).toEqual([]);
    expect(validateBrand(demo)).toEqual({ ok: true, brand: demo });
  });

  it('names every colour pair below AA, with both colours, the ratio and the minimum', () => {
    const colors: BrandColors = {
      primary: '#ffbf47',
      primaryText: '#ffffff',
      accent: '#777777',
      accentText: '#ffffff',
      link: '#8ab4f8',
      focus: '#eeeeee',
    };
    expect(contrastProblems(colors)).toEqual([
      'colors.primaryText #ffffff on colors.primary #ffbf47 has contrast 1.64:1; WCAG AA needs at least 4.5:1',
      'colors.accentText #ffffff on colors.accent #777777 has contrast 4.47:1; WCAG AA needs at least 4.5:1',
      'colors.link #8ab4f8 on the white #ffffff has contrast 2.10:1; WCAG AA needs at least 4.5:1',
      'colors.focus #eeeeee on the white #ffffff has contrast 1.16:1; WCAG AA needs at least 3:1',
    ]);
    expect(contrastProblems({ ...colors, focus: '#1c2430' })).toContain(
      'colors.focus #1c2430 on the dark background #0f141a has contrast 1.18:1; WCAG AA needs at least 3:1',
    );
    expect(contrastProblems(demo.colors)).toEqual([]);
  });

  it('reports contrast problems with the rest of the file', () => {
    const problems = problemsOf(withChanges({ 'colors.primaryText': '#0b5394', name: '' }));
    expect(problems).toEqual([
      'name must be a non-empty text',
      'colors.primaryText #0b5394 on colors.primary #0b5394 has contrast 1.00:1; WCAG AA needs at least 4.5:1',
    ]);
  });

  it('names a colour that is not hex, and checks no contrast until every colour reads', () => {
    expect(problemsOf(withChanges({ 'colors.accent': 'blue' }))).toEqual([
      'colors.accent must be a hex colour like #0b5394 (got "blue")',
    ]);
    expect(problemsOf(withChanges({ 'colors.focus': REMOVED }))).toEqual([
      'colors.focus must be a non-empty text',
    ]);
  });

  it('names missing parts, misspelt keys and malformed values, all at once', () => {
    const problems = problemsOf(
      withChanges({
        colour: {},
        contacts: REMOVED,
        'legal.vatNumber': 'IT01234567890',
        'legal.reaNumber': 42,
        'notices.privacy.de': [],
        'notices.cookies.it': ['ok', ' '],
        'notices.accessibility.conformance': 'mostly',
        'notices.accessibility.feedbackEmail': 'nobody',
        'notices.accessibility.updatedOn': '2026-02-30',
      }),
    );
    expect(problems).toEqual([
      'brand.colour is not a field of a brand',
      'contacts must be an object',
      'contacts.phone must be a non-empty text',
      'contacts.email must be a non-empty text',
      'contacts.hours must be an object',
      'contacts.hours.it must be a non-empty text',
      'contacts.hours.de must be a non-empty text',
      'legal.vatNumber must be an Italian VAT number: 11 digits with a valid check digit, optionally after IT (got "IT01234567890")',
      'legal.reaNumber must be a non-empty text',
      'notices.privacy.de must be a list of one or more paragraphs (non-empty texts)',
      'notices.cookies.it must be a list of one or more paragraphs (non-empty texts)',
      'notices.accessibility.conformance must be one of full, partial, none (got "mostly")',
      'notices.accessibility.feedbackEmail must be an e-mail address (got "nobody")',
      'notices.accessibility.updatedOn must be a day written YYYY-MM-DD (got "2026-02-30")',
    ]);
  });

  it('checks the phone, the e-mail and the day of the statement', () => {
    expect(
      problemsOf(
        withChanges({
          'contacts.phone': 'call us',
          'contacts.email': 'a@b',
          'notices.accessibility.updatedOn': '1 November 2026',
        }),
      ),
    ).toEqual([
      'contacts.phone must be a phone number (digits, spaces, an optional leading +) (got "call us")',
      'contacts.email must be an e-mail address (got "a@b")',
      'notices.accessibility.updatedOn must be a day written YYYY-MM-DD (got "1 November 2026")',
    ]);
    expect(problemsOf(withChanges({ 'contacts.phone': '+39 0471 12.34-56' }))).toEqual([]);
  });

  it('checks the business desk: phone, e-mail, PEC and hours in both languages', () => {
    expect(
      problemsOf(
        withChanges({
          'businessContacts.phone': 'ask',
          'businessContacts.pec': 'pec',
          'businessContacts.hours.de': '',
          'businessContacts.fax': '0471 000',
        }),
      ),
    ).toEqual([
      'businessContacts.fax is not a field of a brand',
      'businessContacts.phone must be a phone number (digits, spaces, an optional leading +) (got "ask")',
      'businessContacts.pec must be an e-mail address (got "pec")',
      'businessContacts.hours.de must be a non-empty text',
    ]);
    expect(problemsOf(withChanges({ businessContacts: REMOVED }))).toContain(
      'businessContacts must be an object',
    );
  });

  it('takes the optional legal fields as optional', () => {
    expect(
      problemsOf(withChanges({ 'legal.reaNumber': REMOVED, 'legal.shareCapital': REMOVED })),
    ).toEqual([]);
  });

  it('refuses what is not an object at all', () => {
    for (const value of [null, [], 'demo', 3]) {
      expect(problemsOf(value)).toContain('brand must be an object');
    }
  });

  it('checks the Italian VAT number by its check digit, with or without IT', () => {
    expect(isItalianVatNumber('IT01234567897')).toBe(true);
    expect(isItalianVatNumber('02468135799')).toBe(true);
    expect(isItalianVatNumber('06363391001')).toBe(true);
    expect(isItalianVatNumber('06363391002')).toBe(false);
    expect(isItalianVatNumber('0636339100')).toBe(false);
    expect(isItalianVatNumber('DE06363391001')).toBe(false);
  });
});

describe('what the page carries of the brand', () => {
  it('is the brand without the legal pages’ texts', () => {
    const carried = publicBrand(demo);
    expect(carried).not.toHaveProperty('notices');
    expect(carried).toEqual({
      name: demo.name,
      shortName: demo.shortName,
      colors: demo.colors,
      contacts: demo.contacts,
      businessContacts: demo.businessContacts,
      legal: demo.legal,
    });
  });

  it('gives every colour a CSS custom property on :root', () => {
    expect(brandTokensCss(demo.colors)).toBe(
      ':root{--brand-primary:#0b5394;--brand-primary-text:#ffffff;--brand-accent:#e37222;' +
        '--brand-accent-text:#1c2430;--brand-link:#0b5394;--brand-focus:#d35400}',
    );
  });
});
