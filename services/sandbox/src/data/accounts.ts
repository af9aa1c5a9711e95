// The demo accounts of the architecture (password `demo` for all). The identity provider, the
// supplier's REST API and the data set all start from this one table.
export type AccountKind = 'customer' | 'inactive' | 'unknown' | 'staff';

export interface DemoRegistry {
  idAnagrafica: number;
  ragSoc: string;
  /** Customer kind as upstream sends it (§1): resident, condominium, sme, corporate, association, publicauthority, pa_nonconv. */
  customerSegment: string;
  culture: 'it-IT' | 'de-DE';
}

export interface DemoBusinessConvention {
  businessConventionType: string;
  businessConventionCode: string;
  businessConventionName: string;
}

export interface DemoAccount {
  email: string;
  password: string;
  givenName: string;
  familyName: string;
  /** Profile locale at the identity provider (§5 language rule). */
  locale: 'it' | 'de';
  kind: AccountKind;
  businessConventions: DemoBusinessConvention[];
  anagrafiche: DemoRegistry[];
}

const PASSWORD = 'demo';

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'mario.rossi@demo.it',
    password: PASSWORD,
    givenName: 'Mario',
    familyName: 'Rossi',
    locale: 'it',
    kind: 'customer',
    businessConventions: [],
    anagrafiche: [
      {
        idAnagrafica: 100001,
        ragSoc: 'Mario Rossi',
        customerSegment: 'resident',
        culture: 'it-IT',
      },
    ],
  },
  {
    email: 'anna.huber@demo.it',
    password: PASSWORD,
    givenName: 'Anna',
    familyName: 'Huber',
    locale: 'de',
    kind: 'customer',
    businessConventions: [],
    anagrafiche: [
      { idAnagrafica: 100002, ragSoc: 'Anna Huber', customerSegment: 'resident', culture: 'de-DE' },
    ],
  },
  {
    email: 'condominio.aurora@demo.it',
    password: PASSWORD,
    givenName: 'Luisa',
    familyName: 'Bianchi',
    locale: 'it',
    kind: 'customer',
    businessConventions: [],
    anagrafiche: [
      {
        idAnagrafica: 100003,
        ragSoc: 'Condominio Aurora',
        customerSegment: 'condominium',
        culture: 'it-IT',
      },
    ],
  },
  {
    email: 'acme@demo.it',
    password: PASSWORD,
    givenName: 'Giorgio',
    familyName: 'Ferri',
    locale: 'it',
    kind: 'customer',
    businessConventions: [],
    anagrafiche: [
      {
        idAnagrafica: 200001,
        ragSoc: 'ACME Industrie S.p.A.',
        customerSegment: 'corporate',
        culture: 'it-IT',
      },
    ],
  },
  {
    email: 'comune.verona@demo.it',
    password: PASSWORD,
    givenName: 'Paola',
    familyName: 'Conti',
    locale: 'it',
    kind: 'customer',
    businessConventions: [
      {
        businessConventionType: 'convention',
        businessConventionCode: 'CONV-PA-VR',
        businessConventionName: 'Convenzione Enti Pubblici Veneto',
      },
    ],
    anagrafiche: [
      {
        idAnagrafica: 300001,
        ragSoc: 'Comune di Verona',
        customerSegment: 'publicauthority',
        culture: 'it-IT',
      },
    ],
  },
  {
    email: 'asl.trento@demo.it',
    password: PASSWORD,
    givenName: 'Franz',
    familyName: 'Pichler',
    locale: 'it',
    kind: 'customer',
    businessConventions: [],
    anagrafiche: [
      {
        idAnagrafica: 400001,
        ragSoc: 'Azienda Provinciale per i Servizi Sanitari Trento',
        customerSegment: 'pa_nonconv',
        culture: 'it-IT',
      },
    ],
  },
  {
    email: 'consorzio@demo.it',
    password: PASSWORD,
    givenName: 'Martin',
    familyName: 'Gruber',
    locale: 'it',
    kind: 'customer',
    businessConventions: [
      {
        businessConventionType: 'consortium',
        businessConventionCode: 'CONS-ALTO-ADIGE',
        businessConventionName: 'Consorzio Energia Alto Adige',
      },
      {
        businessConventionType: 'consortium',
        businessConventionCode: 'CONS-DOLOMITI',
        businessConventionName: 'Consorzio Dolomiti Energia Imprese',
      },
    ],
    anagrafiche: [
      {
        idAnagrafica: 500001,
        ragSoc: 'Hotel Dolomiten GmbH',
        customerSegment: 'corporate',
        culture: 'de-DE',
      },
      {
        idAnagrafica: 500002,
        ragSoc: 'Caseificio Val di Fassa Soc. Coop.',
        customerSegment: 'association',
        culture: 'it-IT',
      },
      {
        idAnagrafica: 500003,
        ragSoc: 'Falegnameria Moser S.n.c.',
        customerSegment: 'sme',
        culture: 'it-IT',
      },
    ],
  },
  {
    email: 'disattivato@demo.it',
    password: PASSWORD,
    givenName: 'Carlo',
    familyName: 'Spento',
    locale: 'it',
    kind: 'inactive',
    businessConventions: [],
    anagrafiche: [
      {
        idAnagrafica: 900001,
        ragSoc: 'Carlo Spento',
        customerSegment: 'resident',
        culture: 'it-IT',
      },
    ],
  },
  {
    email: 'sconosciuto@demo.it',
    password: PASSWORD,
    givenName: 'Ugo',
    familyName: 'Ignoto',
    locale: 'it',
    kind: 'unknown',
    businessConventions: [],
    anagrafiche: [],
  },
  {
    // A company with electricity only: its gas pages show "no supply of this kind".
    email: 'solo.luce@demo.it',
    password: PASSWORD,
    givenName: 'Elena',
    familyName: 'Conti',
    locale: 'it',
    kind: 'customer',
    businessConventions: [],
    anagrafiche: [
      {
        idAnagrafica: 200002,
        ragSoc: 'Officine Conti S.r.l.',
        customerSegment: 'corporate',
        culture: 'it-IT',
      },
    ],
  },
  {
    // A second public body under a convention, last so no other registry's ids move;
    // at SANDBOX_SCALE=large its convention holds some hundred points.
    email: 'comune.bolzano@demo.it',
    password: PASSWORD,
    givenName: 'Chiara',
    familyName: 'Egger',
    locale: 'it',
    kind: 'customer',
    businessConventions: [
      {
        businessConventionType: 'convention',
        businessConventionCode: 'CONV-PA-TAA',
        businessConventionName: 'Convenzione Enti Pubblici Trentino-Alto Adige',
      },
    ],
    anagrafiche: [
      {
        idAnagrafica: 300002,
        ragSoc: 'Comune di Bolzano',
        customerSegment: 'publicauthority',
        culture: 'it-IT',
      },
    ],
  },
  {
    email: 'operatore@demo.it',
    password: PASSWORD,
    givenName: 'Sara',
    familyName: 'Operatrice',
    locale: 'it',
    kind: 'staff',
    businessConventions: [],
    anagrafiche: [],
  },
];

export function findAccount(email: string): DemoAccount | undefined {
  const wanted = email.trim().toLowerCase();
  return DEMO_ACCOUNTS.find((a) => a.email === wanted);
}
