import { describe, expect, it } from 'vitest';
import { competenceText } from './InvoiceTable.tsx';

const range = (from: string, to: string) => `${from} – ${to}`;

describe('§5: a competence period in the invoices table', () => {
  it('reads whole months as MM/YYYY', () => {
    expect(competenceText('2026-10-01', '2026-10-31', range)).toBe('10/2026');
    expect(competenceText('2026-09-01', '2026-10-31', range)).toBe('09/2026 – 10/2026');
    expect(competenceText('2024-02-01', '2024-02-29', range)).toBe('02/2024');
    expect(competenceText('2025-12-01', '2026-01-31', range)).toBe('12/2025 – 01/2026');
  });

  it('reads any other period as its two days, and nothing without both', () => {
    expect(competenceText('2026-10-15', '2026-11-14', range)).toBe('15/10/2026 – 14/11/2026');
    expect(competenceText('2026-10-01', '2026-10-30', range)).toBe('01/10/2026 – 30/10/2026');
    expect(competenceText(null, '2026-10-31', range)).toBe('');
    expect(competenceText('2026-10-01', '9999-12-31', range)).toBe('');
  });
});
