// @vitest-environment node
// The portal's Italian speaks to households with "tu" and to businesses with "voi"; texts that
// both read — the common words, the errors, the set notifications, the export of bills every
// downloads page shows — use neither: impersonal forms ("Riprovare più tardi", "Selezionare
// almeno una fattura").
import { describe, expect, it } from 'vitest';
import itMessages from './it/index.ts';

/**
 * Second person plural ("voi") and singular ("tu") forms of sentences; a control's own verb
 * ("Seleziona", the "Riprova" button) is a label, not an address.
 */
const VOI =
  /(^|[^\p{L}])(vostr[oaie]|avete|potete|siete|dovete|riprovate|selezionate almeno|correggete|scegliete|attendete|la trovate|contattateci)(?![\p{L}])/iu;
const TU =
  /(^|[^\p{L}])(tuo|tua|tuoi|tue|puoi|hai|riprova più|riprova tra|correggi|scegli)(?![\p{L}])/iu;

function textsOf(value: unknown, prefix = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[prefix, value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) =>
    textsOf(child, prefix ? `${prefix}.${key}` : key),
  );
}

const messages = itMessages as unknown as Record<string, Record<string, unknown>>;
const downloads = messages.downloads as Record<string, unknown>;
const SHARED: Array<[string, unknown]> = [
  ['common', messages.common],
  ['errors', messages.errors],
  // The notifications upstream words in a set way, on the retail and the business pages alike.
  ['notificationKinds', messages.notificationKinds],
  // The portal's own alerts: the settings and the list on every segment's pages.
  ['alerts', messages.alerts],
  ['alertKinds', messages.alertKinds],
  // The written requests: the business support pages and retail's "write to us" alike.
  ...(['faq', 'form', 'confirmation', 'cases'] as const).map((part): [string, unknown] => [
    `support.${part}`,
    (messages.support as Record<string, unknown>)[part],
  ]),
  // The load curve's pieces: the business load-curve page and a household's supply page alike.
  ...(['summary', 'missing', 'chart', 'bands', 'table', 'export', 'empty'] as const).map(
    (part): [string, unknown] => [
      `loadCurves.${part}`,
      (messages.loadCurves as Record<string, unknown>)[part],
    ],
  ),
  // The export of bills, on the retail and the business downloads pages alike.
  ...(['form', 'picker', 'errors', 'jobs', 'failure'] as const).map((part): [string, unknown] => [
    `downloads.${part}`,
    downloads[part],
  ]),
];

describe('the register of the Italian texts households and businesses share', () => {
  it.each(SHARED)('%s addresses the reader with neither voi nor tu', (prefix, texts) => {
    const found = textsOf(texts, prefix).filter(([, text]) => VOI.test(text) || TU.test(text));
    expect(found).toEqual([]);
  });

  it('the check finds both registers', () => {
    expect(VOI.test('Riprovate più tardi.')).toBe(true);
    expect(VOI.test('il vostro dato')).toBe(true);
    expect(TU.test('Riprova più tardi.')).toBe(true);
    expect(TU.test('il tuo contratto')).toBe(true);
    expect(VOI.test('Riprovare più tardi.') || TU.test('Riprovare più tardi.')).toBe(false);
  });
});

/** Texts only the business pages show (corporate, pa, pa-non-conv, consortia): they say "voi". */
const section = (name: string, ...path: string[]) =>
  path.reduce<unknown>(
    (value, key) => (value as Record<string, unknown> | undefined)?.[key],
    messages[name],
  );
const BUSINESS: Array<[string, unknown]> = [
  ['invoices.business', section('invoices', 'business')],
  ['invoices.convention', section('invoices', 'convention')],
  ['contracts', messages.contracts],
  ['supplies', messages.supplies],
  ['operations', messages.operations],
  ['overview', messages.overview],
  ['businessHome', messages.businessHome],
  ['convention', messages.convention],
  ['conventionOrders', messages.conventionOrders],
  ['conventionReporting', messages.conventionReporting],
  ['downloads.business', section('downloads', 'business')],
  ['downloads.convention', section('downloads', 'convention')],
  ['support.intro', section('support', 'intro')],
  ['support.convention', section('support', 'convention')],
];
/** "tu" in a sentence: its possessives, its pronoun, the verbs a sentence addresses it with. */
const TU_SENTENCE =
  /(^|[^\p{L}])(tuo|tua|tuoi|tue|puoi|hai|ti (rispondiamo|comunica|serve)|controllali|riprova (tra|più))(?![\p{L}])|(^|[:.] )(filtra|indica|controlla|scegli|chiedi|scrivi)(?![\p{L}])/iu;

describe('the register of the Italian texts only businesses read', () => {
  it.each(BUSINESS)('%s addresses the reader with voi, never tu', (prefix, texts) => {
    const found = textsOf(texts, prefix).filter(([, text]) => TU_SENTENCE.test(text));
    expect(found).toEqual([]);
  });

  it('the check finds tu in a sentence and leaves voi alone', () => {
    expect(TU_SENTENCE.test('Le fatture di tutte le tue sedi: filtra, ordina.')).toBe(true);
    expect(TU_SENTENCE.test('il fornitore ti comunica l’esito')).toBe(true);
    expect(TU_SENTENCE.test('Scegli un dato')).toBe(true);
    expect(TU_SENTENCE.test('Le fatture di tutte le vostre sedi: filtratele.')).toBe(false);
    expect(TU_SENTENCE.test('Il fornitore indica che la quantità supera')).toBe(false);
  });
});
