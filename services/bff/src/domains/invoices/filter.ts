// The browse call's answer (§7 /api/invoices/browse, by document number) filtered as the data
// service filters fatture, so that a search by number meets the same filter as the list.
import type { UpstreamFilter } from '../../scope/invoice-filter.ts';
import type { InvoiceRecord } from '../../scope/invoices.ts';

/** Whether an invoice answered by the browse call meets the filter, as the data service would. */
export function matches(f: InvoiceRecord, filter: UpstreamFilter): boolean {
  if (filter.statoPagamento && !filter.statoPagamento.includes(f.statoPagamento)) return false;
  if (filter.idSedi && !filter.idSedi.includes(f.idsede ?? -1)) return false;
  if (filter.idForniture && !filter.idForniture.includes(f.idfornitura ?? -1)) return false;
  // Competence inside the range, as the data service filters it.
  if (filter.compDal && (f.compDal ?? '') < filter.compDal) return false;
  if (filter.compAl && (f.compAl ?? '\uffff') > filter.compAl) return false;
  return true;
}
