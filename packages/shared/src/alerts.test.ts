import { describe, expect, it } from 'vitest';
import { ALERT_KINDS, alertKindsOf, alertParameter, isAlertKind } from './alerts.ts';

describe('alert kinds', () => {
  it('offers the self-reading window only to retail, where gas self-reading is (§5)', () => {
    expect(alertKindsOf('retail')).toEqual([...ALERT_KINDS]);
    expect(alertKindsOf('corporate')).not.toContain('selfReadingWindow');
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
