// Whom the news are for: the content site files each article under the audiences it concerns
// (docs/upstream-contract.md "News for their audience"), so a household reads its own and
// everyone's articles and never a business offer. The category's id is looked up by its slug and
// kept for a few minutes per configuration, as the FAQ's are; a failed lookup is not kept.
import { resolveSegment } from '@portal/shared/segment';
import type { Locale } from '@portal/shared/constants';
import type { ApiContext } from '../../graphql/context.ts';
import { selectedRegistry } from '../../session/types.ts';
import type { WpCategory } from './upstream.ts';

export const NEWS_CATEGORY_SLUGS = {
  households: 'notizie-famiglie',
  businesses: 'notizie-imprese',
} as const;
export type NewsAudience = keyof typeof NEWS_CATEGORY_SLUGS;

export const NEWS_CATEGORY_CACHE_MS = 5 * 60_000;

/** Retail customers are households; corporate, public bodies and consortia businesses (§1). */
export function newsAudience(ctx: Pick<ApiContext, 'session'>): NewsAudience {
  const segment = resolveSegment({
    user: ctx.session.user,
    selectedRegistry: selectedRegistry(ctx.session),
  });
  return segment === 'retail' ? 'households' : 'businesses';
}

interface Kept {
  until: number;
  id: Promise<number | null>;
}

const memory = new WeakMap<object, Map<string, Kept>>();

async function lookup(ctx: ApiContext, slug: string, lang: Locale): Promise<number | null> {
  const answer = await ctx.upstream.request<WpCategory[]>(ctx.call, {
    method: 'GET',
    path: '/wp-json/wp/v2/categories',
    query: { slug, lang },
    auth: false,
  });
  const found = Array.isArray(answer.body) ? answer.body.find((c) => c.slug === slug) : undefined;
  return found?.id ?? null;
}

/** The id of the audience's news category; null when the site has none (then all news are read). */
export function newsCategory(
  ctx: ApiContext,
  audience: NewsAudience,
  lang: Locale,
  now = Date.now(),
): Promise<number | null> {
  let kept = memory.get(ctx.config);
  if (!kept) {
    kept = new Map();
    memory.set(ctx.config, kept);
  }
  const key = `${audience}:${lang}`;
  const held = kept.get(key);
  if (held && held.until > now) return held.id;
  const entry = {
    until: now + NEWS_CATEGORY_CACHE_MS,
    id: lookup(ctx, NEWS_CATEGORY_SLUGS[audience], lang),
  };
  const byKey = kept;
  byKey.set(key, entry);
  entry.id.catch(() => {
    if (byKey.get(key) === entry) byKey.delete(key);
  });
  return entry.id;
}
