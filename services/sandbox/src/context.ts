// What every part of the sandbox is handed when the app is composed (app.ts). The identity and
// token parts (idp/, api/auth*, faults/) and the data parts (data/, graphql/, api/*) meet here.
import type { DemoAccount } from './data/accounts.ts';
import type { Supplier } from './supplier.ts';

export type SandboxScale = 'small' | 'large';

export interface SandboxOptions {
  /** Public base address of the sandbox, e.g. http://localhost:4000 (the issuer is `${baseUrl}/oidc`). */
  baseUrl: string;
  /** Origins of the portal allowed as OIDC redirect / post-logout / payment return targets. */
  portalOrigins: string[];
  /**
   * Where the identity provider posts logout tokens (back-channel logout) when the first portal
   * origin is not reachable from the sandbox, e.g. the proxy's address inside docker-compose.
   */
  backchannelLogoutUri?: string;
  seed: number;
  scale: SandboxScale;
  /** /__sandbox/* admin routes (faults, counters, impersonation tokens) are served only when true. */
  admin: boolean;
  /**
   * The SMTP sink standing in for the supplier's mail relay (with the admin routes): its port, 0
   * for a free one; none when absent.
   */
  smtp?: { port: number; host: string };
  /** Lifetime of portal access tokens (JWT) in seconds. */
  accessTokenTtl: number;
  /** Lifetime of portal refresh tokens in seconds. */
  refreshTokenTtl: number;
  /** Lifetime of the identity provider's access tokens in seconds. */
  idpAccessTokenTtl: number;
  /** Seconds an export job spends in each intermediate status (§4 codes 0..4). */
  exportStepSeconds: number;
  /**
   * A convention order placed through the API is In lavorazione one step after it is sent and
   * decided three steps after; seeded orders move by days.
   */
  orderStepSeconds: number;
  /** The supplier whose systems these are: the brand's company (BRAND, BRAND_FILE; supplier.ts). */
  supplier: Supplier;
  /**
   * A fixed instant (ms) for the data side's clock instead of the real one: the data set, which
   * follows today's date, is then the same on every run (the visual regression tests). Tokens
   * and the identity provider keep the real clock.
   */
  dataNow?: number;
}

/** The customer a valid portal access token belongs to. */
export interface TokenSubject {
  email: string;
  account: DemoAccount;
  /** Set when the token was obtained through /api/impersonate. */
  impersonatedBy?: string;
}

export interface TokenService {
  /**
   * Reads the `Authorization: Bearer` header of a request. Returns the subject, or null when the
   * header is missing, forged, expired or revoked (the caller answers 401).
   */
  verifyBearer(authorization: string | undefined): Promise<TokenSubject | null>;
}

export interface SandboxContext {
  options: SandboxOptions;
  tokens: TokenService;
  /** Restores the data set to its seeded state (used by POST /__sandbox/reset). */
  resetHooks: Array<() => void>;
  /**
   * The account id (e-mail) an identity provider access token belongs to, for the calls a
   * signed-in identity without a customer record may make (registration).
   */
  resolveIdpToken?: (token: string) => Promise<string | undefined>;
}
