// The share of the body's maximum quantity already ordered: a bar for the eye
// and, for everyone, the same figure in words — the bar is an ARIA meter named by its label and
// read through its value text, so nothing rests on the bar's length or colour.
import { useId } from 'react';
import styled from 'styled-components';

const Track = styled.div`
  position: relative;
  height: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.color.accent};
  border: ${({ theme }) => theme.border.thin} solid ${({ theme }) => theme.color.borderStrong};
  overflow: hidden;
`;

const Fill = styled.div<{ $share: number; $high: boolean }>`
  height: 100%;
  width: ${({ $share }) => `${Math.min(1, Math.max(0, $share)) * 100}%`};
  background: ${({ theme, $high }) => ($high ? theme.tone.orange.fg : theme.color.primary)};
`;

const Label = styled.span`
  display: block;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const Text = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
`;

export function UsageMeter({
  label,
  share,
  text,
  high,
}: {
  label: string;
  /** 0–1: ordered / maximum quantity. */
  share: number;
  /** The figure in words, shown under the bar and read as the meter's value. */
  text: string;
  /** The share has reached the alert threshold: the bar takes the warning tone. */
  high: boolean;
}) {
  const labelId = useId();
  const now = Math.round(Math.min(1, Math.max(0, share)) * 1000) / 10;
  return (
    <div>
      <Label id={labelId}>{label}</Label>
      <Track
        role="meter"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={now}
        aria-valuetext={text}
      >
        <Fill $share={share} $high={high} />
      </Track>
      <Text>{text}</Text>
    </div>
  );
}
