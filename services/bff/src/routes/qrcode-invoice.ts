// The QR deep link of a paper bill (§4, §5). A signed-in retail customer goes to the invoice (a
// redirect, so the link never stays in the history) or, when it is not theirs, to the bills list
// with the §8 text — the session continues. Anyone else is signed out with the invoice kept in a
// short-lived signed cookie, and taken to it after the next sign-in.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { canOpenQrInvoice, parseIsoDay } from '@portal/shared/inputs';
import { findQrInvoice, qrNotFoundLocation } from '../auth/qr.ts';
import { qrCookie } from '../auth/cookies.ts';
import { segmentOf } from '../session/view.ts';
import { SessionEndedError } from '../upstream/errors.ts';
import { clearSession, endSessionLocation } from '../auth/exits.ts';
import { inLanguage, localeForms } from './locale-forms.ts';

const ErrorBody = Type.Object({ error: Type.String(), message: Type.Optional(Type.String()) });

export const qrInvoiceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // §2: /qrcode-invoice, /it/qrcode-invoice and /de/qrcode-invoice (the link on a German bill).
  for (const form of localeForms('/qrcode-invoice')) {
    app.get(
      form.url,
      {
        // A navigation with side effects: no automatic HEAD twin.
        exposeHeadRoute: false,
        schema: {
          querystring: Type.Object({
            numeroFattura: Type.String({
              minLength: 1,
              maxLength: 64,
              pattern: '^[A-Za-z0-9/_.\\- ]+$',
            }),
            dataEmissione: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
          }),
          response: { 303: Type.Null(), 302: Type.Null(), 400: ErrorBody },
        },
      },
      async (request, reply) => {
        const { numeroFattura, dataEmissione } = request.query;
        if (parseIsoDay(dataEmissione) === null) {
          return reply
            .code(400)
            .send({ error: 'badRequest', message: 'dataEmissione must be a date YYYY-MM-DD' });
        }
        const pending = { numeroFattura, dataEmissione, locale: form.locale };
        const session = request.portalSession;

        if (session && canOpenQrInvoice(segmentOf(session))) {
          try {
            const location = await findQrInvoice(
              app.upstream,
              { session, log: request.log },
              pending,
            );
            return reply.redirect(location ?? qrNotFoundLocation(session, form.locale), 303);
          } catch (error) {
            if (!(error instanceof SessionEndedError)) {
              request.log.warn({ err: error }, 'QR invoice lookup failed');
              return reply.redirect(qrNotFoundLocation(session, form.locale), 303);
            }
            // The session ended while looking: continue as a signed-out visitor.
          }
        }

        const idToken = session?.idp.idToken;
        const wasSignedIn = request.portalSession !== null;
        await clearSession(request, reply);
        qrCookie.write(reply, pending);
        // A visitor from a German link signs in on the German page of the identity provider.
        if (!wasSignedIn) return reply.redirect(inLanguage('/auth/login', form.locale), 303);
        return reply.redirect(
          await endSessionLocation(request, `${app.config.publicOrigin}/login`, idToken),
          303,
        );
      },
    );
  }
};
