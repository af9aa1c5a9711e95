// Upstream's enumerations (docs/upstream-contract.md "Enumerations"): fields whose value is one of
// a fixed set of Italian words, such as a payment method 'Bollettino postale' or a billing frequency
// 'Mensile'. They cross the portal's API as stable keys (conventions 17) and are worded at render in
// the reader's language, so a German customer reads German all the way. Free text
// (a product's marketing name, an address, a note a person wrote) is not an enumeration.
//
// Each map lists, per key, the spellings upstream uses, matched ignoring case and spacing; the first
// is the one the portal itself sends upstream. A value no map knows becomes OTHER and keeps its text.
// German spellings are listed where upstream already answers German for a de-DE registry.

export const OTHER = 'OTHER';
export type Other = typeof OTHER;

export type Spellings<K extends string> = Record<K, readonly [string, ...string[]]>;

export type PaymentMethod = 'DIRECT_DEBIT' | 'POSTAL_SLIP' | 'CARD' | 'BANK_TRANSFER';
/** Contract tipoPagamento, invoice and request modalitaPagamento. */
export const PAYMENT_METHODS = {
  DIRECT_DEBIT: [
    'Addebito diretto SEPA',
    'Addebito diretto',
    'Addebito SDD',
    'Domiciliazione bancaria',
  ],
  POSTAL_SLIP: ['Bollettino postale', 'Bollettino'],
  CARD: ['Carta di credito', 'Carta'],
  BANK_TRANSFER: ['Bonifico bancario', 'Bonifico'],
} as const satisfies Spellings<PaymentMethod>;

export type PaymentState = 'PAID' | 'TO_PAY' | 'OVERDUE' | 'PARTIALLY_PAID';
/** Invoice statoPagamento (§3; the four values of the upstream contract). */
export const PAYMENT_STATES = {
  PAID: ['Pagata'],
  TO_PAY: ['Da pagare'],
  OVERDUE: ['Scaduta'],
  PARTIALLY_PAID: ['Parzialmente pagata'],
} as const satisfies Spellings<PaymentState>;

export type DocumentType = 'INVOICE' | 'CREDIT_NOTE';
/** Invoice tipoDoc. */
export const DOCUMENT_TYPES = {
  INVOICE: ['Fattura'],
  CREDIT_NOTE: ['Nota di credito'],
} as const satisfies Spellings<DocumentType>;

export type BillingFrequency =
  'MONTHLY' | 'BIMONTHLY' | 'QUARTERLY' | 'FOUR_MONTHLY' | 'HALF_YEARLY' | 'YEARLY';
/** Contract frequenzaFatturazione. */
export const BILLING_FREQUENCIES = {
  MONTHLY: ['Mensile'],
  BIMONTHLY: ['Bimestrale'],
  QUARTERLY: ['Trimestrale'],
  FOUR_MONTHLY: ['Quadrimestrale'],
  HALF_YEARLY: ['Semestrale'],
  YEARLY: ['Annuale'],
} as const satisfies Spellings<BillingFrequency>;

export type SigningChannel = 'WEB' | 'AGENCY' | 'PHONE' | 'BRANCH';
/** Contract modalitaStipula: where the contract was signed. */
export const SIGNING_CHANNELS = {
  WEB: ['Web', 'Online'],
  AGENCY: ['Agenzia'],
  PHONE: ['Telefono', 'Teleselling'],
  BRANCH: ['Sportello'],
} as const satisfies Spellings<SigningChannel>;

export type ReadingType = 'REMOTE' | 'SELF' | 'ACTUAL' | 'ESTIMATED';
/** Contract tipoLettura (how the meter is read) and a reading's tipoLettura. */
export const READING_TYPES = {
  REMOTE: ['Telelettura'],
  SELF: ['Autolettura'],
  ACTUAL: ['Effettiva', 'Lettura effettiva'],
  ESTIMATED: ['Stimata', 'Lettura stimata'],
} as const satisfies Spellings<ReadingType>;

export type ContractMacroStatus = 'ACTIVE' | 'ACTIVATING' | 'SUSPENDED' | 'CEASED';
/** Contract macroStato (the line's own state, statoRiga, is §4's table: status.ts). */
export const CONTRACT_MACRO_STATUSES = {
  ACTIVE: ['Attivo'],
  ACTIVATING: ['In attivazione'],
  SUSPENDED: ['Sospeso'],
  CEASED: ['Cessato'],
} as const satisfies Spellings<ContractMacroStatus>;

export type Voltage = 'LOW' | 'MEDIUM' | 'HIGH';
/** Supply tensione. */
export const VOLTAGES = {
  LOW: ['Bassa tensione', 'BT'],
  MEDIUM: ['Media tensione', 'MT'],
  HIGH: ['Alta tensione', 'AT'],
} as const satisfies Spellings<Voltage>;

export type SupplyUse = 'DOMESTIC' | 'PUBLIC_ADMINISTRATION' | 'NON_DOMESTIC';
/** Supply tipoUso ('Altri usi' is the tariff class of every use that is not domestic). */
export const SUPPLY_USES = {
  DOMESTIC: ['Domestico', 'Uso domestico'],
  PUBLIC_ADMINISTRATION: ['Pubblica amministrazione'],
  NON_DOMESTIC: ['Altri usi'],
} as const satisfies Spellings<SupplyUse>;

export type OperationKind =
  | 'SUPPLY_ACTIVATION'
  | 'HOLDER_CHANGE'
  | 'POWER_VARIATION'
  | 'BILLING_COMPLAINT'
  | 'READING_CORRECTION'
  | 'PAYMENT_METHOD_CHANGE'
  | 'BILL_DELIVERY_CHANGE'
  | 'TERMINATION';
/** Operation tipo: the operations of the supply pages and those the manage-utility requests open. */
export const OPERATION_KINDS = {
  SUPPLY_ACTIVATION: ['Attivazione fornitura', 'Aktivierung der Lieferung'],
  HOLDER_CHANGE: ['Voltura', 'Umschreibung'],
  POWER_VARIATION: ['Variazione potenza', 'Leistungsänderung'],
  BILLING_COMPLAINT: ['Reclamo fatturazione', 'Rechnungsreklamation'],
  READING_CORRECTION: ['Rettifica lettura', 'Korrektur Zählerstand'],
  PAYMENT_METHOD_CHANGE: ['Cambio modalità di pagamento', 'Änderung der Zahlungsart'],
  BILL_DELIVERY_CHANGE: ['Cambio modalità di invio bolletta'],
  TERMINATION: ['Cessazione fornitura', 'Beendigung der Lieferung'],
} as const satisfies Spellings<OperationKind>;

export type RequestState = 'TRANSMITTED' | 'PROCESSING' | 'ACCEPTED' | 'REJECTED' | 'CANCELED';
/** stato of an operation, of a manage-utility request and of each step of their history. */
export const REQUEST_STATES = {
  TRANSMITTED: ['Trasmessa'],
  PROCESSING: ['In lavorazione'],
  ACCEPTED: ['Accettata'],
  REJECTED: ['Respinta', 'Rifiutata'],
  CANCELED: ['Annullata'],
} as const satisfies Spellings<RequestState>;

export type NotificationCategory = 'INVOICE' | 'READING' | 'OPERATION' | 'INFO';
/** Notification categoria. */
export const NOTIFICATION_CATEGORIES = {
  INVOICE: ['fattura', 'bolletta'],
  READING: ['lettura', 'autolettura'],
  OPERATION: ['operazione', 'richiesta'],
  INFO: ['info', 'informazione'],
} as const satisfies Spellings<NotificationCategory>;

export type BonusLevel = 'BRONZE' | 'SILVER' | 'GOLD';
/** Loyalty bonus livello. */
export const BONUS_LEVELS = {
  BRONZE: ['Bronzo'],
  SILVER: ['Argento'],
  GOLD: ['Oro'],
} as const satisfies Spellings<BonusLevel>;

export type BillDelivery = 'EMAIL' | 'PAPER';
/** Request modalitaInvioFattura and the registry's fatturaDigitale.tipoInvioFatturaDescrizione. */
export const BILL_DELIVERIES = {
  EMAIL: ['Email', 'E-mail'],
  PAPER: ['Cartaceo', 'Posta'],
} as const satisfies Spellings<BillDelivery>;

export type Unit = 'KWH' | 'SMC' | 'KW' | 'MONTH' | 'DAY';
/**
 * Units of measure: invoice row unita, supply and invoice unitaMisura. Upstream
 * writes a unit in the row's language and in the quantity's number ('1 mese', '2 mesi', '2 Monate').
 * Not in ENUMERATIONS: a unit is worded together with its quantity, with plural forms
 * (`units.<KEY>_one`, `units.<KEY>_other`), see quantityText in format.ts.
 */
export const UNITS = {
  KWH: ['kWh'],
  SMC: ['Smc', 'Sm³', 'Sm3'],
  KW: ['kW'],
  MONTH: ['mese', 'mesi', 'Monat', 'Monate'],
  DAY: ['giorno', 'giorni', 'Tag', 'Tage'],
} as const satisfies Spellings<Unit>;

/** The unit keys, in the map's order (OTHER not included): the message files word each one. */
export const UNIT_KEYS = Object.keys(UNITS) as Unit[];

/** Every enumeration by the name the API's docs and the message files (`enums.<name>`) use. */
export const ENUMERATIONS = {
  paymentMethod: PAYMENT_METHODS,
  paymentState: PAYMENT_STATES,
  documentType: DOCUMENT_TYPES,
  billingFrequency: BILLING_FREQUENCIES,
  signingChannel: SIGNING_CHANNELS,
  readingType: READING_TYPES,
  contractMacroStatus: CONTRACT_MACRO_STATUSES,
  voltage: VOLTAGES,
  supplyUse: SUPPLY_USES,
  operationKind: OPERATION_KINDS,
  requestState: REQUEST_STATES,
  notificationCategory: NOTIFICATION_CATEGORIES,
  bonusLevel: BONUS_LEVELS,
  billDelivery: BILL_DELIVERIES,
} as const;

export type EnumerationName = keyof typeof ENUMERATIONS;
export type EnumerationKey<N extends EnumerationName> = keyof (typeof ENUMERATIONS)[N] & string;

/** An upstream value as the API carries it: the key, and upstream's own text for OTHER. */
export interface EnumerationValue<K extends string> {
  key: K | Other;
  text: string;
}

/** Case and spacing do not tell spellings apart ('BOLLETTINO  postale' is 'Bollettino postale'). */
function normalise(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLocaleLowerCase('it');
}

/** Normalised spelling → key, of one map (set-texts.ts builds its own with it). */
export function lookupOf(spellings: Spellings<string>): ReadonlyMap<string, string> {
  return new Map(
    Object.entries(spellings).flatMap(([key, list]: [string, readonly string[]]) =>
      list.map((spelling): [string, string] => [normalise(spelling), key]),
    ),
  );
}

/** Normalised spelling → key, per enumeration. */
const LOOKUPS = new Map<string, ReadonlyMap<string, string>>(
  Object.entries(ENUMERATIONS).map(([name, spellings]) => [name, lookupOf(spellings)]),
);

/** The key of `raw` in a lookup: OTHER for a value it does not know, null for nothing. */
export function valueOf<K extends string>(
  lookup: ReadonlyMap<string, string>,
  raw: string | null | undefined,
): EnumerationValue<K> | null {
  const text = raw?.trim() ?? '';
  if (text === '') return null;
  const key = lookup.get(normalise(text)) as K | undefined;
  return { key: key ?? OTHER, text };
}

/** The keys of an enumeration, in the map's order (OTHER not included). */
export function enumerationKeys<N extends EnumerationName>(name: N): EnumerationKey<N>[] {
  return Object.keys(ENUMERATIONS[name]) as EnumerationKey<N>[];
}

/**
 * The key of an upstream value, matched ignoring case and spacing; OTHER for a value the map does
 * not know. Null when upstream sent nothing (null, or only spaces).
 */
export function enumerationValue<N extends EnumerationName>(
  name: N,
  raw: string | null | undefined,
): EnumerationValue<EnumerationKey<N>> | null {
  return valueOf(LOOKUPS.get(name) as ReadonlyMap<string, string>, raw);
}

const UNIT_LOOKUP = lookupOf(UNITS);

/**
 * The key of an upstream unit ('kWh', 'mesi', 'Monate'), matched ignoring case and spacing; OTHER
 * for a unit the map does not know (shown as upstream wrote it); null when upstream sent none.
 */
export function unitValue(raw: string | null | undefined): EnumerationValue<Unit> | null {
  return valueOf(UNIT_LOOKUP, raw);
}

/**
 * The message key that words a unit after its quantity (`units.<KEY>`, with `_one` / `_other`
 * plural forms chosen by the count); null for OTHER, shown as upstream wrote it.
 */
export function unitLabelKey(key: string | null | undefined): string | null {
  return key && key !== OTHER && Object.hasOwn(UNITS, key) ? `units.${key}` : null;
}

/** The spelling the portal sends upstream for a key (the first of the map). */
export function upstreamSpelling<N extends EnumerationName>(
  name: N,
  key: EnumerationKey<N>,
): string {
  const spellings = ENUMERATIONS[name] as Spellings<string>;
  return (spellings[key] as readonly [string, ...string[]])[0];
}

/**
 * The message key that words a key at render (`enums.<name>.<KEY>`); null for OTHER, which is
 * shown as upstream wrote it.
 */
export function enumerationLabelKey(name: EnumerationName, key: string): string | null {
  if (key === OTHER || !Object.hasOwn(ENUMERATIONS[name], key)) return null;
  return `enums.${name}.${key}`;
}
