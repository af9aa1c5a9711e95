import type { CostsMessages } from '../it/costs.ts';

const costs: CostsMessages = {
  costs: {
    title: {
      light: 'Kosten und Verbräuche Strom',
      gas: 'Kosten und Verbräuche Gas',
    },
    intro: {
      light:
        'Monat für Monat der bezogene Strom und seine Kosten, mit den Zeitbändern F1, F2 und F3, im Vergleich zu denselben Monaten des Vorjahres.',
      gas: 'Monat für Monat das bezogene Gas und seine Kosten, im Vergleich zu denselben Monaten des Vorjahres.',
    },
    registry: 'Stammdaten: {{name}}',
    // No break between a number and its unit.
    quantity: '{{value}}\u00a0{{unit}}',
    currency: '{{amount}}\u00a0€',
    percent: '{{value}}\u00a0%',
    none: '—',
    noData: 'keine Daten',
    empty: 'Im gewählten Zeitraum gibt es keinen Verbrauch. Wählen Sie andere Monate.',
    subject: {
      site: 'Standort {{name}}',
      all: {
        light: 'alle Stromlieferstellen',
        gas: 'alle Gaslieferstellen',
      },
    },
    filters: {
      legend: 'Zeitraum und Lieferstellen',
      period: 'Zeitraum (ganze Monate)',
      months_one: '{{count}} Monat: {{from}}',
      months_other: '{{count}} Monate: {{from}} bis {{to}}',
      periodInvalid: 'Der Zeitraum in der Adresse ist ungültig: Wählen Sie zwei Daten im Kalender.',
      periodTooLong: 'Der Zeitraum darf höchstens {{max}} Monate umfassen.',
      registry: 'Stammdaten',
      allRegistries: 'Alle Stammdaten',
      site: 'Standort',
      allSites: 'Alle Standorte',
      reset: 'Letzte 12 Monate, alle Standorte',
    },
    chart: {
      measure: 'Im Diagramm anzeigen',
      show: {
        quantity: 'Verbräuche',
        cost: 'Kosten',
      },
      legend: 'Legende des Diagramms',
      current: 'Gewählter Zeitraum',
      previous: 'Derselbe Monat im Vorjahr',
      euro: '€',
      tooltip: '{{month}}: {{current}} — Vorjahr: {{previous}}',
      summary: {
        quantity:
          'Balkendiagramm der monatlichen Verbräuche von {{from}} bis {{to}}: insgesamt {{total}}, {{previous}} in denselben Monaten des Vorjahres ({{change}}). Dieselben Zahlen stehen in der folgenden Tabelle.',
        cost: 'Balkendiagramm der monatlichen Kosten von {{from}} bis {{to}}: insgesamt {{total}} ohne MwSt., {{previous}} in denselben Monaten des Vorjahres ({{change}}). Dieselben Zahlen stehen in der folgenden Tabelle.',
      },
    },
    bands: {
      f1: 'F1',
      f2: 'F2',
      f3: 'F3',
      f1Long: 'F1 (Mo–Fr 8–19 Uhr)',
      f2Long: 'F2 (Mo–Fr 7–8 und 19–23 Uhr, Sa 7–23 Uhr)',
      f3Long: 'F3 (Nacht, Sonn- und Feiertage)',
    },
    months: {
      title: 'Monat für Monat',
      caption: {
        all: {
          light:
            'Monatliche Verbräuche und Kosten für alle Stromlieferstellen, von {{from}} bis {{to}}',
          gas: 'Monatliche Verbräuche und Kosten für alle Gaslieferstellen, von {{from}} bis {{to}}',
        },
        site: 'Monatliche Verbräuche und Kosten für den Standort {{name}}, von {{from}} bis {{to}}',
        point: 'Monatliche Verbräuche und Kosten für {{point}}, von {{from}} bis {{to}}',
      },
    },
    table: {
      month: 'Monat',
      quantity: 'Verbrauch ({{unit}})',
      f1: 'F1 ({{unit}})',
      f2: 'F2 ({{unit}})',
      f3: 'F3 ({{unit}})',
      previousQuantity: 'Vorjahr ({{unit}})',
      change: 'Veränderung',
      cost: 'Kosten (€, ohne MwSt.)',
      previousCost: 'Kosten Vorjahr (€)',
      estimated: 'geschätzt: {{count}} von {{total}}',
      estimatedOne: 'geschätzt',
      estimatedHint:
        '„geschätzt: {{count}} von {{total}}“: Für {{count}} der {{total}} Lieferstellen mit Daten im Monat ist der Verbrauch geschätzt, bis die Ablesung vorliegt.',
      estimatedOneHint:
        '„geschätzt“: Der Verbrauch des Monats ist geschätzt, bis die Ablesung vorliegt.',
    },
    totals: {
      quantity: 'Verbrauch im Zeitraum',
      previous: 'Vorjahr: {{value}}',
      cost: 'Kosten im Zeitraum (ohne MwSt.)',
      withVat: 'Mit MwSt.: {{value}}',
      bands: 'Verbrauch nach Zeitband',
      bandsHint: 'Anteil jedes ARERA-Zeitbands am Verbrauch des Zeitraums.',
      unitCost: 'Durchschnittskosten',
      perUnit: '{{value}}/{{unit}}',
      unitCostHint: 'Kosten des Zeitraums ohne MwSt., geteilt durch den Verbrauch.',
      supplies: {
        light: 'Stromlieferstellen',
        gas: 'Gaslieferstellen',
      },
    },
    supplies: {
      title: 'Die Lieferstellen',
      intro: 'Verbrauch und Kosten jeder Lieferstelle im Zeitraum, mit ihrem Anteil an der Summe.',
      caption: 'Verbräuche und Kosten nach Lieferstelle',
      pages: 'Seiten der Lieferstellen',
      point: {
        light: 'POD',
        gas: 'PDR',
      },
      open: 'Kosten und Verbräuche von {{point}}',
      site: 'Standort',
      quantity: 'Verbrauch ({{unit}})',
      share: 'Anteil an der Summe',
      cost: 'Kosten (ohne MwSt.)',
      months: 'Monate mit Daten',
      sortHint: 'Die Spaltenköpfe mit Pfeil sortieren die Liste.',
      sort: {
        QUANTITY_DESC: 'Verbrauch, höchster zuerst',
        QUANTITY_ASC: 'Verbrauch, niedrigster zuerst',
        COST_DESC: 'Kosten, höchste zuerst',
        COST_ASC: 'Kosten, niedrigste zuerst',
        POINT_ASC: 'Code der Lieferstelle',
        SITE_ASC: 'Standort',
      },
    },
    detail: {
      title: 'Kosten und Verbräuche von {{point}}',
      loading: 'Kosten und Verbräuche der Lieferstelle',
      supply: 'Die Lieferstelle',
      address: 'Adresse',
      status: 'Status',
      product: 'Angebot',
      activation: 'Aktiv seit',
      termination: 'Beendet am',
      contract: 'Vertrag',
      openContract: 'Zum Vertrag',
      empty: 'Diese Lieferstelle hat im gewählten Zeitraum keinen Verbrauch.',
      share: {
        light: 'Anteil am Stromverbrauch',
        gas: 'Anteil am Gasverbrauch',
      },
      shareOf_one: 'von {{total}}, die einzige Lieferstelle der Stammdaten',
      shareOf_other: 'von {{total}} der {{count}} Lieferstellen der Stammdaten',
    },
    bills: {
      title: 'Die Rechnungen des Zeitraums',
      caption: 'Rechnungen der Lieferstelle',
      pages: 'Seiten der Rechnungen',
      number: 'Nummer',
      open: 'Rechnung {{number}} öffnen',
      issueDate: 'Ausgestellt am',
      competence: 'Abrechnungszeitraum',
      competenceRange: '{{from}} bis {{to}}',
      amount: 'Betrag',
      state: 'Status',
      count_one: '{{count}} Rechnung, insgesamt {{total}}',
      count_other: '{{count}} Rechnungen, insgesamt {{total}}',
      empty: 'Keine Rechnung dieser Lieferstelle deckt den gewählten Zeitraum ab.',
    },
  },
};

export default costs;
