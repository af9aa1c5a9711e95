import { describe, expect, it } from 'vitest';
import {
  SUPPORT_CASE_KIND_KEYS,
  TIPI_RICHIESTA,
  answerDaysOf,
  answerDueDate,
  isSupportCaseKind,
  needsInvoice,
  supportCaseKindOf,
} from './support.ts';

describe('written requests and their answer times (TIQV)', () => {
  it('classifies a written request as complaint, information request or billing rectification', () => {
    expect(SUPPORT_CASE_KIND_KEYS).toEqual([
      'COMPLAINT',
      'INFORMATION_REQUEST',
      'BILLING_RECTIFICATION',
    ]);
    expect(TIPI_RICHIESTA).toEqual(['reclamo', 'richiestaInformazioni', 'rettificaFatturazione']);
    expect(supportCaseKindOf('reclamo')).toBe('COMPLAINT');
    expect(supportCaseKindOf('rettificaFatturazione')).toBe('BILLING_RECTIFICATION');
    expect(supportCaseKindOf('Reclamo')).toBeNull();
    expect(supportCaseKindOf(undefined)).toBeNull();
    expect(isSupportCaseKind('INFORMATION_REQUEST')).toBe(true);
    expect(isSupportCaseKind('toString')).toBe(false);
  });

  it('gives 30 days to complaints and information requests, 60 to billing rectifications', () => {
    expect(answerDaysOf('COMPLAINT')).toBe(30);
    expect(answerDaysOf('INFORMATION_REQUEST')).toBe(30);
    expect(answerDaysOf('BILLING_RECTIFICATION')).toBe(60);
  });

  it('counts calendar days from the filing day, across months, years and 29 February', () => {
    expect(answerDueDate('2026-11-23', 'COMPLAINT')).toBe('2026-12-23');
    expect(answerDueDate('2026-11-23T09:41:07', 'INFORMATION_REQUEST')).toBe('2026-12-23');
    expect(answerDueDate('2026-11-23', 'BILLING_RECTIFICATION')).toBe('2027-01-22');
    expect(answerDueDate('2028-01-30', 'COMPLAINT')).toBe('2028-02-29');
    expect(answerDueDate('2027-01-30', 'COMPLAINT')).toBe('2027-03-01');
  });

  it('asks a billing rectification for the invoice it corrects, not the other kinds', () => {
    expect(needsInvoice('BILLING_RECTIFICATION')).toBe(true);
    expect(needsInvoice('COMPLAINT')).toBe(false);
    expect(needsInvoice('INFORMATION_REQUEST')).toBe(false);
  });

  it('refuses what is not a day', () => {
    expect(() => answerDueDate('23/11/2026', 'COMPLAINT')).toThrow(RangeError);
    expect(() => answerDueDate('2026-02-30', 'COMPLAINT')).toThrow(RangeError);
  });
});
