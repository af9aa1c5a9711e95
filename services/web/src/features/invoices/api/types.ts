// The retail part of the portal's GraphQL schema (docs/api.md), as the pages read it.
export type Utility = 'GAS' | 'POWER';
export const PAYMENT_STATES = ['PAID', 'TO_PAY', 'OVERDUE', 'PARTIALLY_PAID'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

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
  paymentState: string;
  utility: Utility;
  pointId: string | null;
  paymentMethod: string | null;
  onlinePaymentEnabled: boolean;
  hasPdf: boolean;
  hasDetailPdf: boolean;
}

export const INVOICE_FIELDS = `id documentNumber issueDate dueDate paymentDate competenceFrom competenceTo
  amount amountToPay paid paymentState utility pointId paymentMethod onlinePaymentEnabled hasPdf hasDetailPdf`;
