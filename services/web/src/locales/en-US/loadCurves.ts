import type { LoadCurvesMessages } from '../it/loadCurves.ts';

const loadCurves: LoadCurvesMessages = {
  loadCurves: {
    title: {
      light: 'Electricity load curves',
      gas: 'Gas consumption curves',
    },
    intro: {
      light:
        'The power drawn quarter hour by quarter hour, over the F1, F2 and F3 bands the bill is priced on: choose the supply and the period, up to a year.',
      gas: 'Consumption day by day, or hour by hour where the meter records it: choose the supply and the period, up to a year.',
    },
    choice: {
      heading: 'Supply and period',
      registry: 'Registry',
      allRegistries: 'All registries',
      period: 'Period',
      hourly: 'Hourly values',
      rangeError: {
        invalid: 'The period is not valid: choose two dates, the first not after the second.',
        tooLong: 'The period can last a year at most (366 days).',
      },
    },
    supply: {
      label: {
        POWER: 'Withdrawal point (POD)',
        GAS: 'Delivery point (PDR)',
      },
      search: 'Search by point, address or locality',
      foundAll_one: '{{count}} supply',
      foundAll_other: '{{count}} supplies',
      found_one: '{{count}} supply found',
      found_other: '{{count}} supplies found, the first {{shown}} listed',
      choose: 'Choose a supply',
    },
    compare: {
      label: 'Compare with',
      none: 'No comparison',
      previous: 'The previous period',
      year: 'The same weeks a year earlier',
      supply: 'Another supply',
      supplyLabel: 'Supply to compare',
      supplySearch: 'Search the supply to compare',
      otherSupplyLabel: 'Compared supply',
      periodLabel: 'From {{from}} to {{to}}',
      difference: 'Difference',
      change: '{{change}} % against the comparison',
    },
    noSupplies: {
      POWER: 'There are no electricity supplies in this registry.',
      GAS: 'There are no gas supplies in this registry.',
    },
    empty:
      'No values in this period: the supply was not active yet or the period has not been read yet.',
    summary: {
      total: 'Energy in the period',
      peak: 'Peak',
      missing: 'Missing data',
      band: 'Band {{band}}',
      share: '{{share}} % of the period',
    },
    missing: {
      none: 'No missing data',
      quarterHours_one: '{{count}} quarter hour missing',
      quarterHours_other: '{{count}} quarter hours missing',
      hours_one: '{{count}} hour missing',
      hours_other: '{{count}} hours missing',
      days_one: '{{count}} day missing',
      days_other: '{{count}} days missing',
    },
    chart: {
      heading: 'Chart',
      label:
        'Curve from {{from}} to {{to}}. Peak: {{peak}}. {{missing}}. The table by day below holds the same data.',
      controls: 'Move and zoom the chart',
      earlier: '← Earlier',
      later: 'Later →',
      zoomIn: 'Zoom in',
      zoomOut: 'Zoom out',
      reset: 'Whole period',
      keys: 'Drag across the chart to zoom into a span. With the keyboard: arrows read the values, Shift+arrows move, + and − zoom, Esc shows the whole period again.',
      readingHint: 'Hover over the chart or use the arrow keys to read a value and its time.',
      missing: 'missing',
      mainLabel: 'Supply',
      peakLabel: 'Peak {{value}}',
      failed: 'The chart did not load: the table by day holds the same data.',
    },
    bands: {
      legend: 'Time bands',
      F1: 'F1: Mon–Fri 8–19',
      F2: 'F2: Mon–Fri 7–8 and 19–23, Sat 7–23',
      F3: 'F3: nights, Sundays and holidays',
      gaps: 'Orange marks at the bottom: missing data',
    },
    table: {
      heading: 'Table by day',
      caption: 'Values by day from {{from}} to {{to}}',
      day: 'Day',
      total: 'Energy ({{unit}})',
      band: '{{band}} ({{unit}})',
      peak: 'Peak ({{unit}})',
      peakAt: '{{value}} at {{time}}',
      noValue: '—',
      quarterHours: 'Quarter hours',
      hours: 'Hours',
      missing: 'Missing',
      missingCount_one: '{{count}} missing',
      missingCount_other: '{{count}} missing',
      paging: 'Pages of the table by day',
    },
    export: {
      heading: 'Export as CSV',
      intro:
        'A file with one row per interval: local time with its UTC offset, value, unit, band and a missing-data flag.',
      scope: 'Supplies to export',
      oneSupply: 'Only {{supply}}',
      oneSupplyUnnamed: 'Only the chosen supply',
      allSupplies: {
        POWER: 'Every electricity supply',
        GAS: 'Every gas supply (daily values)',
      },
      standard: 'Download standard CSV',
      italian: 'Download CSV for Italian Excel',
      cancel: 'Cancel',
      cancelled: 'Export cancelled.',
      progressLabel: 'Export progress',
      progress: '{{rows}} of {{total}} rows',
      starting: 'Export started…',
      done: 'File {{name}} downloaded.',
      errors: {
        exportTooLarge:
          'The export is too large: at most 100 supplies for a year. Choose a shorter period or a single supply.',
        granularityUnavailable: 'This supply’s meter does not record hourly values.',
        noIntervalMeter: 'This supply’s meter does not record consumption in intervals.',
      },
    },
  },
};

export default loadCurves;
