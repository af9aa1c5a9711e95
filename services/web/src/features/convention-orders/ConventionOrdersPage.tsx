// The body's orders under the convention (§2 /pa/subsidized<Gas|Light>/orderStatus, page kind
// 'subsidized-orderStatus'): newest first, each with its §4 state, number, days,
// references and rejection reason; each discloses its history and points. ?orderId=<id> opens
// one order (the order page's confirmation links there). While an order is open the list is read
// again every few seconds, and a state that moves is announced.
import { buildPath } from '@portal/shared/routes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { requestStateStyle, stateText } from '@/components/badges/index.ts';
import { PageScaffold, SkeletonBlock } from '@/components/page-scaffold/index.ts';
import { Alert, LinkButton, Stack } from '@/components/ui/index.ts';
import { usePageContext } from '@/lib/page-context.ts';
import { useConventionOrders } from './api/useConventionOrders.ts';
import { OrderCard } from './components/OrderCard.tsx';
import { unitWord } from './components/units.ts';
import { hasOpenOrder } from './model/states.ts';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

const Skeleton = () => (
  <Stack $gap={4} aria-hidden="true">
    <SkeletonBlock height="12rem" />
    <SkeletonBlock height="12rem" />
    <SkeletonBlock height="12rem" />
  </Stack>
);

export default function ConventionOrdersPage() {
  const { t } = useTranslation();
  const { commodity, utility, scheme, locale, hasSupply } = usePageContext();
  const kind = commodity ?? 'gas';
  const area = scheme ?? 'subsidizedGas';
  const query = useConventionOrders(hasSupply ? utility : null);
  const [params, setParams] = useSearchParams();
  const named = params.get('orderId');
  // The order the address named on arrival is scrolled to once; later toggles only open and close.
  const [arrival] = useState(named);
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(named ? [named] : []));
  const orders = query.data?.conventionOrders;
  // Say when an order the page already showed changes state (the polling's news), computed while
  // rendering the new answer against the one before (React's "previous value" pattern).
  const [previous, setPrevious] = useState(orders);
  const [moved, setMoved] = useState('');
  if (orders !== previous) {
    setPrevious(orders);
    const before = new Map((previous ?? []).map((o) => [o.id, o.state]));
    const news = (orders ?? [])
      .filter((o) => before.has(o.id) && before.get(o.id) !== o.state)
      .map((o) =>
        t('conventionOrders.list.moved', {
          number: o.number,
          state: stateText(t, requestStateStyle(o.state), o.stateText),
        }),
      );
    if (news.length > 0) setMoved(news.join('. '));
  }

  const toggle = (id: string) => {
    const next = new Set(open);
    const opening = !next.delete(id);
    if (opening) next.add(id);
    setOpen(next);
    setParams(
      (current) => {
        const p = new URLSearchParams(current);
        if (opening) p.set('orderId', id);
        else if (p.get('orderId') === id) p.delete('orderId');
        return p;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  return (
    <PageScaffold
      title={t(`conventionOrders.title.orderStatus.${kind}`)}
      intro={t('conventionOrders.list.intro')}
      query={query}
      skeleton={<Skeleton />}
    >
      {(data) => {
        const unit = unitWord(t, data.convention.unit, data.convention.unitText);
        const list = data.conventionOrders;
        return (
          <Stack $gap={4}>
            <Actions>
              <LinkButton to={buildPath(`pa-${area}-order`, {}, locale)}>
                {t('conventionOrders.list.newOrder')}
              </LinkButton>
              <LinkButton to={buildPath(`pa-${area}-connection`, {}, locale)} $variant="secondary">
                {t('conventionOrders.list.connections')}
              </LinkButton>
            </Actions>
            {hasOpenOrder(list) && <p>{t('conventionOrders.list.live')}</p>}
            <p role="status" aria-live="polite" className="visually-hidden">
              {moved}
            </p>
            {arrival && !list.some((o) => o.id === arrival) && (
              <Alert $tone="info" role="status">
                {t('conventionOrders.list.notFound')}
              </Alert>
            )}
            {list.length === 0 ? (
              <Alert $tone="info">{t('conventionOrders.list.empty')}</Alert>
            ) : (
              list.map((order) => (
                <OrderCard
                  key={order.id}
                  order={order}
                  commodity={kind}
                  unit={unit}
                  open={open.has(order.id)}
                  focus={order.id === arrival}
                  onToggle={() => toggle(order.id)}
                />
              ))
            )}
          </Stack>
        );
      }}
    </PageScaffold>
  );
}
