// The catalogue's components that show things: buttons and links, the page header, cards and key
// figures, §4 status badges, the responsive table, pagination, and the loading, empty and error
// states of the page scaffold.
import { formatAmount } from '@portal/shared/format';
import { enumerationKeys } from '@portal/shared/enumerations';
import type { PAYMENT_STATE_STYLE } from '@portal/shared/status';
import { CONTRACT_STATUS_CODES } from '@portal/shared/status';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ContractStatusBadge,
  ExportJobBadge,
  PaymentStateBadge,
  RequestStateBadge,
} from '../components/badges/index.ts';
import {
  EmptyState,
  ErrorState,
  SkeletonBlock,
  SkeletonTable,
} from '../components/page-scaffold/index.ts';
import {
  AnchorButton,
  Button,
  Card,
  KeyFigure,
  LinkButton,
  PageHeader,
  Pagination,
  ResponsiveTable,
  Stack,
  type TableColumn,
} from '../components/ui/index.ts';
import { ApiError } from '../lib/http.ts';
import { Row, Section } from './Section.tsx';

interface SampleBill {
  number: string;
  issued: string;
  due: string;
  amount: number;
  state: keyof typeof PAYMENT_STATE_STYLE;
}

const BILLS: SampleBill[] = [
  { number: '2026000123', issued: '01/11/2026', due: '01/12/2026', amount: 128.4, state: 'TO_PAY' },
  { number: '2026000098', issued: '01/10/2026', due: '31/10/2026', amount: 96.1, state: 'OVERDUE' },
  { number: '2026000071', issued: '01/09/2026', due: '30/09/2026', amount: 1204.75, state: 'PAID' },
];

function Buttons() {
  const { t } = useTranslation();
  return (
    <Section title={t('catalogue:sections.buttons')}>
      <Row>
        <Button>{t('catalogue:sample.pay')}</Button>
        <Button $variant="secondary">{t('catalogue:sample.download')}</Button>
        <Button $variant="quiet">{t('catalogue:sample.more')}</Button>
        <Button $variant="danger">{t('catalogue:sample.modalConfirm')}</Button>
        <Button disabled>{t('catalogue:sample.disabled')}</Button>
        <LinkButton to="/" $variant="secondary">
          {t('catalogue:sample.bills')}
        </LinkButton>
        <AnchorButton href="#top" $variant="quiet">
          {t('catalogue:sample.home')}
        </AnchorButton>
      </Row>
    </Section>
  );
}

function Header() {
  const { t } = useTranslation();
  return (
    <Section title={t('catalogue:sections.pageHeader')}>
      <PageHeader
        title={t('catalogue:sample.bill', { number: BILLS[0]!.number })}
        breadcrumb={[
          { label: t('catalogue:sample.home'), to: '/' },
          { label: t('catalogue:sample.bills'), to: '/bills' },
        ]}
        actions={
          <>
            <Button $variant="secondary">{t('catalogue:sample.download')}</Button>
            <Button>{t('catalogue:sample.pay')}</Button>
          </>
        }
        description={t('catalogue:sample.dueOn', { date: BILLS[0]!.due })}
      />
    </Section>
  );
}

function Figures() {
  const { t } = useTranslation();
  return (
    <Section title={t('catalogue:sections.cards')}>
      <Row>
        <Card as="div">
          <KeyFigure
            label={t('catalogue:sample.totalToPay')}
            value={t('invoices.table.currency', { amount: formatAmount(224.5) })}
            detail={t('catalogue:sample.dueOn', { date: BILLS[0]!.due })}
          />
        </Card>
        <Card as="div">
          <KeyFigure
            size="md"
            label={t('catalogue:sample.consumption')}
            value={t('catalogue:sample.consumptionValue')}
          />
        </Card>
      </Row>
    </Section>
  );
}

function Badges() {
  const { t } = useTranslation();
  return (
    <Section title={t('catalogue:sections.badges')}>
      <Stack $gap={3}>
        <Row>
          {[...new Set(Object.values(CONTRACT_STATUS_CODES))].map((code) => (
            <ContractStatusBadge key={code} status={code} />
          ))}
        </Row>
        <Row>
          {enumerationKeys('paymentState').map((state) => (
            <PaymentStateBadge key={state} state={state} />
          ))}
        </Row>
        <Row>
          {enumerationKeys('requestState').map((state) => (
            <RequestStateBadge key={state} state={state} />
          ))}
        </Row>
        <Row>
          {[0, 1, 2, 3, 4, 5, 6, 7].map((code) => (
            <ExportJobBadge key={code} code={code} length="brief" />
          ))}
        </Row>
      </Stack>
    </Section>
  );
}

function BillsTable() {
  const { t } = useTranslation();
  const [ascending, setAscending] = useState(false);
  const rows = [...BILLS].sort((a, b) => (ascending ? a.amount - b.amount : b.amount - a.amount));
  const columns: TableColumn<SampleBill>[] = [
    { key: 'number', header: t('catalogue:sample.number'), cell: (bill) => bill.number },
    { key: 'issued', header: t('catalogue:sample.issued'), cell: (bill) => bill.issued },
    { key: 'due', header: t('catalogue:sample.due'), cell: (bill) => bill.due },
    {
      key: 'amount',
      header: t('catalogue:sample.amount'),
      numeric: true,
      cell: (bill) => t('invoices.table.currency', { amount: formatAmount(bill.amount) }),
      sort: {
        direction: ascending ? 'ascending' : 'descending',
        onToggle: () => setAscending((value) => !value),
      },
    },
    {
      key: 'state',
      header: t('catalogue:sample.state'),
      cell: (bill) => <PaymentStateBadge state={bill.state} />,
    },
  ];
  const table = (layout: 'auto' | 'cards', caption: string) => (
    <ResponsiveTable
      caption={caption}
      columns={columns}
      rows={rows}
      rowKey={(bill) => bill.number}
      layout={layout}
      stickyFirstColumn
    />
  );
  return (
    <Section title={t('catalogue:sections.table')}>
      <Stack $gap={6}>
        {table('auto', t('catalogue:sample.tableCaption'))}
        {table('cards', `${t('catalogue:sample.tableCaption')} · ${t('catalogue:sample.stacked')}`)}
        <HeadedCards columns={columns} />
      </Stack>
    </Section>
  );
}

const CARD_SORTS = ['issuedDesc', 'issuedAsc', 'amountDesc', 'amountAsc'] as const;
type CardSort = (typeof CARD_SORTS)[number];

/** dd/mm/yyyy as yyyy-mm-dd, which sorts as text. */
const isoDate = (date: string) => date.split('/').reverse().join('-');

const compareBills: Record<CardSort, (a: SampleBill, b: SampleBill) => number> = {
  issuedDesc: (a, b) => isoDate(b.issued).localeCompare(isoDate(a.issued)),
  issuedAsc: (a, b) => isoDate(a.issued).localeCompare(isoDate(b.issued)),
  amountDesc: (a, b) => b.amount - a.amount,
  amountAsc: (a, b) => a.amount - b.amount,
};

/**
 * The cards as the bills pages show them under 768 px: the number is the card's heading, the
 * amount and the state are prominent, and the orders are one "Sort by" select.
 */
function HeadedCards({ columns }: { columns: readonly TableColumn<SampleBill>[] }) {
  const { t } = useTranslation();
  const [sort, setSort] = useState<CardSort>('issuedDesc');
  const placed = columns.map(({ sort: _sort, ...column }) =>
    column.key === 'number'
      ? { ...column, card: 'heading' as const }
      : column.key === 'amount' || column.key === 'state'
        ? { ...column, card: 'prominent' as const }
        : column,
  );
  return (
    <ResponsiveTable
      caption={t('catalogue:sample.headedCaption')}
      columns={placed}
      rows={[...BILLS].sort(compareBills[sort])}
      rowKey={(bill) => bill.number}
      layout="cards"
      sortChoice={{
        value: sort,
        options: CARD_SORTS.map((value) => ({ value, label: t(`catalogue:sample.sort.${value}`) })),
        onChange: (value) => setSort(value as CardSort),
      }}
    />
  );
}

function Paging() {
  const { t } = useTranslation();
  const [page, setPage] = useState(2);
  return (
    <Section title={t('catalogue:sections.pagination')}>
      <Pagination page={page} pages={5} onPage={setPage} />
    </Section>
  );
}

function States() {
  const { t } = useTranslation();
  return (
    <Section title={t('catalogue:sections.states')}>
      <Stack $gap={4}>
        <SkeletonBlock height="2em" width="40%" />
        <SkeletonTable rows={2} columns={4} />
        <EmptyState />
        <ErrorState error={new ApiError(503, 'UPSTREAM_UNAVAILABLE')} retry={() => undefined} />
        <ErrorState error={new ApiError(0, 'NETWORK_FAILURE')} />
      </Stack>
    </Section>
  );
}

export function ContentSections() {
  return (
    <>
      <Buttons />
      <Header />
      <Figures />
      <Badges />
      <BillsTable />
      <Paging />
      <States />
    </>
  );
}
