// An invoice (fattura) as the domains that name one read it, and the ownership check of invoice
// ids (OWASP API1): the REST lookup answers only the token's customer, and the record's registry
// must also be one of the session's. A foreign invoice and an unknown one end the same way:
// NOT_FOUND.
import type { Fattura } from '@portal/upstream-contract/records';
import {
  LOOKUP_CONCURRENCY,
  MAX_INVOICES_PER_REQUEST,
  type Authorizer,
} from '../authz/authorizer.ts';
import { mapLimited } from '../authz/batch.ts';
import { ApiError, notFound } from '../errors/api-error.ts';
import { UpstreamError } from '../upstream/errors.ts';

/** An invoice of §3 as the data service and the REST lookup answer it, with the site and supply. */
export type InvoiceRecord = Fattura & {
  idsede?: number | null;
  idfornitura?: number | null;
  consumoFatturato?: number | null;
  unitaMisura?: string | null;
};

export interface InvoiceFileFacts {
  idfattura: number;
  numeroFattura: string;
  hasPdftestata: boolean;
  hasPdfdettaglio: boolean;
}

/** The lookup is also the current state (paid or not): it is never served from a cache across requests. */
async function lookupInvoice(authz: Authorizer, id: number): Promise<InvoiceRecord | null> {
  try {
    const { body } = await authz.upstream.request<InvoiceRecord>(authz.call, {
      method: 'GET',
      path: '/api/invoices/get-invoice',
      query: { idfattura: id },
    });
    return body && authz.owns(body.idanagrafica) ? body : null;
  } catch (error) {
    if (error instanceof UpstreamError && (error.status === 404 || error.status === 403))
      return null;
    throw error;
  }
}

/** The session's invoice, or null; looked up once per request. */
export function findInvoice(authz: Authorizer, id: number): Promise<InvoiceRecord | null> {
  return authz.once('invoice', id, () => lookupInvoice(authz, id));
}

export async function ownedInvoice(authz: Authorizer, id: number): Promise<InvoiceRecord> {
  const found = await findInvoice(authz, id);
  if (!found) throw notFound('Invoice');
  return found;
}

export async function ownedInvoices(
  authz: Authorizer,
  ids: readonly number[],
): Promise<InvoiceRecord[]> {
  if (ids.length > MAX_INVOICES_PER_REQUEST) {
    throw new ApiError('BAD_USER_INPUT', `At most ${MAX_INVOICES_PER_REQUEST} invoices at once`, {
      field: 'invoiceIds',
    });
  }
  return mapLimited(ids, LOOKUP_CONCURRENCY, (id) => ownedInvoice(authz, id));
}

/** Seeds the request's lookups with invoices a list answer already proved to be the session's. */
export function primeInvoice(authz: Authorizer, record: InvoiceRecord): void {
  if (authz.owns(record.idanagrafica)) authz.prime('invoice', record.idfattura, record);
}

/**
 * For downloads: the facts of an invoice that never change (owner, number, which PDFs exist),
 * remembered per session for a minute so that a page view's downloads skip the lookup.
 */
export async function invoiceFile(authz: Authorizer, id: number): Promise<InvoiceFileFacts> {
  const cached = authz.remembered<InvoiceFileFacts>('invoiceFile', id);
  if (cached) return cached;
  const f = await ownedInvoice(authz, id);
  const facts = {
    idfattura: f.idfattura,
    numeroFattura: f.numeroFattura,
    hasPdftestata: f.hasPdftestata,
    hasPdfdettaglio: f.hasPdfdettaglio,
  };
  authz.remember('invoiceFile', id, facts);
  return facts;
}
