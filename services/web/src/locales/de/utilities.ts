import type { UtilitiesMessages } from '../it/utilities.ts';

const utilities: UtilitiesMessages = {
  utilities: {
    title: 'Meine Lieferungen',
    intro:
      'Ihre Strom- und Gaslieferungen: Öffnen Sie eine Lieferung, um ihre Einzelheiten zu sehen.',
    caption: 'Liste der Lieferungen',
    count_one: '{{count}} Lieferung',
    count_other: '{{count}} Lieferungen',
    empty: 'Auf Ihren Namen sind keine Lieferungen eingetragen.',
    none: '—',
    yes: 'Ja',
    no: 'Nein',
    columns: {
      supply: 'Lieferung',
      status: 'Status',
      address: 'Adresse',
      pointId: 'POD / PDR',
      product: 'Angebot',
      greenEnergy: 'Grüne Energie',
    },
    utility: {
      GAS: 'Gas',
      POWER: 'Strom',
    },
    greenShare: 'Ja, {{percent}} % erneuerbar',
    detail: {
      title: 'Lieferung {{utility}} {{pointId}}',
      loading: 'Lieferung',
      notFound: 'Diese Lieferung gibt es nicht oder sie ist nicht auf Ihren Namen eingetragen.',
      manage: 'Lieferung verwalten',
      selfRead: 'Zählerstand mitteilen',
      groups: {
        supply: 'Die Lieferung',
        contract: 'Der Vertrag',
        meter: 'Der Zähler',
        consumption: 'Verbrauch der letzten 12 Monate',
        bills: 'Letzte Rechnungen',
        requests: 'Offene Anträge',
      },
      facts: {
        status: 'Status',
        pointId: {
          GAS: 'PDR',
          POWER: 'POD',
        },
        address: 'Adresse',
        product: 'Angebot',
        greenEnergy: 'Grüne Energie',
        activationDate: 'Aktiv seit',
        terminationDate: 'Beendet am',
        use: 'Nutzung',
        committedPower: 'Vertragsleistung',
        availablePower: 'Verfügbare Leistung',
        annualConsumption: 'Geschätzter Jahresverbrauch',
        contractNumber: 'Vertragsnummer',
        signedOn: 'Unterzeichnet am',
        validity: 'Gültigkeit',
        validityRange: 'vom {{from}} bis {{to}}',
        validityFrom: 'ab {{from}}',
        billingFrequency: 'Abrechnung',
        paymentType: 'Zahlung',
        readingType: 'Ablesung',
        readingWindow: 'Zeitraum für die Selbstablesung',
        meterSerial: 'Zählernummer',
        meterClass: 'Klasse',
        meterDigits: 'Stellen des Zählers',
        meterDigitsValue: '{{count}} Vorkommastellen',
      },
      noContract: 'Der Vertrag dieser Lieferung ist nicht verfügbar.',
      consumptionCaption: 'Verbrauch Monat für Monat, letzte 12 Monate',
      consumptionTotal: 'Summe 12 Monate: {{quantity}} · {{amount}} €',
      noConsumption: 'Für diese Lieferung gibt es noch keinen Verbrauch.',
      consumptionColumns: {
        month: 'Monat',
        quantity: 'Verbrauch',
        cost: 'Betrag',
        estimated: 'Geschätzt',
      },
      estimated: 'geschätzt',
      measured: 'gemessen',
      billsCaption: 'Die letzten Rechnungen dieser Lieferung',
      noBills: 'Für diese Lieferung gibt es keine Rechnungen.',
      allBills: 'Alle Rechnungen',
      billColumns: {
        number: 'Rechnung',
        issueDate: 'Ausgestellt am',
        amount: 'Betrag',
        state: 'Status',
      },
      noRequests: 'Für diese Lieferung gibt es keine offenen Anträge.',
      requestKinds: {
        PAYMENT_METHOD: 'Zahlungsart',
        BILL_DELIVERY: 'Rechnungsversand',
        POWER_VARIATION: '$t(enums.operationKind.POWER_VARIATION)',
        TERMINATION: '$t(enums.operationKind.TERMINATION)',
      },
      requestedOn: 'beantragt am {{date}}',
    },
    currency: '{{amount}} €',
    curve: {
      title: {
        POWER: 'Verbrauch Stunde für Stunde',
        GAS: 'Verbrauch Tag für Tag',
      },
      intro: {
        POWER:
          'Ihr elektronischer Zähler erfasst den Verbrauch jede Viertelstunde: hier stündlich zusammengezählt, nach den Zeitbändern F1, F2 und F3 der Rechnung.',
        GAS: 'Ihr intelligenter Gaszähler erfasst den Verbrauch jedes Tages.',
      },
      noIntervalMeter: {
        POWER:
          'Der Zähler dieser Lieferstelle erfasst den Verbrauch nicht stündlich: Sie finden ihn oben Monat für Monat.',
        GAS: 'Der Zähler dieser Lieferstelle erfasst den Verbrauch nicht täglich: Sie finden ihn oben Monat für Monat.',
      },
      formats: {
        day: 'dddd, D. MMMM YYYY',
        weekStart: 'D. MMMM',
        weekEnd: 'D. MMMM YYYY',
        month: 'MMMM YYYY',
      },
      view: 'Angezeigter Zeitraum',
      views: {
        day: 'Tag',
        week: 'Woche',
        month: 'Monat',
      },
      earlier: {
        day: 'Vorheriger Tag',
        week: 'Vorherige Woche',
        month: 'Vorheriger Monat',
      },
      later: {
        day: 'Nächster Tag',
        week: 'Nächste Woche',
        month: 'Nächster Monat',
      },
      chartHourly: 'Verbrauch jeder Stunde',
      chartDaily: 'Verbrauch jedes Tages',
      chartLabel:
        'Verbrauchsdiagramm für {{period}}: insgesamt {{total}}. {{missing}}. Die Tabelle darunter enthält dieselben Werte.',
      tableHourly: 'Tabelle nach Stunden',
      tableDaily: 'Tabelle nach Tagen',
      hourCaption: 'Verbrauch jeder Stunde des Tages',
      hour: 'Stunde',
      band: 'Zeitband',
    },
  },
  selfRead: {
    title: 'Selbstablesung',
    intro:
      'Teilen Sie den Stand Ihres Gaszählers mit: Die Rechnung beruht dann auf Ihrem tatsächlichen Verbrauch statt auf einer Schätzung.',
    notAllowed: {
      title: 'Die Selbstablesung ist nicht möglich',
      text: 'Kein Gasvertrag von {{name}} sieht die Mitteilung des Zählerstands durch den Kunden vor: Der Zähler wird vom Verteilernetzbetreiber abgelesen.',
      textNoName:
        'Keiner Ihrer Gasverträge sieht die Mitteilung des Zählerstands durch den Kunden vor: Der Zähler wird vom Verteilernetzbetreiber abgelesen.',
      help: 'Bei Fragen zu den Ablesungen schreiben Sie uns über den Kundenservice.',
      assistance: 'Zum Kundenservice',
    },
    choose: 'Lieferung',
    chooseHint:
      'Sie haben mehrere Gaslieferungen: Wählen Sie die, deren Zählerstand Sie mitteilen.',
    supplyOption: 'PDR {{pointId}} – {{address}}',
    meter: {
      title: 'Der Zähler',
      pointId: 'PDR',
      address: 'Adresse',
      serial: 'Zählernummer',
      digits: 'Vorkommastellen',
      lastReading: 'Letzter Zählerstand',
      lastReadingValue: '{{value}} Smc vom {{date}}',
      noLastReading: 'Bisher kein Zählerstand',
      window: 'Ablesezeitraum',
      windowRange: 'vom {{from}} bis {{to}}',
    },
    window: {
      upcoming:
        'Der Zeitraum für die Selbstablesung dieser Lieferung ist noch nicht offen: Er beginnt am {{from}} und endet am {{to}}. Teilen Sie den Zählerstand in diesen Tagen mit.',
      closed:
        'Der Zeitraum für die Selbstablesung dieser Lieferung endete am {{to}}. Der nächste Beginn erscheint hier, sobald der Verteilernetzbetreiber ihn festlegt.',
      unknown:
        'Der Verteilernetzbetreiber hat den Zeitraum für die Selbstablesung dieser Lieferung noch nicht festgelegt: Das Datum erscheint hier.',
    },
    form: {
      heading: 'Zählerstand mitteilen',
      value: 'Zählerstand (Smc)',
      hint: 'Die schwarzen Ziffern des Zählers, ohne die roten nach dem Komma: höchstens {{count}} Ziffern, auch führende Nullen.',
      date: 'Datum der Ablesung: {{date}}',
      send: 'Zählerstand senden',
      sending: 'Der Zählerstand wird gesendet …',
      errorTitle: 'Es gibt ein Problem',
      confirmHigh: 'Ich bestätige, dass der Zählerstand {{value}} Smc richtig ist',
      highWarning:
        'Mit diesem Zählerstand hätten Sie seit der letzten Ablesung vom {{date}} {{consumed}} Smc verbraucht, mehr als das Dreifache der üblichen etwa {{usual}} Smc. Prüfen Sie die Ziffern; wenn er stimmt, bestätigen Sie ihn.',
      errors: {
        empty: 'Geben Sie den Zählerstand ein',
        notDigits:
          'Der Zählerstand darf nur Ziffern enthalten, ohne Komma, Punkte oder Leerzeichen',
        tooManyDigits:
          'Ihr Zähler hat {{digits}} Vorkommastellen: Der Zählerstand darf nicht mehr haben',
        belowLast:
          'Der Zählerstand darf nicht unter dem letzten ({{last}} Smc) liegen: Ein Gaszähler läuft nicht rückwärts. Prüfen Sie die Ziffern; wurde der Zähler ausgetauscht, schreiben Sie uns über den Kundenservice.',
        confirmHigh: 'Bestätigen Sie, dass der Zählerstand richtig ist, oder korrigieren Sie ihn',
        outsideReadingWindow:
          'Der Zeitraum für die Selbstablesung ist geschlossen: Der Zählerstand wurde nicht gesendet.',
        readingNotAllowed: 'Diese Lieferung nimmt keine Selbstablesung an.',
      },
      failed: 'Der Zählerstand wurde nicht gesendet.',
    },
    sent: {
      title: 'Zählerstand gesendet',
      text: 'Wir haben Ihre Selbstablesung erhalten. Das haben Sie gesendet:',
      value: 'Zählerstand',
      valueText: '{{value}} Smc',
      date: 'Datum',
      meter: 'Zähler',
      meterText: 'Zählernummer {{serial}}, PDR {{pointId}}',
      reference: 'Referenz',
      next: 'Der Zählerstand erscheint unten in der Liste und wird für die nächste Rechnung verwendet.',
      another: 'Korrigieren oder weiteren Zählerstand senden',
    },
    history: {
      title: 'Die letzten Zählerstände',
      caption: 'Die letzten Zählerstände des Zählers',
      empty: 'Für diesen Zähler gibt es noch keine Zählerstände.',
      columns: {
        date: 'Datum',
        value: 'Zählerstand',
        kind: 'Art',
      },
      valueText: '{{value}} Smc',
    },
  },
};

export default utilities;
