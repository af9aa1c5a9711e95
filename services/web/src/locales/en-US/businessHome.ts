import type { BusinessHomeMessages } from '../it/businessHome.ts';

const businessHome: BusinessHomeMessages = {
  businessHome: {
    title: 'Overview',
    noCommodity: 'There are no electricity or gas supplies to show yet.',
    unavailable: 'This information is not available right now.',
    commodity: {
      light: 'Electricity',
      gas: 'Gas',
    },
    scope: {
      label: 'Figures of',
      hint: 'The registry chosen at the top, or all the consortium’s registries together.',
      selected: 'Selected registry',
      all_one: 'All the consortium’s registries ({{count}})',
      all_other: 'All the consortium’s registries ({{count}})',
      registry: 'Registry: {{name}}',
    },
    bills: {
      title: 'Invoices to pay',
      toPay: '$t(enums.paymentState.TO_PAY)',
      count_one: '{{count}} invoice not yet paid',
      count_other: '{{count}} invoices not yet paid',
      overdue: 'Of which overdue',
      overdueCount_one: '{{count}} overdue invoice',
      overdueCount_other: '{{count}} overdue invoices',
      noneOverdue: 'No overdue invoice',
      allPaid: 'All paid',
      nothingToPay: 'There are no invoices to pay: you are up to date.',
      overdueLink: 'See the overdue invoices',
      link: {
        light: 'Go to the electricity invoices',
        gas: 'Go to the gas invoices',
      },
    },
    supplies: {
      title: 'Supplies',
      count_one: '{{count}} supply',
      count_other: '{{count}} supplies',
      byStatus: 'Supplies by status',
      link: {
        light: 'Go to the electricity supplies',
        gas: 'Go to the gas supplies',
      },
    },
    operations: {
      title: 'Requests in progress',
      none: 'No request in progress.',
      count_one: '{{count}} request not yet closed',
      count_other: '{{count}} requests not yet closed',
      byState: 'Requests by state',
      link: {
        light: 'Go to the electricity operations',
        gas: 'Go to the gas operations',
      },
    },
    year: {
      title: 'Cost of {{year}}',
      titleNow: 'Cost of the year',
      toDate: 'Since the start of the year',
      toDateDetail: 'up to {{to}}, VAT included',
      yearEnd: 'Forecast for the end of the year',
      range:
        'between {{low}} and {{high}} (±{{percent}} %), from the same months last year in proportion to this year’s spend',
      notEnough_BILLS: 'Not enough data for a forecast yet.',
      notEnough_USE: 'Not enough data for a forecast yet: no month of this year has costs yet.',
      notEnough_LAST_YEAR:
        'Not enough data for a forecast yet: it needs the costs of every month of last year.',
      notEnough_COMPARISONS:
        'Not enough data for a forecast yet: it needs at least 3 months of this year to compare with last year.',
      link: {
        light: 'Go to the power overview',
        gas: 'Go to the gas overview',
      },
    },
    notifications: {
      title: 'Latest notifications',
      none: 'No notifications.',
      unread_one: '{{count}} unread notification',
      unread_other: '{{count}} unread notifications',
      new: 'Unread',
    },
    exports: {
      title: 'Latest exports',
      none: 'No PDF exports of invoices.',
      count_one: '{{count}} export in all',
      count_other: '{{count}} exports in all',
      list_one: 'PDF of {{count}} invoice',
      list_other: 'PDF of {{count}} invoices',
      detail_one: 'Details of {{count}} invoice',
      detail_other: 'Details of {{count}} invoices',
      created: 'Requested on {{date}}',
      link: {
        light: 'Go to the electricity downloads',
        gas: 'Go to the gas downloads',
      },
    },
  },
};

export default businessHome;
