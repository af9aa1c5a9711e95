// Reads the sandbox's configuration from the environment once, at start-up (conventions §6). A bad
// variable stops the process with the list of everything that is wrong, not just the first problem.
import type { SandboxOptions, SandboxScale } from './context.ts';
import { DEMO_SUPPLIER, brandPath, readSupplier, type Supplier } from './supplier.ts';

export interface SandboxConfig extends SandboxOptions {
  port: number;
  /** Interface to listen on; localhost by default, 0.0.0.0 inside a container. */
  host: string;
}

export const DEFAULT_PORTAL_ORIGINS = ['http://localhost:3000', 'http://127.0.0.1:3000'];

/** Defaults shared by the environment reader and the test helper (testing.ts). */
export const DEFAULT_OPTIONS: Omit<SandboxOptions, 'baseUrl'> = {
  portalOrigins: DEFAULT_PORTAL_ORIGINS,
  seed: 20240617,
  scale: 'small',
  admin: true,
  accessTokenTtl: 300,
  refreshTokenTtl: 604800,
  idpAccessTokenTtl: 600,
  exportStepSeconds: 2,
  // A back office takes its time: In lavorazione the next day, decided after three.
  orderStepSeconds: 86_400,
  supplier: DEMO_SUPPLIER,
};

export class ConfigError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(`Invalid sandbox configuration:\n- ${problems.join('\n- ')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

type Env = Record<string, string | undefined>;

function readInteger(
  env: Env,
  name: string,
  fallback: number,
  min: number,
  max: number,
  problems: string[],
): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) {
    problems.push(`${name} must be a whole number, got "${raw}"`);
    return fallback;
  }
  const value = Number(raw);
  if (value < min || value > max) {
    problems.push(`${name} must be between ${min} and ${max}, got ${value}`);
    return fallback;
  }
  return value;
}

function readOrigin(value: string, name: string, problems: string[]): string | undefined {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      problems.push(`${name}: "${value}" must be an http or https address`);
      return undefined;
    }
    return url.origin;
  } catch {
    problems.push(`${name}: "${value}" is not a valid address`);
    return undefined;
  }
}

function readBoolean(env: Env, name: string, fallback: boolean, problems: string[]): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'on', 'yes'].includes(raw)) return true;
  if (['0', 'false', 'off', 'no'].includes(raw)) return false;
  problems.push(`${name} must be on/off (true/false, 1/0), got "${env[name]}"`);
  return fallback;
}

/** Validates the environment; throws a ConfigError listing every problem. */
export function readConfig(env: Env = process.env): SandboxConfig {
  const problems: string[] = [];
  const port = readInteger(env, 'SANDBOX_PORT', 4000, 0, 65535, problems);
  const host = env.SANDBOX_HOST?.trim() || 'localhost';

  let baseUrl = `http://localhost:${port}`;
  const rawUrl = env.SANDBOX_URL?.trim();
  if (rawUrl) {
    const origin = readOrigin(rawUrl, 'SANDBOX_URL', problems);
    // A path would move the issuer and every route; the sandbox is served at the root of its host.
    if (origin !== undefined && new URL(rawUrl).pathname.replace(/\/+$/, '') !== '') {
      problems.push(`SANDBOX_URL must not have a path, got "${rawUrl}"`);
    }
    if (origin !== undefined) baseUrl = origin;
  }

  let portalOrigins = DEFAULT_PORTAL_ORIGINS;
  const rawOrigins = env.SANDBOX_PORTAL_ORIGINS?.trim();
  if (rawOrigins) {
    const parsed = rawOrigins
      .split(',')
      .map((o) => o.trim())
      .filter((o) => o !== '')
      .map((o) => readOrigin(o, 'SANDBOX_PORTAL_ORIGINS', problems));
    if (parsed.length === 0) problems.push('SANDBOX_PORTAL_ORIGINS must list at least one origin');
    portalOrigins = parsed.filter((o): o is string => o !== undefined);
  }

  let backchannelLogoutUri: string | undefined;
  const rawBackchannel = env.SANDBOX_BACKCHANNEL_LOGOUT_URI?.trim();
  if (rawBackchannel && readOrigin(rawBackchannel, 'SANDBOX_BACKCHANNEL_LOGOUT_URI', problems))
    backchannelLogoutUri = new URL(rawBackchannel).href;

  const seed = readInteger(env, 'SANDBOX_SEED', DEFAULT_OPTIONS.seed, 0, 2 ** 31 - 1, problems);

  let scale: SandboxScale = DEFAULT_OPTIONS.scale;
  const rawScale = env.SANDBOX_SCALE?.trim();
  if (rawScale) {
    if (rawScale === 'small' || rawScale === 'large') scale = rawScale;
    else problems.push(`SANDBOX_SCALE must be "small" or "large", got "${rawScale}"`);
  }

  // Fault injection and impersonation tokens must never be reachable in production by accident.
  const admin = readBoolean(env, 'SANDBOX_ADMIN', env.NODE_ENV !== 'production', problems);
  // The SMTP sink (mail/sink.ts) for the portal's alert mails; 0 turns it off.
  const smtpPort = readInteger(env, 'SANDBOX_SMTP_PORT', 2525, 0, 65535, problems);
  const day = 24 * 60 * 60;
  const accessTokenTtl = readInteger(
    env,
    'SANDBOX_ACCESS_TTL',
    DEFAULT_OPTIONS.accessTokenTtl,
    1,
    day,
    problems,
  );
  const refreshTokenTtl = readInteger(
    env,
    'SANDBOX_REFRESH_TTL',
    DEFAULT_OPTIONS.refreshTokenTtl,
    1,
    365 * day,
    problems,
  );
  const idpAccessTokenTtl = readInteger(
    env,
    'SANDBOX_IDP_ACCESS_TTL',
    DEFAULT_OPTIONS.idpAccessTokenTtl,
    1,
    day,
    problems,
  );
  const exportStepSeconds = readInteger(
    env,
    'SANDBOX_EXPORT_STEP_SECONDS',
    DEFAULT_OPTIONS.exportStepSeconds,
    0,
    3600,
    problems,
  );

  const orderStepSeconds = readInteger(
    env,
    'SANDBOX_ORDER_STEP_SECONDS',
    DEFAULT_OPTIONS.orderStepSeconds,
    0,
    86_400,
    problems,
  );

  let supplier: Supplier = DEFAULT_OPTIONS.supplier;
  const brand = env.BRAND?.trim();
  const brandFile = env.BRAND_FILE?.trim();
  if (brand || brandFile) {
    try {
      supplier = readSupplier(brandPath(brand, brandFile));
    } catch (error) {
      problems.push((error as Error).message);
    }
  }

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    port,
    host,
    baseUrl,
    portalOrigins,
    ...(backchannelLogoutUri ? { backchannelLogoutUri } : {}),
    seed,
    scale,
    admin,
    ...(smtpPort === 0
      ? {}
      : { smtp: { port: smtpPort, host: host === 'localhost' ? '127.0.0.1' : host } }),
    accessTokenTtl,
    refreshTokenTtl,
    idpAccessTokenTtl,
    exportStepSeconds,
    orderStepSeconds,
    supplier,
  };
}
