// The one frame of every page (conventions 19): the page's title (heading and
// document title) and the states every page has — loading (a skeleton of the final layout, marked
// aria-busy), error (translated, with a retry, focused), not found (the id in the address is none
// of the customer's: the BFF answers NOT_FOUND, and the page says the 404 page's words, with
// nothing to retry), empty, and "no supply of this kind" (a business customer opening the gas pages
// without a gas supply, from the §4 menu section flags).
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ApiError } from '../../lib/http.ts';
import { usePageContext } from '../../lib/page-context.ts';
import { usePageTitle } from '../../lib/usePageTitle.ts';
import { PageHeader, Stack, type BreadcrumbItem } from '../ui/index.ts';
import { EmptyState, ErrorState, LoadingAnnouncement, NoSupplyState } from './states.tsx';

/** What a page's data hook gives the scaffold; an SWR response fits as it is. */
export interface PageQuery<T> {
  data?: T | undefined;
  error?: unknown;
  isLoading: boolean;
  mutate: () => unknown;
}

interface CommonProps {
  /** The page's name: its document title, and its heading unless `heading` is given. */
  title: string;
  heading?: ReactNode;
  /**
   * The page's introduction: the first paragraph under the header in every state but "not found"
   * (loading too), so the head the BFF paints with the HTML (app/page-headers.ts) is the head the
   * client draws before the page's data arrives.
   */
  intro?: ReactNode;
  /** Shown while loading; it should have the final layout's size (skeletons.tsx). */
  skeleton?: ReactNode;
  /** The empty state's text; defaults to a general "no data". */
  empty?: ReactNode;
  /** The page's ancestors, shown above the heading (PageHeader). */
  breadcrumb?: readonly BreadcrumbItem[];
  /** The page's actions, beside the heading from 768 px, under it on a phone. */
  actions?: ReactNode;
}

interface QueryProps<T> extends CommonProps {
  query: PageQuery<T>;
  /** Whether loaded data counts as empty (the empty state replaces the content). */
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

interface StaticProps extends CommonProps {
  query?: undefined;
  isEmpty?: undefined;
  children: ReactNode;
}

export type PageScaffoldProps<T> = QueryProps<T> | StaticProps;

const Region = styled.div`
  min-width: 0;
`;

const NotFoundCode = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export function PageScaffold<T>(props: PageScaffoldProps<T>) {
  const { t } = useTranslation();
  const { hasSupply } = usePageContext();
  const headingId = useId();
  const error = props.query?.error;
  const notFound = error instanceof ApiError && error.code === 'NOT_FOUND';
  const title = notFound ? t('errorPage.notFoundTitle') : props.title;
  usePageTitle(notFound ? `${t('errorPage.notFoundCode')} · ${title}` : title);

  const body = (): { busy: boolean; content: ReactNode } => {
    if (!hasSupply) return { busy: false, content: <NoSupplyState /> };
    if (props.query === undefined) return { busy: false, content: props.children };
    const { data, error, isLoading, mutate } = props.query;
    if (notFound) {
      return {
        busy: false,
        content: (
          <Stack $gap={2} data-status={404}>
            <NotFoundCode>{t('errorPage.notFoundCode')}</NotFoundCode>
            <p>{t('errorPage.notFoundDescription')}</p>
          </Stack>
        ),
      };
    }
    if (error) return { busy: false, content: <ErrorState error={error} retry={mutate} /> };
    if (data === undefined || isLoading) {
      return {
        busy: true,
        content: (
          <>
            <LoadingAnnouncement />
            {props.skeleton}
          </>
        ),
      };
    }
    if (props.isEmpty?.(data)) {
      return { busy: false, content: <EmptyState>{props.empty}</EmptyState> };
    }
    return { busy: false, content: props.children(data) };
  };
  const { busy, content } = body();
  const region =
    props.intro === undefined || notFound ? (
      content
    ) : (
      <Stack>
        <p>{props.intro}</p>
        {content}
      </Stack>
    );

  return (
    <Stack as="section" aria-labelledby={headingId}>
      <PageHeader
        title={notFound ? title : (props.heading ?? props.title)}
        headingId={headingId}
        breadcrumb={props.breadcrumb}
        actions={props.actions}
      />
      <Region aria-busy={busy} data-state={busy ? 'loading' : undefined}>
        {region}
      </Region>
    </Stack>
  );
}
