import { describe, expect, it } from 'vitest';
import {
  ALERT_KINDS,
  alertKindsOf,
  alertParameter,
  isAlertKind,
  isBudgetAmount,
  parseBudget,
} from './alerts.ts';

describe('alert kinds', () => {
  it('offers the self-reading window only to retail, where gas self-reading is (§5)', () => {
    expect(alertKindsOf('retail')).toContain('selfReadingWindow');
    expect(alertKindsOf('corporate')).not.toContain('selfReadingWindow');
  });

  it('offers the base load and the budget to businesses and public bodies, the convention quantity to public bodies under a convention', () => {
    expect(alertKindsOf('retail')).toEqual(
      ALERT_KINDS.filter((k) => !['baseLoadRise', 'budget', 'conventionQuantity'].includes(k)),
    );
    for (const segment of ['corporate', 'pa', 'pa-non-conv', 'consortia'] as const) {
      expect(alertKindsOf(segment)).toEqual(
        expect.arrayContaining(['consumptionAnomaly', 'baseLoadRise', 'budget']),
      );
    }
    expect(alertKindsOf('pa')).toContain('conventionQuantity');
    expect(alertKindsOf('pa-non-conv')).not.toContain('conventionQuantity');
    expect(alertKindsOf('corporate')).not.toContain('conventionQuantity');
  });

  it('keeps a percentage within its bounds', () => {
    expect(alertParameter('consumptionAnomaly', null)).toBe(30);
    expect(alertParameter('consumptionAnomaly', 500)).toBe(200);
    expect(alertParameter('conventionQuantity', 0)).toBe(1);
    expect(alertParameter('budget', 10)).toBeNull();
  });

  it('reads a budget as typed (§5 amounts) and refuses what is no budget', () => {
    expect(parseBudget('12.500,50')).toBe(12500.5);
    expect(parseBudget('12500 €')).toBe(12500);
    expect(parseBudget('0')).toBeNull();
    expect(parseBudget('12,345')).toBeNull();
    expect(parseBudget('-5')).toBeNull();
    expect(parseBudget('100.000.001')).toBeNull();
    expect(parseBudget('abc')).toBeNull();
    expect(isBudgetAmount(0.5)).toBe(false);
    expect(isBudgetAmount(1234.56)).toBe(true);
    expect(isBudgetAmount(1234.567)).toBe(false);
  });

  it('keeps a tuned parameter within its bounds and falls back when there is none', () => {
    expect(alertParameter('billDue', null)).toBe(5);
    expect(alertParameter('billDue', 90)).toBe(30);
    expect(alertParameter('billDue', 0)).toBe(1);
    expect(alertParameter('billDue', 2.5)).toBe(5);
    expect(alertParameter('billIssued', 3)).toBeNull();
  });

  it('tells a kind from any other text', () => {
    expect(isAlertKind('billDue')).toBe(true);
    expect(isAlertKind('toString')).toBe(false);
  });
});
