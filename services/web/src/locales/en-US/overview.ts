import type { OverviewMessages } from '../it/overview.ts';

const overview: OverviewMessages = {
  overview: {
    title: {
      light: 'Electricity overview',
      gas: 'Gas overview',
    },
    intro: {
      light: 'Your electricity supplies at a glance: supplies, consumption, spend and due dates.',
      gas: 'Your gas supplies at a glance: supplies, consumption, spend and due dates.',
    },
    registry: 'Registry: {{name}}',
    scope: {
      label: 'Registries covered',
      hint: 'The figures cover the chosen registry or every registry of the consortium.',
      all: 'All registries',
    },
    currency: '€ {{amount}}',
    quantity: '{{value}} {{unit}}',
    // The annual consumption's units: the same word for any quantity.
    units: {
      KWH: 'kWh',
      SMC: 'Smc',
    },
    supplies: {
      title: 'Supplies',
      count: {
        light: 'Points of delivery (POD)',
        gas: 'Points of redelivery (PDR)',
      },
      sites_one: 'at {{number}} site',
      sites_other: 'at {{number}} sites',
      byStatus: 'Supplies by status',
      state: '{{state}}: {{count}}',
      link: {
        light: 'Go to the electricity supplies',
        gas: 'Go to the gas supplies',
      },
    },
    consumption: {
      title: 'Consumption',
      supplies: 'Annual consumption of the active supplies',
      registry: 'Annual consumption of the registry',
      registryHint: 'From the registry’s consumption indices.',
    },
    spend: {
      title: 'Spend',
      label: 'Spend of the last 12 months',
      detail_one: '{{number}} invoice issued from {{from}} to {{to}}',
      detail_other: '{{number}} invoices issued from {{from}} to {{to}}',
      link: 'Go to the invoices',
    },
    payments: {
      title: 'Payments',
      toPay: 'Amount to pay',
      unpaid_one: '{{number}} unpaid invoice',
      unpaid_other: '{{number}} unpaid invoices',
      overdue: 'Already overdue',
      overdueCount_one: '{{number}} invoice past its due date',
      overdueCount_other: '{{number}} invoices past their due date',
      nothingUpcoming: 'No invoice falls due from today on.',
      nextDue: 'Next due date',
      openInvoice: 'Open invoice {{number}}',
      nothingDue: 'No invoice to pay.',
    },
    forecast: {
      title: 'Cost of {{year}}',
      titleNow: 'Cost of the year',
      toDate: 'Cost since the start of the year',
      toDateDetail: 'from {{from}} to {{to}}, VAT included; use {{quantity}}',
      yearEnd: 'Forecast for the end of {{year}}',
      range: 'between {{low}} and {{high}}; expected use {{quantity}}',
      method:
        'Estimate based on the costs from {{from}} to {{to}} and the same months last year: the months still to come are last year’s, in proportion to this year’s spend so far; it may vary by ±{{percent}} %.',
      notEnough_BILLS: 'Not enough data for a forecast yet.',
      notEnough_USE: 'Not enough data for a forecast yet: no month of this year has costs yet.',
      notEnough_LAST_YEAR:
        'Not enough data for a forecast yet: it needs the costs of every month of last year.',
      notEnough_COMPARISONS:
        'Not enough data for a forecast yet: it needs at least 3 months of this year to compare with last year.',
      unavailable: 'The forecast is not available right now.',
      bands: {
        caption: 'Energy by time band',
        band: 'Band',
        toDate: 'Since the start of the year',
        yearEnd: 'Forecast for the end of the year',
        share: 'Share',
        percent: '{{value}} %',
        note: 'The F1, F2 and F3 bands split the energy; the cost is not available by band.',
      },
    },
    convention: {
      title: 'Convention',
      label: 'Convention',
      code: 'Code {{code}}',
      validity: 'Valid from {{from}} to {{to}}',
      validFrom: 'Valid from {{from}}',
      none: 'No convention for this supply.',
      link: {
        light: 'Go to the electricity contracts',
        gas: 'Go to the gas contracts',
      },
    },
  },
};

export default overview;
