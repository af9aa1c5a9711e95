// Real Italian and South-Tyrolean localities (bilingual names where they are official) with their
// province code, postcode and a few street names, so addresses look like real bills.
export interface Place {
  localita: string;
  provincia: string;
  cap: string;
  streets: readonly string[];
}

export const PLACES_VENETO: readonly Place[] = [
  {
    localita: 'Verona',
    provincia: 'VR',
    cap: '37121',
    streets: [
      'Via Mazzini',
      'Corso Porta Nuova',
      'Via Roma',
      'Piazza Bra',
      'Via Cappello',
      'Stradone San Fermo',
    ],
  },
  {
    localita: 'San Giovanni Lupatoto',
    provincia: 'VR',
    cap: '37057',
    streets: ['Via Garofoli', 'Via Roma', 'Via Madonnina'],
  },
  {
    localita: 'Villafranca di Verona',
    provincia: 'VR',
    cap: '37069',
    streets: ['Corso Vittorio Emanuele II', 'Via Pace', 'Via Custoza'],
  },
  {
    localita: 'Padova',
    provincia: 'PD',
    cap: '35122',
    streets: ['Via Roma', 'Riviera Tito Livio', 'Via San Francesco'],
  },
  {
    localita: 'Vicenza',
    provincia: 'VI',
    cap: '36100',
    streets: ['Corso Palladio', 'Contrà Porti', 'Viale Roma'],
  },
];

export const PLACES_TRENTINO: readonly Place[] = [
  {
    localita: 'Trento',
    provincia: 'TN',
    cap: '38122',
    streets: ['Via Belenzani', 'Via Manci', 'Corso 3 Novembre', 'Via Santa Croce'],
  },
  {
    localita: 'Rovereto',
    provincia: 'TN',
    cap: '38068',
    streets: ['Corso Rosmini', 'Via Mazzini', 'Viale Trento'],
  },
  {
    localita: 'Canazei',
    provincia: 'TN',
    cap: '38032',
    streets: ['Strèda Dolomites', 'Strèda de Pareda'],
  },
  {
    localita: 'Moena',
    provincia: 'TN',
    cap: '38035',
    streets: ['Strada Löwy', 'Piaz de Sotegrava'],
  },
  {
    localita: 'Riva del Garda',
    provincia: 'TN',
    cap: '38066',
    streets: ['Viale Dante', 'Via Gazzoletti'],
  },
];

export const PLACES_SOUTH_TYROL: readonly Place[] = [
  {
    localita: 'Bolzano/Bozen',
    provincia: 'BZ',
    cap: '39100',
    streets: [
      'Via dei Portici/Laubengasse',
      'Piazza Walther/Waltherplatz',
      'Via Museo/Museumstraße',
      'Corso Libertà/Freiheitsstraße',
    ],
  },
  {
    localita: 'Merano/Meran',
    provincia: 'BZ',
    cap: '39012',
    streets: [
      'Via Portici/Laubengasse',
      'Corso Libertà/Freiheitsstraße',
      'Via Goethe/Goethestraße',
    ],
  },
  {
    localita: 'Bressanone/Brixen',
    provincia: 'BZ',
    cap: '39042',
    streets: ['Via Portici Maggiori/Große Lauben', 'Via Bastioni/Am Bastion'],
  },
  {
    localita: 'Brunico/Bruneck',
    provincia: 'BZ',
    cap: '39031',
    streets: ['Via Centrale/Stadtgasse', 'Via Paul von Sternbach/Paul-von-Sternbach-Straße'],
  },
  {
    localita: 'Ortisei/St. Ulrich',
    provincia: 'BZ',
    cap: '39046',
    streets: ['Via Rezia/Reziastraße', 'Strada Promenade'],
  },
  {
    localita: 'Vipiteno/Sterzing',
    provincia: 'BZ',
    cap: '39049',
    streets: ['Città Nuova/Neustadt', 'Via Città Vecchia/Altstadt'],
  },
];

export const PLACES_NATIONAL: readonly Place[] = [
  {
    localita: 'Milano',
    provincia: 'MI',
    cap: '20121',
    streets: ['Via Dante', 'Corso Buenos Aires', 'Via Torino', 'Viale Monza'],
  },
  {
    localita: 'Torino',
    provincia: 'TO',
    cap: '10121',
    streets: ['Via Po', 'Corso Vittorio Emanuele II', 'Via Garibaldi'],
  },
  {
    localita: 'Brescia',
    provincia: 'BS',
    cap: '25121',
    streets: ['Corso Zanardelli', 'Via Milano'],
  },
  {
    localita: 'Bologna',
    provincia: 'BO',
    cap: '40121',
    streets: ['Via Indipendenza', 'Via Emilia Levante', 'Via Rizzoli'],
  },
  {
    localita: 'Bergamo',
    provincia: 'BG',
    cap: '24121',
    streets: ['Viale Papa Giovanni XXIII', 'Via Borgo Palazzo'],
  },
  {
    localita: 'Modena',
    provincia: 'MO',
    cap: '41121',
    streets: ['Via Emilia Centro', 'Viale Storchi'],
  },
  ...PLACES_VENETO,
  ...PLACES_TRENTINO,
  ...PLACES_SOUTH_TYROL,
];

export const PRODUCTS_POWER = [
  { idprodotto: 11, prodotto: 'Luce Casa Prezzo Fisso', offerCode: 'LCF24' },
  { idprodotto: 12, prodotto: 'Luce Verde Alto Adige', offerCode: 'LVA23' },
  { idprodotto: 13, prodotto: 'Energia Business Indicizzata', offerCode: 'EBI25' },
  { idprodotto: 14, prodotto: 'Energia Enti Pubblici Convenzione', offerCode: 'EPC24' },
] as const;

export const PRODUCTS_GAS = [
  { idprodotto: 21, prodotto: 'Gas Casa Prezzo Fisso', offerCode: 'GCF24' },
  { idprodotto: 22, prodotto: 'Gas Business Indicizzato', offerCode: 'GBI25' },
  { idprodotto: 23, prodotto: 'Gas Enti Pubblici Convenzione', offerCode: 'GPC24' },
] as const;

/**
 * The offers a supply had before its current one (a ceased contract row): a household's were
 * household offers, a business's business offers — never one of another kind of customer.
 */
export const PREVIOUS_PRODUCTS = {
  retail: {
    power: { idprodotto: 15, prodotto: 'Luce Casa Variabile', offerCode: 'LCV21' },
    gas: { idprodotto: 24, prodotto: 'Gas Casa Variabile', offerCode: 'GCV21' },
  },
  business: {
    power: { idprodotto: 13, prodotto: 'Energia Business Indicizzata', offerCode: 'EBI22' },
    gas: { idprodotto: 22, prodotto: 'Gas Business Indicizzato', offerCode: 'GBI22' },
  },
} as const;

export const AGENTS = [
  { idagenteTestata: 701, codiceAgenteTestata: 'AG-VR-01', agenteTestata: 'Agenzia Verona Centro' },
  { idagenteTestata: 702, codiceAgenteTestata: 'AG-BZ-02', agenteTestata: 'Agentur Bozen Süd' },
  { idagenteTestata: 703, codiceAgenteTestata: 'AG-TN-03', agenteTestata: 'Agenzia Trento Nord' },
] as const;
