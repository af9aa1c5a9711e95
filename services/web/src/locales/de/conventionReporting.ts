// The convention's reporting page (§2 subsidizedGas|subsidizedLight/reporting).
import type { ConventionReportingMessages } from '../it/conventionReporting.ts';

const conventionReporting: ConventionReportingMessages = {
  conventionReporting: {
    title: {
      gas: 'Bericht zur Gas-Konvention',
      light: 'Bericht zur Strom-Konvention',
    },
    intro: {
      gas: 'Der periodische Bericht, den die Konvention verlangt: Verbrauch und Ausgaben der im Rahmen der Konvention bestellten Gas-Lieferstellen (PDR), nach Monat, Standort und Lieferstelle.',
      light:
        'Der periodische Bericht, den die Konvention verlangt: Verbrauch und Ausgaben der im Rahmen der Konvention bestellten Strom-Entnahmestellen (POD), nach Monat, Standort und Entnahmestelle.',
    },
    period: {
      heading: 'Berichtszeitraum',
      from: 'Ab Monat',
      to: 'Bis Monat',
      hint: 'Monat und Jahr (JJJJ-MM).',
      apply: 'Bericht anzeigen',
      reset: 'Letzte 12 Monate',
      summary: 'Der Zeitraum ist ungültig',
      months_one: 'Bericht über {{count}} Monat: {{from}}.',
      months_other: 'Bericht über {{count}} Monate, von {{from}} bis {{to}}.',
      errors: {
        fromInvalid: 'Geben Sie den ersten Monat des Zeitraums an, zum Beispiel 2025-01.',
        toInvalid: 'Geben Sie den letzten Monat des Zeitraums an, zum Beispiel 2025-12.',
        fromAfterTo: 'Der letzte Monat darf nicht vor dem ersten liegen.',
        tooLong: 'Ein Bericht umfasst höchstens {{max}} Monate: Bitte verkürzen Sie den Zeitraum.',
      },
    },
    figures: {
      consumption: 'Verbrauch im Zeitraum',
      points_one: '{{count}} Lieferstelle in der Konvention',
      points_other: '{{count}} Lieferstellen in der Konvention',
      spend: 'Ausgaben im Zeitraum',
      spendDetail: 'inklusive MwSt.',
      share: 'Verbraucht im Verhältnis zur bestellten Menge',
      shareDetail: '{{consumed}} verbraucht von {{ordered}} pro Jahr bestellt',
      noOrdered: 'Keine Menge bestellt',
      meter: 'Verbrauchter Anteil der bestellten Menge',
    },
    chart: {
      heading: 'Verbrauch pro Monat',
      label:
        'Balkendiagramm des Verbrauchs pro Monat, von {{from}} bis {{to}}: der höchste Monat ist {{peakMonth}} mit {{peak}}, insgesamt {{total}}.',
      note: 'Jeder Balken ist der Verbrauch eines Monats, in {{unit}}.',
      tableLink: 'Dieselben Zahlen stehen in der Tabelle „Summen pro Monat“.',
    },
    months: {
      heading: 'Summen pro Monat',
    },
    sites: {
      heading: 'Summen pro Standort',
    },
    rows: {
      heading: 'Verbrauch und Ausgaben pro Lieferstelle und Monat',
      intro_one: '{{count}} Zeile, eine pro Lieferstelle und Monat.',
      intro_other: '{{count}} Zeilen, eine pro Lieferstelle und Monat.',
      caption: 'Verbrauch und Ausgaben pro Lieferstelle und Monat, Seite {{page}} von {{pages}}',
      pages: 'Seiten der Aufstellung pro Lieferstelle und Monat',
    },
    columns: {
      month: 'Monat',
      site: 'Standort',
      point: { gas: 'PDR', light: 'POD' },
      consumption: 'Verbrauch ({{unit}})',
      spend: 'Ausgaben (€)',
    },
    total: 'Summe',
    download: {
      heading: 'Bericht herunterladen',
      intro:
        'Derselbe Bericht als CSV: eine Zeile pro Lieferstelle und Monat, dann die Summenzeile. Wählen Sie das Format für ein italienisches Excel (Semikolon, Dezimalkomma) oder das Standardformat (Komma, Dezimalpunkt).',
      italian: 'CSV für Excel (italienisch) herunterladen',
      standard: 'Standard-CSV herunterladen',
      running: 'Die Datei wird vorbereitet …',
      done: 'Datei {{name}} heruntergeladen.',
      failed: 'Der Bericht konnte nicht heruntergeladen werden.',
    },
    empty: 'Im gewählten Zeitraum gibt es keinen Verbrauch in der Konvention.',
    quantity: '{{value}} {{unit}}',
    currency: '{{amount}} €',
    percent: '{{value}} %',
  },
};

export default conventionReporting;
