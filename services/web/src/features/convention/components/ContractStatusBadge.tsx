// A convention contract's §4 status: the words always, the table's colour beside them, so the
// status never rests on colour alone (UNKNOWN shows as Attivo, green).
import { contractStatusTone } from '@portal/shared/status';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '@/components/ui/index.ts';
import type { ContractStatus } from '@/graphql/generated/graphql.ts';

export function ContractStatusBadge({ status }: { status: ContractStatus }) {
  const { t } = useTranslation();
  return (
    <StatusBadge $tone={contractStatusTone(status)}>
      {t(`convention.contracts.statuses.${status}`)}
    </StatusBadge>
  );
}
