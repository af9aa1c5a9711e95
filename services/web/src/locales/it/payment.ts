// The outcome of a card payment on the bill's page the provider returns to (§1):
// loaded with the other pages' texts, only when a payment comes back. Italian, the default language (§9).
const payment = {
  payment: {
    reading: 'Verifichiamo l’esito del pagamento…',
    SUCCESS: 'Pagamento riuscito: la bolletta è pagata.',
    DECLINED:
      'Pagamento rifiutato: non è stato addebitato nulla. Puoi riprovare con un’altra carta.',
    CANCELED: 'Pagamento annullato: non è stato addebitato nulla.',
    PENDING: 'Pagamento in corso: attendiamo l’esito dal circuito della carta.',
    stillPending: 'L’esito non è ancora arrivato.',
    notFound: 'Questo pagamento non è più consultabile: lo stato qui sotto è quello aggiornato.',
    check: 'Verifica di nuovo',
  },
};

export type PaymentMessages = typeof payment;
export default payment;
