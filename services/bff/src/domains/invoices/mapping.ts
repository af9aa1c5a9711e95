// Invoice records → the API's Invoice and InvoiceRow; the file routes of an invoice's PDFs.
import { invoiceRowText } from '@portal/shared/set-texts';
import type { Fattura } from '@portal/upstream-contract/records';
import {
  day,
  enumerated,
  enumeratedRequired,
  finiteOrZero,
  optionalId,
  unitOf,
  utilityOf,
} from '../../graphql/mapping.ts';
import type { InvoiceRecord } from '../../scope/invoices.ts';
import type { SiteRecord } from '../../scope/sites.ts';
import type { InvoiceRowRecord } from './upstream.ts';

export function toInvoice(f: InvoiceRecord) {
  const unit = unitOf(f.unitaMisura);
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
    amount: finiteOrZero(f.importo),
    amountToPay: finiteOrZero(f.totaleApagare),
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
    supplyId: optionalId(f.idfornitura),
    documentType: documentType.key,
    documentTypeText: documentType.text,
    billedQuantity: f.consumoFatturato ?? null,
    unit: unit.unit,
    unitText: unit.unitText,
  };
}
export type ApiInvoice = ReturnType<typeof toInvoice>;

/** `textLanguage`: the language its registry's upstream text is written in (registryLanguage). */
export function toInvoiceRow(r: InvoiceRowRecord, textLanguage: 'it' | 'de' = 'it') {
  const unit = unitOf(r.unita);
  return {
    description: r.descrizione,
    ...invoiceRowText(r.descrizione),
    textLanguage,
    quantity: r.quantita,
    unit: unit.unit,
    unitText: unit.unitText,
    unitPrice: r.prezzoUnitario,
    amount: finiteOrZero(r.importo),
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

/** A site as the API's Site. */
export function toSite(s: SiteRecord) {
  return {
    id: String(s.idsede),
    name: s.descrizioneSede,
    address: s.indirizzo,
    locality: s.localita,
    registryId: String(s.idanagrafica),
    utility: utilityOf(s.codUtility),
  };
}
