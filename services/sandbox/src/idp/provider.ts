// The identity provider (oidc-provider): authorization code flow with PKCE for the portal's client,
// the demo accounts, the §7 user-info path, and the sandbox's own pages (docs/upstream-contract.md).
import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { type KoaContextLike } from 'oidc-provider';
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

export interface Idp {
  provider: Provider;
  /** Resolves a valid (unexpired, unrevoked) access token of the provider to its account id. */
  resolveAccessToken(token: string): Promise<string | undefined>;
  reset(): void;
}

interface GrantContext extends KoaContextLike {
  oidc: KoaContextLike['oidc'] & {
    client: { clientId: string };
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
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = {
    ...(await exportJWK(privateKey)),
    kid: randomBytes(8).toString('hex'),
    use: 'sig',
    alg: 'RS256',
  };
  const origins = options.portalOrigins;

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
      revocation: { enabled: true },
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
        if (!found || found.isExpired || !found.isValid) return undefined;
        return found.accountId;
      } catch {
        return undefined;
      }
    },
    reset: () => store.clear(),
  };
}
