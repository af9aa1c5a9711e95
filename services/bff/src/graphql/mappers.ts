// Upstream records (Italian field names of §3) → the API's page-shaped types (English names).
// Upstream's Italian enumerations cross as keys (issue 18 item 4, conventions 17): each such field
// has a `…Text` companion with upstream's words, shown only when the key is OTHER.
// Pure functions: unit-tested without any server.
import {
  OTHER,
  enumerationValue,
  type EnumerationKey,
  type EnumerationName,
} from '@portal/shared/enumerations';
import {
  contractStatus,
  contractStatusCode,
  exportJobStatus,
  isExportJobDownloadable,
} from '@portal/shared/status';
import type { Anagrafica } from '@portal/shared/types/registry';
import type { Contratto } from '@portal/shared/types/contract';
import type { Fattura } from '@portal/shared/types/invoice';
import type {
  BonusFedeltaRecord,
  CodUtility,
  ExportJobRecord,
  FornituraRecord,
  InvoiceRowRecord,
  NotificaRecord,
  OperazioneRecord,
  StatoStoricoRecord,
  WpPost,
} from './upstream-types.ts';

export type Utility = 'GAS' | 'POWER';

/** §1: utility code 1 is gas, 0 is power. */
export function utilityOf(code: CodUtility | number | null | undefined): Utility {
  return code === 1 ? 'GAS' : 'POWER';
}

export function codUtilityOf(utility: Utility): 'Gas' | 'Power' {
  return utility === 'GAS' ? 'Gas' : 'Power';
}

/** Calendar day of an upstream date or instant; open-ended (year 9999) and empty dates are null (§5). */
export function day(value: string | null | undefined): string | null {
  if (!value || value.length < 10 || value.startsWith('9999')) return null;
  return value.slice(0, 10);
}

const id = (value: number | string | null | undefined): string | null =>
  value == null ? null : String(value);

const num = (value: number | null | undefined): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

/** An enumerated upstream value: its key (null when upstream sent nothing) and its text. */
export function enumerated<N extends EnumerationName>(
  name: N,
  raw: string | null | undefined,
): { key: EnumerationKey<N> | typeof OTHER | null; text: string | null } {
  return enumerationValue(name, raw) ?? { key: null, text: null };
}

/** The same for a field the API never leaves empty: nothing from upstream is OTHER with no text. */
export function enumeratedRequired<N extends EnumerationName>(
  name: N,
  raw: string | null | undefined,
): { key: EnumerationKey<N> | typeof OTHER; text: string } {
  return enumerationValue(name, raw) ?? { key: OTHER, text: '' };
}

export type InvoiceRecord = Fattura & {
  idsede?: number | null;
  idfornitura?: number | null;
  consumoFatturato?: number | null;
  unitaMisura?: string | null;
};

export function toInvoice(f: InvoiceRecord) {
  const state = enumeratedRequired('paymentState', f.statoPagamento);
  const method = enumerated('paymentMethod', f.modalitaPagamento);
  const documentType = enumerated('documentType', f.tipoDoc);
  return {
    id: String(f.idfattura),
    documentNumber: f.numeroFattura,
    issueDate: f.dataEmissione.slice(0, 10),
    dueDate: day(f.dataScadenza),
    paymentDate: day(f.dataPagamento),
    competenceFrom: day(f.compDal),
    competenceTo: day(f.compAl),
    amount: num(f.importo),
    amountToPay: num(f.totaleApagare),
    paid: Boolean(f.pagato),
    paymentState: state.key,
    paymentStateText: state.text,
    utility: utilityOf(f.codUtility),
    pointId: f.podPdr,
    paymentMethod: method.key,
    paymentMethodText: method.text,
    onlinePaymentEnabled: Boolean(f.pagamentoOnlineAbilitato),
    hasPdf: Boolean(f.hasPdftestata),
    hasDetailPdf: Boolean(f.hasPdfdettaglio),
    registryId: String(f.idanagrafica),
    supplyId: id(f.idfornitura),
    documentType: documentType.key,
    documentTypeText: documentType.text,
    billedQuantity: f.consumoFatturato ?? null,
    unit: f.unitaMisura ?? null,
  };
}
export type ApiInvoice = ReturnType<typeof toInvoice>;

export function toInvoiceRow(r: InvoiceRowRecord) {
  return {
    description: r.descrizione,
    quantity: r.quantita,
    unit: r.unita,
    unitPrice: r.prezzoUnitario,
    amount: num(r.importo),
    vatRate: r.aliquotaIva,
  };
}

/** The file route of an invoice's PDFs (docs/api.md "Files"); null when upstream has no such PDF. */
export function invoicePdfUrls(
  f: Pick<Fattura, 'idfattura' | 'hasPdftestata' | 'hasPdfdettaglio'>,
) {
  return {
    pdfUrl: f.hasPdftestata ? `/api/files/invoices/${f.idfattura}` : null,
    detailPdfUrl: f.hasPdfdettaglio ? `/api/files/invoices/${f.idfattura}?variant=detail` : null,
  };
}

export type ContractRecord = Contratto & {
  idfornitura?: number | null;
  ultimaLettura?: number | null;
  dataUltimaLettura?: string | null;
};

export function toContract(c: ContractRecord) {
  const macroStatus = enumerated('contractMacroStatus', c.macroStato);
  const billingFrequency = enumerated('billingFrequency', c.frequenzaFatturazione);
  const paymentType = enumerated('paymentMethod', c.tipoPagamento);
  const signingChannel = enumerated('signingChannel', c.modalitaStipula);
  const readingType = enumerated('readingType', c.tipoLettura);
  return {
    id: String(c.idrigaContratto),
    contractNumber: c.codiceContratto,
    contractRowCode: c.codiceRigaContratto,
    utility: utilityOf(c.codUtility),
    pointId: c.codicePunto,
    status: contractStatusCode(c.statoRiga),
    statusTone: contractStatus(c.statoRiga).tone,
    macroStatus: macroStatus.key,
    macroStatusText: macroStatus.text,
    product: c.prodotto,
    offerCode: c.offerCode,
    siteId: id(c.idsede),
    siteName: c.descrizioneSede,
    address: c.indirizzo,
    locality: c.localita,
    province: c.provincia,
    friendlyName: c.friendlyName,
    signedOn: day(c.dataStipula),
    activatedOn: day(c.dataAttivazione),
    terminatedOn: day(c.dataCessazione),
    validFrom: day(c.dataInizioValidita),
    validTo: day(c.dataFineValidita),
    billingFrequency: billingFrequency.key,
    billingFrequencyText: billingFrequency.text,
    paymentType: paymentType.key,
    paymentTypeText: paymentType.text,
    signingChannel: signingChannel.key,
    signingChannelText: signingChannel.text,
    readingType: readingType.key,
    readingTypeText: readingType.text,
    canInsertReading: Boolean(c.canInsertLettura),
    readingWindowFrom: day(c.finestraLetturaDal),
    readingWindowTo: day(c.finestraLetturaAl),
    contractualConsumptionPower: c.consumoContrattualeEe,
    contractualConsumptionGas: c.consumoContrattualeGas,
    constantInstalment: c.rataCostante,
    businessConventionCode: c.businessConventionCode,
    businessConventionName: c.businessConventionName,
    businessConventionType: c.businessConventionType,
    businessConventionStartDate: day(c.businessConventionStartDate),
    businessConventionEndDate: day(c.businessConventionEndDate),
    agent: c.agenteTestata,
    registryId: String(c.idanagrafica),
    supplyId: id(c.idfornitura),
  };
}

export function toSupply(f: FornituraRecord) {
  const voltage = enumerated('voltage', f.tensione);
  const use = enumerated('supplyUse', f.tipoUso);
  return {
    id: String(f.idfornitura),
    utility: utilityOf(f.codUtility),
    pointId: f.podPdr,
    address: f.indirizzo ?? '',
    locality: f.localita,
    province: f.provincia,
    status: contractStatusCode(f.statoFornitura),
    greenEnergy: Boolean(f.energiaVerde),
    contractId: id(f.idrigaContratto),
    product: f.prodotto,
    siteId: String(f.idsede),
    siteName: f.descrizioneSede,
    postalCode: f.cap,
    activationDate: day(f.dataAttivazione),
    terminationDate: day(f.dataCessazione),
    renewablePercent: f.percentualeRinnovabile,
    greenCertificate: f.certificazioneVerde,
    co2AvoidedKg: f.co2EvitataKg,
    committedPowerKw: f.potenzaImpegnata,
    availablePowerKw: f.potenzaDisponibile,
    voltage: voltage.key,
    voltageText: voltage.text,
    meterClass: f.classeContatore,
    use: use.key,
    useText: use.text,
    annualConsumption: f.consumoAnnuo,
    unit: f.unitaMisura,
  };
}

export function toRegistry(
  a: Anagrafica & { eMail?: string | null; telefono?: string | null; cellulare?: string | null },
) {
  const fd = a.fatturaDigitale;
  const delivery = enumerated('billDelivery', fd?.tipoInvioFatturaDescrizione);
  return {
    id: String(a.idanagrafica),
    companyName: a.ragSoc,
    firstName: a.nome,
    lastName: a.cognome,
    taxCode: a.cfisc,
    foreignTaxCode: a.codiceFiscaleEstero,
    vatNumber: a.piva,
    ateco: a.ateco,
    ateco2: a.ateco2,
    address: a.indirizzo,
    postalCode: a.cap,
    locality: a.localita,
    province: a.provincia,
    country: a.nazione,
    taxCountry: a.nazioneDatoFiscale,
    splitPayment: Boolean(a.splitPayment),
    email: a.eMail ?? null,
    phone: a.telefono ?? null,
    mobile: a.cellulare ?? null,
    aidIndici: a.aidIndici ? { annualPowerConsumption: a.aidIndici.consumoAnnoEe } : null,
    fatturaDigitale: fd
      ? {
          email: fd.eMail,
          digital: Boolean(fd.flgDigi),
          byEmail: Boolean(fd.flgEMail),
          grouped: Boolean(fd.flgRaggr),
          deliveryTypeId: fd.idTipoInvioFattura,
          deliveryType: delivery.key,
          deliveryTypeText: delivery.text,
          masterId: id(fd.iDTMaster),
          flags: fd.valoreFlags,
        }
      : null,
  };
}

export function toNotification(n: NotificaRecord) {
  const category = enumerated('notificationCategory', n.categoria);
  return {
    id: String(n.idnotifica),
    date: n.dataCreazione,
    title: n.titolo,
    body: n.testo,
    read: Boolean(n.letta),
    category: category.key,
    categoryText: category.text,
    link: n.link,
  };
}

export function toHistory(storico: readonly StatoStoricoRecord[] | null | undefined) {
  return (storico ?? []).map((s) => {
    const state = enumeratedRequired('requestState', s.stato);
    return { state: state.key, stateText: state.text, date: s.data, note: s.nota };
  });
}

export function toOperation(o: OperazioneRecord) {
  const kind = enumeratedRequired('operationKind', o.tipo);
  const state = enumeratedRequired('requestState', o.stato);
  return {
    id: String(o.idoperazione),
    kind: kind.key,
    kindText: kind.text,
    description: o.descrizione,
    state: state.key,
    stateText: state.text,
    openedAt: o.dataApertura,
    updatedAt: o.dataUltimoAggiornamento,
    supplyId: id(o.idfornitura),
    pointId: o.podPdr,
    utility: o.codUtility == null ? null : utilityOf(o.codUtility),
    history: toHistory(o.storico),
  };
}

export function toLoyaltyBonus(b: BonusFedeltaRecord) {
  const level = enumeratedRequired('bonusLevel', b.livello);
  return {
    points: b.punti,
    level: level.key,
    levelText: level.text,
    nextLevelThreshold: b.sogliaProssimoLivello,
    eligible: Boolean(b.idoneo),
    notEligibleReason: b.motivoNonIdoneo,
    pointsExpireOn: day(b.scadenzaPunti),
    movements: (b.movimenti ?? []).map((m) => ({
      date: m.data,
      points: m.punti,
      description: m.descrizione,
    })),
  };
}

/** §4 export job states through the shared map; a download address only once it ran to completion. */
export function toExportJob(j: ExportJobRecord) {
  const status = exportJobStatus(j.status);
  const ready = isExportJobDownloadable(j.status);
  return {
    id: String(j.idJob),
    kind: j.tipo,
    statusCode: status.code,
    status: status.key,
    tone: status.tone,
    ready,
    createdAt: j.createdAt,
    updatedAt: j.updatedAt,
    invoiceCount: j.numeroFatture,
    downloadUrl: ready ? `/api/files/exports/${encodeURIComponent(String(j.idJob))}` : null,
  };
}

export function toNewsPost(p: WpPost) {
  return {
    id: String(p.id),
    date: p.date,
    slug: p.slug ?? null,
    link: p.link ?? null,
    title: p.title?.rendered ?? '',
    excerpt: p.excerpt?.rendered ?? '',
    content: p.content?.rendered ?? '',
  };
}
