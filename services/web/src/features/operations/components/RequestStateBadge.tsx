// A request's state (§4): the words always, the table's colour beside them, so the state never
// rests on colour alone. The API sends the key; OTHER is shown as upstream wrote it.
import { requestStateTone } from '@portal/shared/status';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '@/components/ui/index.ts';
import type { RequestState } from '../api/types.ts';

export function RequestStateBadge({ state, text }: { state: RequestState; text: string }) {
  const { t } = useTranslation();
  return (
    <StatusBadge $tone={requestStateTone(state)}>
      {state === 'OTHER' ? text : t(`operations.states.${state}`)}
    </StatusBadge>
  );
}
