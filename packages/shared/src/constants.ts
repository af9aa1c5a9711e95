// Every business constant and limit of §9 (and the code tables of §1, §3, §7), in one place.

export const LOCALES = ['it', 'de'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'it';
export const FALLBACK_LOCALE = 'en-US';
export const LOCALE_TAGS = { it: 'it-IT', de: 'de-DE' } as const satisfies Record<Locale, string>;

const DAY_SECONDS = 24 * 60 * 60;

export const LOCALE_COOKIE = {
  name: 'locale',
  maxAgeSeconds: 365 * DAY_SECONDS,
  path: '/',
  sameSite: 'lax',
} as const;

/** §9: session cookies last 7 days, secure except aws_token. */
export const SESSION_COOKIE = {
  maxAgeSeconds: 7 * DAY_SECONDS,
  path: '/',
  sameSite: 'lax',
  secure: true,
} as const;

/** §3 cookie names; §9 makes all of them secure except aws_token. */
export const TOKEN_COOKIES = {
  oauthToken: 'oauth_token',
  oauthRefreshToken: 'oauth_refresh_token',
  awsToken: 'aws_token',
} as const;
export const INSECURE_TOKEN_COOKIES: readonly string[] = [TOKEN_COOKIES.awsToken];

/** §3 browser storage keys; §4 session clearing removes all of them. */
export const STORAGE_KEYS = [
  'aws_user',
  'locale',
  'oauth_user',
  'sections',
  'contratti',
  'contratto_selezionato',
  'fattura_selezionata',
  'selected_registry',
  'selected_anagrafica',
  'bonus_eligible',
  'paymentData',
  'consortium_anagrafiche',
  'qr_invoice_pending',
] as const;

export const BUILD_CHECK_INTERVAL_MS = 60 * 60 * 1000;
export const PREFETCH = { skipOn: 'slow-2g', delayMs: 1000 } as const;

export const SIGN_IN = {
  scope: 'openid profile email',
  responseType: 'code',
  staleStateAgeSeconds: 15 * 60,
  silentRequestTimeoutMs: 10_000,
  accessTokenExpiringNotificationSeconds: 60,
  silentRenewRetryMs: 5000,
  checkSessionIntervalMs: 2000,
  popupClosedCheckMs: 500,
  popupHeight: 640,
  revokeTokenTypes: ['access_token', 'refresh_token'],
  revokeTokensOnSignout: false,
  userStore: 'sessionStorage',
  reloadGuardMs: 10_000,
} as const;

export const POSTS_PAGE = { page: 1, size: 10 } as const;
export const CONTRACT_PROBE_FIRST = 1;

/** Invoices one PDF export may hold (§7 export-pdf start): upstream's limit (docs/upstream-contract.md). */
export const EXPORT_MAX_INVOICES = 500;
/**
 * Invoices an export may name one by one: the BFF proves each to be the
 * customer's with a lookup of its own, bounded per request (MAX_INVOICES_PER_REQUEST).
 */
export const EXPORT_MAX_SELECTED = 100;

/** §9: the Italian week starts on Monday (0 = Sunday). */
export const WEEK_START = 1;

export const PICKER = {
  dayCells: 42,
  yearsPerPage: 12,
  defaultFormat: 'YYYY-MM-DD HH:mm:ss',
  monthFormat: 'MMM',
  separator: ' ~ ',
  noInputShowDelayMs: 250,
  shortcuts: ['Today', 'Yesterday', 'Last 7 Days', 'Last 30 Days', 'This Month', 'Last Month'],
  footer: ['Apply', 'Cancel'],
} as const;
export type PickerShortcut = (typeof PICKER.shortcuts)[number];

/** §7: one retry, only for non-mutating methods, on these statuses. */
export const RETRY = {
  statuses: [408, 409, 425, 429, 500, 502, 503, 504],
  idempotentMethods: ['GET', 'HEAD', 'OPTIONS'],
  attempts: 1,
} as const;

/** §1: utility code 1 is gas, 0 is power. */
export const UTILITY_CODES = { gas: 1, power: 0 } as const;
export type Utility = keyof typeof UTILITY_CODES;
/** §1 labels (luce/gas) and point identifiers (pdr for gas, pod for power). */
export const UTILITY_LABELS = { gas: 'gas', power: 'luce' } as const satisfies Record<
  Utility,
  string
>;
export const POINT_ID_KIND = { gas: 'pdr', power: 'pod' } as const satisfies Record<
  Utility,
  string
>;
/** §7: the data service's CodUtility enum values. */
export const GRAPHQL_UTILITY = { gas: 'Gas', power: 'Power' } as const satisfies Record<
  Utility,
  string
>;

/** Upstream dates without an offset are wall clock times of this zone (upstream contract). */
export const BUSINESS_TIME_ZONE = 'Europe/Rome';
