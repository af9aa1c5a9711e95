// The invoices part of the portal's GraphQL schema (docs/api.md), as the pages read it.
import type { Other, PaymentMethod, PaymentState, Unit } from '@portal/shared/enumerations';

export type { PaymentState };
export type Utility = 'GAS' | 'POWER';

export interface Invoice {
  id: string;
  documentNumber: string;
  issueDate: string;
  dueDate: string | null;
  paymentDate: string | null;
  competenceFrom: string | null;
  competenceTo: string | null;
  amount: number;
  amountToPay: number;
  paid: boolean;
  paymentState: PaymentState | Other;
  /** Upstream's words for the payment state, shown when the key is OTHER. */
  paymentStateText: string;
  utility: Utility;
  pointId: string | null;
  paymentMethod: PaymentMethod | Other | null;
  /** Upstream's words for the payment method, shown when the key is OTHER. */
  paymentMethodText: string | null;
  onlinePaymentEnabled: boolean;
  hasPdf: boolean;
  hasDetailPdf: boolean;
}

export const INVOICE_FIELDS = `id documentNumber issueDate dueDate paymentDate competenceFrom competenceTo
  amount amountToPay paid paymentState paymentStateText utility pointId paymentMethod paymentMethodText
  onlinePaymentEnabled hasPdf hasDetailPdf`;

export interface InvoiceRow {
  description: string;
  quantity: number | null;
  unit: Unit | Other | null;
  /** Upstream's words for the unit, shown when the key is OTHER. */
  unitText: string | null;
  unitPrice: number | null;
  amount: number;
  vatRate: number | null;
}

export const INVOICE_DETAIL_FIELDS = `invoice { ${INVOICE_FIELDS} }
    rows { description quantity unit unitText unitPrice amount vatRate }
    pdfUrl detailPdfUrl`;

export interface InvoiceDetail {
  invoice: Invoice;
  rows: InvoiceRow[];
  pdfUrl: string | null;
  detailPdfUrl: string | null;
}

export interface InvoicePage {
  totalCount: number;
  totalAmount: number;
  totalToPay: number;
  nodes: Invoice[];
}

export interface Site {
  id: string;
  name: string;
  address: string;
  locality: string | null;
}
