// What the supplier's brand puts on the web: its logos and favicon, and the legal
// pages an Italian supplier publishes — privacy and cookie notices and AgID's accessibility
// statement — drawn by the BFF in the page's language from the brand file, in their three forms
// (§2). Public: no session, outside /api.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Brand } from '@portal/shared/brand';
import type { Locale } from '@portal/shared/constants';
import { formatDate } from '@portal/shared/format';
import { localeForms } from '@portal/shared/routes';
import { BRAND_ASSETS } from '../brand/load.ts';
import { pagePolicy, renderPage, type PageContent } from '../pages/html.ts';
import { pageLanguage } from '../pages/navigation.ts';
import { PAGE_TEXTS, type LegalPage } from '../pages/texts.ts';
import { servePicture } from './svg-picture.ts';

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

  for (const asset of BRAND_ASSETS) servePicture(app, `/brand/${asset}`, assets[asset]);

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
