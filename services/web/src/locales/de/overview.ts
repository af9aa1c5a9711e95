import type { OverviewMessages } from '../it/overview.ts';

const overview: OverviewMessages = {
  overview: {
    title: {
      light: 'Übersicht Strom',
      gas: 'Übersicht Gas',
    },
    intro: {
      light:
        'Ihre Stromlieferungen auf einen Blick: Lieferstellen, Verbrauch, Ausgaben und Fälligkeiten.',
      gas: 'Ihre Gaslieferungen auf einen Blick: Lieferstellen, Verbrauch, Ausgaben und Fälligkeiten.',
    },
    registry: 'Stammdaten: {{name}}',
    scope: {
      label: 'Berücksichtigte Stammdaten',
      hint: 'Die Angaben betreffen die gewählten Stammdaten oder alle Stammdaten des Konsortiums.',
      all: 'Alle Stammdaten',
    },
    currency: '{{amount}} €',
    quantity: '{{value}} {{unit}}',
    // The annual consumption's units: the same word for any quantity.
    units: {
      KWH: 'kWh',
      SMC: 'Smc',
    },
    supplies: {
      title: 'Lieferstellen',
      count: {
        light: 'Entnahmestellen (POD)',
        gas: 'Lieferstellen (PDR)',
      },
      sites_one: 'an {{number}} Standort',
      sites_other: 'an {{number}} Standorten',
      byStatus: 'Lieferstellen nach Status',
      state: '{{state}}: {{count}}',
      link: {
        light: 'Zu den Stromlieferstellen',
        gas: 'Zu den Gaslieferstellen',
      },
    },
    consumption: {
      title: 'Verbrauch',
      supplies: 'Jahresverbrauch der aktiven Lieferstellen',
      registry: 'Jahresverbrauch laut Stammdaten',
      registryHint: 'Aus den Verbrauchskennzahlen der Stammdaten.',
    },
    spend: {
      title: 'Ausgaben',
      label: 'Ausgaben der letzten 12 Monate',
      detail_one: '{{number}} Rechnung, ausgestellt vom {{from}} bis {{to}}',
      detail_other: '{{number}} Rechnungen, ausgestellt vom {{from}} bis {{to}}',
      link: 'Zu den Rechnungen',
    },
    payments: {
      title: 'Zahlungen',
      toPay: 'Zu zahlender Betrag',
      unpaid_one: '{{number}} unbezahlte Rechnung',
      unpaid_other: '{{number}} unbezahlte Rechnungen',
      overdue: 'Bereits überfällig',
      overdueCount_one: '{{number}} Rechnung nach Fälligkeit offen',
      overdueCount_other: '{{number}} Rechnungen nach Fälligkeit offen',
      nothingUpcoming: 'Ab heute wird keine Rechnung fällig.',
      nextDue: 'Nächste Fälligkeit',
      openInvoice: 'Rechnung {{number}} öffnen',
      nothingDue: 'Keine Rechnung zu zahlen.',
    },
    forecast: {
      title: 'Kosten {{year}}',
      titleNow: 'Kosten des Jahres',
      toDate: 'Kosten seit Jahresbeginn',
      toDateDetail: 'vom {{from}} bis {{to}}, inkl. MwSt.; Verbrauch {{quantity}}',
      yearEnd: 'Prognose zum Jahresende {{year}}',
      range: 'zwischen {{low}} und {{high}}; erwarteter Verbrauch {{quantity}}',
      method:
        'Schätzung auf Grundlage der Kosten vom {{from}} bis {{to}} und derselben Monate des Vorjahres: Die fehlenden Monate sind die des Vorjahres, im Verhältnis zu den bisherigen Kosten dieses Jahres; sie kann um ±{{percent}} % abweichen.',
      notEnough_BILLS: 'Noch nicht genug Daten für eine Prognose.',
      notEnough_USE:
        'Noch nicht genug Daten für eine Prognose: Für dieses Jahr liegen noch keine Monatskosten vor.',
      notEnough_LAST_YEAR:
        'Noch nicht genug Daten für eine Prognose: Es braucht die Kosten aller Monate des Vorjahres.',
      notEnough_COMPARISONS:
        'Noch nicht genug Daten für eine Prognose: Es braucht mindestens 3 Monate dieses Jahres zum Vergleich mit dem Vorjahr.',
      unavailable: 'Die Prognose ist derzeit nicht verfügbar.',
      bands: {
        caption: 'Energie nach Zeitband',
        band: 'Zeitband',
        toDate: 'Seit Jahresbeginn',
        yearEnd: 'Prognose zum Jahresende',
        share: 'Anteil',
        percent: '{{value}} %',
        note: 'Die Zeitbänder F1, F2 und F3 teilen die Energie auf; die Kosten sind je Zeitband nicht verfügbar.',
      },
    },
    convention: {
      title: 'Konvention',
      label: 'Konvention',
      code: 'Kennung {{code}}',
      validity: 'Gültig vom {{from}} bis {{to}}',
      validFrom: 'Gültig ab {{from}}',
      none: 'Keine Konvention für diese Lieferung.',
      link: {
        light: 'Zu den Stromverträgen',
        gas: 'Zu den Gasverträgen',
      },
    },
  },
};

export default overview;
