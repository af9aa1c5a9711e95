import { describe, expect, it } from 'vitest';
import {
  addIsoDays,
  connectionStateTone,
  earliestStartDate,
  isConnectionFinal,
  isCig,
  isCup,
  isOfficeCode,
  ORDER_FINAL_STATES,
  startDateProblem,
} from './procurement.ts';
import type { RequestState } from './enumerations.ts';

describe('procurement codes of a convention order', () => {
  it('a CIG is 10 digits and capital letters, typed spaces and case forgiven', () => {
    expect(isCig('7A1B2C3D4E')).toBe(true);
    expect(isCig('7a1b 2c3d4e')).toBe(true);
    expect(isCig('7A1B2C3D4')).toBe(false);
    expect(isCig('7A1B2C3D4E5')).toBe(false);
    expect(isCig('7A1B2C3D4-')).toBe(false);
  });

  it('a CUP is 15 characters starting with a letter', () => {
    expect(isCup('B31H22000120005')).toBe(true);
    expect(isCup('131H22000120005')).toBe(false);
    expect(isCup('B31H2200012000')).toBe(false);
  });

  it('an office code (codice univoco ufficio) is 6 characters', () => {
    expect(isOfficeCode('UF7K2P')).toBe(true);
    expect(isOfficeCode('uf7k2p')).toBe(true);
    expect(isOfficeCode('UF7K2')).toBe(false);
    expect(isOfficeCode('0000000')).toBe(false);
  });
});

describe('the requested start day of an order', () => {
  const validity = { from: '2026-01-01', to: '2027-06-30' };
  const today = '2026-11-23';

  it('must be a real day, not in the past, 30 days ahead and inside the convention', () => {
    expect(startDateProblem('2026-02-30', today, validity)).toBe('INVALID');
    expect(startDateProblem('23/12/2026', today, validity)).toBe('INVALID');
    expect(startDateProblem('2026-11-22', today, validity)).toBe('IN_THE_PAST');
    expect(startDateProblem('2026-12-22', today, validity)).toBe('TOO_SOON');
    expect(startDateProblem('2026-12-23', today, validity)).toBeNull();
    expect(startDateProblem('2027-06-30', today, validity)).toBeNull();
    expect(startDateProblem('2027-07-01', today, validity)).toBe('OUTSIDE_CONVENTION');
  });

  it('the earliest start is 30 days ahead, the convention start, or none after its end', () => {
    expect(addIsoDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(earliestStartDate(today, validity)).toBe('2026-12-23');
    expect(earliestStartDate(today, { from: '2027-02-01', to: '2027-06-30' })).toBe('2027-02-01');
    expect(earliestStartDate(today, { from: '2026-01-01', to: '2026-12-01' })).toBeNull();
  });
});

describe('an order and its points on their way to supply (§4 colours)', () => {
  it('an order is final once accepted, refused or withdrawn', () => {
    const open: RequestState[] = ['TRANSMITTED', 'PROCESSING'];
    const final: RequestState[] = ['ACCEPTED', 'REJECTED', 'CANCELED'];
    expect(open.filter((s) => ORDER_FINAL_STATES.has(s))).toEqual([]);
    expect(final.every((s) => ORDER_FINAL_STATES.has(s))).toBe(true);
  });

  it('a point on its way is orange, an active one green, a refused one red, an unknown one gray', () => {
    expect(['ORDERED', 'SWITCHING', 'NEW_CONNECTION'].map(connectionStateTone)).toEqual([
      'orange',
      'orange',
      'orange',
    ]);
    expect(connectionStateTone('ACTIVE')).toBe('green');
    expect(connectionStateTone('REJECTED')).toBe('red');
    expect(connectionStateTone('OTHER')).toBe('gray');
    expect(connectionStateTone('toString')).toBe('gray');
    expect(['ACTIVE', 'REJECTED'].every(isConnectionFinal)).toBe(true);
    expect(isConnectionFinal('SWITCHING')).toBe(false);
  });
});
