import type { SuppliesMessages } from '../it/supplies.ts';

const supplies: SuppliesMessages = {
  supplies: {
    title: {
      light: 'Electricity supplies',
      gas: 'Gas supplies',
    },
    intro:
      'All your supply points: site, address, status, product and annual consumption. Search by code, address or site.',
    caption: 'List of supplies',
    count_one: '{{count}} supply',
    count_other: '{{count}} supplies',
    empty: 'There are no supplies of this kind.',
    noMatch: 'No supply matches the search and the chosen filters.',
    pages: 'Pages of supplies',
    registry: 'Customer record: {{name}}',
    none: '—',
    filters: {
      legend: 'Search and filter',
      search: 'Search',
      searchHint: '{{point}} code, address, town or site name',
      searchTooLong: 'The search can have at most {{max}} characters',
      status: 'Status',
      allStatuses: 'All statuses',
      site: 'Site',
      allSites: 'All sites',
      siteOption: '{{name}} – {{address}}',
      registry: 'Account holder',
      allRegistries: 'All customer records',
      reset: 'Clear search and filters',
    },
    columns: {
      point: { light: 'POD', gas: 'PDR' },
      status: 'Status',
      site: 'Site and address',
      product: 'Product',
      power: 'Committed power',
      meterClass: 'Meter class',
      consumption: 'Annual consumption',
      contract: 'Contract',
      certificate: 'Certification',
      renewable: 'Renewable share',
      co2: 'CO₂ avoided',
    },
    openContract: 'Open the contract of supply {{point}}',
    contractLink: 'Contract',
    percent: '{{value}} %',
    kilograms: '{{value}} kg',
    green: {
      title: {
        light: 'Green electricity',
        gas: 'Green gas',
      },
      intro:
        'The supplies with energy from renewable sources, their guarantee of origin and the CO₂ avoided.',
      caption: 'List of supplies with green energy',
      count_one: '{{count}} supply with green energy',
      count_other: '{{count}} supplies with green energy',
      empty: 'No supply of this kind has energy from renewable sources.',
      totals: 'Totals of the supplies with green energy',
      totalCount: 'Supplies with green energy',
      totalCo2: 'CO₂ avoided in a year',
      averageRenewable: 'Average renewable share',
      totalsNote: 'The totals cover every supply of the search, not only this page.',
      tonnes: '{{value}} t',
    },
    // Upstream's set certificates (packages/shared set-texts.ts), in the page's language.
    certificates: {
      GUARANTEE_OF_ORIGIN_HYDRO_SOUTH_TYROL:
        'Guarantee of Origin (GO) - hydroelectric plants in South Tyrol',
    },
  },
};

export default supplies;
