// The identity provider (oidc-provider): authorization code flow with PKCE for the portal's client,
// the demo accounts, the §7 user-info path, and the sandbox's own pages (docs/upstream-contract.md).
// Other channels: a public native client (RFC 8252) whose access tokens are JWTs
// for the portal API's resource indicator (RFC 8707, RFC 9068).
import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, jwtVerify } from 'jose';
import Provider, { errors, type KoaContextLike } from 'oidc-provider';
import type { SandboxOptions } from '../context.ts';
import { findAccount } from '../data/accounts.ts';
import { MemoryStore } from './adapter.ts';
import { errorPage, logoutPage, pickLocale, signedOutPage } from './pages.ts';

export const IDP_PREFIX = '/oidc';
export const PORTAL_CLIENT = {
  id: 'portal-web',
  secret: 'portal-web-secret',
  name: 'Portale clienti',
} as const;
export const PORTAL_SCOPES = 'openid profile email offline_access';

/**
 * The command-line client of the repository (services/cli) and, as its model, any other channel's
 * native app: public (no secret), authorization code with PKCE S256, a loopback redirect on any
 * port (RFC 8252 §7.3: oidc-provider ignores the port of a native client's http://127.0.0.1
 * redirect URI).
 */
export const CLI_CLIENT = {
  id: 'portal-cli',
  name: 'Portale clienti (riga di comando)',
  redirectUri: 'http://127.0.0.1/callback',
} as const;

/** The one scope of the portal API's resource server. */
export const PORTAL_API_SCOPE = 'portal.api';

/** The portal API's resource indicators (RFC 8707): `<origin>/api` for each portal origin. */
export function portalApiResources(portalOrigins: readonly string[]): string[] {
  return portalOrigins.map((origin) => `${origin}/api`);
}

/**
 * Where the provider posts a logout token when a customer's session ends here (OpenID Connect
 * Back-Channel Logout 1.0): the BFF of the first portal origin.
 */
export function portalBackchannelLogoutUri(portalOrigins: readonly string[]): string {
  return new URL('/auth/backchannel-logout', portalOrigins[0]).href;
}

export interface Idp {
  provider: Provider;
  /** Resolves a valid (unexpired, unrevoked) access token of the provider to its account id. */
  resolveAccessToken(token: string): Promise<string | undefined>;
  reset(): void;
}

interface GrantContext extends KoaContextLike {
  oidc: KoaContextLike['oidc'] & {
    client: { clientId: string; applicationType?: string };
    session: { accountId?: string; grantIdFor(clientId: string): string | undefined };
  };
}

function localeOf(ctx: KoaContextLike) {
  return pickLocale(ctx.oidc?.params?.ui_locales);
}

export async function createIdp(
  options: SandboxOptions,
  onServerError: (error: unknown) => void,
): Promise<Idp> {
  const store = new MemoryStore();
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = {
    ...(await exportJWK(privateKey)),
    kid: randomBytes(8).toString('hex'),
    use: 'sig',
    alg: 'RS256',
  };
  const origins = options.portalOrigins;
  const apiResources = portalApiResources(origins);
  const backchannelLogoutUri = options.backchannelLogoutUri ?? portalBackchannelLogoutUri(origins);
  /** The resource a request names, when it is the portal API's. */
  const apiResourceOf = (params: Record<string, unknown> | undefined): string | undefined => {
    const resource = params?.resource;
    return typeof resource === 'string' && apiResources.includes(resource) ? resource : undefined;
  };

  const provider: Provider = new Provider(`${options.baseUrl}${IDP_PREFIX}`, {
    adapter: (name: string) => store.adapterFor(name),
    clients: [
      {
        client_id: PORTAL_CLIENT.id,
        client_secret: PORTAL_CLIENT.secret,
        client_name: PORTAL_CLIENT.name,
        token_endpoint_auth_method: 'client_secret_basic',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: origins.map((o) => `${o}/auth/callback`),
        post_logout_redirect_uris: origins.flatMap((o) => [`${o}/`, `${o}/login`]),
        // ID tokens carry the provider's session id (sid), and so does the logout token.
        backchannel_logout_uri: backchannelLogoutUri,
        backchannel_logout_session_required: true,
      },
      {
        client_id: CLI_CLIENT.id,
        client_name: CLI_CLIENT.name,
        application_type: 'native',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [CLI_CLIENT.redirectUri],
      },
    ],
    jwks: { keys: [signingKey] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    scopes: PORTAL_SCOPES.split(' '),
    claims: {
      openid: ['sub'],
      email: ['email'],
      profile: ['given_name', 'family_name', 'name', 'locale'],
    },
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      // An access token asked for the portal API is a JWT for that audience, signed with the
      // provider's key (RS256), which the portal's BFF checks against the published JWKS.
      resourceIndicators: {
        enabled: true,
        defaultResource: async (_ctx: unknown, _client: unknown, oneOf?: string) => oneOf,
        // The token request may leave out the resource the authorization granted.
        useGrantedResource: async () => true,
        getResourceServerInfo: async (_ctx: unknown, resource: string) => {
          if (!apiResources.includes(resource)) throw new errors.InvalidTarget();
          return {
            scope: PORTAL_API_SCOPE,
            audience: resource,
            accessTokenTTL: options.idpAccessTokenTtl,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
      revocation: { enabled: true },
      backchannelLogout: { enabled: true },
      userinfo: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx: KoaContextLike, form: string) => {
          ctx.type = 'html';
          ctx.body = logoutPage(localeOf(ctx), form);
        },
        postLogoutSuccessSource: async (ctx: KoaContextLike) => {
          ctx.type = 'html';
          ctx.body = signedOutPage(localeOf(ctx));
        },
      },
    },
    // The provider's own requests refuse loopback and private addresses (SSRF protection), where a
    // sandbox's portal lives. The one exception is the portal's back-channel logout address, which
    // the sandbox's configuration names; no client can register another.
    fetch: (url: string | URL, init: RequestInit & { dispatcher?: unknown }) => {
      if (String(url) !== backchannelLogoutUri) return fetch(url, init);
      const { dispatcher: _ssrfGuard, ...direct } = init;
      return fetch(url, direct);
    },
    // §7 names the user-info path; discovery advertises it.
    routes: { userinfo: '/oauth2/userInfo' },
    interactions: {
      url: (_ctx: unknown, interaction: { uid: string }) =>
        `${IDP_PREFIX}/interaction/${interaction.uid}`,
    },
    findAccount: async (_ctx: unknown, sub: string) => {
      const account = findAccount(sub);
      if (!account) return undefined;
      return {
        accountId: account.email,
        claims: async () => ({
          sub: account.email,
          email: account.email,
          given_name: account.givenName,
          family_name: account.familyName,
          name: `${account.givenName} ${account.familyName}`,
          locale: account.locale,
        }),
      };
    },
    // The portal is the supplier's own client: consent is granted on the user's behalf.
    loadExistingGrant: async (ctx: GrantContext) => {
      const { client, session } = ctx.oidc;
      const accountId = session.accountId;
      if (!accountId) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      const existing = grantId ? await provider.Grant.find(grantId) : undefined;
      const grant = existing ?? new provider.Grant({ accountId, clientId: client.clientId });
      grant.addOIDCScope(PORTAL_SCOPES);
      const resource = apiResourceOf(ctx.oidc.params);
      if (resource) grant.addResourceScope(resource, PORTAL_API_SCOPE);
      await grant.save();
      return grant;
    },
    renderError: async (
      ctx: KoaContextLike,
      out: { error: string; error_description?: string },
    ) => {
      ctx.type = 'html';
      ctx.body = errorPage(localeOf(ctx), out.error, out.error_description);
    },
    clientBasedCORS: (_ctx: unknown, origin: string) => origins.includes(origin),
    ttl: {
      AccessToken: options.idpAccessTokenTtl,
      IdToken: options.idpAccessTokenTtl,
      AuthorizationCode: 60,
      Interaction: 15 * 60,
      Session: 24 * 60 * 60,
      Grant: 24 * 60 * 60,
      RefreshToken: 24 * 60 * 60,
    },
  });
  provider.on('server_error', (_ctx, error) => onServerError(error));

  return {
    provider,
    async resolveAccessToken(token: string) {
      try {
        const found = await provider.AccessToken.find(token);
        if (found) return found.isExpired || !found.isValid ? undefined : found.accountId;
        // A JWT access token for the portal API is not stored: its signature, issuer, audience
        // and expiry are its proof (RFC 9068).
        const { payload } = await jwtVerify(token, publicKey, {
          issuer: provider.issuer,
          audience: apiResources,
          algorithms: ['RS256'],
          typ: 'at+jwt',
        });
        return typeof payload.sub === 'string' ? payload.sub : undefined;
      } catch {
        return undefined;
      }
    },
    reset: () => store.clear(),
  };
}
