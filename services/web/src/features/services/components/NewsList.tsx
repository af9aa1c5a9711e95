// The content site's news in the page's language (§7 posts, §9 page 1 of size 10): each post's
// title, day and summary, its full text on request. Its own loading and error states, so a content
// site that does not answer leaves the services in place. A post is the content site's text (in the
// page's language, though it may quote an offer's Italian name), marked as upstream's.
import { formatDate } from '@portal/shared/format';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ErrorState, SectionLoading } from '@/components/page-scaffold/index.ts';
import { Alert, BareList, Card } from '@/components/ui/index.ts';
import { usePageContext } from '@/lib/page-context.ts';
import { UpstreamText } from '@/lib/upstream-text.tsx';
import { useNews } from '../api/useNews.ts';
import { htmlParagraphs, htmlText } from './htmlText.ts';

const List = styled(BareList)`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(
    auto-fill,
    minmax(min(100%, ${({ theme }) => theme.size.cardMin}), 1fr)
  );
`;

const Post = styled(Card)`
  height: 100%;
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  time {
    color: ${({ theme }) => theme.color.muted};
  }
  summary {
    cursor: pointer;
    color: ${({ theme }) => theme.color.link};
    min-height: ${({ theme }) => theme.touchTarget};
    display: flex;
    align-items: center;
  }
`;

export function NewsList() {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  const { data, error, isLoading, mutate } = useNews(locale);
  return (
    <section aria-labelledby="services-news">
      <h2 id="services-news">{t('services.news.heading')}</h2>
      {error ? (
        <ErrorState error={error} retry={() => void mutate()} />
      ) : isLoading || !data ? (
        <SectionLoading height="12rem" />
      ) : data.news.posts.length === 0 ? (
        <Alert $tone="info">{t('services.news.empty')}</Alert>
      ) : (
        <List>
          {data.news.posts.map((post) => {
            const titleId = `news-${post.id}`;
            return (
              <li key={post.id}>
                <Post as="article" aria-labelledby={titleId}>
                  <h3 id={titleId}>
                    <UpstreamText text={htmlText(post.title)} lang={locale} />
                  </h3>
                  <time dateTime={post.date.slice(0, 10)}>{formatDate(post.date)}</time>
                  <p>
                    <UpstreamText text={htmlText(post.excerpt)} lang={locale} />
                  </p>
                  <details>
                    <summary>{t('services.news.readMore')}</summary>
                    {htmlParagraphs(post.content).map((paragraph, index) => (
                      <p key={index}>
                        <UpstreamText text={paragraph} lang={locale} />
                      </p>
                    ))}
                  </details>
                </Post>
              </li>
            );
          })}
        </List>
      )}
    </section>
  );
}
