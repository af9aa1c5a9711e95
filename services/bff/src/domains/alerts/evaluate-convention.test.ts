import { describe, expect, it } from 'vitest';
import { conventionAlerts, type ConventionQuantity } from './evaluate-convention.ts';
import { EffectiveSettings } from './evaluate.ts';

const convention = (availableQuantity: number): ConventionQuantity => ({
  id: '81000001',
  code: 'CONV-PA-TAA-EE',
  name: 'Energia elettrica PA',
  utility: 'POWER',
  maxQuantity: 1_000_000,
  availableQuantity,
  unit: 'kWh',
});

describe('convention quantity: what is left of a convention under the customer’s percentage', () => {
  it('under the default 10 % the alert names the convention, what is left and the threshold', () => {
    const [alert] = conventionAlerts([convention(95_000)], new EffectiveSettings([]));
    expect(alert).toMatchObject({
      kind: 'conventionQuantity',
      subject: 'convention:81000001',
      period: 'below:10',
      facts: { convenzione: 'CONV-PA-TAA-EE', disponibile: 95_000, residuo: 9.5, soglia: 10 },
    });
  });

  it('at or above the percentage nothing; a higher percentage raises it once more', () => {
    expect(conventionAlerts([convention(100_000)], new EffectiveSettings([]))).toEqual([]);
    const tuned = new EffectiveSettings([
      { kind: 'conventionQuantity', scope: '', enabled: true, parameter: 25 },
    ]);
    expect(conventionAlerts([convention(200_000)], tuned)[0]?.period).toBe('below:25');
    const off = new EffectiveSettings([
      { kind: 'conventionQuantity', scope: '', enabled: false, parameter: 25 },
    ]);
    expect(conventionAlerts([convention(0)], off)).toEqual([]);
  });

  it('a convention without a maximum is not measured', () => {
    expect(
      conventionAlerts([{ ...convention(0), maxQuantity: 0 }], new EffectiveSettings([])),
    ).toEqual([]);
  });
});
