import { describe, expect, it } from 'vitest';
import type { FornituraRecord } from '../../scope/supplies.ts';
import { curveRange, stepFor } from './curve.ts';
import { checkExportSize, expectedRows, exportStep } from './export.ts';

const supply = (over: Partial<FornituraRecord>): FornituraRecord =>
  ({
    idfornitura: 1,
    idanagrafica: 1,
    idsede: 1,
    codUtility: 0,
    podPdr: 'IT001E00000001',
    dataAttivazione: '2024-11-01',
    dataCessazione: '9999-12-31',
    ...over,
  }) as FornituraRecord;

const YESTERDAY = { year: 2026, month: 11, day: 21 };

describe('the consumption export’s size and row count', () => {
  it('rows of a range: quarter hours across the clock changes, hours, days', () => {
    const power = supply({});
    expect(expectedRows(power, curveRange('2026-03-29', '2026-03-29'), 15, YESTERDAY)).toBe(92);
    expect(expectedRows(power, curveRange('2025-10-26', '2025-10-26'), 15, YESTERDAY)).toBe(100);
    expect(expectedRows(power, curveRange('2025-01-01', '2025-12-31'), 15, YESTERDAY)).toBe(35_040);
    const gas = supply({ codUtility: 1 });
    expect(expectedRows(gas, curveRange('2025-10-25', '2025-10-26'), 60, YESTERDAY)).toBe(49);
    expect(expectedRows(gas, curveRange('2025-01-01', '2025-01-31'), 1440, YESTERDAY)).toBe(31);
  });

  it('rows stop at activation, termination and yesterday', () => {
    const range = curveRange('2024-10-01', '2024-11-30');
    expect(expectedRows(supply({}), range, 1440, YESTERDAY)).toBe(30);
    const ceased = supply({ dataCessazione: '2025-01-10' });
    expect(expectedRows(ceased, curveRange('2025-01-01', '2025-01-31'), 1440, YESTERDAY)).toBe(10);
    expect(expectedRows(supply({}), curveRange('2026-11-20', '2026-11-30'), 15, YESTERDAY)).toBe(
      2 * 96,
    );
    expect(expectedRows(supply({}), curveRange('2023-01-01', '2023-12-31'), 15, YESTERDAY)).toBe(0);
  });

  it('at most 100 supplies for a year (or more supplies for fewer days); none is refused', () => {
    expect(() => checkExportSize(100, curveRange('2025-01-01', '2026-01-01'))).not.toThrow();
    expect(() => checkExportSize(101, curveRange('2025-01-01', '2026-01-01'))).toThrow(
      expect.objectContaining({
        code: 'BAD_USER_INPUT',
        details: expect.objectContaining({ reason: 'exportTooLarge' }),
      }),
    );
    expect(() => checkExportSize(1400, curveRange('2025-01-01', '2025-01-26'))).not.toThrow();
    expect(() => checkExportSize(0, curveRange('2025-01-01', '2025-01-26'))).toThrow();
  });

  it('steps: quarter hours for power; days, or hours when asked, for gas', () => {
    expect(exportStep(supply({}), 'HOUR')).toBe(15);
    expect(exportStep(supply({ codUtility: 1 }), undefined)).toBe(1440);
    expect(exportStep(supply({ codUtility: 1 }), 'HOUR')).toBe(60);
    expect(stepFor(supply({}), 'QUARTER_HOUR')).toBe(15);
    expect(() => stepFor(supply({}), 'DAY')).toThrow(
      expect.objectContaining({ code: 'BAD_USER_INPUT' }),
    );
    expect(() => stepFor(supply({ codUtility: 1 }), 'QUARTER_HOUR')).toThrow();
  });
});
