// The content site (§7 News and posts): WordPress's posts endpoint with its query parameters and
// headers, and the portal's /v1/Posts/List (page 1, size 10, bearer). The business FAQ are
// posts of the category 'faq-business', the households' of 'faq-retail': asked for with
// ?categories=<id> (its id from /wp-json/wp/v2/categories?slug=faq-business); the main query lists
// the news only.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type, type Static } from 'typebox';
import type { SandboxContext } from '../context.ts';
import { escapeHtml } from '../payment/page.ts';
import { FAQ_CATEGORIES } from '../content/faq.ts';
import { NEWS_CATEGORIES, type Post } from '../content/posts.ts';
import { fail } from './data-http.ts';

const Lang = Type.Union([Type.Literal('it'), Type.Literal('de')]);

const WpQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  lang: Type.Optional(Lang),
  /** WordPress: a comma-separated list of category term ids. */
  categories: Type.Optional(Type.String({ pattern: '^[0-9]{1,9}(,[0-9]{1,9}){0,19}$' })),
  /** WordPress: words looked for in the title and the text. */
  search: Type.Optional(Type.String({ maxLength: 100 })),
});

const CategoryQuery = Type.Object({
  slug: Type.Optional(Type.String({ maxLength: 100 })),
  lang: Type.Optional(Lang),
});

const ListQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
  lang: Type.Optional(Type.Union([Type.Literal('it'), Type.Literal('de')])),
});

/** The post's category term ids (a FAQ entry has one, a news article one per audience). */
function categoryIdsOf(post: Post): readonly number[] {
  return post.categoryIds ?? (post.categoryId === undefined ? [] : [post.categoryId]);
}

/** WordPress renders each paragraph of a text as its own <p>. */
function paragraphs(text: string): string {
  return text
    .split(/\n\n+/)
    .map((p) => `<p>${escapeHtml(p)}</p>\n`)
    .join('');
}

function wordpress(post: Post, baseUrl: string) {
  const link = `${baseUrl}/${post.lang}/${post.slug}/`;
  return {
    id: post.id,
    date: post.date,
    date_gmt: post.date,
    modified: post.date,
    slug: post.slug,
    status: 'publish',
    type: 'post',
    link,
    lang: post.lang,
    title: { rendered: escapeHtml(post.title) },
    excerpt: { rendered: `<p>${escapeHtml(post.excerpt)}</p>\n`, protected: false },
    content: { rendered: paragraphs(post.content), protected: false },
    categories: categoryIdsOf(post),
    featured_media: 0,
  };
}

/** Public: the content site needs no token. */
export async function registerWordpressRoutes(
  app: FastifyInstance,
  ctx: SandboxContext,
  posts: () => Post[],
  faq: () => Post[] = () => [],
): Promise<void> {
  app.get('/wp-json/wp/v2/posts', { schema: { querystring: WpQuery } }, async (request, reply) => {
    const q = request.query as Static<typeof WpQuery>;
    const page = q.page ?? 1;
    const perPage = q.per_page ?? 10;
    const lang = q.lang ?? 'it';
    const categories = q.categories?.split(',').map(Number);
    const words = q.search?.trim().toLocaleLowerCase(lang) ?? '';
    const source = categories
      ? [...posts(), ...faq()].filter((p) => categoryIdsOf(p).some((id) => categories.includes(id)))
      : posts();
    const all = source.filter(
      (p) =>
        p.lang === lang &&
        (words === '' || `${p.title} ${p.content}`.toLocaleLowerCase(lang).includes(words)),
    );
    const pages = Math.max(1, Math.ceil(all.length / perPage));
    if (page > pages)
      return fail(reply, 400, 'badRequest', `querystring.page must be at most ${pages}`);
    reply.header('X-WP-Total', String(all.length)).header('X-WP-TotalPages', String(pages));
    return all
      .slice((page - 1) * perPage, page * perPage)
      .map((p) => wordpress(p, ctx.options.baseUrl));
  });

  app.get(
    '/wp-json/wp/v2/categories',
    { schema: { querystring: CategoryQuery } },
    async (request) => {
      const q = request.query as Static<typeof CategoryQuery>;
      const lang = q.lang ?? 'it';
      return [...FAQ_CATEGORIES, ...Object.values(NEWS_CATEGORIES)]
        .filter((c) => q.slug === undefined || q.slug === c.slug)
        .map((category) => ({
          id: category.id,
          count: [...posts(), ...faq()].filter(
            (p) => p.lang === lang && categoryIdsOf(p).includes(category.id),
          ).length,
          description: '',
          link: `${ctx.options.baseUrl}/${lang}/category/${category.slug}/`,
          name: category.name[lang],
          slug: category.slug,
          taxonomy: 'category',
          parent: 0,
        }));
    },
  );
}

/**
 * Behind the bearer check: the news for the token's customer — a household's and everyone's, or a
 * business's and everyone's (`audience` gives the news category ids of the caller).
 */
export async function registerPostListRoute(
  app: FastifyInstance,
  ctx: SandboxContext,
  posts: () => Post[],
  audience: (request: FastifyRequest) => readonly number[],
): Promise<void> {
  app.get('/v1/Posts/List', { schema: { querystring: ListQuery } }, async (request) => {
    const q = request.query as Static<typeof ListQuery>;
    const page = q.page ?? 1;
    const size = q.size ?? 10;
    const categories = audience(request);
    const all = posts().filter(
      (p) => p.lang === (q.lang ?? 'it') && categoryIdsOf(p).some((id) => categories.includes(id)),
    );
    return {
      items: all.slice((page - 1) * size, page * size).map((p) => ({
        id: p.id,
        title: p.title,
        summary: p.excerpt,
        date: p.date,
        category: p.category,
        lang: p.lang,
        link: `${ctx.options.baseUrl}/${p.lang}/${p.slug}/`,
      })),
      total: all.length,
    };
  });
}
