// Posts of the content site → the API's NewsPost.
import type { WpPost } from './upstream.ts';

export function toNewsPost(p: WpPost) {
  return {
    id: String(p.id),
    date: p.date,
    slug: p.slug ?? null,
    link: p.link ?? null,
    title: p.title?.rendered ?? '',
    excerpt: p.excerpt?.rendered ?? '',
    content: p.content?.rendered ?? '',
  };
}
