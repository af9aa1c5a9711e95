// A request's history as a timeline: its states oldest first, each with the day
// and time it was reached and upstream's note, a dot in the state's §4 colour on one line. An
// ordered list, so a screen reader hears how many steps there are and which one it is on.
import { formatDateTime } from '@portal/shared/format';
import { requestStateTone } from '@portal/shared/status';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { RequestStateBadge } from '@/components/badges/index.ts';
import type { Operation } from '../api/types.ts';

const Timeline = styled.ol`
  list-style: none;
  margin: 0;
  padding: ${({ theme }) => `${theme.space(1)} 0 0 ${theme.space(5)}`};
`;

const Step = styled.li<{ $tone: ReturnType<typeof requestStateTone> }>`
  position: relative;
  padding-bottom: ${({ theme }) => theme.space(3)};
  /* The line from this step's dot down to the next one. */
  &:not(:last-child)::after {
    content: '';
    position: absolute;
    left: calc(-1 * ${({ theme }) => theme.space(3.5)} - ${({ theme }) => theme.border.thin});
    top: ${({ theme }) => theme.space(4)};
    bottom: 0;
    border-left: ${({ theme }) => theme.border.thick} solid
      ${({ theme }) => theme.color.borderStrong};
  }
  &::before {
    content: '';
    position: absolute;
    left: calc(-1 * ${({ theme }) => theme.space(5)});
    top: ${({ theme }) => theme.space(1)};
    width: ${({ theme }) => theme.space(3)};
    height: ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radii.pill};
    border: ${({ theme }) => theme.border.thick} solid ${({ theme, $tone }) => theme.tone[$tone].fg};
    background: ${({ theme, $tone }) => theme.tone[$tone].bg};
  }
`;

const When = styled.time`
  display: inline-block;
  margin-inline-start: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-variant-numeric: tabular-nums;
`;

const Note = styled.p`
  margin: ${({ theme }) => `${theme.space(1)} 0 0`};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export function OperationHistory({ operation, id }: { operation: Operation; id: string }) {
  const { t } = useTranslation();
  return (
    <Timeline id={id} aria-label={t('operations.history.label', { id: operation.id })}>
      {operation.history.map((step, index) => (
        <Step key={`${step.date}-${index}`} $tone={requestStateTone(step.state)}>
          <RequestStateBadge state={step.state} text={step.stateText} />
          <When dateTime={step.date}>{formatDateTime(step.date)}</When>
          {step.note && <Note>{step.note}</Note>}
        </Step>
      ))}
    </Timeline>
  );
}
