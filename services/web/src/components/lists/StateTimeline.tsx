// A request's history as a timeline: its states oldest first, each with its §4 badge, the day and
// time it was reached and upstream's note, a dot in the state's colour on a line down to the next.
// An ordered list, so a screen reader hears how many steps there are and which one it is on.
import { formatDateTime } from '@portal/shared/format';
import { requestStateTone } from '@portal/shared/status';
import styled from 'styled-components';
import { RequestStateBadge } from '../badges/index.ts';

export interface TimelineStep {
  state: string;
  stateText?: string | null;
  /** When the state was reached (ISO). */
  date: string;
  note?: string | null;
}

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

export function StateTimeline({
  steps,
  label,
  id,
  noteLang,
}: {
  steps: readonly TimelineStep[];
  /** The list's accessible name ("History of request 123"). */
  label: string;
  id?: string;
  /** The language upstream wrote the notes in (free text a person wrote; default Italian). */
  noteLang?: string | null;
}) {
  return (
    <Timeline id={id} aria-label={label}>
      {steps.map((step, index) => (
        <Step key={`${step.date}-${index}`} $tone={requestStateTone(step.state)}>
          <RequestStateBadge state={step.state} text={step.stateText} />
          <When dateTime={step.date}>{formatDateTime(step.date)}</When>
          {step.note && <Note lang={noteLang || 'it'}>{step.note}</Note>}
        </Step>
      ))}
    </Timeline>
  );
}
