// One request id from the proxy to upstream: the BFF takes the X-Request-ID of a proxy it trusts
// (TRUST_PROXY; here the proxy is this test on 127.0.0.1) or makes a UUID, answers it, writes it on the log line of each upstream call it
// makes for the request and sends it upstream as X-Request-ID, and the sandbox logs its own request
// under the same id. A client that is not the trusted proxy (here 127.0.0.2, which Linux routes to
// the loopback interface too) cannot choose the id. Both services log to memory here, as JSON
// lines, at level info.
import { request } from 'node:http';
import { freePort } from '@portal/sandbox/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../services/bff/src/app.ts';
import { loadConfig } from '../../services/bff/src/config.ts';
import { portalClient } from '../../services/bff/test/helpers.ts';
import { buildSandbox } from '../../services/sandbox/src/app.ts';
import { DEFAULT_OPTIONS } from '../../services/sandbox/src/config.ts';

type Line = Record<string, unknown> & { reqId?: string; msg?: string };

function memoryStream(): { lines: Line[]; write(line: string): void } {
  const lines: Line[] = [];
  return { lines, write: (line: string) => void lines.push(JSON.parse(line) as Line) };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let sandbox: Awaited<ReturnType<typeof buildSandbox>>;
let bff: Awaited<ReturnType<typeof buildApp>>;
let url: string;
const sandboxLog = memoryStream();
const bffLog = memoryStream();
let cookie: string;
let api: ReturnType<typeof portalClient>['api'];

beforeAll(async () => {
  const sandboxPort = await freePort();
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
  sandbox = await buildSandbox(
    { ...DEFAULT_OPTIONS, baseUrl: sandboxUrl, portalOrigins: [url] },
    { logger: { level: 'info', stream: sandboxLog } },
  );
  await sandbox.listen({ host: '127.0.0.1', port: sandboxPort });
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    PORTAL_ORIGIN: url,
    UPSTREAM_API_URL: sandboxUrl,
    OIDC_ISSUER: `${sandboxUrl}/oidc`,
    LOG_LEVEL: 'info',
    TRUST_PROXY: '127.0.0.1',
    WEB_DIST: '/nonexistent-web-dist',
  });
  bff = await buildApp(config, {
    logger: { stream: bffLog },
    auditDestination: { write: () => undefined },
  });
  await bff.listen({ host: '127.0.0.1', port });
  const client = portalClient(url, config.session.cookieName);
  api = client.api;
  ({ cookie } = await client.signIn('mario.rossi@demo.it'));
});

afterAll(async () => {
  await bff?.close();
  await sandbox?.close();
});

/** The upstream calls the BFF logged for a request id, and the sandbox's requests under it. */
function traceOf(id: string): { upstreamCalls: Line[]; sandboxRequests: Line[] } {
  return {
    upstreamCalls: bffLog.lines.filter((l) => l.reqId === id && l.msg === 'upstream call'),
    sandboxRequests: sandboxLog.lines.filter((l) => l.reqId === id && l.msg === 'incoming request'),
  };
}

describe('a request id from the proxy to upstream', () => {
  it('the proxy’s X-Request-ID is answered, on each upstream call’s log line and in the sandbox’s log', async () => {
    const id = 'a3f1c9e07b2d4e6f8a1b2c3d4e5f6a7b';
    const response = await api(cookie, '/api/graphql', {
      method: 'POST',
      headers: { 'x-request-id': id },
      body: JSON.stringify({ query: '{ retailDashboard { totalToPay } }' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBe(id);

    const { upstreamCalls, sandboxRequests } = traceOf(id);
    expect(upstreamCalls.length).toBeGreaterThan(0);
    for (const line of upstreamCalls) {
      expect(line.upstream).toMatchObject({ status: 200 });
    }
    // Each upstream call arrived at the sandbox with the same id.
    expect(sandboxRequests.length).toBe(upstreamCalls.length);
  });

  it('without one (or with one that is not an id) the BFF makes a UUID and sends that upstream', async () => {
    const variants: Array<Record<string, string>> = [{}, { 'x-request-id': 'not an id <x>' }];
    for (const headers of variants) {
      const response = await api(cookie, '/api/graphql', {
        method: 'POST',
        headers,
        body: JSON.stringify({ query: '{ retailDashboard { totalToPay } }' }),
      });
      expect(response.status).toBe(200);
      const id = response.headers.get('x-request-id') ?? '';
      expect(id).toMatch(UUID);
      const { upstreamCalls, sandboxRequests } = traceOf(id);
      expect(upstreamCalls.length).toBeGreaterThan(0);
      expect(sandboxRequests.length).toBe(upstreamCalls.length);
    }
    expect(bffLog.lines.some((l) => JSON.stringify(l).includes('not an id'))).toBe(false);
  });

  it('a client that is not the trusted proxy gets an id of the BFF’s, whatever it sends', async () => {
    const forged = 'forged-id-chosen-by-the-client';
    const answered = await new Promise<string | undefined>((resolve, reject) => {
      const sent = request(
        `${url}/api/session`,
        { localAddress: '127.0.0.2', headers: { 'x-request-id': forged } },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.headers['x-request-id'] as string | undefined));
        },
      );
      sent.on('error', reject);
      sent.end();
    });
    expect(answered).toMatch(UUID);
    expect(bffLog.lines.some((l) => JSON.stringify(l).includes(forged))).toBe(false);
  });

  it('the sign-in’s own calls (OAuth configurations, the login exchange) are traced the same way', async () => {
    const login = bffLog.lines.find(
      (l) =>
        l.msg === 'upstream call' &&
        (l.upstream as { target?: string } | undefined)?.target === '/api/oauth/login',
    );
    expect(login?.reqId).toMatch(UUID);
    const { upstreamCalls, sandboxRequests } = traceOf(login?.reqId ?? '');
    expect(upstreamCalls.map((l) => (l.upstream as { target: string }).target)).toEqual(
      expect.arrayContaining(['/api/configurations', '/api/oauth/login']),
    );
    expect(sandboxRequests.length).toBe(upstreamCalls.length);
  });
});
