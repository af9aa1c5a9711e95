// Session user and authentication payloads of §3, with the upstream's exact field names.

/** One business convention of the user (§3); 'consortium' marks a consortium user (§1). */
export interface BusinessConvention {
  businessConventionType: string;
  businessConventionCode?: string;
  businessConventionName?: string;
}

export interface UserInfo {
  email: string;
  businessConventions: BusinessConvention[];
}

/** One entry of oauth_user.anagrafiche[] (§3); customerSegment is the upstream customer kind (§1). */
export interface RegistrySummary {
  idAnagrafica: number;
  ragSoc: string;
  customerSegment: string;
  /** e.g. 'it-IT' or 'de-DE' (§5 language rule). */
  culture: string;
}

/** The stored user, oauth_user (§3). */
export interface SessionUser {
  userInfo: UserInfo;
  anagrafiche: RegistrySummary[];
}

export interface OAuthConfiguration {
  oAuthConfigId: string;
  name?: string;
}

export interface OAuthLoginRequest {
  OAuthConfigId: string;
  Token: string;
  Fingerprint: string;
}

/** Login, refresh and impersonation success (§3). */
export interface TokenPair {
  access_token: string;
  refresh_token: string;
}

export interface RefreshRequest {
  /** The user's email. */
  username: string;
  refresh_token: string;
  fingerprint: string;
}

export interface ImpersonationRequest {
  token: string;
  fingerprint: string;
}

/** Markers of a failed impersonation (§3). */
export type ImpersonationMarker = 'TokenExpired' | 'UserNotActive' | 'UserNotFound';

/** Impersonation answer (§3, upstream contract): tokens, or a marker. */
export type ImpersonationResponse =
  | (TokenPair & { email?: string })
  | { error: ImpersonationMarker | 'ImpersonationNotAllowed'; expiredAt?: string };
