import { describe, expect, it } from 'vitest';
import { ConfigError, DEVELOPMENT_SECRETS, loadConfig } from './config.ts';

describe('configuration (issue 4 item 1)', () => {
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
    expect(config.rateLimit).toEqual({ authPerMinute: 30, apiPerMinute: 300 });
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

describe('session idle time-out (issue 10 item 7)', () => {
  it('defaults to 30 minutes and reads SESSION_IDLE_TIMEOUT_MINUTES', () => {
    expect(loadConfig({}).session.idleTimeoutSeconds).toBe(1800);
    expect(loadConfig({ SESSION_IDLE_TIMEOUT_MINUTES: '5' }).session.idleTimeoutSeconds).toBe(300);
  });

  it('refuses a value outside 1 minute … 7 days', () => {
    expect(() => loadConfig({ SESSION_IDLE_TIMEOUT_MINUTES: '0' })).toThrow(/SESSION_IDLE_TIMEOUT_MINUTES must be an integer between 1 and 10080/);
    expect(() => loadConfig({ SESSION_IDLE_TIMEOUT_MINUTES: 'half an hour' })).toThrow(/SESSION_IDLE_TIMEOUT_MINUTES/);
  });
});
