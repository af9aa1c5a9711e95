import type { OperationsMessages } from '../it/operations.ts';

const operations: OperationsMessages = {
  operations: {
    title: {
      light: 'Electricity operations',
      gas: 'Gas operations',
    },
    intro: 'The requests on your supplies and their state: open a request to see its history.',
    registry: 'Requests of {{name}}',
    caption: 'List of requests',
    count_one: '{{count}} request',
    count_other: '{{count}} requests',
    empty: 'There are no requests for this supply.',
    noMatch: 'No request matches the chosen filters. Change or reset the filters.',
    pages: 'Pages of requests',
    none: '—',
    columns: {
      kind: 'Type',
      state: 'State',
      description: 'Description',
      registry: 'Company',
      point: { light: 'POD', gas: 'PDR' },
      openedAt: 'Opened on',
      updatedAt: 'Updated on',
      history: 'History',
    },
    history: {
      show: 'Show history',
      hide: 'Hide history',
      of: 'of request {{kind}} no. {{id}}',
      label: 'History of request no. {{id}}',
    },
    filters: {
      legend: 'Filter the requests',
      registry: 'Company',
      allRegistries: 'All companies',
      state: 'State',
      allStates: 'All states',
      kind: 'Type of request',
      allKinds: 'All types',
      opened: 'Opened between',
      openedInvalid:
        'The opening period is not valid: give two dates YYYY-MM-DD, the first not after the second.',
      reset: 'Reset filters',
    },
    // Upstream's set descriptions (packages/shared set-texts.ts), in the page's language.
    descriptions: {
      NEW_SUPPLY_ACTIVATION: 'Activation of a new supply',
      SUPPLY_HOLDER_CHANGE: 'Change of the supply’s account holder',
      CONTRACTED_POWER_INCREASE: 'Increase of the contracted power',
      INVOICE_CHECK: 'Request to check a bill',
      METER_READING_CORRECTION: 'Correction of a meter reading',
      SWITCH_TO_SEPA_DIRECT_DEBIT: 'Switch to SEPA direct debit',
      TERMINATION_WITH_FINAL_READING: 'Termination of the supply with a final reading',
    },
  },
};

export default operations;
