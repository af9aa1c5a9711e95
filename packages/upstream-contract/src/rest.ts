// The supplier's REST answers (§3, §7; docs/upstream-contract.md) and the table of the calls the
// portal makes: for each, what a success answers. The sandbox answers with these shapes, the BFF
// checks every success against the table, and the conformance kit calls the table's reads.
import { type Static, type TSchema, Type } from 'typebox';
import {
  Anagrafica,
  Fattura,
  Nullable,
  OrdineConvenzione,
  RettificaAnagrafica,
} from './records.ts';
import { AnswerCheck } from './check.ts';

/** An error answer: `{ error, message }`, `error` being upstream's marker (§8). */
export const ErrorAnswer = Type.Object({
  error: Type.String(),
  message: Type.Optional(Type.String()),
});

// Authentication and user (§3 "Other authentication data", §7 "Authentication and user").

/** Login, refresh and impersonation success (§3). */
export const TokenPair = Type.Object({
  access_token: Type.String(),
  refresh_token: Type.String(),
});
export type TokenPair = Static<typeof TokenPair>;

/** GET /api/configurations: the first item is used (§7). */
export const OAuthConfigurations = Type.Array(
  Type.Object({ oAuthConfigId: Type.String(), name: Type.Optional(Type.String()) }),
  { minItems: 1 },
);
export type OAuthConfigurations = Static<typeof OAuthConfigurations>;
export type OAuthConfiguration = OAuthConfigurations[number];

/** One business convention of the user (§3); 'consortium' marks a consortium user (§1). */
export const BusinessConvention = Type.Object({
  businessConventionType: Type.String(),
  businessConventionCode: Type.Optional(Type.String()),
  businessConventionName: Type.Optional(Type.String()),
});

/** One registry of the user (§3 oauth_user.anagrafiche[]). */
export const RegistrySummary = Type.Object({
  idAnagrafica: Type.Integer(),
  ragSoc: Type.String(),
  customerSegment: Type.String(),
  /** e.g. 'it-IT' or 'de-DE' (§5 language rule). */
  culture: Type.String(),
});
export type RegistrySummary = Static<typeof RegistrySummary>;

/** GET /api/user/info: the session user, oauth_user (§3). */
export const UserInfoAnswer = Type.Object({
  userInfo: Type.Object({
    email: Type.String(),
    businessConventions: Type.Array(BusinessConvention),
  }),
  anagrafiche: Type.Array(RegistrySummary),
});
export type UserInfoAnswer = Static<typeof UserInfoAnswer>;
/** The session's user as the portal keeps it: the user/info answer, oauth_user (§3). */
export type SessionUser = UserInfoAnswer;

/** POST /api/impersonate: the customer's tokens and e-mail. */
export const ImpersonationAnswer = Type.Object({
  access_token: Type.String(),
  refresh_token: Type.String(),
  email: Type.String(),
});

/** GET /api/authorization/auth-operation-token. */
export const OperationTokenAnswer = Type.Object({ token: Type.String(), expiresAt: Type.String() });

// Invoices and payment (§7).

/** POST /api/invoices/browse (§3 "Invoice search"). */
export const InvoiceBrowseAnswer = Type.Object({
  invoices: Type.Array(
    Type.Object({
      documentNumber: Type.String(),
      issueDate: Type.String(),
      idfattura: Type.Integer(),
      idanagrafica: Type.Integer(),
      importo: Type.Number(),
      pagato: Type.Boolean(),
    }),
  ),
});
export type InvoiceBrowseAnswer = Static<typeof InvoiceBrowseAnswer>;

/** One row of GET /api/invoices/get-invoice-rows. */
export const InvoiceRow = Type.Object({
  descrizione: Type.String(),
  quantita: Nullable(Type.Number()),
  /** In the registry's language and the quantity's number (`1 mese`, `2 mesi`). */
  unita: Nullable(Type.String()),
  prezzoUnitario: Nullable(Type.Number()),
  importo: Type.Number(),
  /** A percentage. */
  aliquotaIva: Nullable(Type.Number()),
});
export type InvoiceRow = Static<typeof InvoiceRow>;

export const InvoiceRowsAnswer = Type.Object({ rows: Type.Array(InvoiceRow) });

/** POST /api/invoices/export-pdf/start and start-detail. */
export const ExportStartAnswer = Type.Object({
  idJob: Type.Union([Type.Integer(), Type.String()]),
  status: Type.Integer(),
});

/** One job of GET /api/invoices/export-pdf/list; status codes are those of §4 (0 … 7). */
export const ExportJob = Type.Object({
  idJob: Type.Union([Type.Integer(), Type.String()]),
  tipo: Type.String(),
  status: Type.Integer(),
  createdAt: Type.String(),
  updatedAt: Nullable(Type.String()),
  numeroFatture: Type.Integer(),
  /** Why a faulted job (status 7) failed: a code and upstream's Italian text; null otherwise. */
  codiceErrore: Type.Optional(Nullable(Type.String())),
  messaggioErrore: Type.Optional(Nullable(Type.String())),
});
export type ExportJob = Static<typeof ExportJob>;

export const ExportListAnswer = Type.Object({ jobs: Type.Array(ExportJob) });

/** POST /api/Payment/invoice-checkout. */
export const CheckoutAnswer = Type.Object({ checkoutId: Type.String(), paymentUrl: Type.String() });

/** POST /api/Payment/checkout-client-result. */
export const CheckoutResultAnswer = Type.Object({
  checkoutId: Type.String(),
  idfattura: Type.Integer(),
  outcome: Type.String(),
  pagato: Type.Boolean(),
});

/** POST /api/Payment/card-registration. */
export const CardRegistrationAnswer = Type.Object({
  registrationId: Type.String(),
  registrationUrl: Type.String(),
});

/** POST /api/Payment/card-registration-result: the card fields are null unless `success`. */
export const CardRegistrationResultAnswer = Type.Object({
  registrationId: Type.String(),
  idfornitura: Type.Integer(),
  outcome: Type.String(),
  cardType: Nullable(Type.String()),
  pAN: Nullable(Type.String()),
  idcreditcard: Nullable(Type.Integer()),
  token: Nullable(Type.String()),
});
export type CardRegistrationResultAnswer = Static<typeof CardRegistrationResultAnswer>;

// Registry, readings, privacy (§7).

/** GET /api/registrazione/anagrafica/get for a registration: the registry, contacts masked. */
export const RegistrationRegistry = Type.Object({
  idanagrafica: Type.Integer(),
  nome: Nullable(Type.String()),
  cognome: Nullable(Type.String()),
  ragSoc: Type.String(),
  indirizzo: Type.String(),
  cap: Type.String(),
  localita: Type.String(),
  provincia: Type.String(),
  eMail: Nullable(Type.String()),
  telefono: Nullable(Type.String()),
  cellulare: Nullable(Type.String()),
});

/** GET /api/registrazione/anagrafica/get: a customer's registry, or what a registration may see. */
export const RegistryAnswer = Type.Union([Anagrafica, RegistrationRegistry]);

/** POST /api/registrazione/contatto/save: saved; a registration or a written request says more. */
export const ContactSaveAnswer = Type.Object({
  saved: Type.Boolean(),
  numeroRegistrazione: Type.Optional(Type.String()),
  dataAttivazionePrevista: Type.Optional(Type.String()),
  idRichiesta: Type.Optional(Type.Integer()),
  numeroPratica: Type.Optional(Type.String()),
  tipoRichiesta: Type.Optional(Type.String()),
  dataRichiesta: Type.Optional(Type.String()),
  dataScadenzaRisposta: Type.Optional(Type.String()),
  stato: Type.Optional(Type.String()),
});
export type ContactSaveAnswer = Static<typeof ContactSaveAnswer>;

/** POST /api/lettura/apccb/gas/save. */
export const ReadingSaveAnswer = Type.Object({
  idLettura: Type.Integer(),
  accepted: Type.Boolean(),
});

/** GET /api/customer-cases/privacy: the consents in force of one registry. */
export const PrivacyConsentsAnswer = Type.Object({
  idanagrafica: Type.Integer(),
  consents: Type.Object({
    marketing: Type.Boolean(),
    profiling: Type.Boolean(),
    thirdParties: Type.Boolean(),
  }),
  idCase: Nullable(Type.String()),
  dataAggiornamento: Nullable(Type.String()),
});
export type PrivacyConsentsAnswer = Static<typeof PrivacyConsentsAnswer>;

/** POST /api/customer-cases/privacy. */
export const PrivacyCaseAnswer = Type.Object({
  idCase: Type.Union([Type.String(), Type.Integer()]),
});

// Documents, conventions, content.

/** One entry of GET /api/documenti/list. */
export const Documento = Type.Object({
  iddocumento: Type.String(),
  /**
   * condizioni (a contract's conditions), modulo (a form), carta (the service charter),
   * garanzia-origine (a green light supply's guarantee-of-origin certificate for a year).
   */
  tipo: Type.String(),
  titolo: Type.String(),
  descrizione: Nullable(Type.String()),
  lingua: Type.String(),
  /** The registry a personal document belongs to; null for the supplier's general documents. */
  idanagrafica: Nullable(Type.Integer()),
  codiceContratto: Nullable(Type.String()),
  dataAggiornamento: Nullable(Type.String()),
  /** The commodity it concerns (0 power, 1 gas); null or absent for both. */
  codUtility: Type.Optional(Nullable(Type.Integer())),
  /** The supply point of a certificate or a contract's conditions. */
  podPdr: Type.Optional(Nullable(Type.String())),
  /** The year a certificate covers. */
  anno: Type.Optional(Nullable(Type.Integer())),
});
export type Documento = Static<typeof Documento>;

export const DocumentListAnswer = Type.Object({ documenti: Type.Array(Documento) });

/** A post of the content site (WordPress REST), the fields the portal reads. */
export const WpPost = Type.Object({
  id: Type.Integer(),
  date: Type.String(),
  slug: Type.Optional(Type.String()),
  link: Type.Optional(Type.String()),
  title: Type.Optional(Type.Object({ rendered: Type.Optional(Type.String()) })),
  excerpt: Type.Optional(Type.Object({ rendered: Type.Optional(Type.String()) })),
  content: Type.Optional(Type.Object({ rendered: Type.Optional(Type.String()) })),
});
export type WpPost = Static<typeof WpPost>;

/** A category of the content site (WordPress REST). */
export const WpCategory = Type.Object({ id: Type.Integer(), slug: Type.String() });
export type WpCategory = Static<typeof WpCategory>;

/** GET /v1/Posts/List. */
export const PostListAnswer = Type.Object({
  items: Type.Array(
    Type.Object({
      id: Type.Integer(),
      title: Type.String(),
      summary: Type.String(),
      date: Type.String(),
      category: Type.String(),
      lang: Type.String(),
      link: Type.String(),
    }),
  ),
  total: Type.Integer(),
});

export type Method = 'GET' | 'POST';

/** A REST call of the portal and what its success answers. */
export interface RestCall {
  method: Method;
  path: string;
  /** The JSON a success answers; null where it answers a file (a PDF). */
  answer: TSchema | null;
  /** It changes something upstream: the conformance kit makes it only when asked to. */
  writes: boolean;
}

const read = (path: string, answer: TSchema | null): RestCall => ({
  method: 'GET',
  path,
  answer,
  writes: false,
});
const post = (path: string, answer: TSchema, writes = true): RestCall => ({
  method: 'POST',
  path,
  answer,
  writes,
});

/** Every REST call the portal makes (§7 and the extensions of docs/upstream-contract.md). */
export const REST_CALLS: readonly RestCall[] = [
  read('/api/configurations', OAuthConfigurations),
  post('/api/oauth/login', TokenPair, false),
  post('/api/refresh-token', TokenPair, false),
  read('/api/user/info', UserInfoAnswer),
  post('/api/impersonate', ImpersonationAnswer),
  post('/api/invoices/browse', InvoiceBrowseAnswer, false),
  read('/api/invoices/get-invoice', Fattura),
  read('/api/invoices/get-invoice-rows', InvoiceRowsAnswer),
  read('/api/fattura/pdf', null),
  read('/api/fattura/apccb/pdf', null),
  post('/api/invoices/export-pdf/start', ExportStartAnswer),
  post('/api/invoices/export-pdf/start-detail', ExportStartAnswer),
  read('/api/invoices/export-pdf/list', ExportListAnswer),
  read('/api/invoices/export-pdf/download', null),
  post('/api/Payment/invoice-checkout', CheckoutAnswer),
  post('/api/Payment/checkout-client-result', CheckoutResultAnswer),
  post('/api/Payment/card-registration', CardRegistrationAnswer),
  post('/api/Payment/card-registration-result', CardRegistrationResultAnswer),
  read('/api/registrazione/anagrafica/get', RegistryAnswer),
  post('/api/registrazione/contatto/save', ContactSaveAnswer),
  post('/api/lettura/apccb/gas/save', ReadingSaveAnswer),
  read('/api/customer-cases/privacy', PrivacyConsentsAnswer),
  post('/api/customer-cases/privacy', PrivacyCaseAnswer),
  read('/api/documenti/list', DocumentListAnswer),
  read('/api/documenti/pdf', null),
  post('/api/convenzioni/ordini', OrdineConvenzione),
  post('/api/convenzioni/anagrafica/rettifiche', RettificaAnagrafica),
  read('/api/convenzioni/documenti/pdf', null),
  read('/wp-json/wp/v2/posts', Type.Array(WpPost)),
  read('/wp-json/wp/v2/categories', Type.Array(WpCategory)),
  read('/v1/Posts/List', PostListAnswer),
];

/** The call of a method and path, if the portal makes it. */
export function restCallOf(method: string, path: string): RestCall | undefined {
  return REST_CALLS.find((call) => call.method === method && call.path === path);
}

const restChecks = new Map<string, AnswerCheck | null>();

/**
 * The compiled check of a REST call's success, made at its first answer and kept; null for a call
 * the portal does not make or one that answers a file.
 */
export function restCheck(method: string, path: string): AnswerCheck | null {
  const key = `${method} ${path}`;
  let check = restChecks.get(key);
  if (check === undefined) {
    const answer = restCallOf(method, path)?.answer ?? null;
    check = answer === null ? null : new AnswerCheck(answer);
    restChecks.set(key, check);
  }
  return check;
}
