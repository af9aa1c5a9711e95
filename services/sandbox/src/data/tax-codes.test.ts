// The demo's tax identities pass the portal's own checks (packages/shared) and say what a tax
// office would have them say: a person's code encodes the surname, name, birth and birthplace.
import { isItalianVatNumber } from '@portal/shared/brand';
import { taxCodeProblem } from '@portal/shared/supply-changes';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS } from '../config.ts';
import { buildDataset } from './dataset.ts';
import { REGISTRABLE_CUSTOMERS } from './registrations.ts';
import { PROVINCE_OFFICES } from './tax-codes.ts';

const NOW = Date.parse('2026-11-22T11:00:00Z');

describe('the tax codes and VAT numbers of the demo registries', () => {
  const months = [NOW, Date.parse('2027-03-10T11:00:00Z')].map((now) =>
    buildDataset(DEFAULT_OPTIONS.seed, 'small', now),
  );
  const [first, later] = months as [
    ReturnType<typeof buildDataset>,
    ReturnType<typeof buildDataset>,
  ];
  const registries = [...first.anagrafiche.values()];

  it('every one passes the check digit of the portal, and a company’s number names its province', () => {
    expect(registries.length).toBeGreaterThan(10);
    for (const a of registries) {
      expect(taxCodeProblem(a.cfisc), `${a.ragSoc} ${a.cfisc}`).toBeNull();
      if (a.piva === null) continue;
      expect(isItalianVatNumber(a.piva), `${a.ragSoc} ${a.piva}`).toBe(true);
      expect(a.piva.slice(7, 10), a.ragSoc).toBe(PROVINCE_OFFICES[a.provincia]);
    }
    for (const c of REGISTRABLE_CUSTOMERS) expect(taxCodeProblem(c.cfisc), c.ragSoc).toBeNull();
  });

  it("a person's code encodes surname, name, birth date, sex and birthplace", () => {
    const code = (id: number) => first.anagrafiche.get(id)?.cfisc;
    // Rossi Mario, 14 July 1968, Verona (L781).
    expect(code(100001)?.slice(0, 15)).toBe('RSSMRA68L14L781');
    // Huber Anna, a woman (day + 40), 2 March 1979, Bolzano (A952).
    expect(code(100002)?.slice(0, 15)).toBe('HBRNNA79C42A952');
    // Spento Carlo, 23 November 1955, Verona.
    expect(code(900001)?.slice(0, 15)).toBe('SPNCRL55S23L781');
  });

  it('a registry keeps its tax code from one month to the next', () => {
    for (const a of registries) {
      const again = later.anagrafiche.get(a.idanagrafica);
      expect([again?.cfisc, again?.piva]).toEqual([a.cfisc, a.piva]);
    }
  });

  it('the companies and bodies are told apart: no two registries share a number', () => {
    const codes = registries.map((a) => a.cfisc);
    expect(new Set(codes).size).toBe(codes.length);
  });
});
