// Configuration is read once from the environment and validated at start-up (conventions §6).
// Defaults run against the sandbox on :4000; production refuses development secrets and insecure
// settings, listing every problem at once so one restart fixes them all.
import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadBrand, type LoadedBrand } from './brand/load.ts';
import { readTracing } from './tracing/settings.ts';
import { type AlertSettings, readAlerts } from './alerts-config.ts';
import type { StoreLocation } from './store/store.ts';

/**
 * Which peers may name the client in X-Forwarded-For, in the form Fastify's trustProxy takes:
 * false trusts none (the socket's address is the client), a list trusts exactly those proxy
 * addresses and CIDRs, a function trusts a number of hops (see proxyHops).
 */
export type ProxyTrust = false | string[] | ((address: string, hop: number) => boolean);

/**
 * Redis behind Sentinel (docs/operations.md "Redis that survives a node"): the sentinels to ask
 * (REDIS_SENTINELS, host:port,…), the name they monitor the primary under (REDIS_SENTINEL_NAME) and
 * the passwords of the primary and its replicas (REDIS_PASSWORD) and of the sentinels
 * (REDIS_SENTINEL_PASSWORD).
 */
export interface RedisSentinel {
  sentinels: Array<{ host: string; port: number }>;
  name: string;
  password: string | null;
  sentinelPassword: string | null;
}

export interface Config {
  production: boolean;
  host: string;
  port: number;
  /** TRUST_PROXY: the rate limits key on the address this yields. */
  trustProxy: ProxyTrust;
  publicOrigin: string;
  allowedOrigins: string[];
  upstream: {
    apiBaseUrl: string;
    graphqlUrl: string;
    contentBaseUrl: string;
    timeoutMs: number;
    userAgent: string;
  };
  oidc: {
    issuer: string;
    clientId: string;
    clientSecret: string;
    redirectUri: string;
    postLogoutRedirectUri: string;
    allowInsecure: boolean;
  };
  session: {
    secret: string;
    cookieName: string;
    secureCookie: boolean;
    maxAgeSeconds: number;
    /** A session unused for this long ends; the 7 days of §9 stay the absolute limit. */
    idleTimeoutSeconds: number;
  };
  redisUrl: string | null;
  /** REDIS_SENTINELS: the primary found through Redis Sentinel, instead of REDIS_URL. */
  redisSentinel: RedisSentinel | null;
  webDist: string | null;
  /**
   * DRAIN_TIMEOUT_SECONDS: how long a stopping replica lets the requests in flight finish before it
   * closes their connections; below the orchestrator's grace period.
   */
  drainTimeoutMs: number;
  /**
   * Requests per minute: of an address on the sign-in routes and on /api (another channel's
   * requests apart from the browsers', with the same limit), and of one person through one OAuth
   * client (RATE_LIMIT_CLIENT_PER_MINUTE).
   */
  rateLimit: { authPerMinute: number; apiPerMinute: number; clientPerMinute: number };
  /**
   * Access tokens of other channels (decision 0008): JWTs of the identity
   * provider (`issuer`, keys from its JWKS) for the portal API's audience (API_AUDIENCE), issued
   * to one of the allowed clients (API_CLIENTS) with the API's scope (API_SCOPE).
   */
  bearer: {
    issuer: string;
    audience: string;
    clockSkewSeconds: number;
    clients: readonly string[];
    scope: string;
  };
  /** Invoice PDF exports per customer: jobs not yet finished, and starts per rolling hour. */
  exports: { maxOpenJobs: number; startsPerHour: number };
  logLevel: string;
  graphiql: boolean;
  /**
   * GRAPHQL_KNOWN_DOCUMENTS_ONLY (on in production): a browser session may send only the web
   * client's own documents (docs/decisions/0009-persisted-documents.md).
   */
  graphqlKnownDocumentsOnly: boolean;
  /** Serve /metrics (Prometheus text); off in production unless METRICS_ENABLED says otherwise. */
  metricsEnabled: boolean;
  /** The supplier's brand (BRAND or BRAND_FILE), validated with its pictures. */
  brand: LoadedBrand;
  /** OpenTelemetry traces, on when the OTEL_* variables point somewhere (tracing/settings.ts). */
  tracing: boolean;
  /**
   * The portal's own store (decision 0022): PostgreSQL by DATABASE_URL, else PGlite in STORE_DIR,
   * else PGlite in memory.
   */
  store: StoreLocation;
  /** Alerts: their jobs, keys and mail (decision 0023, alerts/settings.ts). */
  alerts: AlertSettings;
}

export class ConfigError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(`Invalid configuration:\n- ${problems.join('\n- ')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

/** Development values that must never reach production. */
export const DEVELOPMENT_SECRETS = {
  clientSecret: 'portal-web-secret',
  sessionSecret: 'development-session-secret-change-me-0123456789',
} as const;

const SESSION_MAX_AGE_SECONDS = 7 * 24 * 60 * 60; // §9: session cookies last 7 days
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const MIN_SECRET_LENGTH = 32;
const MAX_PROXY_HOPS = 10;
/** proxy-addr's names for address ranges, which Fastify accepts beside addresses and CIDRs. */
const ADDRESS_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

const here = dirname(fileURLToPath(import.meta.url));
/**
 * This package's folder (services/bff), from the sources (src/), the built entry (dist/) or a chunk
 * the entries share (dist/chunks/: the server and the worker both read the configuration).
 */
const packageDir = resolve(here, here.endsWith('/dist/chunks') ? '../..' : '..');
/** The built SPA of services/web, relative to this package. */
export const DEFAULT_WEB_DIST = resolve(packageDir, '../web/dist');
/** The brand files at the repository's root (config/brands), relative to this package. */
export const DEFAULT_BRANDS_DIR = resolve(packageDir, '../../config/brands');

type Env = NodeJS.ProcessEnv;

export class Reader {
  readonly problems: string[] = [];

  constructor(private readonly env: Env) {}

  text(name: string, fallback: string): string {
    const value = this.env[name]?.trim();
    return value === undefined || value === '' ? fallback : value;
  }

  url(name: string, fallback: string): string {
    const value = this.text(name, fallback).replace(/\/+$/, '');
    try {
      const parsed = new URL(value);
      if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
        this.problems.push(`${name} must be an http(s) URL (got ${value})`);
      }
    } catch {
      this.problems.push(`${name} must be a URL (got ${value})`);
    }
    return value;
  }

  integer(name: string, fallback: number, min: number, max: number): number {
    const raw = this.env[name]?.trim();
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      this.problems.push(`${name} must be an integer between ${min} and ${max} (got ${raw})`);
      return fallback;
    }
    return value;
  }

  /** A hop count (0 = trust none) or a comma-separated list of proxy addresses and CIDRs. */
  proxyTrust(name: string, fallbackHops: number): ProxyTrust {
    const raw = this.text(name, String(fallbackHops));
    if (/^\d+$/.test(raw)) {
      const hops = Number(raw);
      if (hops <= MAX_PROXY_HOPS) return hops === 0 ? false : proxyHops(hops);
    } else {
      const entries = raw.split(',').map((entry) => entry.trim());
      if (entries.every(isProxyAddress)) return entries;
    }
    this.problems.push(
      `${name} must be a hop count from 0 to ${MAX_PROXY_HOPS} or a comma-separated list of proxy ` +
        `addresses or CIDRs (e.g. 10.0.0.0/8,::1) (got ${raw})`,
    );
    return false;
  }

  flag(name: string, fallback: boolean): boolean {
    const raw = this.env[name]?.trim().toLowerCase();
    if (raw === undefined || raw === '') return fallback;
    if (['1', 'true', 'on', 'yes'].includes(raw)) return true;
    if (['0', 'false', 'off', 'no'].includes(raw)) return false;
    this.problems.push(`${name} must be on/off (true/false, 1/0) (got ${raw})`);
    return fallback;
  }
}

/**
 * Trusts the nearest `hops` peers, whoever they are. Fastify 5 reads a numeric trustProxy as "trust
 * none" because a count cannot tell the proxy from a client that connects directly, so the count is
 * given as a function: it is right only where the proxies are the sole way in (docker-compose.yml
 * publishes no replica port); elsewhere TRUST_PROXY lists the proxies' addresses.
 */
function proxyHops(hops: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < hops;
}

/** REDIS_SENTINELS and its companions; null when it is not set. */
function readSentinel(env: Env, problems: string[], withUrl: boolean): RedisSentinel | null {
  const list = env.REDIS_SENTINELS?.trim();
  if (!list) return null;
  if (withUrl) problems.push('REDIS_URL and REDIS_SENTINELS: give one of them, not both');
  const sentinels = list.split(',').map((entry) => {
    const match = /^\[?([^\]\s]+?)\]?:(\d{1,5})$/.exec(entry.trim());
    const port = Number(match?.[2]);
    if (!match?.[1] || port < 1 || port > 65535) {
      problems.push(`REDIS_SENTINELS must list host:port pairs separated by commas (got ${entry})`);
      return { host: '', port: 0 };
    }
    return { host: match[1], port };
  });
  const name = env.REDIS_SENTINEL_NAME?.trim() ?? '';
  if (name === '') problems.push('REDIS_SENTINEL_NAME must name the primary the sentinels monitor');
  const secret = (value: string | undefined) => (value && value !== '' ? value : null);
  return {
    sentinels,
    name,
    password: secret(env.REDIS_PASSWORD),
    sentinelPassword: secret(env.REDIS_SENTINEL_PASSWORD),
  };
}

function isProxyAddress(entry: string): boolean {
  if (ADDRESS_RANGES.includes(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
}

export function loadConfig(env: Env = process.env): Config {
  const read = new Reader(env);
  const nodeEnv = read.text('NODE_ENV', 'development');
  const production = nodeEnv === 'production';

  const port = read.integer('PORT', 3000, 0, 65535);
  const host = read.text('HOST', production ? '0.0.0.0' : '127.0.0.1');
  // Production runs behind one reverse proxy (deploy/nginx.conf): trust that hop and no further, so
  // an X-Forwarded-For written by the client never picks its own rate-limit address.
  const trustProxy = read.proxyTrust('TRUST_PROXY', production ? 1 : 0);
  const publicOrigin = originOf(
    read.url('PORTAL_ORIGIN', `http://localhost:${port === 0 ? 3000 : port}`),
  );
  const apiBaseUrl = read.url('UPSTREAM_API_URL', 'http://localhost:4000');
  const graphqlUrl = read.url('UPSTREAM_GRAPHQL_URL', `${apiBaseUrl}/ubik/graphql`);
  const contentBaseUrl = read.url('UPSTREAM_CONTENT_URL', apiBaseUrl);
  const issuer = read.url('OIDC_ISSUER', `${apiBaseUrl}/oidc`);
  const clientId = read.text('OIDC_CLIENT_ID', 'portal-web');
  const clientSecret = read.text('OIDC_CLIENT_SECRET', DEVELOPMENT_SECRETS.clientSecret);
  const sessionSecret = read.text('SESSION_SECRET', DEVELOPMENT_SECRETS.sessionSecret);
  const redisUrl = env.REDIS_URL?.trim() ? env.REDIS_URL.trim() : null;
  const redisSentinel = readSentinel(env, read.problems, redisUrl !== null);
  const logLevel = read.text('LOG_LEVEL', production ? 'info' : 'warn');
  const timeoutMs = read.integer('UPSTREAM_TIMEOUT_MS', 10_000, 100, 120_000);
  const drainSeconds = read.integer('DRAIN_TIMEOUT_SECONDS', 20, 1, 600);
  const authPerMinute = read.integer('RATE_LIMIT_AUTH_PER_MINUTE', 60, 1, 100_000);
  const apiPerMinute = read.integer('RATE_LIMIT_API_PER_MINUTE', 600, 1, 1_000_000);
  const clientPerMinute = read.integer('RATE_LIMIT_CLIENT_PER_MINUTE', 600, 1, 1_000_000);
  const apiClients = read
    .text('API_CLIENTS', 'portal-cli')
    .split(',')
    .map((client) => client.trim())
    .filter((client) => client !== '');
  const apiScope = read.text('API_SCOPE', 'portal.api');
  if (/\s/.test(apiScope)) read.problems.push(`API_SCOPE must be one scope (got ${apiScope})`);
  const maxOpenExports = read.integer('EXPORT_OPEN_JOBS_MAX', 5, 1, 100);
  const exportStartsPerHour = read.integer('EXPORT_STARTS_PER_HOUR', 30, 1, 10_000);
  const apiAudience = read.url('API_AUDIENCE', `${publicOrigin}/api`);
  const clockSkewSeconds = read.integer('BEARER_CLOCK_SKEW_SECONDS', 30, 0, 300);
  const idleMinutes = read.integer(
    'SESSION_IDLE_TIMEOUT_MINUTES',
    30,
    1,
    SESSION_MAX_AGE_SECONDS / 60,
  );
  // Metrics reveal traffic and upstream health: never public by accident in production.
  const metricsEnabled = read.flag('METRICS_ENABLED', !production);
  const graphqlKnownDocumentsOnly = read.flag('GRAPHQL_KNOWN_DOCUMENTS_ONLY', production);

  const webDistSetting = env.WEB_DIST?.trim();
  const webDistPath = webDistSetting ? resolve(webDistSetting) : DEFAULT_WEB_DIST;
  const webDist = existsSync(webDistPath) ? webDistPath : null;

  const brand = loadBrand(env, DEFAULT_BRANDS_DIR);
  read.problems.push(...brand.problems);
  const tracing = readTracing(env);
  read.problems.push(...tracing.problems);
  const databaseUrl = env.DATABASE_URL?.trim() ?? '';
  if (databaseUrl !== '' && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    read.problems.push('DATABASE_URL must start with postgres:// or postgresql://');
  }
  const storeDir = env.STORE_DIR?.trim() ?? '';
  const store: StoreLocation =
    databaseUrl !== ''
      ? {
          engine: 'postgres',
          url: databaseUrl,
          poolSize: read.integer('DATABASE_POOL_SIZE', 5, 1, 100),
        }
      : { engine: 'pglite', dataDir: storeDir === '' ? null : resolve(storeDir) };
  const alerts = readAlerts(env, read, sessionSecret);

  if (!LOG_LEVELS.includes(logLevel)) {
    read.problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got ${logLevel})`);
  }
  if (redisUrl !== null && !/^rediss?:\/\//.test(redisUrl)) {
    read.problems.push('REDIS_URL must start with redis:// or rediss://');
  }
  if (sessionSecret.length < MIN_SECRET_LENGTH) {
    read.problems.push(`SESSION_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
  }
  const issuerIsHttp = issuer.startsWith('http://');
  if (production) {
    if (clientSecret === DEVELOPMENT_SECRETS.clientSecret) {
      read.problems.push(
        'OIDC_CLIENT_SECRET is the development secret; set the real one in production',
      );
    }
    if (sessionSecret === DEVELOPMENT_SECRETS.sessionSecret) {
      read.problems.push(
        'SESSION_SECRET is the development secret; set a random one in production',
      );
    }
    if (issuerIsHttp) read.problems.push('OIDC_ISSUER must use https in production');
    if (publicOrigin.startsWith('http://'))
      read.problems.push('PORTAL_ORIGIN must use https in production');
  }
  if (read.problems.length > 0) throw new ConfigError(read.problems);

  return {
    production,
    host,
    port,
    trustProxy,
    publicOrigin,
    allowedOrigins: [publicOrigin],
    upstream: {
      apiBaseUrl,
      graphqlUrl,
      contentBaseUrl,
      timeoutMs,
      userAgent: 'portal-bff/0.1 (+energy-customer-portal)',
    },
    oidc: {
      issuer,
      clientId,
      clientSecret,
      redirectUri: `${publicOrigin}/auth/callback`,
      postLogoutRedirectUri: `${publicOrigin}/`,
      // openid-client refuses http issuers unless told; only the local sandbox may use one.
      allowInsecure: issuerIsHttp && !production,
    },
    session: {
      secret: sessionSecret,
      cookieName: production ? '__Host-portal_session' : 'portal_session',
      secureCookie: publicOrigin.startsWith('https://'),
      maxAgeSeconds: SESSION_MAX_AGE_SECONDS,
      idleTimeoutSeconds: idleMinutes * 60,
    },
    redisUrl,
    redisSentinel,
    webDist,
    drainTimeoutMs: drainSeconds * 1000,
    rateLimit: { authPerMinute, apiPerMinute, clientPerMinute },
    bearer: {
      issuer,
      audience: apiAudience,
      clockSkewSeconds,
      clients: apiClients,
      scope: apiScope,
    },
    exports: { maxOpenJobs: maxOpenExports, startsPerHour: exportStartsPerHour },
    logLevel,
    graphiql: !production,
    graphqlKnownDocumentsOnly,
    metricsEnabled,
    // Without problems there is a brand (loadBrand returns one exactly when it reports none).
    brand: brand.brand as LoadedBrand,
    tracing: tracing.enabled,
    store,
    alerts,
  };
}
