// The unsubscribe link of an alert mail, without signing in: GET shows what the link does with a
// button (a mail scanner that opens links turns nothing off), POST turns the kind off and confirms;
// the mail's List-Unsubscribe-Post one-click (RFC 8058) posts the same. Signed, expiring,
// idempotent: a second use confirms again. The page speaks the customer's language.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { pagePolicy, renderPage } from '../pages/html.ts';
import { pageLanguage } from '../pages/navigation.ts';
import { MAIL_TEXTS } from '../domains/alerts/mail-texts.ts';
import { recipientOf } from '../domains/alerts/recipients.ts';
import { saveSetting } from '../domains/alerts/settings-store.ts';
import { readUnsubscribeToken, UNSUBSCRIBE_PATH } from '../domains/alerts/unsubscribe-link.ts';

const Query = Type.Object({ t: Type.String({ maxLength: 1000 }) });

export const unsubscribeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { brand } = app.config.brand;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, {}),
  );

  async function answer(
    reply: FastifyReply,
    token: string,
    fallback: 'it' | 'de',
    act: boolean,
  ): Promise<FastifyReply> {
    const named = readUnsubscribeToken(app.config.alerts.linkSecret, token);
    const recipient = named ? await recipientOf(app.store, named.customer) : null;
    const language =
      recipient?.locale === 'de' || recipient?.locale === 'it' ? recipient.locale : fallback;
    const texts = MAIL_TEXTS[language];
    const home = { label: texts.unsubscribed.back, href: language === 'de' ? '/de' : '/' };
    reply
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .header('content-security-policy', pagePolicy())
      .type('text/html; charset=utf-8');
    if (!named) {
      return reply.code(400).send(
        renderPage(
          language,
          {
            title: texts.unsubscribed.title,
            paragraphs: [texts.unsubscribed.invalid],
            links: [home],
          },
          brand,
        ),
      );
    }
    const kindName = texts.kindName[named.kind];
    if (!act) {
      return reply.send(
        renderPage(
          language,
          {
            title: kindName,
            paragraphs: [],
            post: { label: texts.unsubscribe(kindName), href: `${UNSUBSCRIBE_PATH}?t=${token}` },
            links: [home],
          },
          brand,
        ),
      );
    }
    await saveSetting(app.store, named.customer, {
      kind: named.kind,
      scope: '',
      enabled: false,
      parameter: null,
    });
    app.log.info({ kind: named.kind }, 'alerts: a kind turned off by its unsubscribe link');
    return reply.send(
      renderPage(
        language,
        {
          title: texts.unsubscribed.title,
          paragraphs: [texts.unsubscribed.body(kindName)],
          links: [home],
        },
        brand,
      ),
    );
  }

  const schema = { querystring: Query, response: { 200: Type.String(), 400: Type.String() } };
  app.get(UNSUBSCRIBE_PATH, { schema }, async (request, reply) => {
    await answer(reply, request.query.t, pageLanguage(request), false);
  });
  app.post(UNSUBSCRIBE_PATH, { schema }, async (request, reply) => {
    await answer(reply, request.query.t, pageLanguage(request), true);
  });
};
