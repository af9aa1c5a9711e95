import { describe, expect, it } from 'vitest';
import { connectionStateOf, toConvention } from './mapping.ts';
import type { ConvenzioneRecord } from './upstream.ts';

const record = (change: Partial<ConvenzioneRecord>): ConvenzioneRecord => ({
  idConvenzione: 1,
  idanagrafica: 300001,
  codUtility: 1,
  codice: 'CONV',
  nome: 'Convenzione',
  lotto: 'Lotto 3',
  cigQuadro: '7A1B2C3D4E',
  fornitore: 'Energia Demo S.p.A.',
  dataInizio: '2024-01-01',
  dataFine: '2027-12-31',
  quantitaMassima: 1000,
  quantitaOrdinata: 500,
  quantitaDisponibile: 500,
  quantitaConsumata12Mesi: 400,
  unitaMisura: 'Smc',
  numeroForniture: 3,
  spesaTotale: 1234.5,
  ordiniAperti: 1,
  contatti: [{ ruolo: 'pec', nome: 'Ufficio', email: 'u@pec.it', telefono: null, orari: null }],
  ...change,
});

describe('the overview alerts of a convention', () => {
  const today = '2026-11-23';

  it('expiring from 60 days before the last day to the day itself, not after', () => {
    const kinds = (dataFine: string) =>
      toConvention(record({ dataFine }), today).alerts.map((a) => [a.kind, a.daysLeft]);
    expect(kinds('2027-01-22')).toEqual([['EXPIRING', 60]]);
    expect(kinds('2027-01-23')).toEqual([]);
    expect(kinds('2026-11-23')).toEqual([['EXPIRING', 0]]);
    expect(kinds('2026-11-22')).toEqual([]);
  });

  it('quantity nearly used up from 90 % of the maximum ordered', () => {
    const alert = (quantitaOrdinata: number) =>
      toConvention(record({ quantitaOrdinata }), today).alerts.map((a) => a.kind);
    expect(alert(899)).toEqual([]);
    expect(alert(900)).toEqual(['QUANTITY_NEARLY_USED']);
  });

  it('the unit as a key, the earliest start 30 days ahead or none after the end', () => {
    const c = toConvention(record({}), today);
    expect([c.unit, c.unitText, c.utility]).toEqual(['SMC', 'Smc', 'GAS']);
    expect(c.earliestStartDate).toBe('2026-12-23');
    expect(c.contacts).toEqual([
      { role: 'CERTIFIED_MAIL', name: 'Ufficio', email: 'u@pec.it', phone: null, hours: null },
    ]);
    expect(toConvention(record({ dataFine: '2026-12-01' }), today).earliestStartDate).toBeNull();
  });

  it('a connection state upstream words is a key; an unknown word is OTHER', () => {
    expect(connectionStateOf('Switching in corso')).toBe('SWITCHING');
    expect(connectionStateOf('Nuovo allaccio in corso')).toBe('NEW_CONNECTION');
    expect(connectionStateOf('Sospeso')).toBe('OTHER');
  });
});
