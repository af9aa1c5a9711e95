// The supplier's authentication API (§3, §7, §8; docs/upstream-contract.md): configurations, the
// login exchanges, refresh with rotation, user info, impersonation and operation tokens.
import { randomBytes } from 'node:crypto';
import { TypeBoxValidatorCompiler, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxContext, TokenSubject } from '../context.ts';
import { findAccount, type DemoAccount } from '../data/accounts.ts';
import type { ImpersonationTokens } from '../tokens/impersonation.ts';
import type { PortalTokens } from '../tokens/portal-tokens.ts';
import { romeInstant } from '../tokens/time.ts';
import {
  ErrorBody,
  ImpersonateBody,
  ImpersonateReply,
  ImpersonationErrorBody,
  LoginBody,
  OAuthConfigurations,
  OAuthLoginBody,
  OperationTokenQuery,
  OperationTokenReply,
  RefreshBody,
  TokenPairBody,
  UserInfoReply,
} from './auth-schemas.ts';

export const PORTAL_CLIENT_ID = 'portal-web';

const CONFIGURATIONS = [{ oAuthConfigId: PORTAL_CLIENT_ID, name: 'Portale clienti' }];

/** How long an operation token from /api/authorization/auth-operation-token lasts. */
const OPERATION_TOKEN_TTL_SECONDS = 300;

export interface AuthDeps {
  ctx: SandboxContext;
  tokens: PortalTokens;
  impersonation: ImpersonationTokens;
  /** Resolves a valid identity-provider access token to the account id (the email), else undefined. */
  resolveIdpToken(token: string): Promise<string | undefined>;
}

type LoginRefusal = 'errors.userNotFound' | 'errors.UserNotActive';

/** §8: a person without a customer record (including staff) is not found; the inactive one is not active. */
function loginRefusal(account: DemoAccount | undefined): LoginRefusal | undefined {
  if (!account || account.kind === 'unknown' || account.kind === 'staff')
    return 'errors.userNotFound';
  if (account.kind === 'inactive') return 'errors.UserNotActive';
  return undefined;
}

const refusalMessages: Record<LoginRefusal, string> = {
  'errors.userNotFound': 'No customer record for this user',
  'errors.UserNotActive': 'The user is not active',
};

export async function bearerSubject(
  deps: AuthDeps,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<TokenSubject | undefined> {
  const subject = await deps.tokens.verifyBearer(request.headers.authorization);
  if (!subject) {
    await reply.code(401).send({ error: 'unauthorized' });
    return undefined;
  }
  return subject;
}

export async function registerAuthApi(parent: FastifyInstance, deps: AuthDeps): Promise<void> {
  await parent.register(async (scope) => authRoutes(scope, deps));
}

async function authRoutes(scope: FastifyInstance, deps: AuthDeps): Promise<void> {
  // TypeBox's own checker: bodies are taken as sent (no coercion of a number or an array into a string).
  scope.setValidatorCompiler(TypeBoxValidatorCompiler);
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();
  const loginResponses = { 200: TokenPairBody, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };

  app.get(
    '/api/configurations',
    { schema: { response: { 200: OAuthConfigurations } } },
    async () => CONFIGURATIONS,
  );
  app.get(
    '/api/oauth/configurations',
    { schema: { response: { 200: OAuthConfigurations } } },
    async () => CONFIGURATIONS,
  );

  app.post(
    '/api/oauth/login',
    { schema: { body: OAuthLoginBody, response: loginResponses } },
    async (request, reply) => {
      const { OAuthConfigId, Token, Fingerprint } = request.body;
      if (!CONFIGURATIONS.some((c) => c.oAuthConfigId === OAuthConfigId)) {
        return reply
          .code(400)
          .send({ error: 'badRequest', message: `OAuthConfigId "${OAuthConfigId}" is unknown` });
      }
      const accountId = await deps.resolveIdpToken(Token);
      if (!accountId)
        return reply
          .code(401)
          .send({ error: 'invalidToken', message: 'Token is not a valid access token' });
      const account = findAccount(accountId);
      const refusal = loginRefusal(account);
      if (refusal || !account) {
        const error = refusal ?? 'errors.userNotFound';
        return reply.code(403).send({ error, message: refusalMessages[error] });
      }
      return deps.tokens.issue(account.email, Fingerprint);
    },
  );

  app.post(
    '/api/login',
    { schema: { body: LoginBody, response: loginResponses } },
    async (request, reply) => {
      const { username, password, fingerprint } = request.body;
      const account = findAccount(username);
      if (!account || account.password !== password) {
        return reply
          .code(401)
          .send({ error: 'invalidCredentials', message: 'Wrong username or password' });
      }
      const refusal = loginRefusal(account);
      if (refusal)
        return reply.code(403).send({ error: refusal, message: refusalMessages[refusal] });
      return deps.tokens.issue(account.email, fingerprint);
    },
  );

  app.post(
    '/api/refresh-token',
    { schema: { body: RefreshBody, response: { 200: TokenPairBody, 400: ErrorBody } } },
    async (request, reply) => {
      const { username, refresh_token, fingerprint } = request.body;
      const outcome = await deps.tokens.rotate(username, refresh_token, fingerprint);
      if (!outcome.ok) {
        const message =
          outcome.error === 'invalidRefreshToken'
            ? 'The refresh token is not valid'
            : 'The refresh token has expired';
        return reply.code(400).send({ error: outcome.error, message });
      }
      return outcome.tokens;
    },
  );

  app.get(
    '/api/user/info',
    { schema: { response: { 200: UserInfoReply, 401: ErrorBody } } },
    async (request, reply) => {
      const subject = await bearerSubject(deps, request, reply);
      if (!subject) return reply;
      const { account } = subject;
      return {
        userInfo: { email: account.email, businessConventions: account.businessConventions },
        anagrafiche: account.anagrafiche,
      };
    },
  );

  app.post(
    '/api/impersonate',
    {
      schema: {
        body: ImpersonateBody,
        response: { 200: ImpersonateReply, 400: ErrorBody, 403: ImpersonationErrorBody },
      },
    },
    async (request, reply) => {
      const redemption = deps.impersonation.redeem(request.body.token, request.body.fingerprint);
      if (!redemption.ok) {
        const parties = redemption.parties ?? {};
        if (redemption.error === 'TokenExpired') {
          return reply
            .code(403)
            .send({ error: 'TokenExpired', expiredAt: redemption.expiredAt, ...parties });
        }
        return reply.code(403).send({
          error: 'ImpersonationNotAllowed',
          message: 'Impersonation not allowed',
          ...parties,
        });
      }
      const { grant } = redemption;
      const parties = { staffEmail: grant.staffEmail, customerEmail: grant.customerEmail };
      const account = findAccount(grant.customerEmail);
      const refusal = loginRefusal(account);
      if (refusal === 'errors.UserNotActive')
        return reply.code(403).send({ error: 'UserNotActive', ...parties });
      if (refusal || !account) return reply.code(403).send({ error: 'UserNotFound', ...parties });
      const tokens = await deps.tokens.issue(
        account.email,
        request.body.fingerprint,
        grant.staffEmail,
      );
      return { ...tokens, email: account.email };
    },
  );

  app.get(
    '/api/authorization/auth-operation-token',
    {
      schema: {
        querystring: OperationTokenQuery,
        response: { 200: OperationTokenReply, 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (request, reply) => {
      const subject = await bearerSubject(deps, request, reply);
      if (!subject) return reply;
      return {
        token: randomBytes(24).toString('base64url'),
        expiresAt: romeInstant(new Date(Date.now() + OPERATION_TOKEN_TTL_SECONDS * 1000)),
      };
    },
  );
}
