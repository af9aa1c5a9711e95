// /metrics (architecture "One origin": /healthz /readyz /metrics): Prometheus text with request,
// upstream and token refresh figures; served only when METRICS_ENABLED allows it.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { ConfigError, loadConfig } from '../src/config.ts';
import { DURATION_BUCKETS, upstreamTarget } from '../src/plugins/metrics.ts';
import { startPortal, type RunningPortal } from './helpers.ts';

const EMAIL = 'mario.rossi@demo.it';
let portal: RunningPortal;

beforeAll(async () => {
  portal = await startPortal();
});

afterAll(async () => {
  await portal.close();
});

async function scrape(): Promise<string> {
  const response = await fetch(`${portal.url}/metrics`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.text();
}

/** The value of one sample line, e.g. sample(text, 'x_total{a="b"}'); undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

const PRODUCTION = {
  NODE_ENV: 'production',
  PORTAL_ORIGIN: 'https://portal.example.it',
  OIDC_ISSUER: 'https://login.example.it/oidc',
  OIDC_CLIENT_SECRET: 'a-real-client-secret',
  SESSION_SECRET: 'a-random-session-secret-of-enough-length-0123',
  WEB_DIST: '/nonexistent-web-dist',
};

describe('/metrics (architecture "Scale-out")', () => {
  it('counts requests by route, method and status class with a duration histogram', async () => {
    await fetch(`${portal.url}/healthz`);
    await fetch(`${portal.url}/healthz`);
    const unauthenticated = await portal.api('', '/api/session');
    expect(unauthenticated.status).toBe(401);

    const text = await scrape();
    expect(text).toContain('# TYPE portal_http_requests_total counter');
    expect(text).toContain('# TYPE portal_http_request_duration_seconds histogram');
    const health = '{route="/healthz",method="GET"';
    expect(sample(text, `portal_http_requests_total${health},status_class="2xx"}`)).toBe(2);
    expect(sample(text, `portal_http_request_duration_seconds_count${health}}`)).toBe(2);
    expect(sample(text, `portal_http_request_duration_seconds_bucket${health},le="+Inf"}`)).toBe(2);
    expect(sample(text, `portal_http_request_duration_seconds_sum${health}}`)).toBeGreaterThan(0);
    // Buckets are cumulative: every bound counts at most as many requests as the next one.
    const counts = DURATION_BUCKETS.map((le) =>
      sample(text, `portal_http_request_duration_seconds_bucket${health},le="${le}"}`),
    );
    expect(counts.every((c, i) => c !== undefined && c <= (counts[i + 1] ?? 2))).toBe(true);
    expect(
      sample(
        text,
        'portal_http_requests_total{route="/api/session",method="GET",status_class="4xx"}',
      ),
    ).toBe(1);
  });

  it('counts upstream exchanges by target and outcome, and one token refresh after a 401 (§7)', async () => {
    const { cookie } = await portal.signIn(EMAIL);
    const before = await scrape();
    const renewedBefore = sample(before, 'portal_token_refreshes_total{outcome="renewed"}') ?? 0;
    const graphql401Before =
      sample(before, 'portal_upstream_requests_total{target="graphql",outcome="4xx"}') ?? 0;
    expect(
      sample(before, 'portal_upstream_requests_total{target="api",outcome="2xx"}'),
    ).toBeGreaterThan(0);
    expect(
      sample(before, 'portal_upstream_requests_total{target="graphql",outcome="2xx"}'),
    ).toBeGreaterThan(0);

    await portal.sandbox.admin.expireTokens(EMAIL);
    const response = await portal.api(cookie, '/api/session');
    expect(response.status).toBe(200);

    const after = await scrape();
    expect(sample(after, 'portal_token_refreshes_total{outcome="renewed"}')).toBe(
      renewedBefore + 1,
    );
    expect(
      sample(after, 'portal_upstream_requests_total{target="graphql",outcome="4xx"}'),
    ).toBeGreaterThan(graphql401Before);
    expect(
      sample(after, 'portal_upstream_requests_total{target="refresh",outcome="2xx"}'),
    ).toBeGreaterThan(0);
  });

  it('counts upstream 429s by target and refused token refreshes, the alerts of docs/operations.md', async () => {
    const { cookie } = await portal.signIn(EMAIL);
    const before = await scrape();
    const limitedBefore =
      sample(before, 'portal_upstream_rate_limited_total{target="graphql"}') ?? 0;
    const refusedBefore = sample(before, 'portal_token_refreshes_total{outcome="refused"}') ?? 0;
    expect(before).toContain('# TYPE portal_upstream_rate_limited_total counter');

    // A refresh that upstream refuses (500: 'Errore Refresh Token', the session continues, §8).
    await portal.sandbox.admin.expireTokens(EMAIL);
    await portal.sandbox.admin.addFault({
      method: 'POST',
      path: '/api/refresh-token$',
      status: 500,
    });
    await portal.api(cookie, '/api/session');
    // A data-service call answered 429 twice (the retry too): §7 ends the session.
    await portal.sandbox.admin.clearFaults();
    const { cookie: second } = await portal.signIn(EMAIL);
    await portal.sandbox.admin.addFault({
      method: 'POST',
      path: '/ubik/graphql$',
      status: 429,
      times: 2,
    });
    const limited = await portal.api(second, '/api/graphql', {
      method: 'POST',
      body: JSON.stringify({ query: '{ retailDashboard { totalToPay } }' }),
    });
    expect(limited.status).toBe(401);
    await portal.sandbox.admin.clearFaults();

    const after = await scrape();
    expect(sample(after, 'portal_upstream_rate_limited_total{target="graphql"}')).toBeGreaterThan(
      limitedBefore,
    );
    expect(sample(after, 'portal_token_refreshes_total{outcome="refused"}')).toBe(
      refusedBefore + 1,
    );
  });

  it('counts an upstream failure without an answer as network (§8 Network request failed)', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      UPSTREAM_API_URL: 'http://127.0.0.1:9',
      WEB_DIST: '/nonexistent-web-dist',
    });
    const app = await buildApp(config, { logger: false });
    try {
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      const text = (await app.inject({ method: 'GET', url: '/metrics' })).body;
      expect(sample(text, 'portal_upstream_requests_total{target="api",outcome="network"}')).toBe(
        1,
      );
      expect(
        sample(text, 'portal_http_requests_total{route="/readyz",method="GET",status_class="5xx"}'),
      ).toBe(1);
    } finally {
      await app.close();
    }
  });

  it("reports the heap in use and the event loop's delay since the previous scrape", async () => {
    await scrape();
    // Hold the event loop for 150 ms: the next scrape reports a delay of that order, the one after
    // it (the histogram started again) a shorter one.
    const until = Date.now() + 150;
    while (Date.now() < until);
    const blocked = await scrape();
    const after = await scrape();
    const heapUsed = sample(blocked, 'portal_process_heap_used_bytes') ?? 0;
    expect(heapUsed).toBeGreaterThan(1024 * 1024);
    expect(sample(blocked, 'portal_process_heap_total_bytes')).toBeGreaterThanOrEqual(heapUsed);
    expect(sample(blocked, 'portal_eventloop_delay_max_seconds')).toBeGreaterThanOrEqual(0.1);
    expect(sample(blocked, 'portal_eventloop_delay_p99_seconds')).toBeGreaterThan(0);
    expect(sample(after, 'portal_eventloop_delay_max_seconds')).toBeLessThan(0.1);
  });

  it('reports the heap in use just after the latest full collection', async () => {
    // A full collection on demand: V8's own gc(), exposed to this test without a command-line flag.
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    gc();
    await expect
      .poll(async () => sample(await scrape(), 'portal_process_heap_after_gc_bytes'))
      .toBeGreaterThan(1024 * 1024);
    const text = await scrape();
    expect(sample(text, 'portal_process_heap_after_gc_bytes')).toBeLessThanOrEqual(
      sample(text, 'portal_process_heap_total_bytes') ?? 0,
    );
  });

  it('is not served when METRICS_ENABLED is off', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      METRICS_ENABLED: 'off',
      WEB_DIST: '/nonexistent-web-dist',
    });
    expect(config.metricsEnabled).toBe(false);
    const app = await buildApp(config, { logger: false });
    try {
      const response = await app.inject({ method: 'GET', url: '/metrics' });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('portal_http_requests_total');
      expect(app.registeredRoutes.map((r) => r.url)).not.toContain('/metrics');
    } finally {
      await app.close();
    }
  });

  it('is off in production unless METRICS_ENABLED turns it on, and a bad value stops the start', () => {
    expect(loadConfig(PRODUCTION).metricsEnabled).toBe(false);
    expect(loadConfig({ ...PRODUCTION, METRICS_ENABLED: 'on' }).metricsEnabled).toBe(true);
    expect(
      loadConfig({ NODE_ENV: 'development', WEB_DIST: '/nonexistent-web-dist' }).metricsEnabled,
    ).toBe(true);
    expect(() => loadConfig({ METRICS_ENABLED: 'maybe' })).toThrow(ConfigError);
    expect(() => loadConfig({ METRICS_ENABLED: 'maybe' })).toThrow(
      /METRICS_ENABLED must be on\/off/,
    );
  });

  it('names the upstream target from the address, so ids never become labels', () => {
    const settings = portal.app.config.upstream;
    expect(upstreamTarget(settings.graphqlUrl, settings)).toBe('graphql');
    expect(upstreamTarget(`${settings.apiBaseUrl}/api/refresh-token`, settings)).toBe('refresh');
    expect(upstreamTarget(`${settings.contentBaseUrl}/wp-json/wp/v2/posts?page=1`, settings)).toBe(
      'content',
    );
    expect(upstreamTarget(`${settings.apiBaseUrl}/api/fattura/pdf?fileId=123`, settings)).toBe(
      'api',
    );
    expect(upstreamTarget('not a url', settings)).toBe('other');
  });
});
