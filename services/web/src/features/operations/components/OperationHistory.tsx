// A request's history as a timeline: its states oldest first, each with the day
// and time it was reached and upstream's note (the list kit's StateTimeline).
import { useTranslation } from 'react-i18next';
import { StateTimeline } from '@/components/lists/index.ts';
import type { Operation } from '../api/types.ts';

export function OperationHistory({ operation, id }: { operation: Operation; id: string }) {
  const { t } = useTranslation();
  return (
    <StateTimeline
      id={id}
      steps={operation.history}
      noteLang={operation.textLanguage}
      label={t('operations.history.label', { id: operation.id })}
    />
  );
}
