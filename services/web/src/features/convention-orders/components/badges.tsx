// An order's and a point's state (§4): the words always, the state's colour beside them, so a
// state never rests on colour alone. The API sends the key; OTHER is shown as upstream wrote it.
import { connectionStateTone } from '@portal/shared/procurement';
import { requestStateTone } from '@portal/shared/status';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '@/components/ui/index.ts';

export function OrderStateBadge({ state, text }: { state: string; text: string }) {
  const { t } = useTranslation();
  return (
    <StatusBadge $tone={requestStateTone(state)}>
      {state === 'OTHER' ? text : t(`conventionOrders.states.${state}`, { defaultValue: text })}
    </StatusBadge>
  );
}

export function ConnectionStateBadge({ state, text }: { state: string; text: string }) {
  const { t } = useTranslation();
  return (
    <StatusBadge $tone={connectionStateTone(state)}>
      {state === 'OTHER'
        ? text
        : t(`conventionOrders.connection.states.${state}`, { defaultValue: text })}
    </StatusBadge>
  );
}
