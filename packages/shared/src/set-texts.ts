// The supplier's set texts (§9): fields upstream fills with one of a few fixed sentences in the
// registry's language — an operation's description, a green supply's certificate — rather than
// with words a person wrote. Like the enumerations (enumerations.ts) the BFF maps them to keys and
// the page words a key in its own language; a sentence no map knows is OTHER and is shown as
// upstream wrote it, marked with its language. Kept apart from the enumerations so the web client,
// which words only the keys, does not carry the spellings.
import { lookupOf, OTHER, valueOf, type EnumerationValue, type Spellings } from './enumerations.ts';

export type OperationDescription =
  | 'NEW_SUPPLY_ACTIVATION'
  | 'SUPPLY_HOLDER_CHANGE'
  | 'CONTRACTED_POWER_INCREASE'
  | 'INVOICE_CHECK'
  | 'METER_READING_CORRECTION'
  | 'SWITCH_TO_SEPA_DIRECT_DEBIT'
  | 'TERMINATION_WITH_FINAL_READING';
/**
 * Operation descrizione: upstream describes each kind of operation in one of a few set sentences
 * (in the registry's language); the portal words them in the page's. A sentence no map knows is
 * free text, shown as written.
 */
export const OPERATION_DESCRIPTIONS = {
  NEW_SUPPLY_ACTIVATION: [
    'Attivazione di una nuova fornitura',
    'Aktivierung einer neuen Lieferstelle',
  ],
  SUPPLY_HOLDER_CHANGE: [
    'Cambio di intestatario della fornitura',
    'Wechsel des Vertragsinhabers der Lieferstelle',
  ],
  CONTRACTED_POWER_INCREASE: ['Aumento della potenza impegnata', 'Erhöhung der Anschlussleistung'],
  INVOICE_CHECK: ['Richiesta di verifica di una fattura', 'Antrag auf Überprüfung einer Rechnung'],
  METER_READING_CORRECTION: [
    'Correzione di una lettura del contatore',
    'Korrektur eines Zählerstands',
  ],
  SWITCH_TO_SEPA_DIRECT_DEBIT: [
    "Passaggio all'addebito diretto SEPA",
    'Passaggio all’addebito diretto SEPA',
    'Umstellung auf SEPA-Lastschrift',
  ],
  TERMINATION_WITH_FINAL_READING: [
    'Cessazione della fornitura con lettura di chiusura',
    'Beendigung der Lieferung mit Schlussablesung',
  ],
} as const satisfies Spellings<OperationDescription>;

export type GreenCertificate = 'GUARANTEE_OF_ORIGIN_HYDRO_SOUTH_TYROL';
/** Supply certificazioneVerde: the certificate that proves a green supply's origin. */
export const GREEN_CERTIFICATES = {
  GUARANTEE_OF_ORIGIN_HYDRO_SOUTH_TYROL: [
    'Garanzia di Origine (GO) - impianti idroelettrici Alto Adige',
  ],
} as const satisfies Spellings<GreenCertificate>;

export type BonusIneligibility = 'OVERDUE_BILLS' | 'HOUSEHOLDS_ONLY';
/** Loyalty bonus motivoNonIdoneo: why a customer does not earn points now. */
export const BONUS_INELIGIBILITIES = {
  OVERDUE_BILLS: [
    'Sono presenti bollette scadute non pagate',
    'Es gibt überfällige, unbezahlte Rechnungen',
  ],
  HOUSEHOLDS_ONLY: ['Programma riservato ai clienti domestici', 'Programm nur für Haushaltskunden'],
} as const satisfies Spellings<BonusIneligibility>;

export type InvoiceRowKind =
  | 'GAS_COMMODITY'
  | 'TRANSPORT_ENERGY_SHARE'
  | 'TRANSPORT_POWER_SHARE'
  | 'TRANSPORT_FIXED_SHARE'
  | 'SYSTEM_CHARGES'
  | 'POWER_EXCISE'
  | 'GAS_EXCISE_AND_REGIONAL_SURCHARGE';
/** An invoice row's descrizione: the cost items of a bill (its energy by band: invoiceRowText). */
export const INVOICE_ROWS = {
  GAS_COMMODITY: ['Spesa per la materia gas naturale', 'Kosten für den Erdgasanteil'],
  TRANSPORT_ENERGY_SHARE: [
    'Spesa per il trasporto e la gestione del contatore - quota energia',
    'Kosten für Transport und Zählerverwaltung - Energieanteil',
  ],
  TRANSPORT_POWER_SHARE: [
    'Spesa per il trasporto e la gestione del contatore - quota potenza',
    'Kosten für Transport und Zählerverwaltung - Leistungsanteil',
  ],
  TRANSPORT_FIXED_SHARE: [
    'Spesa per il trasporto e la gestione del contatore - quota fissa',
    'Kosten für Transport und Zählerverwaltung - Fixanteil',
  ],
  SYSTEM_CHARGES: ['Spesa per oneri di sistema', 'Systemkosten'],
  POWER_EXCISE: ['Imposta erariale di consumo (accisa)', 'Verbrauchssteuer (Akzise)'],
  GAS_EXCISE_AND_REGIONAL_SURCHARGE: [
    'Accisa e addizionale regionale',
    'Akzise und regionaler Zuschlag',
  ],
} as const satisfies Spellings<InvoiceRowKind>;

/** Every set text by the name the API's docs use. */
export const SET_TEXTS = {
  operationDescription: OPERATION_DESCRIPTIONS,
  greenCertificate: GREEN_CERTIFICATES,
  bonusIneligibility: BONUS_INELIGIBILITIES,
  invoiceRow: INVOICE_ROWS,
} as const;

export type SetTextName = keyof typeof SET_TEXTS;
export type SetTextKey<N extends SetTextName> = keyof (typeof SET_TEXTS)[N] & string;

const LOOKUPS = new Map<string, ReadonlyMap<string, string>>(
  Object.entries(SET_TEXTS).map(([name, spellings]) => [name, lookupOf(spellings)]),
);

/**
 * The key of an upstream sentence, matched ignoring case and spacing; OTHER for one the map does
 * not know; null when upstream sent nothing.
 */
export function setTextValue<N extends SetTextName>(
  name: N,
  raw: string | null | undefined,
): EnumerationValue<SetTextKey<N>> | null {
  return valueOf(LOOKUPS.get(name) as ReadonlyMap<string, string>, raw);
}

/** The keys of a set text, in the map's order (OTHER not included). */
export function setTextKeys<N extends SetTextName>(name: N): SetTextKey<N>[] {
  return Object.keys(SET_TEXTS[name]) as SetTextKey<N>[];
}

export type BonusMovementKind = 'ON_TIME_PAYMENT';

/**
 * A loyalty bonus movement's descrizione: the points a bill paid by its due date earned, written
 * 'Pagamento puntuale <bill>' (German 'Pünktliche Zahlung <bill>'); any other sentence is OTHER.
 */
export function bonusMovementText(raw: string | null | undefined): {
  kind: BonusMovementKind | typeof OTHER;
  invoiceNumber: string | null;
} {
  const text = (raw ?? '').trim().replace(/\s+/g, ' ');
  const match = /^(?:Pagamento puntuale|Pünktliche Zahlung) (?<invoice>\S+)$/iu.exec(text);
  const invoice = match?.groups?.invoice;
  return invoice
    ? { kind: 'ON_TIME_PAYMENT', invoiceNumber: invoice }
    : { kind: OTHER, invoiceNumber: null };
}

export type OrderRejectionKind = 'CIG_ALREADY_USED';

/**
 * A convention order's motivoRifiuto: the supplier refuses an order quoting a tender's CIG that
 * another order of the body already quoted, written 'CIG già indicato nell’ordine <order>'; any
 * other reason is OTHER, shown as upstream wrote it; null (no kind) for an order not refused.
 */
export function orderRejectionText(raw: string | null | undefined): {
  rejectionReasonKind: OrderRejectionKind | typeof OTHER | null;
  rejectionOrderNumber: string | null;
} {
  const text = (raw ?? '').trim().replace(/\s+/g, ' ');
  if (!text) return { rejectionReasonKind: null, rejectionOrderNumber: null };
  const order = /^CIG già indicato nell['’]ordine (?<order>\S+)$/iu.exec(text)?.groups?.order;
  return order
    ? { rejectionReasonKind: 'CIG_ALREADY_USED', rejectionOrderNumber: order }
    : { rejectionReasonKind: OTHER, rejectionOrderNumber: null };
}

/**
 * An invoice row's kind: a set cost item (INVOICE_ROWS), or the energy of one §4-style time band
 * ('Spesa per la materia energia - fascia F1', German '… - Zeitband F1') with its band; any other
 * row is OTHER, shown as upstream wrote it.
 */
export function invoiceRowText(raw: string | null | undefined): {
  kind: InvoiceRowKind | 'ENERGY_BAND' | typeof OTHER;
  band: string | null;
} {
  const text = (raw ?? '').trim().replace(/\s+/g, ' ');
  const band =
    /^(?:Spesa per la materia energia - fascia|Kosten für den Energieanteil - Zeitband) (?<band>F[0-9])$/iu.exec(
      text,
    )?.groups?.band;
  if (band) return { kind: 'ENERGY_BAND', band: band.toUpperCase() };
  const kind = setTextValue('invoiceRow', text)?.key ?? OTHER;
  return { kind, band: null };
}
