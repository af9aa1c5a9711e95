// A supply's §4 state: the words always, the table's colour beside them (never colour alone).
import type { ContractStatusCode } from '@portal/shared/status';
import { contractStatusTone } from '@portal/shared/status';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '@/components/ui/index.ts';

export function SupplyStatus({ status }: { status: ContractStatusCode }) {
  const { t } = useTranslation();
  return (
    <StatusBadge $tone={contractStatusTone(status)}>{t(`supplies.statuses.${status}`)}</StatusBadge>
  );
}
