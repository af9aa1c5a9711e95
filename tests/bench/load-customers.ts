// The customers of the load run (load.ts): each signs in through the proxy and the sandbox's identity
// provider by HTTP, then browses as the web client does — the dashboard (GET /api/session and the
// dashboard query), the bills (the Invoices query), a bill's PDF (GET /api/files/invoices/:id) and,
// for business customers, a load curve (CurveSupplies then LoadCurve over the page's default 7 days)
// — with the web client's own documents (services/web/src/graphql/generated). Each customer has its
// own loopback address (127.10.x.y), so the proxy writes its own X-Forwarded-For and the replicas'
// per-address rate limits apply as in a deployment. Idempotent requests (GET and GraphQL queries:
// every request here) that fail without an answer of the portal (a broken connection, 502, 503,
// 504) are tried once more; a 401 is a lost session, counted, and the customer signs in again.
import { Agent, request } from 'node:http';
import { idpSignIn } from '@portal/sandbox/testing';
import { dayOfNumber, isoDay, romeClock } from '@portal/shared/rome-time';
import {
  BusinessDashboardDocument,
  CurveSuppliesDocument,
  InvoicesDocument,
  LoadCurveDocument,
  RetailDashboardDocument,
  SetAlertsActiveDocument,
} from '../../services/web/src/graphql/generated/graphql.ts';

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export type Page = 'dashboard' | 'bills' | 'pdf' | 'loadCurve';

export interface Account {
  email: string;
  business: boolean;
}

/** The demo customers (password demo) signed in many times each: the sandbox mints a session per sign-in. */
export const ACCOUNTS: Account[] = [
  { email: 'mario.rossi@demo.it', business: false },
  { email: 'anna.huber@demo.it', business: false },
  { email: 'condominio.aurora@demo.it', business: false },
  { email: 'acme@demo.it', business: true },
  { email: 'asl.trento@demo.it', business: true },
];

export class Stats {
  readonly latencies = new Map<string, number[]>();
  readonly failures = new Map<string, number>();
  /** Attempts that failed and were tried again (idempotent requests only). */
  retried = 0;
  /** Requests that still failed after their retry (or could not be retried). */
  failed = 0;
  /** 503s with the API's body while the session store was away (reason sessionStoreUnavailable). */
  storeUnavailable = 0;
  unauthenticated = 0;
  pageViews = 0;
  readonly pageViewsByKind = new Map<Page, number>();
  /** Start time (ms) of every request and whether it succeeded, for the timeline of the failover run. */
  readonly timeline: Array<{ at: number; ok: boolean }> = [];

  record(route: string, ms: number, ok: boolean, at: number): void {
    const list = this.latencies.get(route) ?? [];
    list.push(ms);
    this.latencies.set(route, list);
    if (!ok) this.failures.set(route, (this.failures.get(route) ?? 0) + 1);
    this.timeline.push({ at, ok });
  }
}

/** One HTTP request of a customer, through its own agent (its own address and keep-alive sockets). */
export function call(
  agent: Agent,
  origin: string,
  method: 'GET' | 'POST',
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      `${origin}${path}`,
      {
        method,
        agent,
        headers:
          body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) },
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () =>
          resolve({
            status: answer.statusCode ?? 0,
            headers: answer.headers,
            body: Buffer.concat(chunks),
          }),
        );
        answer.on('error', reject);
        answer.on('aborted', () => reject(new Error('answer cut')));
      },
    );
    outgoing.setTimeout(30_000, () => outgoing.destroy(new Error('timeout')));
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

function cookiePairs(answer: Answer): string[] {
  const lines = answer.headers['set-cookie'] ?? [];
  return (Array.isArray(lines) ? lines : [lines]).map((line) => line.split(';', 1)[0] ?? '');
}

/** Yesterday and the six days before, in Rome: the load curves page's default range. */
function lastWeek(): { from: string; to: string } {
  const yesterday = romeClock(Date.now()).dayNumber - 1;
  return { from: isoDay(dayOfNumber(yesterday - 6)), to: isoDay(dayOfNumber(yesterday)) };
}

const RETRYABLE = new Set([502, 503, 504]);

export class Customer {
  readonly agent: Agent;
  cookie = '';
  invoiceId: string | null = null;
  supplyId: string | null = null;
  private turn: number;

  constructor(
    readonly index: number,
    readonly account: Account,
    readonly origin: string,
    private readonly stats: Stats,
  ) {
    // 127.10.0.1 … 127.10.2.244 for 500 customers: the whole of 127/8 is this machine's loopback.
    const address = `127.10.${Math.floor(index / 250)}.${(index % 250) + 1}`;
    this.agent = new Agent({ keepAlive: true, maxSockets: 2, localAddress: address });
    this.turn = index;
  }

  async signIn(): Promise<void> {
    const login = await call(this.agent, this.origin, 'GET', '/auth/login', {});
    const location = login.headers.location;
    if (login.status !== 302 || typeof location !== 'string')
      throw new Error(`/auth/login answered ${login.status}`);
    const callback = new URL(await idpSignIn(location, this.account.email, 'demo'));
    const done = await call(
      this.agent,
      this.origin,
      'GET',
      `${callback.pathname}${callback.search}`,
      {
        cookie: cookiePairs(login).join('; '),
      },
    );
    const session = cookiePairs(done).find((pair) => pair.startsWith('portal_session='));
    if (done.status !== 302 || !session) throw new Error(`/auth/callback answered ${done.status}`);
    this.cookie = session;
  }

  private headers(): Record<string, string> {
    return { cookie: this.cookie, origin: this.origin, 'x-portal-csrf': '1' };
  }

  /** One request, tried once more when it failed without the portal's answer; false when it failed. */
  private async request(
    route: string,
    method: 'GET' | 'POST',
    path: string,
    body?: string,
  ): Promise<Answer | null> {
    const started = Date.now();
    const headers =
      body === undefined
        ? this.headers()
        : { ...this.headers(), 'content-type': 'application/json' };
    let answer: Answer | null = null;
    for (let attempt = 0; attempt < 2; attempt += 1) {
      answer = await call(this.agent, this.origin, method, path, headers, body).catch(() => null);
      if (answer && !RETRYABLE.has(answer.status)) break;
      if (answer?.status === 503 && answer.body.includes('sessionStoreUnavailable'))
        this.stats.storeUnavailable += 1;
      if (attempt === 0) {
        this.stats.retried += 1;
        const retryAfter = Number(answer?.headers['retry-after'] ?? 0);
        await new Promise((resolve) =>
          setTimeout(resolve, Math.min(1000, Math.max(200, retryAfter * 1000))),
        );
      }
    }
    let ok = answer !== null && answer.status >= 200 && answer.status < 300;
    if (ok && method === 'POST' && answer) {
      const parsed = JSON.parse(answer.body.toString()) as { errors?: unknown[] };
      ok = !parsed.errors?.length;
    }
    this.stats.record(route, Date.now() - started, ok, started);
    if (answer?.status === 401) {
      this.stats.unauthenticated += 1;
      throw new SessionLost();
    }
    if (!ok) this.stats.failed += 1;
    return ok ? answer : null;
  }

  private async query<T>(
    name: string,
    document: { toString(): string },
    variables: object,
  ): Promise<T | null> {
    const body = JSON.stringify({ query: document.toString(), variables });
    const answer = await this.request(`graphql ${name}`, 'POST', '/api/graphql', body);
    return answer ? (JSON.parse(answer.body.toString()) as { data: T }).data : null;
  }

  /** The bill and the supply the customer's pages open (the first of each). */
  async discover(): Promise<void> {
    const bills = await this.query<{ invoices: { nodes: Array<{ id: string; hasPdf: boolean }> } }>(
      'Invoices',
      InvoicesDocument,
      { filter: {}, offset: 0 },
    );
    this.invoiceId = bills?.invoices.nodes.find((n) => n.hasPdf)?.id ?? null;
    if (this.account.business) {
      const supplies = await this.query<{ supplies: { nodes: Array<{ id: string }> } }>(
        'CurveSupplies',
        CurveSuppliesDocument,
        { utility: 'POWER' },
      );
      this.supplyId = supplies?.supplies.nodes[0]?.id ?? null;
    }
  }

  /**
   * Turns the customer's alerts on as the profile page does (not measured). A write: sent once,
   * never repeated; true when the portal answered without errors.
   */
  async turnAlertsOn(): Promise<boolean> {
    const body = JSON.stringify({
      query: SetAlertsActiveDocument.toString(),
      variables: { active: true },
    });
    const answer = await call(
      this.agent,
      this.origin,
      'POST',
      '/api/graphql',
      { ...this.headers(), 'content-type': 'application/json' },
      body,
    ).catch(() => null);
    if (answer?.status !== 200) return false;
    return !(JSON.parse(answer.body.toString()) as { errors?: unknown[] }).errors?.length;
  }

  pages(): Page[] {
    const pages: Page[] = ['dashboard', 'bills'];
    if (this.invoiceId) pages.push('pdf');
    if (this.supplyId) pages.push('loadCurve');
    return pages;
  }

  /** The next page in this customer's round (customers start at different pages). */
  async nextPage(): Promise<void> {
    const pages = this.pages();
    const page = pages[this.turn % pages.length] as Page;
    this.turn += 1;
    await this.view(page);
    this.stats.pageViews += 1;
    this.stats.pageViewsByKind.set(page, (this.stats.pageViewsByKind.get(page) ?? 0) + 1);
  }

  async view(page: Page): Promise<void> {
    if (page === 'dashboard') {
      await this.request('GET /api/session', 'GET', '/api/session');
      if (this.account.business)
        await this.query('BusinessDashboard', BusinessDashboardDocument, {});
      else await this.query('RetailDashboard', RetailDashboardDocument, {});
    } else if (page === 'bills') {
      await this.query('Invoices', InvoicesDocument, { filter: {}, offset: 0 });
    } else if (page === 'pdf') {
      await this.request(
        'GET /api/files/invoices/:id',
        'GET',
        `/api/files/invoices/${encodeURIComponent(this.invoiceId ?? '')}`,
      );
    } else {
      await this.query('CurveSupplies', CurveSuppliesDocument, { utility: 'POWER' });
      await this.query('LoadCurve', LoadCurveDocument, { supplyId: this.supplyId, ...lastWeek() });
    }
  }

  close(): void {
    this.agent.destroy();
  }
}

export class SessionLost extends Error {
  constructor() {
    super('the session ended (401)');
    this.name = 'SessionLost';
  }
}

/** p-th percentile (0–100) of a list of milliseconds. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}
