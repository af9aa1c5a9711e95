import type { CostsMessages } from '../it/costs.ts';

const costs: CostsMessages = {
  costs: {
    title: {
      light: 'Electricity costs and consumption',
      gas: 'Gas costs and consumption',
    },
    intro: {
      light:
        'Month by month, the electricity drawn and its cost, with the F1, F2 and F3 bands, beside the same months of the year before.',
      gas: 'Month by month, the gas drawn and its cost, beside the same months of the year before.',
    },
    registry: 'Registry: {{name}}',
    // No break between a number and its unit.
    quantity: '{{value}}\u00a0{{unit}}',
    currency: '€\u00a0{{amount}}',
    percent: '{{value}}\u00a0%',
    none: '—',
    noData: 'no data',
    empty: 'No consumption in the chosen period. Choose other months.',
    subject: {
      site: 'site {{name}}',
      all: {
        light: 'all electricity supplies',
        gas: 'all gas supplies',
      },
    },
    filters: {
      legend: 'Period and supplies',
      period: 'Period (whole months)',
      months_one: '{{count}} month: {{from}}',
      months_other: '{{count}} months: {{from}} to {{to}}',
      periodInvalid: 'The period in the address is not valid: choose two dates with the calendar.',
      periodTooLong: 'The period can span at most {{max}} months.',
      registry: 'Registry',
      allRegistries: 'All registries',
      site: 'Site',
      allSites: 'All sites',
      reset: 'Last 12 months, all sites',
    },
    chart: {
      measure: 'Show in the chart',
      show: {
        quantity: 'Consumption',
        cost: 'Costs',
      },
      legend: 'Chart legend',
      current: 'Chosen period',
      previous: 'Same month a year earlier',
      euro: '€',
      tooltip: '{{month}}: {{current}} — year before: {{previous}}',
      summary: {
        quantity:
          'Bar chart of the monthly consumption from {{from}} to {{to}}: {{total}} in all, {{previous}} in the same months a year earlier ({{change}}). The same numbers are in the table that follows.',
        cost: 'Bar chart of the monthly costs from {{from}} to {{to}}: {{total}} in all, VAT excluded, {{previous}} in the same months a year earlier ({{change}}). The same numbers are in the table that follows.',
      },
    },
    bands: {
      f1: 'F1',
      f2: 'F2',
      f3: 'F3',
      f1Long: 'F1 (Mon–Fri 8–19)',
      f2Long: 'F2 (Mon–Fri 7–8 and 19–23, Sat 7–23)',
      f3Long: 'F3 (night, Sundays and holidays)',
    },
    months: {
      title: 'Month by month',
      caption: {
        all: {
          light:
            'Monthly consumption and costs of all electricity supplies, from {{from}} to {{to}}',
          gas: 'Monthly consumption and costs of all gas supplies, from {{from}} to {{to}}',
        },
        site: 'Monthly consumption and costs of the site {{name}}, from {{from}} to {{to}}',
        point: 'Monthly consumption and costs of {{point}}, from {{from}} to {{to}}',
      },
    },
    table: {
      month: 'Month',
      quantity: 'Consumption ({{unit}})',
      f1: 'F1 ({{unit}})',
      f2: 'F2 ({{unit}})',
      f3: 'F3 ({{unit}})',
      previousQuantity: 'Year before ({{unit}})',
      change: 'Change',
      cost: 'Cost (€, excl. VAT)',
      previousCost: 'Cost, year before (€)',
      estimated: 'estimated: {{count}} of {{total}}',
      estimatedOne: 'estimated',
      estimatedHint:
        '“estimated: {{count}} of {{total}}”: for {{count}} of the {{total}} supplies with data in the month the consumption is estimated until the meter is read.',
      estimatedOneHint:
        '“estimated”: the month’s consumption is estimated until the meter is read.',
    },
    totals: {
      quantity: 'Consumption in the period',
      previous: 'Year before: {{value}}',
      cost: 'Cost in the period (excl. VAT)',
      withVat: 'VAT included: {{value}}',
      bands: 'Consumption by band',
      bandsHint: 'The share of each ARERA time band in the period’s consumption.',
      unitCost: 'Average cost',
      perUnit: '{{value}}/{{unit}}',
      unitCostHint: 'The period’s cost, VAT excluded, divided by the consumption.',
      supplies: {
        light: 'Electricity supplies',
        gas: 'Gas supplies',
      },
    },
    supplies: {
      title: 'The supplies',
      intro: 'Each supply’s consumption and cost in the period, with its share of the total.',
      caption: 'Consumption and costs by supply',
      pages: 'Pages of supplies',
      point: {
        light: 'POD',
        gas: 'PDR',
      },
      open: 'Costs and consumption of {{point}}',
      site: 'Site',
      quantity: 'Consumption ({{unit}})',
      share: 'Share of the total',
      cost: 'Cost (excl. VAT)',
      months: 'Months with data',
      sortHint: 'The headers with an arrow sort the list.',
      sort: {
        QUANTITY_DESC: 'Consumption, highest first',
        QUANTITY_ASC: 'Consumption, lowest first',
        COST_DESC: 'Cost, highest first',
        COST_ASC: 'Cost, lowest first',
        POINT_ASC: 'Point code',
        SITE_ASC: 'Site',
      },
    },
    detail: {
      title: 'Costs and consumption of {{point}}',
      loading: 'Costs and consumption of the supply',
      supply: 'The supply',
      address: 'Address',
      status: 'Status',
      product: 'Offer',
      activation: 'Active since',
      termination: 'Ceased on',
      contract: 'Contract',
      openContract: 'Go to the contract',
      empty: 'No consumption of this supply in the chosen period.',
      share: {
        light: 'Share of the electricity total',
        gas: 'Share of the gas total',
      },
      shareOf_one: 'of {{total}}, the registry’s only supply',
      shareOf_other: 'of {{total}} of the registry’s {{count}} supplies',
    },
    bills: {
      title: 'The period’s invoices',
      caption: 'Invoices of the supply',
      pages: 'Pages of invoices',
      number: 'Number',
      open: 'Open invoice {{number}}',
      issueDate: 'Issued on',
      competence: 'Billing period',
      competenceRange: '{{from}} to {{to}}',
      amount: 'Amount',
      state: 'Status',
      count_one: '{{count}} invoice, {{total}} in all',
      count_other: '{{count}} invoices, {{total}} in all',
      empty: 'No invoice of this supply covers the chosen period.',
    },
  },
};

export default costs;
