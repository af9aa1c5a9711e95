// The order sent: its number, state and day, what happens next, and the ways to
// follow it (the order status page opened on it, the points' activation) or place another.
import { formatDateTime } from '@portal/shared/format';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestStateBadge } from '@/components/badges/index.ts';
import { FormActions, FormPanel } from '@/components/forms/index.ts';
import { Button, LinkButton } from '@/components/ui/index.ts';
import type { PlacedOrder } from '../api/placeConventionOrder.ts';
import type { OrderLinks } from './layout.tsx';

export function OrderDone({
  order,
  links,
  headingRef,
  onAnother,
}: {
  order: PlacedOrder;
  links: OrderLinks;
  headingRef: Ref<HTMLHeadingElement>;
  onAnother: () => void;
}) {
  const { t } = useTranslation();
  return (
    <FormPanel heading={t('conventionOrders.done.heading')} headingRef={headingRef}>
      <p>
        <strong>{t('conventionOrders.done.number', { number: order.number })}</strong>{' '}
        <RequestStateBadge state={order.state} text={order.stateText} />
      </p>
      <p>{t('conventionOrders.done.text', { date: formatDateTime(order.transmittedAt) })}</p>
      <FormActions>
        <LinkButton to={`${links.orderStatus}?orderId=${encodeURIComponent(order.id)}`}>
          {t('conventionOrders.done.follow')}
        </LinkButton>
        <LinkButton to={links.connection} $variant="secondary">
          {t('conventionOrders.done.connection')}
        </LinkButton>
        <Button $variant="quiet" onClick={onAnother}>
          {t('conventionOrders.done.another')}
        </Button>
      </FormActions>
    </FormPanel>
  );
}
