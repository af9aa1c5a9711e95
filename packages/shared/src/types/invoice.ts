// The invoice browse call of §7: its filter (§3). The invoice record and the browse answer are the
// upstream contract's (packages/upstream-contract).

/** Filter of POST /api/invoices/browse (§3, §7); dates are the day's bounds (§5). */
export interface InvoiceBrowseFilter {
  DocumentNumber?: string;
  IssueDateFrom?: string;
  IssueDateTo?: string;
}
