// One order of the body's: its number and §4 state, the days it was transmitted
// and updated, the references, and — behind a disclosure — its history as a timeline and its
// points. The order named in the address is opened and scrolled to. A rejection's reason is the
// supplier's own words (docs/upstream-contract.md: written by a person, not a set of reasons the
// portal could word), shown as written and marked Italian (§9), as the history's notes are.
import { formatDate, formatDateTime } from '@portal/shared/format';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ConnectionStateBadge, RequestStateBadge } from '@/components/badges/index.ts';
import { StateTimeline } from '@/components/lists/index.ts';
import { Button, Card, FactList, Name, ResponsiveTable, Stack } from '@/components/ui/index.ts';
import { UpstreamText } from '@/lib/upstream-text.tsx';
import type { ConventionOrder } from '../api/useConventionOrders.ts';
import { quantityWithUnit } from './units.ts';

type Point = ConventionOrder['points'][number];

const Title = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  h2 {
    margin: 0;
  }
`;

export function OrderCard({
  order,
  commodity,
  unit,
  open,
  focus,
  onToggle,
}: {
  order: ConventionOrder;
  commodity: 'gas' | 'light';
  unit: string;
  open: boolean;
  /** Scroll to this order and focus its heading (the one the address names). */
  focus: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  const headingId = `order-${order.id}`;
  const detailId = `order-${order.id}-detail`;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!focus) return;
    heading.current?.scrollIntoView?.({ block: 'start' });
    heading.current?.focus();
  }, [focus]);

  const facts = [
    { label: t('conventionOrders.list.transmittedAt'), value: formatDateTime(order.transmittedAt) },
    { label: t('conventionOrders.list.updatedAt'), value: formatDateTime(order.updatedAt) },
    { label: t('conventionOrders.list.startDate'), value: formatDate(order.startDate) },
    {
      label: t('conventionOrders.list.quantity'),
      value: quantityWithUnit(t, order.estimatedAnnualConsumption, unit),
    },
    { label: t('conventionOrders.list.cig'), value: order.cig },
    { label: t('conventionOrders.list.cup'), value: order.cup ?? t('conventionOrders.none') },
    { label: t('conventionOrders.list.office'), value: order.officeCode },
    {
      label: t('conventionOrders.list.splitPayment'),
      value: t(order.splitPayment ? 'conventionOrders.check.yes' : 'conventionOrders.check.no'),
    },
    ...(order.note ? [{ label: t('conventionOrders.list.note'), value: order.note }] : []),
    ...(order.rejectionReason
      ? [
          {
            label: t('conventionOrders.list.rejectionReason'),
            // §9: a reason the portal knows in the page's language, else as upstream wrote it.
            value:
              order.rejectionReasonKind === 'CIG_ALREADY_USED' && order.rejectionOrderNumber ? (
                t('conventionOrders.list.rejections.CIG_ALREADY_USED', {
                  order: order.rejectionOrderNumber,
                })
              ) : (
                <UpstreamText text={order.rejectionReason} />
              ),
          },
        ]
      : []),
  ];

  return (
    <Card as="article" aria-labelledby={headingId}>
      <Stack $gap={3}>
        <Title>
          <h2 id={headingId} ref={heading} tabIndex={-1}>
            {t('conventionOrders.list.orderHeading', { number: order.number })}
          </h2>
          <RequestStateBadge state={order.state} text={order.stateText} />
        </Title>
        <FactList facts={facts} pairsPerRow={2} />
        <div>
          <Button
            $variant="secondary"
            aria-expanded={open}
            aria-controls={detailId}
            onClick={onToggle}
          >
            {t(open ? 'conventionOrders.list.hide' : 'conventionOrders.list.show')}
            <span className="visually-hidden">
              {' '}
              {t('conventionOrders.list.of', { number: order.number })}
            </span>
          </Button>
        </div>
        <div id={detailId} hidden={!open}>
          {open && (
            <Stack $gap={3}>
              <h3>{t('conventionOrders.list.historyHeading')}</h3>
              <StateTimeline
                steps={order.history}
                label={t('conventionOrders.list.historyLabel', { number: order.number })}
              />
              <ResponsiveTable
                caption={t('conventionOrders.list.pointsCaption', { number: order.number })}
                columns={[
                  {
                    key: 'point',
                    header: t(`conventionOrders.connection.point.${commodity}`),
                    cell: (p: Point) =>
                      p.pointId ??
                      (p.newConnection ? t('conventionOrders.connection.newConnection') : ''),
                    card: 'heading',
                  },
                  {
                    key: 'site',
                    header: t('conventionOrders.connection.site'),
                    cell: (p) => (
                      <Name
                        value={`${p.site}, ${p.address}, ${p.postalCode} ${p.city} (${p.province})`}
                        lang="it"
                      />
                    ),
                  },
                  {
                    key: 'quantity',
                    header: t('conventionOrders.list.quantity'),
                    cell: (p) => quantityWithUnit(t, p.estimatedAnnualConsumption, unit),
                    numeric: true,
                  },
                  {
                    key: 'state',
                    header: t('conventionOrders.connection.state'),
                    cell: (p) => (
                      <ConnectionStateBadge
                        state={p.connectionState}
                        text={p.connectionStateText}
                      />
                    ),
                  },
                ]}
                rows={order.points}
                rowKey={(p) => p.id}
                cardHeadingLevel={4}
              />
            </Stack>
          )}
        </div>
      </Stack>
    </Card>
  );
}
