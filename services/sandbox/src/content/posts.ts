// News posts of the content site, in Italian and German: the articles of articles.ts, dated from the
// seed, each in the WordPress categories of its audience (households, businesses, or both), so the
// portal asks for its customer's (?categories=<id>) and a household never reads a business offer.
import { addDays, toYmd, romeToday } from '../data/dates.ts';
import { Rng, mixSeed } from '../data/prng.ts';
import { ARTICLES, type Audience } from './articles.ts';
import type { WpCategory } from './faq.ts';

export interface Post {
  id: number;
  date: string;
  slug: string;
  lang: 'it' | 'de';
  title: string;
  excerpt: string;
  content: string;
  category: string;
  /** The WordPress term id of the category, where the site's clients filter by it (faq.ts). */
  categoryId?: number;
  /** The term ids of a post in several categories (a news article's audiences). */
  categoryIds?: readonly number[];
}

/** The news categories of the site: one per audience; an article for everyone is in both. */
export const NEWS_CATEGORIES = {
  famiglie: {
    id: 51,
    slug: 'notizie-famiglie',
    name: { it: 'Notizie per le famiglie', de: 'Neuigkeiten für Familien' },
  },
  imprese: {
    id: 52,
    slug: 'notizie-imprese',
    name: {
      it: 'Notizie per imprese ed enti',
      de: 'Neuigkeiten für Unternehmen und Körperschaften',
    },
  },
} as const satisfies Record<Exclude<Audience, 'tutti'>, WpCategory>;

function audienceCategories(audience: Audience): number[] {
  return audience === 'tutti'
    ? [NEWS_CATEGORIES.famiglie.id, NEWS_CATEGORIES.imprese.id]
    : [NEWS_CATEGORIES[audience].id];
}

export const POSTS_PER_LANG = ARTICLES.length;

function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Newest first: each article once per language, on a day drawn from the seed. */
export function buildPosts(seed: number, now: number): Post[] {
  const out: Post[] = [];
  const today = romeToday(now);
  for (const lang of ['it', 'de'] as const) {
    const rng = new Rng(mixSeed(seed, 'posts', lang));
    let day = today;
    ARTICLES.forEach((article, n) => {
      const text = article[lang];
      day = addDays(day, -rng.int(3, 12));
      out.push({
        id: (lang === 'it' ? 1000 : 2000) + POSTS_PER_LANG - n,
        date: `${toYmd(day)}T${String(rng.int(8, 18)).padStart(2, '0')}:00:00`,
        slug: slugify(text.title),
        lang,
        title: text.title,
        excerpt: text.excerpt,
        content: text.paragraphs.join('\n\n'),
        category: article.category[lang],
        categoryIds: audienceCategories(article.audience),
      });
    });
  }
  return out;
}
