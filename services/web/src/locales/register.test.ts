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
