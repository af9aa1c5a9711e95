// The written requests filed: case number, kind, subject, what it concerns, when
// it was received, the day the answer is due and the §4 state (words and colour), newest first. A
// table from 768 px, one card per request on a phone. A consortium chooses whose requests: one
// member company or all of them (the selected one by default).
import { formatDate, formatDateTime } from '@portal/shared/format';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { RequestStateBadge } from '@/components/badges/index.ts';
import { NumberText, SecondLine } from '@/components/lists/index.ts';
import { ErrorState } from '@/components/page-scaffold/index.ts';
import {
  Card,
  Field,
  Pagination,
  ResponsiveTable,
  Select,
  Stack,
  type TableColumn,
} from '@/components/ui/index.ts';
import type { SupportCasesQuery } from '@/graphql/generated/graphql.ts';
import { CustomerText } from '@/lib/upstream-text.tsx';
import { CASES_PAGE_SIZE } from '../api/useSupportCases.ts';

type SupportCase = SupportCasesQuery['supportCases']['nodes'][number];

export const ALL_MEMBERS = 'all';

/** Seven columns fit beside the menu at 1280 px with a little less room around each cell. */
const Frame = styled.div`
  th,
  td {
    padding-left: ${({ theme }) => theme.space(2)};
    padding-right: ${({ theme }) => theme.space(2)};
  }
`;

export interface CaseListProps {
  data: SupportCasesQuery | undefined;
  error: unknown;
  loading: boolean;
  busy: boolean;
  retry: () => unknown;
  page: number;
  onPage: (page: number) => void;
  /** A consortium's member companies, to choose whose requests; absent for one registry. */
  registries?: readonly { id: string; name: string }[];
  /** The chosen member's id, or ALL_MEMBERS. */
  scope?: string;
  onScope?: (scope: string) => void;
}

export function CaseList({
  data,
  error,
  loading,
  busy,
  retry,
  page,
  onPage,
  registries,
  scope,
  onScope,
}: CaseListProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const columns: TableColumn<SupportCase>[] = [
    {
      key: 'number',
      header: t('support.cases.columns.number'),
      card: 'heading',
      cell: (c) => <NumberText>{c.number}</NumberText>,
    },
    {
      key: 'state',
      header: t('support.cases.columns.state'),
      card: 'prominent',
      cell: (c) => <RequestStateBadge state={c.state} text={c.stateText} />,
    },
    {
      key: 'dueOn',
      header: t('support.cases.columns.dueOn'),
      card: 'prominent',
      cell: (c) => formatDate(c.answerDueOn),
    },
    {
      key: 'kind',
      header: t('support.cases.columns.kind'),
      cell: (c) => (c.kind === 'OTHER' ? c.kindText : t(`support.form.kinds.${c.kind}`)),
    },
    {
      key: 'subject',
      header: t('support.cases.columns.subject'),
      cell: (c) => <CustomerText text={c.subject} />,
    },
    {
      key: 'concerns',
      header: t('support.cases.columns.concerns'),
      cell: (c) =>
        c.pointId || c.invoiceNumber ? (
          <>
            {c.pointId}
            {c.invoiceNumber &&
              (c.pointId ? (
                <SecondLine>{t('support.cases.invoice', { number: c.invoiceNumber })}</SecondLine>
              ) : (
                t('support.cases.invoice', { number: c.invoiceNumber })
              ))}
          </>
        ) : (
          t('support.cases.none')
        ),
    },
    {
      key: 'filedAt',
      header: t('support.cases.columns.filedAt'),
      cell: (c) => formatDateTime(c.filedAt),
    },
  ];

  const total = data?.supportCases.totalCount ?? 0;
  const pages = Math.max(1, Math.ceil(total / CASES_PAGE_SIZE));

  const body = () => {
    if (error) return <ErrorState error={error} retry={retry} />;
    if (!loading && data && total === 0) return <p>{t('support.cases.empty')}</p>;
    return (
      <>
        <Frame>
          <ResponsiveTable
            caption={t('support.cases.caption')}
            captionHidden
            cardHeadingLevel={3}
            columns={columns}
            rows={data?.supportCases.nodes ?? []}
            rowKey={(c) => c.id}
            busy={busy || loading}
            skeletonRows={loading ? 3 : undefined}
          />
        </Frame>
        <Pagination page={page} pages={pages} onPage={onPage} label={t('support.cases.pages')} />
      </>
    );
  };

  return (
    <Card aria-labelledby={headingId}>
      <Stack $gap={3}>
        <h2 id={headingId}>{t('support.cases.heading')}</h2>
        {registries && registries.length > 1 && onScope && (
          <Field label={t('support.cases.scope')}>
            <Select value={scope} onChange={(event) => onScope(event.target.value)}>
              {registries.map((registry) => (
                <option key={registry.id} value={registry.id} translate="no">
                  {registry.name}
                </option>
              ))}
              <option value={ALL_MEMBERS}>{t('support.cases.allRegistries')}</option>
            </Select>
          </Field>
        )}
        <p role="status">{data && total > 0 ? t('support.cases.count', { count: total }) : ''}</p>
        {body()}
      </Stack>
    </Card>
  );
}
