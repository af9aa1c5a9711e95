// What the supplier's brand puts on the web: its logos and favicon, and the legal
// pages an Italian supplier publishes — privacy and cookie notices and AgID's accessibility
// statement — drawn by the BFF in the page's language from the brand file, in their three forms
// (§2). Public: no session, outside /api.
import { createHash } from 'node:crypto';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Brand } from '@portal/shared/brand';
import type { Locale } from '@portal/shared/constants';
import { formatDate } from '@portal/shared/format';
import { localeForms } from '@portal/shared/routes';
import { pagePolicy, renderPage, type PageContent } from '../pages/html.ts';
import { pageLanguage } from '../pages/navigation.ts';
import { PAGE_TEXTS, type LegalPage } from '../pages/texts.ts';
import { BRAND_ASSETS } from './load.ts';

/** The pictures change with a deployment only; an hour bounds how long an old logo stays. */
const ASSET_CACHE = 'public, max-age=3600';
/**
 * An SVG opened on its own is a document of the portal's origin: the sandbox directive keeps any
 * script in it from running there (the files are checked for scripts at start-up as well).
 */
const ASSET_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
/** The file's bytes, sent as they are (Fastify never serialises a Buffer). */
const SVG_BODY = Type.Unsafe<Buffer>({ type: 'string', contentMediaType: 'image/svg+xml' });
export const LEGAL_PAGES = ['privacy', 'cookies', 'accessibility'] as const satisfies LegalPage[];

/** The content of a legal page: the brand's texts inside the portal's headings. */
export function legalContent(page: LegalPage, language: Locale, brand: Brand): PageContent {
  const texts = PAGE_TEXTS[language];
  const home: PageContent['links'] = [
    { label: texts.actions.home, href: language === 'de' ? '/de' : '/' },
  ];
  if (page !== 'accessibility') {
    return {
      title: texts.legal[page].title,
      paragraphs: brand.notices[page][language],
      links: home,
    };
  }
  const statement = texts.legal.accessibility;
  const { accessibility } = brand.notices;
  return {
    title: statement.title,
    paragraphs: [statement.intro(brand.legal.companyName, brand.name)],
    sections: [
      {
        heading: statement.conformanceHeading,
        paragraphs: [statement.conformance[accessibility.conformance]],
      },
      { heading: statement.contentHeading, paragraphs: accessibility[language] },
      {
        heading: statement.preparedHeading,
        paragraphs: [statement.prepared(formatDate(accessibility.updatedOn))],
      },
      {
        heading: statement.feedbackHeading,
        paragraphs: [statement.feedback(accessibility.feedbackEmail)],
      },
      { heading: statement.enforcementHeading, paragraphs: statement.enforcement },
    ],
    links: [
      { label: statement.writeFeedback, href: `mailto:${accessibility.feedbackEmail}` },
      ...home,
    ],
  };
}

export const brandRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { brand, assets } = app.config.brand;

  for (const asset of BRAND_ASSETS) {
    const body = assets[asset];
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    app.get(
      `/brand/${asset}`,
      { schema: { response: { 200: SVG_BODY, 304: Type.Null() } } },
      async (request, reply) => {
        reply
          .header('cache-control', ASSET_CACHE)
          .header('etag', etag)
          .header('content-security-policy', ASSET_POLICY);
        if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
        return reply.type('image/svg+xml').send(body);
      },
    );
  }

  for (const page of LEGAL_PAGES) {
    // §2: /legal/privacy, /it/legal/privacy, /de/legal/privacy; without a prefix the customer's
    // language (session, else locale cookie, else Italian), as the BFF's other pages.
    for (const form of localeForms(`/legal/${page}`)) {
      app.get(
        form.url,
        { schema: { response: { 200: Type.String() } } },
        async (request, reply) => {
          const language = form.locale ?? pageLanguage(request);
          return reply
            .header('cache-control', 'no-cache')
            .header('vary', 'cookie')
            .header('content-security-policy', pagePolicy())
            .type('text/html; charset=utf-8')
            .send(renderPage(language, legalContent(page, language, brand), brand));
        },
      );
    }
  }
};
