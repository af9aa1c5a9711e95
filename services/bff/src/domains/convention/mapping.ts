// Convention records → the API's types (docs/api.md "Conventions"): keys on the wire, upstream's
// words beside them; the overview's alerts and the earliest start of an order worked out here.
import {
  CONVENTION_EXPIRY_ALERT_DAYS,
  CONVENTION_QUANTITY_ALERT_SHARE,
  earliestStartDate,
} from '@portal/shared/procurement';
import { orderRejectionText } from '@portal/shared/set-texts';
import { contractStatus, contractStatusCode } from '@portal/shared/status';
import {
  enumeratedRequired,
  optionalId,
  toHistory,
  unitOf,
  utilityOf,
} from '../../graphql/mapping.ts';
import type {
  AnagraficaConvenzioneRecord,
  ContrattoConvenzioneRecord,
  ConvenzioneRecord,
  DocumentoConvenzioneRecord,
  OrdineRecord,
  PuntoOrdineRecord,
  RettificaRecord,
} from './upstream.ts';

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

export function toConvention(c: ConvenzioneRecord, today: string) {
  const daysLeft = daysBetween(today, c.dataFine);
  const usedShare = c.quantitaMassima > 0 ? c.quantitaOrdinata / c.quantitaMassima : 0;
  const alerts = [];
  if (daysLeft >= 0 && daysLeft <= CONVENTION_EXPIRY_ALERT_DAYS)
    alerts.push({ kind: 'EXPIRING' as const, daysLeft, usedShare: null });
  if (usedShare >= CONVENTION_QUANTITY_ALERT_SHARE)
    alerts.push({ kind: 'QUANTITY_NEARLY_USED' as const, daysLeft: null, usedShare });
  return {
    id: String(c.idConvenzione),
    registryId: String(c.idanagrafica),
    utility: utilityOf(c.codUtility),
    code: c.codice,
    name: c.nome,
    lot: c.lotto,
    frameworkCig: c.cigQuadro,
    supplier: c.fornitore,
    validFrom: c.dataInizio,
    validTo: c.dataFine,
    ...unitOf(c.unitaMisura),
    maxQuantity: c.quantitaMassima,
    orderedQuantity: c.quantitaOrdinata,
    availableQuantity: c.quantitaDisponibile,
    usedShare,
    consumedLast12Months: c.quantitaConsumata12Mesi,
    supplies: c.numeroForniture,
    spend: c.spesaTotale,
    openOrders: c.ordiniAperti,
    earliestStartDate: earliestStartDate(today, { from: c.dataInizio, to: c.dataFine }),
    alerts,
    contacts: c.contatti.map((k) => ({
      role: contactRoleOf(k.ruolo),
      name: k.nome,
      email: k.email,
      phone: k.telefono,
      hours: k.orari,
    })),
  };
}

const CONTACT_ROLES = {
  sportelloConvenzioni: 'CONVENTION_DESK',
  referenteCommerciale: 'ACCOUNT_MANAGER',
  pec: 'CERTIFIED_MAIL',
} as const;

function contactRoleOf(raw: string): (typeof CONTACT_ROLES)[keyof typeof CONTACT_ROLES] | 'OTHER' {
  return Object.hasOwn(CONTACT_ROLES, raw)
    ? CONTACT_ROLES[raw as keyof typeof CONTACT_ROLES]
    : 'OTHER';
}

/** A point's way to supply as upstream words it (docs/upstream-contract.md). */
const CONNECTION_STATES = {
  Ordinato: 'ORDERED',
  'Switching in corso': 'SWITCHING',
  'Nuovo allaccio in corso': 'NEW_CONNECTION',
  Attivo: 'ACTIVE',
  Respinto: 'REJECTED',
} as const;

export type ConnectionState = (typeof CONNECTION_STATES)[keyof typeof CONNECTION_STATES] | 'OTHER';

export function connectionStateOf(raw: string): ConnectionState {
  return Object.hasOwn(CONNECTION_STATES, raw)
    ? CONNECTION_STATES[raw as keyof typeof CONNECTION_STATES]
    : 'OTHER';
}

export function toPoint(o: OrdineRecord, p: PuntoOrdineRecord) {
  return {
    id: String(p.idPunto),
    orderId: String(o.idOrdine),
    orderNumber: o.numeroOrdine,
    supplyId: optionalId(p.idfornitura),
    pointId: p.allaccio.podPdr,
    newConnection: p.nuovoAllaccio,
    site: p.descrizioneSede,
    address: p.indirizzo,
    postalCode: p.cap,
    city: p.localita,
    province: p.provincia,
    estimatedAnnualConsumption: p.consumoAnnuoStimato,
    connectionState: connectionStateOf(p.allaccio.stato),
    connectionStateText: p.allaccio.stato,
    orderedOn: p.allaccio.dataOrdine,
    acceptedOn: p.allaccio.dataAccettazione,
    expectedStart: p.allaccio.dataPrevistaAttivazione,
    activeSince: p.allaccio.dataAttivazione,
  };
}

export function toOrder(o: OrdineRecord) {
  const state = enumeratedRequired('requestState', o.stato);
  return {
    id: String(o.idOrdine),
    number: o.numeroOrdine,
    registryId: String(o.idanagrafica),
    utility: utilityOf(o.codUtility),
    state: state.key,
    stateText: state.text,
    transmittedAt: o.dataTrasmissione,
    updatedAt: o.dataUltimoAggiornamento,
    cig: o.cig,
    cup: o.cup,
    officeCode: o.codiceUfficio,
    splitPayment: o.splitPayment,
    startDate: o.dataDecorrenza,
    note: o.note,
    rejectionReason: o.motivoRifiuto,
    ...orderRejectionText(o.motivoRifiuto),
    estimatedAnnualConsumption: o.consumoAnnuoStimato,
    history: toHistory(o.storico),
    points: o.punti.map((p) => toPoint(o, p)),
  };
}

export function toConventionContract(c: ContrattoConvenzioneRecord) {
  return {
    id: String(c.idContratto),
    number: c.numeroContratto,
    orderId: String(c.idOrdine),
    utility: utilityOf(c.codUtility),
    status: contractStatusCode(c.stato),
    statusTone: contractStatus(c.stato).tone,
    validFrom: c.dataInizio,
    validTo: c.dataFine,
    contractedQuantity: c.quantitaContrattuale,
    consumedLast12Months: c.quantitaConsumata,
    points: c.numeroPunti,
  };
}

const DOCUMENT_KINDS = {
  adesione: 'ADHESION',
  confermaOrdine: 'ORDER_CONFIRMATION',
  report: 'REPORT',
} as const;

export function toConventionDocument(d: DocumentoConvenzioneRecord) {
  const kind: (typeof DOCUMENT_KINDS)[keyof typeof DOCUMENT_KINDS] | 'OTHER' = Object.hasOwn(
    DOCUMENT_KINDS,
    d.tipo,
  )
    ? DOCUMENT_KINDS[d.tipo as keyof typeof DOCUMENT_KINDS]
    : 'OTHER';
  return {
    id: d.idDocumento,
    kind,
    title: d.titolo,
    date: d.data,
    orderId: optionalId(d.idOrdine),
    downloadUrl: `/api/files/convention-documents/${encodeURIComponent(d.idDocumento)}?utility=${utilityOf(d.codUtility)}`,
  };
}

export function toConventionRegistry(a: AnagraficaConvenzioneRecord) {
  return {
    registryId: String(a.idanagrafica),
    name: a.ragSoc,
    taxCode: a.codiceFiscale,
    vatNumber: a.partitaIva,
    ipaCode: a.codiceIpa,
    pec: a.pec,
    registeredAddress: a.indirizzoSedeLegale,
    billingAddress: a.indirizzoFatturazione,
    invoicingOffices: a.uffici.map((u) => ({
      code: u.codiceUfficio,
      name: u.denominazione,
      isDefault: u.predefinito,
    })),
    splitPayment: a.splitPayment,
    corrections: a.rettifiche.map(toCorrection),
  };
}

/** The registry fields a correction may name, as upstream's campo (docs/upstream-contract.md). */
export const CORRECTION_FIELDS = {
  REGISTERED_ADDRESS: 'indirizzoSedeLegale',
  BILLING_ADDRESS: 'indirizzoFatturazione',
  PEC: 'pec',
  INVOICING_OFFICE: 'codiceUfficio',
  SPLIT_PAYMENT: 'splitPayment',
  OTHER: 'altro',
} as const;

export type CorrectionField = keyof typeof CORRECTION_FIELDS;

export function toCorrection(r: RettificaRecord) {
  const field = (Object.keys(CORRECTION_FIELDS) as CorrectionField[]).find(
    (key) => CORRECTION_FIELDS[key] === r.campo,
  );
  const state = enumeratedRequired('requestState', r.stato);
  return {
    id: String(r.idRettifica),
    caseNumber: r.numeroPratica,
    field: field ?? 'OTHER',
    requestedValue: r.valoreRichiesto,
    note: r.nota,
    state: state.key,
    stateText: state.text,
    requestedAt: r.dataRichiesta,
  };
}
