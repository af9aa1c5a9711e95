// The business supplies pages (§2 supplies and supplies/greenEnergy, §3 forniture, §4 status
// labels): every point of delivery of a commodity, and the supplies with renewable energy.
const supplies = {
  supplies: {
    title: {
      light: 'Forniture luce',
      gas: 'Forniture gas',
    },
    intro:
      'Tutti i vostri punti di fornitura: sede, indirizzo, stato, prodotto e consumo annuo. Cercate per codice, indirizzo o sede.',
    caption: 'Elenco delle forniture',
    count_one: '{{count}} fornitura',
    count_other: '{{count}} forniture',
    empty: 'Non ci sono forniture di questo tipo.',
    noMatch: 'Nessuna fornitura corrisponde alla ricerca e ai filtri scelti.',
    pages: 'Pagine delle forniture',
    registry: 'Anagrafica: {{name}}',
    none: '—',
    filters: {
      legend: 'Cerca e filtra',
      search: 'Cerca',
      searchHint: 'Codice {{point}}, indirizzo, località o nome della sede',
      searchTooLong: 'La ricerca può avere al massimo {{max}} caratteri',
      status: 'Stato',
      allStatuses: 'Tutti gli stati',
      site: 'Sede',
      allSites: 'Tutte le sedi',
      siteOption: '{{name}} – {{address}}',
      registry: 'Anagrafica intestataria',
      allRegistries: 'Tutte le anagrafiche',
      reset: 'Azzera ricerca e filtri',
    },
    columns: {
      point: { light: 'POD', gas: 'PDR' },
      status: 'Stato',
      site: 'Sede e indirizzo',
      product: 'Prodotto',
      power: 'Potenza impegnata',
      meterClass: 'Classe del contatore',
      consumption: 'Consumo annuo',
      contract: 'Contratto',
      certificate: 'Certificazione',
      renewable: 'Quota rinnovabile',
      co2: 'CO₂ evitata',
    },
    openContract: 'Apri il contratto della fornitura {{point}}',
    contractLink: 'Contratto',
    percent: '{{value}} %',
    kilograms: '{{value}} kg',
    green: {
      title: {
        light: 'Energia verde luce',
        gas: 'Energia verde gas',
      },
      intro:
        'Le forniture con energia da fonti rinnovabili, la loro certificazione di garanzia d’origine e la CO₂ evitata.',
      caption: 'Elenco delle forniture con energia verde',
      count_one: '{{count}} fornitura con energia verde',
      count_other: '{{count}} forniture con energia verde',
      empty: 'Nessuna fornitura di questo tipo ha energia da fonti rinnovabili.',
      totals: 'Totali delle forniture con energia verde',
      totalCount: 'Forniture con energia verde',
      totalCo2: 'CO₂ evitata in un anno',
      averageRenewable: 'Quota rinnovabile media',
      totalsNote: 'I totali comprendono tutte le forniture della ricerca, non solo questa pagina.',
      tonnes: '{{value}} t',
    },
    // Upstream's set certificates (packages/shared set-texts.ts), in the page's language.
    certificates: {
      GUARANTEE_OF_ORIGIN_HYDRO_SOUTH_TYROL:
        'Garanzia di Origine (GO) - impianti idroelettrici Alto Adige',
    },
  },
};

export type SuppliesMessages = typeof supplies;
export default supplies;
