// The upstream client as one GraphQL request uses it (resolvers and the request's Authorizer alike):
// a read asked for twice within the request is made once, and the request makes at most a budget
// of upstream calls. The document limits bound what a request can ask for; this bounds what it
// can cost the supplier's systems whatever the resolvers do with it (docs/decisions/0002).
import { MAX_INVOICES_PER_REQUEST } from '../authz/authorizer.ts';
import type {
  CallContext,
  GraphQLOperation,
  RestCall,
  UpstreamClient,
  UpstreamResponse,
} from '../upstream/client.ts';
import { ApiError } from '../errors/api-error.ts';

type Upstream = Pick<UpstreamClient, 'request' | 'graphql'>;

/**
 * The largest request a page makes is an export of the most invoices allowed at once: each is
 * proved to be the customer's (one lookup each), then the export starts. The rest is room for a
 * page's other fields; a page's queries make a handful of calls.
 */
export const MAX_UPSTREAM_CALLS_PER_REQUEST = MAX_INVOICES_PER_REQUEST + 20;

/**
 * A data-service document that only reads: it starts as a query and names no mutation anywhere
 * (a document may hold several operations). Anything else is never shared.
 */
const READ_DOCUMENT = /^\s*(?:query\b|\{)(?![^]*\bmutation\b)/;

export class RequestUpstream implements Upstream {
  private made = 0;
  /** Reads in flight or answered, by query text (a constant of the code) then by arguments. */
  private reads: Map<string, Map<string, Promise<unknown>>> | null = null;

  constructor(
    private readonly upstream: Upstream,
    private readonly budget: number = MAX_UPSTREAM_CALLS_PER_REQUEST,
  ) {}

  request<T>(ctx: CallContext, call: RestCall): Promise<UpstreamResponse<T>> {
    if (call.method !== 'GET' || call.body !== undefined) {
      return this.spend(() => this.upstream.request<T>(ctx, call));
    }
    const target = call.auth === false ? `GET ${call.path} anonymous` : `GET ${call.path}`;
    return this.shared(target, JSON.stringify(call.query ?? null), () =>
      this.upstream.request<T>(ctx, call),
    );
  }

  graphql<T>(ctx: CallContext, op: GraphQLOperation): Promise<T> {
    if (!READ_DOCUMENT.test(op.query)) return this.spend(() => this.upstream.graphql<T>(ctx, op));
    const args = JSON.stringify([op.operationName ?? null, op.variables ?? null]);
    return this.shared(op.query, args, () => this.upstream.graphql<T>(ctx, op));
  }

  /**
   * The same read gets the same promise, its failure included: a read that failed is not asked
   * again within the request (the client's own retry rule has run already).
   */
  private shared<R>(target: string, args: string, send: () => Promise<R>): Promise<R> {
    this.reads ??= new Map();
    let byArgs = this.reads.get(target);
    if (!byArgs) {
      byArgs = new Map();
      this.reads.set(target, byArgs);
    }
    const known = byArgs.get(args) as Promise<R> | undefined;
    if (known) return known;
    const made = this.spend(send);
    byArgs.set(args, made);
    return made;
  }

  private spend<R>(send: () => Promise<R>): Promise<R> {
    if (this.made >= this.budget) {
      return Promise.reject(
        new ApiError(
          'BAD_USER_INPUT',
          `Query needs too many upstream calls: more than ${this.budget}; ask for less at once`,
          { limit: 'upstreamCalls', max: this.budget },
        ),
      );
    }
    this.made++;
    return send();
  }
}
