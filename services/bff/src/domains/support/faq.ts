// The business FAQ of the content site (issue 12 item 7), per language, kept for a few minutes:
// they change when the supplier's editors publish, not per request, and every business customer
// opening the support page reads the same ones. A failed read is not kept: the next asks again.
import type { Locale } from '@portal/shared/constants';
import type { ApiContext } from '../../graphql/context.ts';
import { toSupportFaq } from './mapping.ts';
import { FAQ_CATEGORY_SLUG, type WpCategory, type WpFaqPost } from './upstream.ts';

export const FAQ_CACHE_MS = 5 * 60_000;
/** WordPress's largest page: the FAQ of one category fit in it. */
const FAQ_PAGE_SIZE = 100;

export type SupportFaq = ReturnType<typeof toSupportFaq>;

interface Kept {
  until: number;
  faq: Promise<SupportFaq[]>;
}

/** One memory per configuration (per app), so two portals in one process never share it. */
const memory = new WeakMap<object, Map<Locale, Kept>>();

async function readFaq(ctx: ApiContext, lang: Locale): Promise<SupportFaq[]> {
  const categories = await ctx.upstream.request<WpCategory[]>(ctx.call, {
    method: 'GET',
    path: '/wp-json/wp/v2/categories',
    query: { slug: FAQ_CATEGORY_SLUG, lang },
    auth: false,
  });
  const category = Array.isArray(categories.body)
    ? categories.body.find((c) => c.slug === FAQ_CATEGORY_SLUG)
    : undefined;
  if (!category) return [];
  const posts = await ctx.upstream.request<WpFaqPost[]>(ctx.call, {
    method: 'GET',
    path: '/wp-json/wp/v2/posts',
    query: { categories: String(category.id), per_page: FAQ_PAGE_SIZE, lang },
    auth: false,
  });
  return Array.isArray(posts.body)
    ? posts.body.map(toSupportFaq).filter((f) => f.question !== '' && f.answer.length > 0)
    : [];
}

export function supportFaq(ctx: ApiContext, lang: Locale, now = Date.now()): Promise<SupportFaq[]> {
  let byLanguage = memory.get(ctx.config);
  if (!byLanguage) {
    byLanguage = new Map();
    memory.set(ctx.config, byLanguage);
  }
  const kept = byLanguage.get(lang);
  if (kept && kept.until > now) return kept.faq;
  const faq = readFaq(ctx, lang);
  const entry = { until: now + FAQ_CACHE_MS, faq };
  byLanguage.set(lang, entry);
  faq.catch(() => {
    if (byLanguage.get(lang) === entry) byLanguage.delete(lang);
  });
  return faq;
}
