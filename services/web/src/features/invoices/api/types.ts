// The retail part of the portal's GraphQL schema (docs/api.md), as the pages read it.
import {
  enumerationKeys,
  type Other,
  type PaymentMethod,
  type PaymentState,
} from '@portal/shared/enumerations';

export type { PaymentState };
export type Utility = 'GAS' | 'POWER';
/** The states a customer can filter by: upstream's four (issue 18 item 4: OTHER is not one). */
export const PAYMENT_STATES: readonly PaymentState[] = enumerationKeys('paymentState');

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
  amount amountToPay paid paymentState utility pointId paymentMethod paymentMethodText onlinePaymentEnabled hasPdf hasDetailPdf`;
