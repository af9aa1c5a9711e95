// The convention's reporting page (§2 subsidizedGas|subsidizedLight/reporting).
import type { ConventionReportingMessages } from '../it/conventionReporting.ts';

const conventionReporting: ConventionReportingMessages = {
  conventionReporting: {
    title: {
      gas: 'Gas convention report',
      light: 'Electricity convention report',
    },
    intro: {
      gas: 'The periodic report the convention requires: consumption and spend of the gas points (PDR) ordered under the convention, by month, by site and by point.',
      light:
        'The periodic report the convention requires: consumption and spend of the electricity points (POD) ordered under the convention, by month, by site and by point.',
    },
    period: {
      heading: 'Report period',
      from: 'From month',
      to: 'To month',
      hint: 'Month and year (YYYY-MM).',
      apply: 'Show the report',
      reset: 'Last 12 months',
      summary: 'The period is not valid',
      months_one: 'Report of {{count}} month: {{from}}.',
      months_other: 'Report of {{count}} months, from {{from}} to {{to}}.',
      errors: {
        fromInvalid: 'Enter the first month of the period, for example 2025-01.',
        toInvalid: 'Enter the last month of the period, for example 2025-12.',
        fromAfterTo: 'The last month cannot be before the first.',
        tooLong: 'A report covers at most {{max}} months: shorten the period.',
      },
    },
    figures: {
      consumption: 'Consumption in the period',
      points_one: '{{count}} point under the convention',
      points_other: '{{count}} points under the convention',
      spend: 'Spend in the period',
      spendDetail: 'VAT included',
      share: 'Consumed against ordered',
      shareDetail: '{{consumed}} consumed of {{ordered}} ordered a year',
      noOrdered: 'No quantity ordered',
      meter: 'Share of the ordered quantity consumed',
    },
    chart: {
      heading: 'Consumption per month',
      label:
        'Bar chart of the consumption per month, from {{from}} to {{to}}: the highest month is {{peakMonth}} with {{peak}}, {{total}} in all.',
      note: 'Each bar is one month’s consumption, in {{unit}}.',
      tableLink: 'The same figures are in the table “Totals per month”.',
    },
    months: {
      heading: 'Totals per month',
    },
    sites: {
      heading: 'Totals per site',
    },
    rows: {
      heading: 'Consumption and spend per point and month',
      intro_one: '{{count}} line, one per point and month.',
      intro_other: '{{count}} lines, one per point and month.',
      caption: 'Consumption and spend per point and month, page {{page}} of {{pages}}',
      pages: 'Pages of the detail per point and month',
    },
    columns: {
      month: 'Month',
      site: 'Site',
      point: { gas: 'PDR', light: 'POD' },
      consumption: 'Consumption ({{unit}})',
      spend: 'Spend (€)',
    },
    total: 'Total',
    download: {
      heading: 'Download the report',
      intro:
        'The same report as CSV: one line per point and month, then the total line. Choose the format for Excel in Italian (semicolon, decimal comma) or the standard one (comma, decimal point).',
      italian: 'Download CSV for Excel (Italian)',
      standard: 'Download standard CSV',
      running: 'Preparing the file…',
      done: 'File {{name}} downloaded.',
      failed: 'The report could not be downloaded.',
    },
    empty: 'No consumption under the convention in the chosen period.',
    quantity: '{{value}} {{unit}}',
    currency: '{{amount}} €',
    percent: '{{value}} %',
  },
};

export default conventionReporting;
