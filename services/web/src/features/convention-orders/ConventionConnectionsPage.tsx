// The activation of the ordered points (§2 /pa/subsidized<Gas|Light>/connection, page kind
// 'subsidized-connection'): every point of the body's orders on its way from the
// order to the supply — ordered, switching (an existing point changing supplier), a new connection,
// active or refused — with its dates, its POD/PDR (a new point's once the distributor assigns it)
// and address, the order it came from, and for an active point the supply in the business area of
// the commodity where the body has one. Read again while a point is still on its way.
import { formatDate } from '@portal/shared/format';
import { hasSupplyFor } from '@portal/shared/menu';
import { buildPath } from '@portal/shared/routes';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { ConnectionStateBadge } from '@/components/badges/index.ts';
import { PageScaffold, SkeletonTable } from '@/components/page-scaffold/index.ts';
import { Alert, Name, ResponsiveTable, Stack } from '@/components/ui/index.ts';
import { usePageContext } from '@/lib/page-context.ts';
import { useConventionConnections, type ConventionPoint } from './api/useConventionConnections.ts';
import { hasPointOnItsWay } from './model/states.ts';

const NoWrap = styled(Link)`
  white-space: nowrap;
`;

/** A point's dates in its cell: each with its words, the ones not reached yet left out. */
const Dates = styled.dl`
  margin: 0;
  div {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(1)};
  }
  dt {
    color: ${({ theme }) => theme.color.muted};
  }
  dt::after {
    content: ':';
  }
  dd {
    margin: 0;
    white-space: nowrap;
  }
`;

export default function ConventionConnectionsPage() {
  const { t } = useTranslation();
  const { commodity, utility, scheme, locale, hasSupply, session } = usePageContext();
  const kind = commodity ?? 'gas';
  const area = scheme ?? 'subsidizedGas';
  const query = useConventionConnections(hasSupply ? utility : null);
  const orderStatus = buildPath(`pa-${area}-orderStatus`, {}, locale);
  // The business supplies page of the commodity, when the body reaches it (§4 section flags).
  const suppliesPath =
    session && hasSupplyFor({ segment: 'pa', commodity: kind, scheme: null }, session.sections)
      ? buildPath(`pa-${kind}-supplies`, {}, locale)
      : null;
  const none = t('conventionOrders.none');
  const day = (value: string | null | undefined) => (value ? formatDate(value) : none);

  return (
    <PageScaffold
      title={t(`conventionOrders.title.connection.${kind}`)}
      intro={t('conventionOrders.connection.intro')}
      query={query}
      skeleton={<SkeletonTable rows={6} columns={6} />}
    >
      {(data) => {
        const points = data.conventionConnections;
        return (
          <Stack $gap={4}>
            {hasPointOnItsWay(points) && <p>{t('conventionOrders.connection.live')}</p>}
            {points.length === 0 ? (
              <Alert $tone="info">{t('conventionOrders.connection.empty')}</Alert>
            ) : (
              <ResponsiveTable
                caption={t('conventionOrders.connection.caption')}
                rows={points}
                rowKey={(p) => p.id}
                cardHeadingLevel={2}
                columns={[
                  {
                    key: 'point',
                    header: t(`conventionOrders.connection.point.${kind}`),
                    card: 'heading',
                    cell: (p: ConventionPoint) =>
                      p.pointId ? (
                        <>
                          {p.pointId}
                          {p.newConnection && (
                            <>
                              <br />
                              {t('conventionOrders.connection.newConnection')}
                            </>
                          )}
                        </>
                      ) : (
                        t('conventionOrders.connection.newConnection')
                      ),
                  },
                  {
                    key: 'state',
                    header: t('conventionOrders.connection.state'),
                    card: 'prominent',
                    cell: (p) => (
                      <ConnectionStateBadge
                        state={p.connectionState}
                        text={p.connectionStateText}
                      />
                    ),
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
                    key: 'order',
                    header: t('conventionOrders.connection.order'),
                    cell: (p) => (
                      <NoWrap to={`${orderStatus}?orderId=${encodeURIComponent(p.orderId)}`}>
                        <span className="visually-hidden">
                          {t('conventionOrders.connection.orderPrefix')}{' '}
                        </span>
                        {p.orderNumber}
                      </NoWrap>
                    ),
                  },
                  {
                    key: 'dates',
                    header: t('conventionOrders.connection.dates'),
                    cell: (p) => (
                      <Dates>
                        {(
                          [
                            ['orderedOn', p.orderedOn],
                            ['acceptedOn', p.acceptedOn],
                            ['expectedStart', p.expectedStart],
                            ['activeSince', p.activeSince],
                          ] as const
                        )
                          .filter(([, value]) => Boolean(value))
                          .map(([key, value]) => (
                            <div key={key}>
                              <dt>{t(`conventionOrders.connection.${key}`)}</dt>
                              <dd>{day(value)}</dd>
                            </div>
                          ))}
                      </Dates>
                    ),
                  },
                  ...(suppliesPath
                    ? [
                        {
                          key: 'supply',
                          header: t('conventionOrders.connection.supply'),
                          cell: (p: ConventionPoint) =>
                            p.connectionState === 'ACTIVE' && p.pointId ? (
                              <Link to={`${suppliesPath}?q=${encodeURIComponent(p.pointId)}`}>
                                {t('conventionOrders.connection.supplyLink', { point: p.pointId })}
                              </Link>
                            ) : (
                              none
                            ),
                        },
                      ]
                    : []),
                ]}
              />
            )}
          </Stack>
        );
      }}
    </PageScaffold>
  );
}
