// The retail services page (§2 /retail/myServices).
const services = {
  services: {
    title: 'Meine Dienste',
    intro:
      'Die aktiven Dienste jeder Ihrer Lieferstellen. Hier können Sie sie ändern: Jede Änderung wird zu einer Anfrage, die Sie in den Mitteilungen verfolgen.',
    noSupplies: 'Für diese Stammdaten gibt es keine Lieferstellen.',
    active: '$t(status.contract.ACTIVE)',
    inactive: 'Nicht aktiv',
    name: {
      digitalBill: 'Digitale Rechnung',
      directDebit: 'Lastschrift',
      greenEnergy: 'Grüne Energie',
      selfReading: 'Selbstablesung',
      power: 'Anschlussleistung',
    },
    state: {
      digitalTo: 'Sie erhalten die Rechnung per E-Mail an {{email}}.',
      digital: 'Sie erhalten die Rechnung in digitaler Form.',
      paper: 'Sie erhalten die Rechnung auf Papier per Post.',
      payment_DIRECT_DEBIT: 'Die Rechnungen werden von Ihrem Girokonto abgebucht (SEPA).',
      payment_POSTAL_SLIP: 'Sie zahlen die Rechnungen mit Posterlagschein.',
      payment_CARD: 'Sie zahlen die Rechnungen mit Kreditkarte.',
      payment_BANK_TRANSFER: 'Sie zahlen die Rechnungen per Überweisung.',
      payment_OTHER: 'Keine Zahlungsart angegeben.',
      greenPercent: 'Energie zu {{percent}} % aus erneuerbaren Quellen.',
      green: 'Energie aus erneuerbaren Quellen.',
      notGreen: 'Ihr Angebot sieht keine zertifizierte Energie aus erneuerbaren Quellen vor.',
      selfReadOpen: 'Sie können jetzt den Gaszählerstand mitteilen.',
      selfReadClosed:
        'Derzeit können Sie keinen Zählerstand mitteilen: Das Zeitfenster für die Selbstablesung ist geschlossen.',
      power: '{{kw}} kW.',
    },
    change: {
      ofSupply: ' – Lieferstelle {{point}}',
      changeBill: 'Rechnungsversand ändern',
      changePayment: 'Zahlungsart ändern',
      seeSupply: 'Lieferstelle ansehen',
      sendReading: 'Zählerstand mitteilen',
      changePower: 'Leistung ändern',
    },
    pending: {
      title: 'Laufende Anträge',
      kind: {
        PAYMENT_METHOD: 'Zahlungsart',
        BILL_DELIVERY: 'Rechnungsversand',
        POWER_VARIATION: '$t(enums.operationKind.POWER_VARIATION)',
        TERMINATION: '$t(enums.operationKind.TERMINATION)',
      },
      requestedOn: 'beantragt am {{date}}',
    },
    news: {
      heading: 'Neuigkeiten',
      empty: 'Derzeit gibt es keine Neuigkeiten.',
      readMore: 'Weiterlesen',
    },
  },
};

export default services;
