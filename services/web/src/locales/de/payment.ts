import type { PaymentMessages } from '../it/payment.ts';

// The outcome of a card payment on the bill's page the provider returns to (§1):
// loaded with the other pages' texts, only when a payment comes back. German.
const payment: PaymentMessages = {
  payment: {
    reading: 'Das Ergebnis der Zahlung wird geprüft…',
    SUCCESS: 'Zahlung erfolgreich: die Rechnung ist bezahlt.',
    DECLINED:
      'Zahlung abgelehnt: es wurde nichts belastet. Sie können es mit einer anderen Karte erneut versuchen.',
    CANCELED: 'Zahlung abgebrochen: es wurde nichts belastet.',
    PENDING: 'Zahlung läuft: wir warten auf das Ergebnis des Kartenanbieters.',
    stillPending: 'Das Ergebnis liegt noch nicht vor.',
    notFound: 'Diese Zahlung ist nicht mehr abrufbar: der Stand unten ist aktuell.',
    check: 'Erneut prüfen',
  },
};

export default payment;
