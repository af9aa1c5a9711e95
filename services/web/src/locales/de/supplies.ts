import type { SuppliesMessages } from '../it/supplies.ts';

const supplies: SuppliesMessages = {
  supplies: {
    title: {
      light: 'Stromlieferstellen',
      gas: 'Gaslieferstellen',
    },
    intro:
      'Alle Ihre Lieferstellen: Standort, Adresse, Status, Produkt und Jahresverbrauch. Suchen Sie nach Code, Adresse oder Standort.',
    caption: 'Liste der Lieferstellen',
    count_one: '{{count}} Lieferstelle',
    count_other: '{{count}} Lieferstellen',
    empty: 'Es gibt keine Lieferstellen dieser Art.',
    noMatch: 'Keine Lieferstelle entspricht der Suche und den gewählten Filtern.',
    pages: 'Seiten der Lieferstellen',
    registry: 'Stammdaten: {{name}}',
    none: '—',
    filters: {
      legend: 'Suchen und filtern',
      search: 'Suchen',
      searchHint: '{{point}}-Code, Adresse, Ort oder Name des Standorts',
      searchTooLong: 'Die Suche darf höchstens {{max}} Zeichen lang sein',
      status: 'Status',
      allStatuses: 'Alle Status',
      site: 'Standort',
      allSites: 'Alle Standorte',
      siteOption: '{{name}} – {{address}}',
      registry: 'Stammdaten des Vertragsinhabers',
      allRegistries: 'Alle Stammdaten',
      reset: 'Suche und Filter zurücksetzen',
    },
    columns: {
      point: { light: 'POD', gas: 'PDR' },
      status: 'Status',
      site: 'Standort und Adresse',
      product: 'Produkt',
      power: 'Vertragsleistung',
      meterClass: 'Zählerklasse',
      consumption: 'Jahresverbrauch',
      contract: 'Vertrag',
      certificate: 'Zertifizierung',
      renewable: 'Erneuerbarer Anteil',
      co2: 'Vermiedenes CO₂',
    },
    openContract: 'Vertrag der Lieferstelle {{point}} öffnen',
    contractLink: 'Vertrag',
    percent: '{{value}} %',
    kilograms: '{{value}} kg',
    green: {
      title: {
        light: 'Grüner Strom',
        gas: 'Grünes Gas',
      },
      intro:
        'Die Lieferstellen mit Energie aus erneuerbaren Quellen, ihr Herkunftsnachweis und das vermiedene CO₂.',
      caption: 'Liste der Lieferstellen mit grüner Energie',
      count_one: '{{count}} Lieferstelle mit grüner Energie',
      count_other: '{{count}} Lieferstellen mit grüner Energie',
      empty: 'Keine Lieferstelle dieser Art bezieht Energie aus erneuerbaren Quellen.',
      totals: 'Summen der Lieferstellen mit grüner Energie',
      totalCount: 'Lieferstellen mit grüner Energie',
      totalCo2: 'Vermiedenes CO₂ pro Jahr',
      averageRenewable: 'Durchschnittlicher erneuerbarer Anteil',
      totalsNote: 'Die Summen umfassen alle Lieferstellen der Suche, nicht nur diese Seite.',
      tonnes: '{{value}} t',
    },
    // Upstream's set certificates (packages/shared set-texts.ts), in the page's language.
    certificates: {
      GUARANTEE_OF_ORIGIN_HYDRO_SOUTH_TYROL: 'Herkunftsnachweis (HKN) - Wasserkraftwerke Südtirol',
    },
  },
};

export default supplies;
