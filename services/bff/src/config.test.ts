import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEVELOPMENT_SECRETS, loadConfig, type ProxyTrust } from './config.ts';

describe('configuration', () => {
  it('defaults point at the sandbox on :4000 with the development client', () => {
    const config = loadConfig({ WEB_DIST: '/nonexistent' });
    expect(config).toMatchObject({
      production: false,
      port: 3000,
      publicOrigin: 'http://localhost:3000',
      allowedOrigins: ['http://localhost:3000'],
      upstream: {
        apiBaseUrl: 'http://localhost:4000',
        graphqlUrl: 'http://localhost:4000/ubik/graphql',
        contentBaseUrl: 'http://localhost:4000',
      },
      oidc: {
        issuer: 'http://localhost:4000/oidc',
        clientId: 'portal-web',
        clientSecret: 'portal-web-secret',
        redirectUri: 'http://localhost:3000/auth/callback',
        postLogoutRedirectUri: 'http://localhost:3000/',
        allowInsecure: true,
      },
      session: { secureCookie: false, maxAgeSeconds: 604_800, idleTimeoutSeconds: 1800 },
      redisUrl: null,
      webDist: null,
    });
  });

  it('reads every variable that points the BFF at real systems', () => {
    const config = loadConfig({
      PORT: '8080',
      PORTAL_ORIGIN: 'https://portale.example.it/',
      UPSTREAM_API_URL: 'https://api.example.it',
      UPSTREAM_GRAPHQL_URL: 'https://data.example.it/ubik/graphql',
      UPSTREAM_CONTENT_URL: 'https://www.example.it',
      OIDC_ISSUER: 'https://idp.example.it/oidc',
      OIDC_CLIENT_ID: 'portal',
      OIDC_CLIENT_SECRET: 'secret',
      SESSION_SECRET: 's'.repeat(40),
      REDIS_URL: 'redis://redis:6379',
      UPSTREAM_TIMEOUT_MS: '5000',
      RATE_LIMIT_AUTH_PER_MINUTE: '30',
      RATE_LIMIT_API_PER_MINUTE: '300',
      RATE_LIMIT_CLIENT_PER_MINUTE: '900',
      API_AUDIENCE: 'https://api.portale.example.it',
      BEARER_CLOCK_SKEW_SECONDS: '10',
      API_CLIENTS: 'mobile-app, contact-centre',
      API_SCOPE: 'portale.api',
      EXPORT_OPEN_JOBS_MAX: '2',
      EXPORT_STARTS_PER_HOUR: '12',
    });
    expect(config.port).toBe(8080);
    expect(config.publicOrigin).toBe('https://portale.example.it');
    expect(config.upstream).toMatchObject({
      graphqlUrl: 'https://data.example.it/ubik/graphql',
      contentBaseUrl: 'https://www.example.it',
      timeoutMs: 5000,
    });
    expect(config.oidc).toMatchObject({
      issuer: 'https://idp.example.it/oidc',
      clientId: 'portal',
      allowInsecure: false,
    });
    expect(config.session.secureCookie).toBe(true);
    expect(config.redisUrl).toBe('redis://redis:6379');
    expect(config.rateLimit).toEqual({
      authPerMinute: 30,
      apiPerMinute: 300,
      clientPerMinute: 900,
    });
    // Other channels' tokens: the issuer's, for the API's audience, of the allowed clients.
    expect(config.bearer).toEqual({
      issuer: 'https://idp.example.it/oidc',
      audience: 'https://api.portale.example.it',
      clockSkewSeconds: 10,
      clients: ['mobile-app', 'contact-centre'],
      scope: 'portale.api',
    });
    expect(config.exports).toEqual({ maxOpenJobs: 2, startsPerHour: 12 });
  });

  it("takes the portal's /api as the API's audience unless API_AUDIENCE names another", () => {
    const config = loadConfig({ PORTAL_ORIGIN: 'http://localhost:3000' });
    expect(config.bearer.audience).toBe('http://localhost:3000/api');
    // One person through one client: a browser's budget.
    expect(config.rateLimit.clientPerMinute).toBe(config.rateLimit.apiPerMinute);
    // The sandbox's native client, with the API's scope; five open exports, thirty starts an hour.
    expect(config.bearer).toMatchObject({ clients: ['portal-cli'], scope: 'portal.api' });
    expect(config.exports).toEqual({ maxOpenJobs: 5, startsPerHour: 30 });
    expect(() => loadConfig({ API_SCOPE: 'portal.api openid' })).toThrow(/API_SCOPE/);
    expect(() => loadConfig({ EXPORT_OPEN_JOBS_MAX: '0' })).toThrow(/EXPORT_OPEN_JOBS_MAX/);
    expect(() => loadConfig({ API_AUDIENCE: 'not a url' })).toThrow(/API_AUDIENCE/);
    expect(() => loadConfig({ BEARER_CLOCK_SKEW_SECONDS: '3600' })).toThrow(
      /BEARER_CLOCK_SKEW_SECONDS/,
    );
  });

  it('production refuses development secrets, an http issuer and an http origin, listing every problem', () => {
    let failure: unknown;
    try {
      loadConfig({ NODE_ENV: 'production' });
    } catch (error) {
      failure = error;
    }
    expect(failure).toBeInstanceOf(ConfigError);
    const problems = (failure as ConfigError).problems.join('\n');
    expect(problems).toContain('OIDC_CLIENT_SECRET');
    expect(problems).toContain('SESSION_SECRET');
    expect(problems).toContain('OIDC_ISSUER must use https');
    expect(problems).toContain('PORTAL_ORIGIN must use https');
    expect((failure as ConfigError).problems).toHaveLength(4);
    expect(DEVELOPMENT_SECRETS.clientSecret).toBe('portal-web-secret');
  });

  it('rejects malformed values with the variable named', () => {
    expect(() =>
      loadConfig({
        PORT: 'eighty',
        UPSTREAM_API_URL: 'not a url',
        LOG_LEVEL: 'loud',
        REDIS_URL: 'http://x',
        SESSION_SECRET: 'short',
      }),
    ).toThrow(/PORT[\s\S]*UPSTREAM_API_URL[\s\S]*LOG_LEVEL[\s\S]*REDIS_URL[\s\S]*SESSION_SECRET/);
  });
});

describe('session idle time-out', () => {
  it('defaults to 30 minutes and reads SESSION_IDLE_TIMEOUT_MINUTES', () => {
    expect(loadConfig({}).session.idleTimeoutSeconds).toBe(1800);
    expect(loadConfig({ SESSION_IDLE_TIMEOUT_MINUTES: '5' }).session.idleTimeoutSeconds).toBe(300);
  });

  it('refuses a value outside 1 minute … 7 days', () => {
    expect(() => loadConfig({ SESSION_IDLE_TIMEOUT_MINUTES: '0' })).toThrow(
      /SESSION_IDLE_TIMEOUT_MINUTES must be an integer between 1 and 10080/,
    );
    expect(() => loadConfig({ SESSION_IDLE_TIMEOUT_MINUTES: 'half an hour' })).toThrow(
      /SESSION_IDLE_TIMEOUT_MINUTES/,
    );
  });
});

describe('trusted proxies, TRUST_PROXY', () => {
  /** A production configuration that passes validation. */
  const PRODUCTION = {
    NODE_ENV: 'production',
    PORTAL_ORIGIN: 'https://portale.example.it',
    OIDC_ISSUER: 'https://idp.example.it/oidc',
    OIDC_CLIENT_SECRET: 'the-real-client-secret',
    SESSION_SECRET: 's'.repeat(40),
    WEB_DIST: '/nonexistent',
  };

  /** The address Fastify gives a request from `remoteAddress` with an X-Forwarded-For chain. */
  async function clientAddress(
    trustProxy: ProxyTrust,
    remoteAddress: string,
    forwardedFor?: string,
  ): Promise<string> {
    const app = Fastify({ trustProxy });
    app.get('/ip', async (request) => request.ip);
    try {
      const answer = await app.inject({
        url: '/ip',
        remoteAddress,
        headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
      });
      return answer.body;
    } finally {
      await app.close();
    }
  }

  it('trusts no proxy in development and exactly one hop (the reverse proxy) in production', async () => {
    const development = loadConfig({}).trustProxy;
    expect(development).toBe(false);
    expect(await clientAddress(development, '10.0.0.2', '198.51.100.1')).toBe('10.0.0.2');

    const production = loadConfig(PRODUCTION).trustProxy;
    // The client's own header comes first; the proxy appends the address it saw (or overwrites).
    expect(await clientAddress(production, '10.0.0.2', '198.51.100.1, 203.0.113.7')).toBe(
      '203.0.113.7',
    );
    expect(await clientAddress(production, '10.0.0.2', '203.0.113.7')).toBe('203.0.113.7');
    expect(await clientAddress(production, '10.0.0.2')).toBe('10.0.0.2');
  });

  it('reads a hop count, 0 trusting none', async () => {
    const two = loadConfig({ TRUST_PROXY: '2' }).trustProxy;
    expect(await clientAddress(two, '10.0.0.2', '198.51.100.1, 203.0.113.7, 10.0.0.9')).toBe(
      '203.0.113.7',
    );
    expect(loadConfig({ ...PRODUCTION, TRUST_PROXY: '0' }).trustProxy).toBe(false);
  });

  it('reads a list of proxy addresses and CIDRs: only those may name the client', async () => {
    const listed = loadConfig({
      TRUST_PROXY: '10.0.0.0/8, 192.168.1.10,::1, fd00::/8 ,loopback',
    }).trustProxy;
    expect(listed).toEqual(['10.0.0.0/8', '192.168.1.10', '::1', 'fd00::/8', 'loopback']);
    // The nearest address that is not a listed proxy is the client: a chain of two proxies here.
    expect(await clientAddress(listed, '10.1.2.3', '198.51.100.1, 203.0.113.7, 10.9.9.9')).toBe(
      '203.0.113.7',
    );
    // A peer that is not a listed proxy is the client, whatever it writes.
    expect(await clientAddress(listed, '192.0.2.9', '198.51.100.1')).toBe('192.0.2.9');
  });

  it('refuses anything else with the variable named', () => {
    for (const value of [
      '-1',
      '11',
      '1.5',
      'nginx',
      '10.0.0.0/33',
      '::1/129',
      '300.1.1.1',
      '10.0.0.1,',
      '10.0.0.1/8/8',
    ]) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(
        /TRUST_PROXY must be a hop count from 0 to 10 or a comma-separated list of proxy addresses or CIDRs/,
      );
    }
  });
});
