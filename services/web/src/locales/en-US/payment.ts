import type { PaymentMessages } from '../it/payment.ts';

// The outcome of a card payment on the bill's page the provider returns to (§1):
// loaded with the other pages' texts, only when a payment comes back. English.
const payment: PaymentMessages = {
  payment: {
    reading: 'Checking the outcome of the payment…',
    SUCCESS: 'Payment successful: the bill is paid.',
    DECLINED: 'Payment declined: nothing was charged. You can try again with another card.',
    CANCELED: 'Payment canceled: nothing was charged.',
    PENDING: 'Payment in progress: waiting for the card provider’s outcome.',
    stillPending: 'The outcome has not arrived yet.',
    notFound: 'This payment can no longer be looked up: the state below is up to date.',
    check: 'Check again',
  },
};

export default payment;
