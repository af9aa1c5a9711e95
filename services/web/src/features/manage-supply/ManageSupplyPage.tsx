// The manage page of a retail supply (§2 /retail/myUtilities/manageUts/{id}, page kind
// 'retail-manageUtility'): the supply, then the operations it offers — bill
// delivery (§3 fatturaDigitale), payment method, committed power (light only) and termination —
// each with its current value and either the request still open, with its state, or the way to
// ask for a change; then the supply's requests, newest first. The id is the supply's; another
// customer's answers "not found" (the BFF checks it).
import { formatDate, formatQuantity } from '@portal/shared/format';
import { buildPath } from '@portal/shared/routes';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PageScaffold, SkeletonBlock } from '@/components/page-scaffold/index.ts';
import { Alert, Card, Columns, LinkButton, Stack } from '@/components/ui/index.ts';
import type { SupplyChangeKind } from '@/graphql/generated/graphql.ts';
import { usePageContext } from '@/lib/page-context.ts';
import { useSupplyManagement, type SupplyManagement } from './api/useSupplyManagement.ts';
import { RequestSummary } from './components/RequestSummary.tsx';
import { SupplyLine } from './components/SupplyLine.tsx';

const Current = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  overflow-wrap: anywhere;
`;

const Label = styled.span`
  display: block;
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.regular};
`;

const Requests = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  li + li {
    padding-top: ${({ theme }) => theme.space(3)};
    border-top: ${({ theme }) => theme.border.thin} solid ${({ theme }) => theme.color.border};
  }
`;

const ROUTE_OF: Record<SupplyChangeKind, string> = {
  BILL_DELIVERY: 'retail-myUtilities-manageUts-billReceiveMethod-id',
  PAYMENT_METHOD: 'retail-myUtilities-manageUts-paymentMethod-id',
  POWER_VARIATION: 'retail-myUtilities-manageUts-powervar-id',
  TERMINATION: 'retail-myUtilities-manageUts-termination-id',
};

const Skeleton = () => (
  <Stack $gap={5} aria-hidden="true">
    <SkeletonBlock height="4rem" />
    <Columns>
      <SkeletonBlock height="14rem" />
      <SkeletonBlock height="14rem" />
      <SkeletonBlock height="14rem" />
      <SkeletonBlock height="14rem" />
    </Columns>
    <SkeletonBlock height="10rem" />
  </Stack>
);

/** The current value of what an operation changes, in words. */
function useCurrentValue() {
  const { t } = useTranslation();
  return (kind: SupplyChangeKind, m: SupplyManagement): string => {
    switch (kind) {
      case 'BILL_DELIVERY':
        if (m.billDelivery === 'EMAIL')
          return t('manageSupply.current.billByEmail', { email: m.billEmail ?? '' });
        if (m.billDelivery === 'PAPER') return t('manageSupply.current.billOnPaper');
        return t('manageSupply.current.unknown');
      case 'PAYMENT_METHOD':
        return m.paymentMethod && m.paymentMethod !== 'OTHER'
          ? t(`enums.paymentMethod.${m.paymentMethod}`)
          : (m.paymentMethodText ?? t('manageSupply.current.unknown'));
      case 'POWER_VARIATION':
        return m.power?.currentKw === null || m.power?.currentKw === undefined
          ? t('manageSupply.current.unknown')
          : t('manageSupply.current.power', { kw: formatQuantity(m.power.currentKw) });
      case 'TERMINATION':
        return t('manageSupply.current.termination', {
          from: formatDate(m.termination.earliest),
          to: formatDate(m.termination.latest),
        });
    }
  };
}

function OperationCard({
  kind,
  management,
  active,
}: {
  kind: SupplyChangeKind;
  management: SupplyManagement;
  active: boolean;
}) {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  const headingId = useId();
  const current = useCurrentValue()(kind, management);
  const open = management.operations.find((o) => o.kind === kind)?.openRequest ?? null;
  return (
    <Card aria-labelledby={headingId}>
      <Stack $gap={3}>
        <h2 id={headingId}>{t(`manageSupply.operations.${kind}.title`)}</h2>
        <Current>
          <Label>{t(`manageSupply.operations.${kind}.current`)}</Label>
          {current}
        </Current>
        {open ? (
          <Stack $gap={2}>
            <p>{t('manageSupply.open.heading')}</p>
            <RequestSummary request={open} />
          </Stack>
        ) : (
          active && (
            <div>
              <LinkButton
                to={buildPath(ROUTE_OF[kind], { id: management.supply.id }, locale)}
                $variant={kind === 'TERMINATION' ? 'secondary' : 'primary'}
              >
                {t(`manageSupply.operations.${kind}.action`)}
              </LinkButton>
            </div>
          )
        )}
      </Stack>
    </Card>
  );
}

export default function ManageSupplyPage() {
  const { t } = useTranslation();
  const { locale, params } = usePageContext();
  const supplyId = params.id ?? null;
  const query = useSupplyManagement(supplyId);
  const requestsId = useId();

  return (
    <PageScaffold
      title={t('manageSupply.title')}
      breadcrumb={[
        {
          label: t('manageSupply.breadcrumb.utilities'),
          to: buildPath('retail-myUtilities', {}, locale),
        },
        ...(supplyId
          ? [
              {
                label: t('manageSupply.breadcrumb.supply'),
                to: buildPath('retail-myUtilities-id', { id: supplyId }, locale),
              },
            ]
          : []),
      ]}
      query={query}
      skeleton={<Skeleton />}
    >
      {(data) => {
        const m = data.supplyManagement;
        const active = m.supply.status === 'ACTIVE';
        return (
          <Stack $gap={5}>
            <SupplyLine supply={m.supply} />
            {active ? (
              <p>{t('manageSupply.intro')}</p>
            ) : (
              <Alert $tone="info" role="status">
                {t('manageSupply.notActive')}
              </Alert>
            )}
            <Columns>
              {m.operations.map((o) => (
                <OperationCard key={o.kind} kind={o.kind} management={m} active={active} />
              ))}
            </Columns>
            <Card aria-labelledby={requestsId}>
              <Stack $gap={3}>
                <h2 id={requestsId}>{t('manageSupply.requests.heading')}</h2>
                {m.requests.length === 0 ? (
                  <p>{t('manageSupply.requests.none')}</p>
                ) : (
                  <Requests>
                    {m.requests.map((r) => (
                      <li key={r.id}>
                        <Stack $gap={1}>
                          <strong>{t(`manageSupply.operations.${r.kind}.title`)}</strong>
                          <RequestSummary request={r} />
                        </Stack>
                      </li>
                    ))}
                  </Requests>
                )}
                <div>
                  <LinkButton to={buildPath('retail-notifications', {}, locale)} $variant="quiet">
                    {t('manageSupply.requests.notifications')}
                  </LinkButton>
                </div>
              </Stack>
            </Card>
          </Stack>
        );
      }}
    </PageScaffold>
  );
}
