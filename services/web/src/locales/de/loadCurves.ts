import type { LoadCurvesMessages } from '../it/loadCurves.ts';

const loadCurves: LoadCurvesMessages = {
  loadCurves: {
    title: {
      light: 'Lastgänge Strom',
      gas: 'Verbrauchsverläufe Gas',
    },
    intro: {
      light:
        'Die bezogene Leistung Viertelstunde für Viertelstunde, vor den Zeitbändern F1, F2 und F3, nach denen die Rechnung berechnet wird: Wählen Sie Lieferstelle und Zeitraum, bis zu einem Jahr.',
      gas: 'Der Verbrauch Tag für Tag, oder Stunde für Stunde, wo der Zähler sie erfasst: Wählen Sie Lieferstelle und Zeitraum, bis zu einem Jahr.',
    },
    choice: {
      heading: 'Lieferstelle und Zeitraum',
      registry: 'Stammdaten',
      allRegistries: 'Alle Stammdaten',
      period: 'Zeitraum',
      hourly: 'Stundenwerte',
      rangeError: {
        invalid:
          'Der Zeitraum ist ungültig: Wählen Sie zwei Daten, das erste nicht nach dem zweiten.',
        tooLong: 'Der Zeitraum darf höchstens ein Jahr (366 Tage) umfassen.',
      },
    },
    supply: {
      label: {
        POWER: 'Entnahmestelle (POD)',
        GAS: 'Lieferstelle (PDR)',
      },
      search: 'Nach Zählpunkt, Adresse oder Ort suchen',
      foundAll_one: '{{count}} Lieferstelle',
      foundAll_other: '{{count}} Lieferstellen',
      found_one: '{{count}} Lieferstelle gefunden',
      found_other: '{{count}} Lieferstellen gefunden, die ersten {{shown}} in der Liste',
      choose: 'Wählen Sie eine Lieferstelle',
    },
    compare: {
      label: 'Vergleichen mit',
      none: 'Kein Vergleich',
      previous: 'Dem vorherigen Zeitraum',
      year: 'Denselben Wochen des Vorjahres',
      supply: 'Einer anderen Lieferstelle',
      supplyLabel: 'Lieferstelle zum Vergleich',
      supplySearch: 'Lieferstelle zum Vergleich suchen',
      otherSupplyLabel: 'Vergleichslieferstelle',
      periodLabel: 'Vom {{from}} bis {{to}}',
      difference: 'Unterschied',
      change: '{{change}} % gegenüber dem Vergleich',
    },
    noSupplies: {
      POWER: 'Zu diesen Stammdaten gibt es keine Stromlieferstellen.',
      GAS: 'Zu diesen Stammdaten gibt es keine Gaslieferstellen.',
    },
    empty:
      'Keine Werte in diesem Zeitraum: Die Lieferstelle war noch nicht aktiv oder der Zeitraum ist noch nicht abgelesen.',
    summary: {
      total: 'Energie im Zeitraum',
      peak: 'Spitze',
      missing: 'Fehlende Werte',
      band: 'Zeitband {{band}}',
      share: '{{share}} % des Zeitraums',
    },
    missing: {
      none: 'Keine fehlenden Werte',
      quarterHours_one: '{{count}} Viertelstunde fehlt',
      quarterHours_other: '{{count}} Viertelstunden fehlen',
      hours_one: '{{count}} Stunde fehlt',
      hours_other: '{{count}} Stunden fehlen',
      days_one: '{{count}} Tag fehlt',
      days_other: '{{count}} Tage fehlen',
    },
    chart: {
      heading: 'Diagramm',
      label:
        'Lastgang vom {{from}} bis {{to}}. Spitze: {{peak}}. {{missing}}. Die Tabelle nach Tagen unten enthält dieselben Daten.',
      controls: 'Diagramm verschieben und vergrößern',
      earlier: '← Früher',
      later: 'Später →',
      zoomIn: 'Vergrößern',
      zoomOut: 'Verkleinern',
      reset: 'Ganzer Zeitraum',
      keys: 'Ziehen Sie über das Diagramm, um einen Abschnitt zu vergrößern. Mit der Tastatur: Pfeiltasten lesen die Werte, Umschalt+Pfeiltasten verschieben, + und − vergrößern, Esc zeigt wieder den ganzen Zeitraum.',
      readingHint:
        'Fahren Sie über das Diagramm oder nutzen Sie die Pfeiltasten, um Wert und Uhrzeit zu lesen.',
      missing: 'fehlt',
      mainLabel: 'Lieferstelle',
      peakLabel: 'Spitze {{value}}',
      failed: 'Das Diagramm wurde nicht geladen: Die Tabelle nach Tagen enthält dieselben Daten.',
    },
    bands: {
      legend: 'Zeitbänder',
      F1: 'F1: Mo–Fr 8–19 Uhr',
      F2: 'F2: Mo–Fr 7–8 und 19–23 Uhr, Sa 7–23 Uhr',
      F3: 'F3: Nacht, Sonntag und Feiertage',
      gaps: 'Orange Striche unten: fehlende Werte',
    },
    table: {
      heading: 'Tabelle nach Tagen',
      caption: 'Werte nach Tagen vom {{from}} bis {{to}}',
      day: 'Tag',
      total: 'Energie ({{unit}})',
      band: '{{band}} ({{unit}})',
      peak: 'Spitze ({{unit}})',
      peakAt: '{{value}} um {{time}}',
      noValue: '—',
      quarterHours: 'Viertelstunden',
      hours: 'Stunden',
      missing: 'Fehlend',
      missingCount_one: '{{count}} fehlt',
      missingCount_other: '{{count}} fehlen',
      paging: 'Seiten der Tabelle nach Tagen',
    },
    export: {
      heading: 'Als CSV exportieren',
      intro:
        'Eine Datei mit einer Zeile je Intervall: Ortszeit mit Abstand zu UTC, Wert, Einheit, Zeitband und Kennzeichen für fehlende Werte.',
      scope: 'Zu exportierende Lieferstellen',
      oneSupply: 'Nur {{supply}}',
      oneSupplyUnnamed: 'Nur die gewählte Lieferstelle',
      allSupplies: {
        POWER: 'Alle Stromlieferstellen',
        GAS: 'Alle Gaslieferstellen (Tageswerte)',
      },
      standard: 'Standard-CSV herunterladen',
      italian: 'CSV für italienisches Excel herunterladen',
      cancel: 'Abbrechen',
      cancelled: 'Export abgebrochen.',
      progressLabel: 'Fortschritt des Exports',
      progress: '{{rows}} von {{total}} Zeilen',
      starting: 'Export gestartet…',
      done: 'Datei {{name}} heruntergeladen.',
      errors: {
        exportTooLarge:
          'Der Export ist zu groß: höchstens 100 Lieferstellen für ein Jahr. Wählen Sie einen kürzeren Zeitraum oder eine einzelne Lieferstelle.',
        granularityUnavailable: 'Der Zähler dieser Lieferstelle erfasst keine Stundenwerte.',
        noIntervalMeter:
          'Der Zähler dieser Lieferstelle erfasst keine Verbrauchswerte in Intervallen.',
      },
    },
  },
};

export default loadCurves;
