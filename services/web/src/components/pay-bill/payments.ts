// Online payment of a retail bill (§1, §7 Payment; docs/api.md invoiceCheckout): open the card
// checkout and send the browser to the provider's page, once per press and never repeated by the
// client (§7: no retry for POST) — upstream keeps one open checkout per invoice. Used by the retail
// dashboard and the bills pages, so it lives with the components every feature may use; the
// outcome is read on the bill's page (features/invoices/api/checkoutResult.ts).
import type { Locale } from '@portal/shared/constants';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { graphql } from '@/graphql/generated/index.ts';
import type { InvoiceCheckoutMutation } from '@/graphql/generated/graphql.ts';
import { graphql as send } from '@/lib/graphql.ts';

export const INVOICE_CHECKOUT = graphql(`
  mutation InvoiceCheckout($invoiceId: ID!, $language: ContentLanguage) {
    invoiceCheckout(invoiceId: $invoiceId, language: $language) {
      checkoutId
      paymentUrl
      invoiceId
    }
  }
`);

export type Checkout = InvoiceCheckoutMutation['invoiceCheckout'];

/** The card page and the way back in the page's language. */
export async function startCheckout(invoiceId: string, language: Locale): Promise<Checkout> {
  return (await send(INVOICE_CHECKOUT, { invoiceId, language: language === 'de' ? 'DE' : 'IT' }))
    .invoiceCheckout;
}

/** The browser's way out to the provider's page (one object, so a test can watch it). */
export const browser = {
  leaveFor(address: string): void {
    window.location.assign(address);
  },
};

/** The queries that show a bill's payment state: the bill, the bills lists and the retail home. */
const BILL_QUERIES = /\bquery (Invoice|Invoices|InvoiceById|RetailDashboard)\b/;

/** Whether an SWR key is one of those queries ([document, variables]; the document as text once built). */
export function isBillQueryKey(key: unknown): boolean {
  return Array.isArray(key) && key.length > 0 && BILL_QUERIES.test(String(key[0]));
}

/** Asks every bill query on screen or in the cache again, so a paid bill reads paid everywhere without a reload. */
export function useRefreshBills(): () => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    await mutate(isBillQueryKey);
  }, [mutate]);
}
