// Staff acting as a customer (§5, §6, §8): the token is repaired, upstream decides, and a fresh
// session marked impersonated is opened. Every failure ends the session here (§6): an expired
// token shows 'TokenExpired at {time}', any other refusal 'Impersonation not allowed'.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { repairImpersonationToken } from '@portal/shared/inputs';
import type { TokenPair } from '@portal/shared/types/auth';
import { establishSession } from '../auth/establish.ts';
import { landingPathOf } from '../session/view.ts';
import { UpstreamError } from '../upstream/errors.ts';
import { jwtClaims } from '../upstream/tokens.ts';
import { clearSession, unauthorizedLocation } from '../auth/exits.ts';
import { localeForms } from './locale-forms.ts';

const ErrorBody = Type.Object({ error: Type.String(), message: Type.Optional(Type.String()) });

/** The staff member named by the impersonation access token, when upstream says who it is. */
export function staffEmailOf(accessToken: string): string | null {
  const claims = jwtClaims(accessToken);
  const candidates = [
    claims?.impersonatedBy,
    claims?.staff,
    (claims?.act as { sub?: unknown } | undefined)?.sub,
  ];
  const found = candidates.find(
    (value): value is string => typeof value === 'string' && value !== '',
  );
  return found ?? null;
}

export const impersonateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // §2: /impersonate, /it/impersonate and /de/impersonate.
  for (const form of localeForms('/impersonate')) {
    app.get(
      form.url,
      {
        // A navigation with side effects: no automatic HEAD twin.
        exposeHeadRoute: false,
        schema: {
          querystring: Type.Object({
            token: Type.String({ minLength: 1, maxLength: 4096 }),
            fingerprint: Type.String({ minLength: 1, maxLength: 256 }),
          }),
          response: { 302: Type.Null(), 400: ErrorBody },
        },
      },
      async (request, reply) => {
        const token = repairImpersonationToken(request.query.token);
        const { fingerprint } = request.query;
        let answer: TokenPair & { email?: string };
        try {
          answer = (
            await app.upstream.anonymous<TokenPair & { email?: string }>({
              method: 'POST',
              path: '/api/impersonate',
              body: { token, fingerprint },
            })
          ).body;
        } catch (error) {
          if (error instanceof UpstreamError && error.code === 'TokenExpired') {
            const at =
              typeof error.details.expiredAt === 'string'
                ? error.details.expiredAt
                : new Date().toISOString();
            request.log.info({ expiredAt: at }, 'impersonation token expired');
            // §6: an impersonation failure logs out, an expired token as much as a refusal.
            await clearSession(request, reply);
            return reply.redirect(unauthorizedLocation('impersonationTokenExpired', { at }), 302);
          }
          request.log.warn(
            { code: error instanceof UpstreamError ? error.code : 'unavailable' },
            'impersonation refused',
          );
          await clearSession(request, reply);
          return reply.redirect(unauthorizedLocation('impersonationNotAllowed'), 302);
        }

        const staffEmail = staffEmailOf(answer.access_token);
        const result = await establishSession(app, request.log, {
          tokens: answer,
          fingerprint,
          idp: { accessToken: '' },
          profile: { name: null, locale: null },
          impersonation: { staffEmail },
          qrPending: null,
        });
        if (!result.ok) {
          await clearSession(request, reply);
          return reply.redirect(unauthorizedLocation(result.error), 302);
        }
        // A fresh session: whoever was signed in on this browser before is signed out here.
        if (request.portalSession) await app.sessions.destroy(request.portalSession.id);
        const { session } = result;
        request.log.info(
          { staffEmail, customerEmail: session.user.userInfo.email },
          'impersonation started',
        );
        request.portalSession = session;
        reply.setSessionCookie(session.id);
        // §2, §5: the landing route in the customer's language.
        return reply.redirect(landingPathOf(session), 302);
      },
    );
  }
};
