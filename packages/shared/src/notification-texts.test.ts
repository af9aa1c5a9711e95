import { describe, expect, it } from 'vitest';
import { notificationText } from './notification-texts.ts';

const NONE = {
  invoiceNumber: null,
  amount: null,
  year: null,
  requestKind: null,
  requestId: null,
  pointId: null,
};

describe('§9: a notification upstream words in a set way becomes a kind the page words', () => {
  it('a new bill, in Italian or German, carries its number and amount (§5: 1.234,56)', () => {
    const expected = {
      kind: 'NEW_BILL',
      params: { ...NONE, invoiceNumber: 'FT2026/000123', amount: 1234.56 },
    };
    expect(
      notificationText(
        'Nuova bolletta disponibile',
        'La bolletta FT2026/000123 di 1.234,56 € è disponibile.',
      ),
    ).toEqual(expected);
    expect(
      notificationText(
        ' neue  Rechnung verfügbar',
        'Die Rechnung FT2026/000123 über 1.234,56 € ist verfügbar.',
      ),
    ).toEqual(expected);
  });

  it('fixed wordings: the reading window, an updated request, the year’s offers', () => {
    expect(
      notificationText(
        'Finestra di autolettura aperta',
        'Puoi comunicare ora la lettura del contatore gas.',
      ).kind,
    ).toBe('READING_WINDOW_OPEN');
    expect(
      notificationText('Anfrage bearbeitet', 'Eine Ihrer Anfragen wurde aktualisiert.').kind,
    ).toBe('REQUEST_UPDATED');
    expect(
      notificationText('Nuove offerte 2027', 'Scopri le nuove offerte di energia verde.'),
    ).toEqual({ kind: 'NEW_OFFERS', params: { ...NONE, year: '2027' } });
  });

  it('a request’s state carries its kind as a key, its number and its point', () => {
    const expected = {
      kind: 'REQUEST_PROCESSING',
      params: {
        ...NONE,
        requestKind: 'PAYMENT_METHOD_CHANGE',
        requestId: '70000001',
        pointId: 'IT001E00000001',
      },
    };
    expect(
      notificationText(
        'Richiesta in lavorazione',
        'La tua richiesta "Cambio modalità di pagamento" n. 70000001 per IT001E00000001 è in lavorazione.',
      ),
    ).toEqual(expected);
    expect(
      notificationText(
        'Anfrage in Bearbeitung',
        'Ihre Anfrage „Änderung der Zahlungsart“ Nr. 70000001 für IT001E00000001 wird bearbeitet.',
      ),
    ).toEqual(expected);
    expect(
      notificationText(
        'Anfrage abgelehnt',
        'Ihre Anfrage „Kündigung der Lieferung“ Nr. 7 für IT001E00000001 wurde abgelehnt.',
      ).params.requestKind,
    ).toBe('TERMINATION');
  });

  it('falls back to OTHER for free text, a title with another text, mixed languages, or an unknown request kind', () => {
    const other = { kind: 'OTHER', params: NONE };
    expect(notificationText('Manutenzione programmata', 'Il portale sarà fermo sabato.')).toEqual(
      other,
    );
    expect(notificationText('Nuova bolletta disponibile', 'Testo scritto a mano.')).toEqual(other);
    expect(
      notificationText(
        'Nuova bolletta disponibile',
        'Die Rechnung FT1 über 10,00 € ist verfügbar.',
      ),
    ).toEqual(other);
    expect(
      notificationText(
        'Richiesta ricevuta',
        'Abbiamo ricevuto la tua richiesta "Qualcosa di nuovo" n. 1 per IT001.',
      ),
    ).toEqual(other);
    expect(notificationText(null, undefined)).toEqual(other);
  });
});
