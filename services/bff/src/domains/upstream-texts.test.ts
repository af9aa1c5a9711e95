// §9: the supplier's set texts cross the API as kinds the page words in its language; free text
// keeps upstream's words with the language its registry's culture says upstream wrote them in.
import { OTHER } from '@portal/shared/enumerations';
import { NOTIFICATION_KINDS } from '@portal/shared/notification-texts';
import { setTextKeys } from '@portal/shared/set-texts';
import { describe, expect, it } from 'vitest';
import { schema } from '../api/schema.ts';
import { graphql } from '../graphql/graphql-runtime.ts';
import type { FornituraRecord } from '../scope/supplies.ts';
import { toInvoiceRow } from './invoices/mapping.ts';
import type { InvoiceRowRecord } from './invoices/upstream.ts';
import { registryLanguage, type PortalSession } from '../session/types.ts';
import { toLoyaltyBonus } from './loyalty/mapping.ts';
import { toNotification } from './notifications/mapping.ts';
import type { NotificaRecord } from './notifications/upstream.ts';
import { toOperation } from './operations/mapping.ts';
import type { OperazioneRecord } from './operations/upstream.ts';
import { toSupply } from './supplies/mapping.ts';

const notifica = (titolo: string, testo: string): NotificaRecord =>
  ({ idnotifica: 1, idanagrafica: 100001, categoria: 'fattura', titolo, testo }) as NotificaRecord;

describe('the schema’s enums are the shared kinds and OTHER', () => {
  const built = graphql.buildSchema(schema);
  const valuesOf = (name: string) => {
    const type = built.getType(name);
    if (!graphql.isEnumType(type)) throw new Error(`${name} is not an enum of the schema`);
    return type.getValues().map((value) => value.name);
  };
  it('OperationDescription, GreenCertificate, NotificationKind, BonusIneligibility', () => {
    expect(valuesOf('OperationDescription')).toEqual([
      ...setTextKeys('operationDescription'),
      OTHER,
    ]);
    expect(valuesOf('GreenCertificate')).toEqual([...setTextKeys('greenCertificate'), OTHER]);
    expect(valuesOf('NotificationKind')).toEqual([...NOTIFICATION_KINDS, OTHER]);
    expect(valuesOf('BonusIneligibility')).toEqual([...setTextKeys('bonusIneligibility'), OTHER]);
  });
});

describe('set texts of upstream become kinds; anything else stays as written', () => {
  it('an operation’s description: its kind in Italian or German, OTHER with the text for free text', () => {
    const operation = (descrizione: string) =>
      toOperation(
        {
          idoperazione: 1,
          idanagrafica: 2,
          tipo: 'Voltura',
          stato: 'Trasmessa',
          descrizione,
          storico: [],
        } as unknown as OperazioneRecord,
        'de',
      );
    expect(operation('Aumento della potenza impegnata')).toMatchObject({
      descriptionKind: 'CONTRACTED_POWER_INCREASE',
      description: 'Aumento della potenza impegnata',
      textLanguage: 'de',
    });
    expect(operation('Erhöhung der Anschlussleistung').descriptionKind).toBe(
      'CONTRACTED_POWER_INCREASE',
    );
    expect(operation('Richiesta 70000001')).toMatchObject({
      descriptionKind: 'OTHER',
      description: 'Richiesta 70000001',
    });
  });

  it('a notification: its kind and values in either language, OTHER for a message a person wrote', () => {
    expect(
      toNotification(
        notifica(
          'Nuova bolletta disponibile',
          'La bolletta FT2026/000017 di 181,57 € è disponibile.',
        ),
      ),
    ).toMatchObject({
      kind: 'NEW_BILL',
      params: { invoiceNumber: 'FT2026/000017', amount: 181.57 },
      textLanguage: 'it',
    });
    expect(
      toNotification({
        ...notifica('Neue Tarife 2027', 'Entdecken Sie unsere grünen Tarife.'),
        textLanguage: 'de',
      }),
    ).toMatchObject({ kind: 'NEW_OFFERS', params: { year: '2027' }, textLanguage: 'de' });
    expect(toNotification(notifica('Avviso', 'Il portale sarà fermo sabato.'))).toMatchObject({
      kind: 'OTHER',
      title: 'Avviso',
      body: 'Il portale sarà fermo sabato.',
    });
  });

  it('a green supply’s certificate: its kind beside upstream’s words; none without one', () => {
    const supply = (certificazioneVerde: string | null) =>
      toSupply({
        idfornitura: 1,
        idsede: 2,
        codUtility: 0,
        certificazioneVerde,
      } as FornituraRecord);
    expect(supply('Garanzia di Origine (GO) - impianti idroelettrici Alto Adige')).toMatchObject({
      greenCertificateKind: 'GUARANTEE_OF_ORIGIN_HYDRO_SOUTH_TYROL',
    });
    expect(supply('Certificato RECS')).toMatchObject({
      greenCertificateKind: 'OTHER',
      greenCertificate: 'Certificato RECS',
    });
    expect(supply(null).greenCertificateKind).toBeNull();
  });

  it('a loyalty bonus: the set reason and the on-time payments as kinds, other movements as written', () => {
    const bonus = toLoyaltyBonus(
      {
        punti: 10,
        livello: 'Oro',
        idoneo: false,
        motivoNonIdoneo: 'Es gibt überfällige, unbezahlte Rechnungen',
        movimenti: [
          { data: '2026-10-01', punti: 5, descrizione: 'Pünktliche Zahlung FT2026/000015' },
          { data: '2026-09-01', punti: 50, descrizione: 'Bonus di benvenuto' },
        ],
        programma: { euroPerPunto: 5, puntiMinimiBolletta: 5, livelli: [], anniValiditaPunti: 1 },
      } as unknown as Parameters<typeof toLoyaltyBonus>[0],
      'de',
    );
    expect(bonus).toMatchObject({
      notEligibleReasonKind: 'OVERDUE_BILLS',
      textLanguage: 'de',
      movements: [
        { kind: 'ON_TIME_PAYMENT', invoiceNumber: 'FT2026/000015' },
        { kind: 'OTHER', invoiceNumber: null, description: 'Bonus di benvenuto' },
      ],
    });
  });

  it('an invoice row: its cost item or its band’s energy as a kind, any other row as written in its registry’s language', () => {
    const row = (descrizione: string) =>
      toInvoiceRow(
        {
          descrizione,
          quantita: 1,
          unita: 'mese',
          prezzoUnitario: 1,
          importo: 1,
          aliquotaIva: 22,
        } as unknown as InvoiceRowRecord,
        'de',
      );
    expect(row('Spesa per la materia gas naturale')).toMatchObject({
      kind: 'GAS_COMMODITY',
      band: null,
      textLanguage: 'de',
    });
    expect(row('Kosten für den Energieanteil - Zeitband F2')).toMatchObject({
      kind: 'ENERGY_BAND',
      band: 'F2',
    });
    expect(row('Bonus sociale')).toMatchObject({
      kind: 'OTHER',
      description: 'Bonus sociale',
      textLanguage: 'de',
    });
  });

  it('free text is in its registry’s language: de-DE German, any other or unknown Italian', () => {
    const session = {
      user: {
        anagrafiche: [
          { idAnagrafica: 1, culture: 'de-DE' },
          { idAnagrafica: 2, culture: 'it-IT' },
        ],
      },
    } as unknown as PortalSession;
    expect(registryLanguage(session, 1)).toBe('de');
    expect(registryLanguage(session, 2)).toBe('it');
    expect(registryLanguage(session, 3)).toBe('it');
  });
});
