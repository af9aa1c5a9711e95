// The retail services page (§2 /retail/myServices).
const services = {
  services: {
    title: 'My services',
    intro:
      'The services active on each of your supplies. You can change them from here: every change becomes a request you follow in your notifications.',
    noSupplies: 'This registry has no supplies.',
    active: '$t(status.contract.ACTIVE)',
    inactive: 'Not active',
    name: {
      digitalBill: 'Digital bill',
      directDebit: 'Direct debit',
      greenEnergy: 'Green energy',
      selfReading: 'Self-reading',
      power: 'Committed power',
    },
    state: {
      digitalTo: 'You receive the bill by e-mail at {{email}}.',
      digital: 'You receive the bill digitally.',
      paper: 'You receive a paper bill by post.',
      payment_DIRECT_DEBIT: 'Bills are debited to your bank account (SEPA).',
      payment_POSTAL_SLIP: 'You pay bills with a postal slip.',
      payment_CARD: 'You pay bills by credit card.',
      payment_BANK_TRANSFER: 'You pay bills by bank transfer.',
      payment_OTHER: 'No payment method given.',
      greenPercent: 'Energy {{percent}} % from renewable sources.',
      green: 'Energy from renewable sources.',
      notGreen: 'Your offer does not include certified renewable energy.',
      selfReadOpen: 'You can send your gas meter reading now.',
      selfReadClosed: 'You cannot send a reading now: the self-reading window is closed.',
      power: '{{kw}} kW.',
    },
    change: {
      ofSupply: ' of supply {{point}}',
      changeBill: 'Change how bills are sent',
      changePayment: 'Change payment method',
      seeSupply: 'See the supply',
      sendReading: 'Send a reading',
      changePower: 'Change power',
    },
    pending: {
      title: 'Requests in progress',
      kind: {
        PAYMENT_METHOD: 'Payment method',
        BILL_DELIVERY: 'Bill delivery',
        POWER_VARIATION: '$t(enums.operationKind.POWER_VARIATION)',
        TERMINATION: 'Termination of the supply',
      },
      requestedOn: 'requested on {{date}}',
    },
    news: {
      heading: 'News',
      empty: 'No news at the moment.',
      readMore: 'Read more',
    },
  },
};

export default services;
