// The business FAQ: a search field that narrows the list as the customer types
// (the words live in the address, ?q=, so a reload or a shared link keeps them), the number found
// announced politely, and each question a native disclosure (details/summary: keyboard and screen
// readers know it) with its answer.
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { useTheme } from 'styled-components';
import {
  ErrorState,
  LoadingAnnouncement,
  SkeletonBlock,
} from '@/components/page-scaffold/index.ts';
import { BareList, Button, Card, Field, Input, Stack } from '@/components/ui/index.ts';
import { focusRing } from '@/theme.ts';
import type { SupportFaqEntry } from '../api/useSupportFaq.ts';
import { filterFaq } from '../model/faq-search.ts';

const SKELETON_ROWS = 6;

const List = styled(BareList)`
  border-top: ${({ theme }) => theme.border.thin} solid ${({ theme }) => theme.color.border};
`;

const Item = styled.li`
  border-bottom: ${({ theme }) => theme.border.thin} solid ${({ theme }) => theme.color.border};
  summary {
    display: flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget};
    padding: ${({ theme }) => theme.space(2)} 0;
    cursor: pointer;
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    color: ${({ theme }) => theme.color.link};
    &:focus-visible {
      ${focusRing}
    }
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space(3)};
  }
`;

export function FaqList({
  entries,
  error,
  loading,
  retry,
  text,
  onText,
}: {
  entries: readonly SupportFaqEntry[] | undefined;
  error: unknown;
  loading: boolean;
  retry: () => unknown;
  text: string;
  onText: (text: string) => void;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const headingId = useId();
  const found = useMemo(() => filterFaq(entries ?? [], text), [entries, text]);
  const searching = text.trim() !== '';
  const total = entries?.length ?? 0;

  const body = () => {
    if (error) return <ErrorState error={error} retry={retry} />;
    if (loading || !entries)
      return (
        <div aria-busy="true">
          <LoadingAnnouncement />
          <Stack $gap={2}>
            {Array.from({ length: SKELETON_ROWS }, (_, index) => (
              <SkeletonBlock key={index} height={theme.touchTarget} />
            ))}
          </Stack>
        </div>
      );
    if (total === 0) return <p>{t('support.faq.empty')}</p>;
    return (
      <>
        {found.length === 0 ? (
          <Stack $gap={2}>
            <p>{t('support.faq.none', { text: text.trim() })}</p>
            <div>
              <Button $variant="secondary" onClick={() => onText('')}>
                {t('support.faq.showAll')}
              </Button>
            </div>
          </Stack>
        ) : (
          <List>
            {found.map((entry) => (
              <Item key={entry.id}>
                <details>
                  <summary>{entry.question}</summary>
                  {entry.answer.map((paragraph, index) => (
                    <p key={index}>{paragraph}</p>
                  ))}
                </details>
              </Item>
            ))}
          </List>
        )}
      </>
    );
  };

  return (
    <Card aria-labelledby={headingId}>
      <Stack $gap={3}>
        <h2 id={headingId}>{t('support.faq.heading')}</h2>
        <form
          role="search"
          aria-labelledby={headingId}
          onSubmit={(event) => event.preventDefault()}
        >
          <Field label={t('support.faq.search')} hint={t('support.faq.searchHint')}>
            <Input
              type="search"
              value={text}
              autoComplete="off"
              onChange={(event) => onText(event.target.value)}
            />
          </Field>
        </form>
        <p role="status" aria-live="polite">
          {entries && total > 0
            ? searching
              ? t('support.faq.found', { count: found.length, total })
              : t('support.faq.count', { count: total })
            : ''}
        </p>
        {body()}
      </Stack>
    </Card>
  );
}
