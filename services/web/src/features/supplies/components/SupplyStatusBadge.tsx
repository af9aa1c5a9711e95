// A supply's status (§4): the words always, the table's colour beside them, so the status never
// rests on colour alone. The API sends the key of the §4 row (UNKNOWN shows as Attivo).
import { contractStatusTone } from '@portal/shared/status';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '@/components/ui/index.ts';
import type { ContractStatus } from '../api/types.ts';

export function SupplyStatusBadge({ status }: { status: ContractStatus }) {
  const { t } = useTranslation();
  return (
    <StatusBadge $tone={contractStatusTone(status)}>{t(`supplies.statuses.${status}`)}</StatusBadge>
  );
}
