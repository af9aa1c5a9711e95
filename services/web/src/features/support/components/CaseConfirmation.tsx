// The confirmation of a written request just filed: its case number, when it was
// received and the day the answer is due (TIQV), announced and focused so that keyboard and screen
// reader users land on it.
import { formatDate, formatDateTime } from '@portal/shared/format';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ConfirmationPanel } from '@/components/forms/index.ts';
import { TermList } from '@/components/ui/index.ts';
import type { FiledCase } from '../api/fileSupportCase.ts';

const CaseNumber = styled.dd`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  font-variant-numeric: tabular-nums;
`;

export function CaseConfirmation({
  filed,
  onAnother,
}: {
  filed: FiledCase;
  onAnother: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmationPanel
      heading={t('support.confirmation.heading')}
      text={t('support.confirmation.text')}
      again={{ label: t('support.confirmation.another'), onClick: onAnother }}
    >
      <TermList>
        <dt>{t('support.confirmation.number')}</dt>
        <CaseNumber>{filed.number}</CaseNumber>
        <dt>{t('support.confirmation.kind')}</dt>
        <dd>{t(`support.form.kinds.${filed.kind}`)}</dd>
        <dt>{t('support.confirmation.filedAt')}</dt>
        <dd>{formatDateTime(filed.filedAt)}</dd>
        <dt>{t('support.confirmation.dueOn')}</dt>
        <dd>{formatDate(filed.answerDueOn)}</dd>
      </TermList>
    </ConfirmationPanel>
  );
}
