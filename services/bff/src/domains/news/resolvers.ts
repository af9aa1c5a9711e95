// Posts of the content site in the session's language (§5 language rule, §9 page 1 size 10), for
// the session's audience (audience.ts).
import { POSTS_PAGE } from '@portal/shared/constants';
import { resolveLanguage } from '@portal/shared/format';
import { badInput } from '../../errors/api-error.ts';
import type { ApiContext } from '../../graphql/context.ts';
import { selectedRegistry } from '../../session/types.ts';
import { newsAudience, newsCategory } from './audience.ts';
import { toNewsPost } from './mapping.ts';
import type { WpPost } from './upstream.ts';

const MAX_NEWS_PAGE = 1000;

function headerNumber(value: string | string[] | undefined): number | null {
  const text = Array.isArray(value) ? value[0] : value;
  const n = Number(text);
  return text !== undefined && Number.isInteger(n) && n >= 0 ? n : null;
}

export const newsQueries = {
  /** Posts of the content site in the page's language, else the session's (§5, §9 page size 10). */
  async news(
    _: unknown,
    args: { page?: number | null; language?: 'IT' | 'DE' | null },
    ctx: ApiContext,
  ) {
    const page = args.page ?? POSTS_PAGE.page;
    if (!Number.isInteger(page) || page < 1 || page > MAX_NEWS_PAGE)
      throw badInput('page', `page must be between 1 and ${MAX_NEWS_PAGE}`);
    const lang = args.language
      ? args.language === 'DE'
        ? 'de'
        : 'it'
      : resolveLanguage({
          profileLocale: ctx.session.profile.locale,
          registryCulture: selectedRegistry(ctx.session)?.culture,
        });
    const category = await newsCategory(ctx, newsAudience(ctx), lang);
    const answer = await ctx.upstream.request<WpPost[]>(ctx.call, {
      method: 'GET',
      path: '/wp-json/wp/v2/posts',
      query: {
        page,
        per_page: POSTS_PAGE.size,
        lang,
        ...(category === null ? {} : { categories: String(category) }),
      },
      auth: false,
    });
    const posts = Array.isArray(answer.body) ? answer.body.map(toNewsPost) : [];
    return {
      page,
      totalCount: headerNumber(answer.headers['x-wp-total']) ?? posts.length,
      totalPages: headerNumber(answer.headers['x-wp-totalpages']) ?? 1,
      posts,
    };
  },
};
