import type { DashboardMessages } from '../it/dashboard.ts';

const dashboard: DashboardMessages = {
  dashboard: {
    title: 'Übersicht',
    greeting: 'Hallo {{name}}',
    billsToPay: 'Offene Rechnungen',
    billsToPayCount_one: '{{count}} offene Rechnung',
    billsToPayCount_other: '{{count}} offene Rechnungen',
    totalToPay: 'Offener Gesamtbetrag',
    noBillsToPay: 'Sie haben keine offenen Rechnungen.',
    seeAllBills: 'Alle Rechnungen anzeigen',
    supplies: 'Lieferstellen',
    noSupplies: 'Keine aktive Lieferstelle.',
    notifications: 'Neueste Mitteilungen',
    noNotifications: 'Keine Mitteilungen.',
    unread: 'Ungelesen',
    forecast: {
      title: 'Die nächsten Rechnungen, geschätzt',
      estimate: 'Geschätzter Betrag',
      range: 'zwischen {{low}} und {{high}}',
      period: 'Zeitraum vom {{from}} bis {{to}}',
      method_MEASURED_one:
        'Schätzung auf Grundlage des Verbrauchs vom {{from}} bis {{to}}, der Preise der letzten Rechnung (Grundpreis und Preis je {{unit}}) und des Verlaufs derselben Tage im Vorjahr; sie kann um ±{{percent}} % abweichen.',
      method_MEASURED_other:
        'Schätzung auf Grundlage des Verbrauchs vom {{from}} bis {{to}}, der Preise der letzten {{count}} Rechnungen (Grundpreis und Preis je {{unit}}) und des Verlaufs derselben Tage im Vorjahr; sie kann um ±{{percent}} % abweichen.',
      method_LAST_YEAR_TREND_one:
        'Schätzung auf Grundlage des Verbrauchs desselben Zeitraums im Vorjahr, angepasst an den Verlauf der letzten Rechnung (der Zähler übermittelt zwischen zwei Rechnungen keine Messwerte), und der Preise der letzten {{bills}} Rechnungen (Grundpreis und Preis je {{unit}}); sie kann um ±{{percent}} % abweichen.',
      method_LAST_YEAR_TREND_other:
        'Schätzung auf Grundlage des Verbrauchs desselben Zeitraums im Vorjahr, angepasst an den Verlauf der letzten {{count}} Rechnungen (der Zähler übermittelt zwischen zwei Rechnungen keine Messwerte), und der Preise der letzten {{bills}} Rechnungen (Grundpreis und Preis je {{unit}}); sie kann um ±{{percent}} % abweichen.',
      notEnough_BILLS:
        'Noch nicht genug Daten für eine Schätzung: Es braucht mindestens 3 Rechnungen dieser Lieferstelle.',
      notEnough_USE:
        'Noch nicht genug Daten für eine Schätzung: Im laufenden Zeitraum wurde noch kein Verbrauch gemessen.',
      notEnough_LAST_YEAR:
        'Noch nicht genug Daten für eine Schätzung: Es braucht den Verbrauch derselben Tage im Vorjahr.',
      notEnough_COMPARISONS:
        'Noch nicht genug Daten für eine Schätzung: Es braucht mindestens 3 Rechnungen, die sich mit dem Vorjahr vergleichen lassen.',
      unavailable: 'Die Schätzungen der nächsten Rechnungen sind derzeit nicht verfügbar.',
      none: 'Keine aktive Lieferstelle zu schätzen.',
    },
  },
  supply: {
    utility_GAS: 'Gas',
    utility_POWER: 'Strom',
    pointId_GAS: 'PDR',
    pointId_POWER: 'POD',
    address: 'Adresse',
    status: 'Status',
    greenEnergy: 'Grüne Energie',
  },
};

export default dashboard;
