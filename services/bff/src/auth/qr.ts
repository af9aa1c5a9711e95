// The QR invoice lookup (§4, §5): browse the customer's invoices of the issue day (start to end of
// the day) and open the detail of the one whose document number the link names. The number is
// matched here, ignoring case and surrounding spaces, whatever upstream's own
// matching of DocumentNumber is; a customer has few invoices a day.
import { issueDayBounds, sameDocumentNumber } from '@portal/shared/inputs';
import type { Locale } from '@portal/shared/constants';
import { buildPath } from '@portal/shared/routes';
import type { InvoiceBrowseAnswer } from '@portal/upstream-contract/rest';
import type { PortalSession, SessionCall } from '../session/types.ts';
import { languageOf } from '../session/view.ts';
import type { UpstreamClient } from '../upstream/client.ts';
import type { QrPending } from './cookies.ts';

/** §2, §5: the link's own language when it has a prefix (/de on a German bill), else the session's. */
function qrLanguage(session: PortalSession, linkLocale: Locale | null | undefined): Locale {
  return linkLocale ?? languageOf(session);
}

/**
 * Where a QR link whose invoice is not the customer's lands: the bills list with §8's 'Fattura non
 * trovata per questo utente.', session kept (§4), in the link's or the session's language (§2, §5).
 */
export function qrNotFoundLocation(session: PortalSession, linkLocale?: Locale | null): string {
  return `${buildPath('retail-myBills', {}, qrLanguage(session, linkLocale))}?qrError=invoiceNotFoundForQr`;
}

/** The invoice detail address in the link's or the session's language, or null when the customer has no such invoice. */
export async function findQrInvoice(
  upstream: UpstreamClient,
  ctx: SessionCall,
  pending: QrPending,
): Promise<string | null> {
  const bounds = issueDayBounds(pending.dataEmissione);
  const answer = await upstream.request<InvoiceBrowseAnswer>(ctx, {
    method: 'POST',
    path: '/api/invoices/browse',
    body: {
      IssueDateFrom: bounds.from,
      IssueDateTo: bounds.to,
    },
  });
  const invoices = Array.isArray(answer.body?.invoices) ? answer.body.invoices : [];
  const found = invoices.find((invoice) =>
    sameDocumentNumber(String(invoice.documentNumber), pending.numeroFattura),
  );
  if (!found) return null;
  const issueDate = String(found.issueDate).slice(0, 10);
  const path = buildPath(
    'retail-myBills-id',
    { id: found.documentNumber },
    qrLanguage(ctx.session, pending.locale),
  );
  return `${path}?issueDate=${issueDate}`;
}
