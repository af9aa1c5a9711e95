// Object-level authorization (OWASP API1, architecture "The stitched API"): every id an argument
// names is proved to belong to one of the session's own registries before the API acts on it.
// This is the domain-neutral half: the session's registries, the scope of a query, and the
// per-request and per-session memory of proofs. The ids that many domains name (supplies, sites,
// invoices) are proved with it in the scope kernel (scope/), the others by their own domain
// (domains/<domain>/ownership.ts): a bounded upstream lookup filtered by the session's
// registries, where a foreign id and an unknown id end the same way: NOT_FOUND.
import { registriesOfSegment, resolveSegment } from '@portal/shared/segment';
import { notFound } from '../errors/api-error.ts';
import {
  registryIds,
  selectedRegistry,
  type PortalSession,
  type SessionCall,
} from '../session/types.ts';
import type { UpstreamClient } from '../upstream/client.ts';
import { Loader, type BatchFn } from './batch.ts';
import type { OwnershipCache } from './session-cache.ts';

export type AuthzUpstream = Pick<UpstreamClient, 'request' | 'graphql'>;

/** Ids named at once (export jobs): bounded so one request cannot fan out without limit. */
export const MAX_INVOICES_PER_REQUEST = 100;
/** Concurrent ownership lookups of one request. */
export const LOOKUP_CONCURRENCY = 8;

export class Authorizer {
  readonly own: readonly number[];
  private readonly ownSet: ReadonlySet<number>;
  private readonly lookups = new Map<string, Promise<unknown>>();
  private readonly loaders = new Map<string, Loader<unknown, unknown>>();

  constructor(
    /** The upstream the proofs are asked of (the request's, so they share its reads and budget). */
    readonly upstream: AuthzUpstream,
    readonly call: SessionCall,
    private readonly cache: OwnershipCache<unknown>,
  ) {
    this.own = registryIds(call.session);
    this.ownSet = new Set(this.own);
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

  /**
   * The registries of a list that spans the session's segment: every own registry
   * of the segment the selected registry puts the session in — for a consortium, all its members.
   */
  segmentScope(): number[] {
    const { user } = this.session;
    const segment = resolveSegment({ user, selectedRegistry: selectedRegistry(this.session) });
    return registriesOfSegment(segment, user.anagrafiche).map((r) => r.idAnagrafica);
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

  /** A lookup made at most once per request for a (kind, id); a failed one is asked again. */
  once<V>(kind: string, id: number | string, lookup: () => Promise<V>): Promise<V> {
    const key = `${kind}\u0000${id}`;
    let pending = this.lookups.get(key) as Promise<V> | undefined;
    if (!pending) {
      pending = lookup();
      this.lookups.set(key, pending);
      pending.catch(() => this.lookups.delete(key));
    }
    return pending;
  }

  /** Seeds the request's lookups with a record a list answer already proved to be the session's. */
  prime<V>(kind: string, id: number | string, value: V): void {
    const key = `${kind}\u0000${id}`;
    if (!this.lookups.has(key)) this.lookups.set(key, Promise.resolve(value));
  }

  /** The request's batching loader of one kind (ids asked in the same tick go upstream together). */
  loader<K, V>(kind: string, batch: BatchFn<K, V>): Loader<K, V> {
    let found = this.loaders.get(kind) as Loader<K, V> | undefined;
    if (!found) {
      found = new Loader(batch);
      this.loaders.set(kind, found as Loader<unknown, unknown>);
    }
    return found;
  }

  /** A proof this session made in an earlier request, if it is still fresh (session-cache.ts). */
  remembered<V>(kind: string, id: number | string): V | undefined {
    return this.cache.get(this.session.id, kind, id) as V | undefined;
  }

  remember(kind: string, id: number | string, value: unknown): void {
    this.cache.set(this.session.id, kind, id, value);
  }
}
