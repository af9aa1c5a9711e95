import type { BusinessHomeMessages } from '../it/businessHome.ts';

const businessHome: BusinessHomeMessages = {
  businessHome: {
    title: 'Übersicht',
    noCommodity: 'Es gibt noch keine Strom- oder Gaslieferungen anzuzeigen.',
    unavailable: 'Diese Daten sind im Moment nicht verfügbar.',
    commodity: {
      light: 'Strom',
      gas: 'Gas',
    },
    scope: {
      label: 'Daten von',
      hint: 'Die oben gewählten Stammdaten oder alle Stammdaten des Konsortiums zusammen.',
      selected: 'Gewählte Stammdaten',
      all_one: 'Alle Stammdaten des Konsortiums ({{count}})',
      all_other: 'Alle Stammdaten des Konsortiums ({{count}})',
      registry: 'Stammdaten: {{name}}',
    },
    bills: {
      title: 'Offene Rechnungen',
      toPay: '$t(enums.paymentState.TO_PAY)',
      count_one: '{{count}} noch nicht bezahlte Rechnung',
      count_other: '{{count}} noch nicht bezahlte Rechnungen',
      overdue: 'Davon überfällig',
      overdueCount_one: '{{count}} überfällige Rechnung',
      overdueCount_other: '{{count}} überfällige Rechnungen',
      noneOverdue: 'Keine überfällige Rechnung',
      allPaid: 'Alles bezahlt',
      nothingToPay: 'Es gibt keine offenen Rechnungen: Sie sind auf dem neuesten Stand.',
      overdueLink: 'Überfällige Rechnungen anzeigen',
      link: {
        light: 'Zu den Stromrechnungen',
        gas: 'Zu den Gasrechnungen',
      },
    },
    supplies: {
      title: 'Lieferstellen',
      count_one: '{{count}} Lieferstelle',
      count_other: '{{count}} Lieferstellen',
      byStatus: 'Lieferstellen nach Status',
      link: {
        light: 'Zu den Stromlieferstellen',
        gas: 'Zu den Gaslieferstellen',
      },
    },
    operations: {
      title: 'Laufende Anträge',
      none: 'Keine laufenden Anträge.',
      count_one: '{{count}} noch nicht abgeschlossener Antrag',
      count_other: '{{count}} noch nicht abgeschlossene Anträge',
      byState: 'Anträge nach Status',
      link: {
        light: 'Zu den Stromvorgängen',
        gas: 'Zu den Gasvorgängen',
      },
    },
    year: {
      title: 'Kosten {{year}}',
      titleNow: 'Kosten des Jahres',
      toDate: 'Seit Jahresbeginn',
      toDateDetail: 'bis {{to}}, inkl. MwSt.',
      yearEnd: 'Prognose zum Jahresende',
      range:
        'zwischen {{low}} und {{high}} (±{{percent}} %), aus denselben Monaten des Vorjahres im Verhältnis zu den Kosten dieses Jahres',
      notEnough_BILLS: 'Noch nicht genug Daten für eine Prognose.',
      notEnough_USE:
        'Noch nicht genug Daten für eine Prognose: Für dieses Jahr liegen noch keine Monatskosten vor.',
      notEnough_LAST_YEAR:
        'Noch nicht genug Daten für eine Prognose: Es braucht die Kosten aller Monate des Vorjahres.',
      notEnough_COMPARISONS:
        'Noch nicht genug Daten für eine Prognose: Es braucht mindestens 3 Monate dieses Jahres zum Vergleich mit dem Vorjahr.',
      link: {
        light: 'Zur Stromübersicht',
        gas: 'Zur Gasübersicht',
      },
    },
    notifications: {
      title: 'Neueste Mitteilungen',
      none: 'Keine Mitteilungen.',
      unread_one: '{{count}} ungelesene Mitteilung',
      unread_other: '{{count}} ungelesene Mitteilungen',
      new: 'Ungelesen',
    },
    exports: {
      title: 'Letzte Exporte',
      none: 'Keine PDF-Exporte von Rechnungen.',
      count_one: '{{count}} Export insgesamt',
      count_other: '{{count}} Exporte insgesamt',
      list_one: 'PDF von {{count}} Rechnung',
      list_other: 'PDF von {{count}} Rechnungen',
      detail_one: 'Details zu {{count}} Rechnung',
      detail_other: 'Details zu {{count}} Rechnungen',
      created: 'Angefordert am {{date}}',
      link: {
        light: 'Zu den Strom-Downloads',
        gas: 'Zu den Gas-Downloads',
      },
    },
  },
};

export default businessHome;
