// Object-level authorization (OWASP API1, architecture "The stitched API"): every id an argument
// names is proved to belong to one of the session's own registries before the API acts on it.
// The proof is a bounded upstream lookup filtered by those registries; a foreign id and an unknown
// id end the same way: NOT_FOUND. One Authorizer per request, loaders batch and deduplicate.
import { ApiError, notFound } from '../graphql/api-error.ts';
import type { InvoiceRecord, ContractRecord } from '../graphql/mappers.ts';
import {
  CONTRATTI_QUERY,
  FORNITURE_QUERY,
  NOTIFICHE_IDS_QUERY,
} from '../graphql/upstream-queries.ts';
import type { ExportJobRecord, FornituraRecord, Page } from '../graphql/upstream-types.ts';
import { registryIds, type PortalSession } from '../session/types.ts';
import type { CallContext, UpstreamClient } from '../upstream/client.ts';
import { UpstreamError } from '../upstream/errors.ts';
import { Loader, mapLimited } from './batch.ts';
import type { OwnershipCache } from './session-cache.ts';

type Upstream = Pick<UpstreamClient, 'request' | 'graphql'>;

export interface InvoiceFileFacts {
  idfattura: number;
  numeroFattura: string;
  hasPdftestata: boolean;
  hasPdfdettaglio: boolean;
}

/** Invoices named at once (export jobs): bounded so one request cannot fan out without limit. */
export const MAX_INVOICES_PER_REQUEST = 100;
const LOOKUP_CONCURRENCY = 8;
/** The data service's page limit: notifications older than the latest 500 cannot be marked. */
const MAX_NOTIFICATIONS = 500;

export class Authorizer {
  readonly own: readonly number[];
  private readonly ownSet: ReadonlySet<number>;
  private readonly supplies: Loader<number, FornituraRecord>;
  private readonly invoiceLookups = new Map<number, Promise<InvoiceRecord | null>>();
  private exportJobList: Promise<ExportJobRecord[]> | null = null;

  constructor(
    private readonly upstream: Upstream,
    private readonly call: CallContext,
    private readonly cache: OwnershipCache<unknown>,
  ) {
    this.own = registryIds(call.session);
    this.ownSet = new Set(this.own);
    this.supplies = new Loader((ids) => this.fetchSupplies(ids));
  }

  get session(): PortalSession {
    return this.call.session;
  }

  /** The registries a query covers: the one asked for (if the session's own), else the selected one, else all own. */
  scope(requested?: string | number | null): number[] {
    if (requested != null && requested !== '') return [this.registry(requested)];
    const selected = this.session.selectedRegistryId;
    if (selected != null && this.ownSet.has(selected)) return [selected];
    return [...this.own];
  }

  /** A registry id argument: one of the session's own registries, else NOT_FOUND. */
  registry(value: string | number): number {
    const id = Number(value);
    if (!Number.isInteger(id) || !this.ownSet.has(id)) throw notFound('Registry');
    return id;
  }

  owns(idanagrafica: number | null | undefined): boolean {
    return idanagrafica != null && this.ownSet.has(idanagrafica);
  }

  /** An invoice by idfattura: the REST lookup answers only the token's customer; we also check the registry. */
  async invoice(id: number): Promise<InvoiceRecord> {
    const found = await this.findInvoice(id);
    if (!found) throw notFound('Invoice');
    return found;
  }

  async invoices(ids: readonly number[]): Promise<InvoiceRecord[]> {
    if (ids.length > MAX_INVOICES_PER_REQUEST) {
      throw new ApiError('BAD_USER_INPUT', `At most ${MAX_INVOICES_PER_REQUEST} invoices at once`, {
        field: 'invoiceIds',
      });
    }
    return mapLimited(ids, LOOKUP_CONCURRENCY, (id) => this.invoice(id));
  }

  /** Seeds the per-request lookups with invoices a list answer already proved to be the session's. */
  primeInvoice(record: InvoiceRecord): void {
    if (this.owns(record.idanagrafica) && !this.invoiceLookups.has(record.idfattura)) {
      this.invoiceLookups.set(record.idfattura, Promise.resolve(record));
    }
  }

  findInvoice(id: number): Promise<InvoiceRecord | null> {
    let pending = this.invoiceLookups.get(id);
    if (!pending) {
      pending = this.lookupInvoice(id);
      this.invoiceLookups.set(id, pending);
    }
    return pending;
  }

  /**
   * For downloads: the facts of an invoice that never change (owner, number, which PDFs exist),
   * remembered per session for a minute so that a page view's downloads skip the lookup.
   */
  async invoiceFile(id: number): Promise<InvoiceFileFacts> {
    const cached = this.cache.get(this.session.id, 'invoiceFile', id) as
      InvoiceFileFacts | undefined;
    if (cached) return cached;
    const f = await this.invoice(id);
    const facts = {
      idfattura: f.idfattura,
      numeroFattura: f.numeroFattura,
      hasPdftestata: f.hasPdftestata,
      hasPdfdettaglio: f.hasPdfdettaglio,
    };
    this.cache.set(this.session.id, 'invoiceFile', id, facts);
    return facts;
  }

  /** The lookup is also the current state (paid or not): it is never served from a cache across requests. */
  private async lookupInvoice(id: number): Promise<InvoiceRecord | null> {
    try {
      const { body } = await this.upstream.request<InvoiceRecord>(this.call, {
        method: 'GET',
        path: '/api/invoices/get-invoice',
        query: { idfattura: id },
      });
      return body && this.owns(body.idanagrafica) ? body : null;
    } catch (error) {
      if (error instanceof UpstreamError && (error.status === 404 || error.status === 403))
        return null;
      throw error;
    }
  }

  /** A supply (idfornitura) of the session's registries; batched: one upstream query per tick. */
  async supply(id: number): Promise<FornituraRecord> {
    const found = await this.supplies.load(id);
    if (!found) throw notFound('Supply');
    return found;
  }

  primeSupply(record: FornituraRecord): void {
    if (this.owns(record.idanagrafica)) this.supplies.prime(record.idfornitura, record);
  }

  /** The data service filters one supply id at a time; the loader still deduplicates and bounds the fan-out. */
  private async fetchSupplies(ids: number[]): Promise<Map<number, FornituraRecord>> {
    const found = new Map<number, FornituraRecord>();
    const missing: number[] = [];
    for (const id of ids) {
      const cached = this.cache.get(this.session.id, 'supply', id) as FornituraRecord | undefined;
      if (cached) found.set(id, cached);
      else missing.push(id);
    }
    await mapLimited(missing, LOOKUP_CONCURRENCY, async (id) => {
      const data = await this.upstream.graphql<{ forniture: Page<FornituraRecord> }>(this.call, {
        query: FORNITURE_QUERY,
        operationName: 'Forniture',
        variables: { idanagrafica: this.own, idfornitura: id, first: 1 },
      });
      const f = data.forniture.nodes.find((n) => n.idfornitura === id && this.owns(n.idanagrafica));
      if (f) {
        found.set(id, f);
        this.cache.set(this.session.id, 'supply', id, f);
      }
    });
    return found;
  }

  /** A contract line (idrigaContratto) of the session's registries. */
  async contract(id: number): Promise<ContractRecord> {
    const cached = this.cache.get(this.session.id, 'contract', id) as ContractRecord | undefined;
    if (cached) return cached;
    const data = await this.upstream.graphql<{ contratti: Page<ContractRecord> }>(this.call, {
      query: CONTRATTI_QUERY,
      operationName: 'Contratti',
      variables: { idanagrafica: this.own, idrigaContratto: id, first: 1 },
    });
    const found = data.contratti.nodes.find(
      (c) => c.idrigaContratto === id && this.owns(c.idanagrafica),
    );
    if (!found) throw notFound('Contract');
    this.cache.set(this.session.id, 'contract', id, found);
    return found;
  }

  /**
   * A notification of the session's registries. The data service lists them without an id
   * filter, so the proof is bounded to the latest MAX_NOTIFICATIONS of the session.
   */
  async notification(id: number): Promise<{ idnotifica: number; idanagrafica: number }> {
    const data = await this.upstream.graphql<{
      notifiche: Page<{ idnotifica: number; idanagrafica: number }>;
    }>(this.call, {
      query: NOTIFICHE_IDS_QUERY,
      operationName: 'NotificheIds',
      variables: { idanagrafica: this.own, first: MAX_NOTIFICATIONS },
    });
    const found = data.notifiche.nodes.find(
      (n) => n.idnotifica === id && this.owns(n.idanagrafica),
    );
    if (!found) throw notFound('Notification');
    return found;
  }

  /** The session's export jobs (upstream lists only the token's own), fetched once per request. */
  exportJobs(): Promise<ExportJobRecord[]> {
    this.exportJobList ??= this.upstream
      .request<{ jobs: ExportJobRecord[] }>(this.call, {
        method: 'GET',
        path: '/api/invoices/export-pdf/list',
      })
      .then((r) => r.body.jobs ?? []);
    return this.exportJobList;
  }

  async exportJob(id: string): Promise<ExportJobRecord> {
    const cached = this.cache.get(this.session.id, 'exportJob', id) as ExportJobRecord | undefined;
    if (cached && cached.status === 5) return cached;
    const found = (await this.exportJobs()).find((j) => String(j.idJob) === id);
    if (!found) throw notFound('Export job');
    this.cache.set(this.session.id, 'exportJob', id, found);
    return found;
  }
}
