// The QR deep link of a paper bill (§4, §5). A signed-in retail customer goes to the invoice (a
// redirect, so the link never stays in the history) or, when it is not theirs, to the bills list
// with the §8 text — the session continues. Anyone else is signed out with the invoice kept in a
// short-lived encrypted cookie, and taken to it after the next sign-in. The link is read as bills
// print it; an unreadable one answers a page with the way forward, and a
// link from another site asks before it signs anyone out.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { canOpenQrInvoice, parseQrInvoiceLink } from '@portal/shared/inputs';
import { inLanguage, localeForms } from '@portal/shared/routes';
import { findQrInvoice, qrNotFoundLocation } from '../auth/qr.ts';
import { qrCookie } from '../auth/cookies.ts';
import { segmentOf } from '../session/view.ts';
import { SessionEndedError } from '../upstream/errors.ts';
import { clearSession, endSessionLocation } from '../auth/exits.ts';
import { fromThePortal, navigationErrors, sendNotice } from '../pages/navigation.ts';

export const qrInvoiceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // §2: /qrcode-invoice, /it/qrcode-invoice and /de/qrcode-invoice (the link on a German bill).
  for (const form of localeForms('/qrcode-invoice')) {
    app.get(
      form.url,
      {
        // A navigation with side effects: no automatic HEAD twin.
        exposeHeadRoute: false,
        errorHandler: navigationErrors('qrBadLink', ['bills', 'home']),
        schema: {
          // Read by parseQrInvoiceLink (§5): the schema only bounds the sizes.
          querystring: Type.Object({
            numeroFattura: Type.String({ maxLength: 128 }),
            dataEmissione: Type.String({ maxLength: 32 }),
          }),
          response: { 303: Type.Null(), 302: Type.Null(), 200: Type.String(), 400: Type.String() },
        },
      },
      async (request, reply) => {
        const link = parseQrInvoiceLink(request.query);
        if (link === null) {
          request.log.info('QR link unreadable');
          return sendNotice(request, reply, {
            status: 400,
            notice: 'qrBadLink',
            links: ['bills', 'home'],
          });
        }
        const pending = { ...link, locale: form.locale };
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

        const wasSignedIn = request.portalSession !== null;
        if (wasSignedIn && !fromThePortal(request, app.config.allowedOrigins)) {
          request.log.info('QR link from another site would sign out: asking first');
          return sendNotice(request, reply, {
            status: 200,
            notice: 'confirmQr',
            links: ['continue', 'stay'],
            continueTo: `${form.url}?${new URLSearchParams(link).toString()}`,
          });
        }
        await clearSession(request, reply, 'qrLink');
        qrCookie.write(reply, pending);
        // A visitor from a German link signs in on the German page of the identity provider.
        if (!wasSignedIn) return reply.redirect(inLanguage('/auth/login', form.locale), 303);
        return reply.redirect(
          await endSessionLocation(request, `${app.config.publicOrigin}/login`),
          303,
        );
      },
    );
  }
};
