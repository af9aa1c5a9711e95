// Staff acting as a customer (§5, §6, §8): the token is repaired, upstream decides, and a fresh
// session marked impersonated is opened. Every failure ends the session here (§6): an expired
// token shows 'TokenExpired at {time}', any other refusal 'Impersonation not allowed'. Every start
// and refusal is an audit record; a link from another site asks before it ends
// the session open in the browser.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { repairImpersonationToken } from '@portal/shared/inputs';
import { localeForms } from '@portal/shared/routes';
import type { TokenPair } from '@portal/upstream-contract/rest';
import { establishSession } from '../auth/establish.ts';
import { landingPathOf } from '../session/view.ts';
import { UpstreamError } from '../upstream/errors.ts';
import { jwtClaims } from '../upstream/tokens.ts';
import { clearSession, unauthorizedLocation } from '../auth/exits.ts';
import { fromThePortal, navigationErrors, sendNotice } from '../pages/navigation.ts';
import { identitiesOf, tokenDigest, type Identities } from '../plugins/audit.ts';

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

/** The customer and staff member a refusal names, when upstream recognised the token (§6). */
function refusalIdentities(error: unknown): Identities {
  const details = error instanceof UpstreamError ? error.details : {};
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
  return { staff: text(details.staffEmail), customer: text(details.customerEmail) };
}

export const impersonateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { config } = app;
  // §2: /impersonate, /it/impersonate and /de/impersonate.
  for (const form of localeForms('/impersonate')) {
    app.get(
      form.url,
      {
        // A navigation with side effects: no automatic HEAD twin.
        exposeHeadRoute: false,
        // A bad link answers a page with the way forward, not JSON.
        errorHandler: navigationErrors('impersonationBadLink', ['home']),
        schema: {
          querystring: Type.Object({
            token: Type.String({ minLength: 1, maxLength: 4096 }),
            fingerprint: Type.String({ minLength: 1, maxLength: 256 }),
          }),
          response: { 302: Type.Null(), 200: Type.String(), 400: Type.String() },
        },
      },
      async (request, reply) => {
        const token = repairImpersonationToken(request.query.token);
        const { fingerprint } = request.query;
        const current = request.portalSession;
        // Starting ends the session open in this browser: from another site, ask first.
        // The answer is a link to the same address, followed from the portal's own page.
        if (current && !fromThePortal(request, config.allowedOrigins)) {
          request.log.info(
            'impersonation link from another site over an open session: asking first',
          );
          const query = new URLSearchParams({ token, fingerprint }).toString();
          return sendNotice(request, reply, {
            status: 200,
            notice: 'confirmImpersonation',
            links: ['continue', 'stay'],
            continueTo: `${form.url}?${query}`,
          });
        }
        const signedInAs = current ? identitiesOf(current) : null;
        const refuse = async (who: Identities, reason: string, location: string) => {
          app.audit.refused(request, who, { reason, tokenDigest: tokenDigest(token), signedInAs });
          // §6: an impersonation failure logs out, an expired token as much as a refusal.
          await clearSession(request, reply, 'impersonationFailed');
          return reply.redirect(location, 302);
        };

        let answer: TokenPair & { email?: string };
        try {
          answer = (
            await app.upstream.anonymous<TokenPair & { email?: string }>({
              method: 'POST',
              path: '/api/impersonate',
              body: { token, fingerprint },
              log: request.log,
            })
          ).body;
        } catch (error) {
          const who = refusalIdentities(error);
          if (error instanceof UpstreamError && error.code === 'TokenExpired') {
            const at =
              typeof error.details.expiredAt === 'string'
                ? error.details.expiredAt
                : new Date().toISOString();
            return refuse(
              who,
              'TokenExpired',
              unauthorizedLocation('impersonationTokenExpired', { at }),
            );
          }
          const reason = error instanceof UpstreamError ? error.code : 'unavailable';
          return refuse(who, reason, unauthorizedLocation('impersonationNotAllowed'));
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
          const who = { staff: staffEmail, customer: answer.email ?? null };
          return refuse(who, result.error, unauthorizedLocation(result.error));
        }
        // A fresh session: whoever was signed in on this browser before is signed out here.
        if (current) await app.sessions.destroy(current.id, 'replaced');
        const { session } = result;
        app.audit.started(request, identitiesOf(session));
        request.portalSession = session;
        reply.setSessionCookie(session.id);
        // §2, §5: the landing route in the customer's language.
        return reply.redirect(landingPathOf(session), 302);
      },
    );
  }
};
