// A data-only sandbox for the data side's tests: registerDataApi on a bare Fastify app with a test
// token service that maps "Bearer test:<email>" to the demo account, a clock the test controls and
// the fault injector over its routes.
import Fastify from 'fastify';
import { registerDataApi, dataStores } from '../src/api/index.ts';
import { DEFAULT_OPTIONS } from '../src/config.ts';
import type { SandboxContext, SandboxOptions, TokenService } from '../src/context.ts';
import { findAccount } from '../src/data/accounts.ts';
import type { DataStore } from '../src/data/store.ts';
import { installErrorHandling } from '../src/errors.ts';
import { FaultInjector } from '../src/faults/faults.ts';

export interface DataApp {
  url: string;
  store: DataStore;
  ctx: SandboxContext;
  clock: { now: number };
  /** The fault API's injector (what POST /__sandbox/faults adds to). */
  faults: FaultInjector;
  close(): Promise<void>;
  /** fetch with the bearer of a demo account (or none when email is null). */
  call(
    path: string,
    init?: { method?: string; body?: unknown; email?: string | null },
  ): Promise<Response>;
  json<T = Record<string, unknown>>(
    path: string,
    init?: { method?: string; body?: unknown; email?: string | null },
  ): Promise<{ status: number; body: T }>;
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    email?: string | null,
  ): Promise<{
    status: number;
    data: T;
    errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
  }>;
}

export const testTokens: TokenService = {
  async verifyBearer(authorization) {
    const m = /^Bearer test:(.+)$/.exec(authorization ?? '');
    const account = m?.[1] ? findAccount(m[1]) : undefined;
    return account && account.kind === 'customer' ? { email: account.email, account } : null;
  },
};

/** 2026-11-22 12:00 Rome, the day the demo data is described for. */
export const DEMO_NOW = Date.parse('2026-11-22T11:00:00Z');

export async function startDataApp(
  overrides: Partial<SandboxOptions> = {},
  now = DEMO_NOW,
): Promise<DataApp> {
  const clock = { now };
  const app = Fastify({ logger: false });
  installErrorHandling(app);
  const faults = new FaultInjector();
  faults.install(app);
  const options: SandboxOptions = { ...DEFAULT_OPTIONS, baseUrl: 'http://127.0.0.1', ...overrides };
  const ctx: SandboxContext = { options, tokens: testTokens, resetHooks: [] };
  await registerDataApi(app, ctx, { now: () => clock.now });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;
  options.baseUrl = url;
  const store = dataStores.get(app);
  if (!store) throw new Error('no data store');
  const call: DataApp['call'] = (path, init = {}) => {
    const email = init.email === undefined ? 'mario.rossi@demo.it' : init.email;
    const headers: Record<string, string> = {};
    if (email) headers.authorization = `Bearer test:${email}`;
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    return fetch(`${url}${path}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers,
      ...(init.body === undefined
        ? {}
        : { body: typeof init.body === 'string' ? init.body : JSON.stringify(init.body) }),
    });
  };
  const json: DataApp['json'] = async (path, init) => {
    const response = await call(path, init);
    const text = await response.text();
    return { status: response.status, body: (text === '' ? {} : JSON.parse(text)) as never };
  };
  const gql: DataApp['gql'] = async (query, variables = {}, email = 'mario.rossi@demo.it') => {
    const { status, body } = await json<{ data: never; errors?: never }>('/ubik/graphql', {
      body: { query, variables },
      email,
    });
    return { status, data: body.data, ...(body.errors ? { errors: body.errors } : {}) };
  };
  return { url, store, ctx, clock, faults, close: () => app.close(), call, json, gql };
}

/** Structural check of a PDF: header, trailer, xref offset; returns its page count. */
export function pdfPages(buf: Buffer): number {
  const text = buf.toString('latin1');
  if (!text.startsWith('%PDF-')) throw new Error('not a PDF: no %PDF- header');
  const tail = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(text);
  if (!tail?.[1]) throw new Error('not a PDF: no startxref/%%EOF trailer');
  const offset = Number(tail[1]);
  if (offset <= 0 || offset >= buf.length || !text.startsWith('xref', offset))
    throw new Error('not a PDF: xref offset is wrong');
  return (text.match(/\/Type \/Page\b(?!s)/g) ?? []).length;
}

export async function pdfOf(response: Response): Promise<Buffer> {
  return Buffer.from(await response.arrayBuffer());
}
