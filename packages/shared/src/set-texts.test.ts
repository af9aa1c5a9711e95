import { describe, expect, it } from 'vitest';
import { OTHER } from './enumerations.ts';
import {
  bonusMovementText,
  invoiceRowText,
  orderRejectionText,
  SET_TEXTS,
  setTextKeys,
  setTextValue,
} from './set-texts.ts';

describe('§9: upstream’s set sentences become keys the page words in its language', () => {
  it.each([
    ['operationDescription', 'Aumento della potenza impegnata', 'CONTRACTED_POWER_INCREASE'],
    ['operationDescription', 'Erhöhung der Anschlussleistung', 'CONTRACTED_POWER_INCREASE'],
    ['operationDescription', 'Passaggio all’addebito diretto SEPA', 'SWITCH_TO_SEPA_DIRECT_DEBIT'],
    ['operationDescription', "Passaggio all'addebito diretto SEPA", 'SWITCH_TO_SEPA_DIRECT_DEBIT'],
    [
      'greenCertificate',
      'Garanzia di Origine (GO) - impianti idroelettrici Alto Adige',
      'GUARANTEE_OF_ORIGIN_HYDRO_SOUTH_TYROL',
    ],
    ['bonusIneligibility', 'Sono presenti bollette scadute non pagate', 'OVERDUE_BILLS'],
    ['bonusIneligibility', 'Programm nur für Haushaltskunden', 'HOUSEHOLDS_ONLY'],
  ] as const)('maps %s “%s” to %s', (name, raw, key) => {
    expect(setTextValue(name, raw)).toEqual({ key, text: raw });
  });

  it('matches ignoring case and spacing; anything else is OTHER with its text; nothing is null', () => {
    expect(setTextValue('operationDescription', '  aumento DELLA potenza  impegnata')?.key).toBe(
      'CONTRACTED_POWER_INCREASE',
    );
    expect(setTextValue('operationDescription', 'Richiesta 70000001')).toEqual({
      key: OTHER,
      text: 'Richiesta 70000001',
    });
    expect(setTextValue('greenCertificate', null)).toBeNull();
    expect(setTextValue('greenCertificate', '  ')).toBeNull();
  });

  it('no spelling names two keys', () => {
    for (const [name, map] of Object.entries(SET_TEXTS)) {
      const all = Object.values(map).flatMap((list: readonly string[]) =>
        list.map((s) => s.toLowerCase()),
      );
      expect(new Set(all).size, name).toBe(all.length);
    }
    expect(setTextKeys('greenCertificate')).toEqual(['GUARANTEE_OF_ORIGIN_HYDRO_SOUTH_TYROL']);
  });

  it('a bonus movement for a bill paid on time carries the bill, in either language; any other is OTHER', () => {
    expect(bonusMovementText('Pagamento puntuale FT2026/000015')).toEqual({
      kind: 'ON_TIME_PAYMENT',
      invoiceNumber: 'FT2026/000015',
    });
    expect(bonusMovementText(' Pünktliche  Zahlung FT2026/000015')).toEqual({
      kind: 'ON_TIME_PAYMENT',
      invoiceNumber: 'FT2026/000015',
    });
    expect(bonusMovementText('Bonus di benvenuto')).toEqual({ kind: OTHER, invoiceNumber: null });
    expect(bonusMovementText(null)).toEqual({ kind: OTHER, invoiceNumber: null });
  });

  it('an invoice row: a set cost item, or the energy of a time band with its band; else OTHER', () => {
    expect(invoiceRowText('Spesa per la materia energia - fascia F2')).toEqual({
      kind: 'ENERGY_BAND',
      band: 'F2',
    });
    expect(invoiceRowText('Kosten für den Energieanteil - Zeitband F3')).toEqual({
      kind: 'ENERGY_BAND',
      band: 'F3',
    });
    expect(invoiceRowText('Kosten für Transport und Zählerverwaltung - Fixanteil')).toEqual({
      kind: 'TRANSPORT_FIXED_SHARE',
      band: null,
    });
    expect(invoiceRowText('Canone RAI')).toEqual({ kind: OTHER, band: null });
  });

  it('a convention order refused for a CIG already quoted: the kind and the order that quoted it', () => {
    expect(orderRejectionText('CIG già indicato nell’ordine ODF-2026-00003')).toEqual({
      rejectionReasonKind: 'CIG_ALREADY_USED',
      rejectionOrderNumber: 'ODF-2026-00003',
    });
    expect(orderRejectionText("CIG  già indicato nell'ordine ODF-2026-00003 ")).toEqual({
      rejectionReasonKind: 'CIG_ALREADY_USED',
      rejectionOrderNumber: 'ODF-2026-00003',
    });
    expect(orderRejectionText('Punto non servibile dal distributore')).toEqual({
      rejectionReasonKind: 'OTHER',
      rejectionOrderNumber: null,
    });
    expect(orderRejectionText(null)).toEqual({
      rejectionReasonKind: null,
      rejectionOrderNumber: null,
    });
  });
});
