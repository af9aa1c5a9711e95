// What an invoices query asks upstream for: only the
// upstream fields the selected Invoice fields are made of, and the totals only when selected.
import { selectedNames, type SelectionInfo } from '../../graphql/selection.ts';
import type { ApiInvoice } from './mapping.ts';
import { FATTURA_FIELD_LIST, FATTURE_QUERY, fattureQuery } from './upstream.ts';

/** The upstream fields each field of an Invoice is made from (toInvoice). */
const INVOICE_SOURCES: Record<keyof ApiInvoice, readonly string[]> = {
  id: ['idfattura'],
  documentNumber: ['numeroFattura'],
  issueDate: ['dataEmissione'],
  dueDate: ['dataScadenza'],
  paymentDate: ['dataPagamento'],
  competenceFrom: ['compDal'],
  competenceTo: ['compAl'],
  amount: ['importo'],
  amountToPay: ['totaleApagare'],
  paid: ['pagato'],
  paymentState: ['statoPagamento'],
  paymentStateText: ['statoPagamento'],
  utility: ['codUtility'],
  pointId: ['podPdr'],
  paymentMethod: ['modalitaPagamento'],
  paymentMethodText: ['modalitaPagamento'],
  onlinePaymentEnabled: ['pagamentoOnlineAbilitato'],
  hasPdf: ['hasPdftestata'],
  hasDetailPdf: ['hasPdfdettaglio'],
  registryId: ['idanagrafica'],
  supplyId: ['idfornitura'],
  documentType: ['tipoDoc'],
  documentTypeText: ['tipoDoc'],
  billedQuantity: ['consumoFatturato'],
  unit: ['unitaMisura'],
  unitText: ['unitaMisura'],
};
/** Read whatever the query selects: the ids of the ownership check, the issue day, the amounts the totals add up. */
const ALWAYS_READ = [
  'idfattura',
  'idanagrafica',
  'dataEmissione',
  'importo',
  'totaleApagare',
  'pagato',
];
/** Every field of an invoice, in the full query's order. */
export const ALL_FIELDS = FATTURA_FIELD_LIST.join(' ');
const listFields = new WeakMap<object, string>();
const listQueries = new Map<string, string>([[ALL_FIELDS, FATTURE_QUERY]]);

/**
 * The upstream fields (space-separated, in the full query's order) an invoices query needs for what
 * it selects of the invoices: a bills page showing twelve columns makes upstream send, and the BFF
 * parse, about half of an invoice. Worked out once per query document.
 */
export function invoiceListFields(info: SelectionInfo): string {
  const key = info.fieldNodes[0];
  const known = key && listFields.get(key);
  if (known) return known;
  const wanted = new Set(ALWAYS_READ);
  let fields: string | null = null;
  for (const name of selectedNames(info, ['nodes'])) {
    if (name === '__typename') continue;
    const sources = INVOICE_SOURCES[name as keyof ApiInvoice] as readonly string[] | undefined;
    if (!sources) {
      fields = ALL_FIELDS;
      break;
    }
    for (const source of sources) wanted.add(source);
  }
  fields ??= FATTURA_FIELD_LIST.filter((f) => wanted.has(f)).join(' ');
  if (key) listFields.set(key, fields);
  return fields;
}

const totalsWanted = new WeakMap<object, boolean>();

/** Whether an invoices query selects its totals: upstream sums them only then. */
export function wantsTotals(info: SelectionInfo): boolean {
  const key = info.fieldNodes[0];
  const known = key ? totalsWanted.get(key) : undefined;
  if (known !== undefined) return known;
  const names = selectedNames(info, []);
  const wanted = names.has('totalAmount') || names.has('totalToPay');
  if (key) totalsWanted.set(key, wanted);
  return wanted;
}

export function listQuery(fields: string, totals: boolean): string {
  const key = totals ? `totals ${fields}` : fields;
  let query = listQueries.get(key);
  if (query === undefined) {
    query = fattureQuery(fields, totals);
    // A few shapes per page of the client; bounded all the same.
    if (listQueries.size < 200) listQueries.set(key, query);
  }
  return query;
}
