// The FAQ of the content site, per area (businesses and households) and language, kept for a few minutes:
// they change when the supplier's editors publish, not per request, and every customer of an area
// opening its support page reads the same ones. A failed read is not kept: the next asks again.
import type { Locale } from '@portal/shared/constants';
import type { ApiContext } from '../../graphql/context.ts';
import { toSupportFaq } from './mapping.ts';
import { FAQ_CATEGORY_SLUGS, type FaqArea, type WpCategory, type WpFaqPost } from './upstream.ts';

export const FAQ_CACHE_MS = 5 * 60_000;
/** WordPress's largest page: the FAQ of one category fit in it. */
const FAQ_PAGE_SIZE = 100;

export type SupportFaq = ReturnType<typeof toSupportFaq>;

interface Kept {
  until: number;
  faq: Promise<SupportFaq[]>;
}

/** One memory per configuration (per app), so two portals in one process never share it. */
const memory = new WeakMap<object, Map<`${FaqArea}:${Locale}`, Kept>>();

async function readFaq(ctx: ApiContext, area: FaqArea, lang: Locale): Promise<SupportFaq[]> {
  const slug = FAQ_CATEGORY_SLUGS[area];
  const categories = await ctx.upstream.request<WpCategory[]>(ctx.call, {
    method: 'GET',
    path: '/wp-json/wp/v2/categories',
    query: { slug, lang },
    auth: false,
  });
  const category = Array.isArray(categories.body)
    ? categories.body.find((c) => c.slug === slug)
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

export function supportFaq(
  ctx: ApiContext,
  area: FaqArea,
  lang: Locale,
  now = Date.now(),
): Promise<SupportFaq[]> {
  let kept = memory.get(ctx.config);
  if (!kept) {
    kept = new Map();
    memory.set(ctx.config, kept);
  }
  const key = `${area}:${lang}` as const;
  const held = kept.get(key);
  if (held && held.until > now) return held.faq;
  const faq = readFaq(ctx, area, lang);
  const entry = { until: now + FAQ_CACHE_MS, faq };
  const byKey = kept;
  byKey.set(key, entry);
  faq.catch(() => {
    if (byKey.get(key) === entry) byKey.delete(key);
  });
  return faq;
}
