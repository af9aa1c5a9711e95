// A number that matters, large (conventions 22: the amount due first): its label, the value, and
// an optional line under it (a due date). The label names the value for assistive technology too.
import type { ReactNode } from 'react';
import { useId } from 'react';
import styled from 'styled-components';

const Figure = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
`;

const Label = styled.span`
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Value = styled.strong<{ $size: 'md' | 'lg' }>`
  font-size: ${({ theme, $size }) => ($size === 'lg' ? theme.font.size.figure : theme.font.size.xl)};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
`;

const Detail = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export function KeyFigure({
  label,
  value,
  detail,
  size = 'lg',
}: {
  label: ReactNode;
  value: ReactNode;
  detail?: ReactNode;
  size?: 'md' | 'lg';
}) {
  const labelId = useId();
  return (
    <Figure role="group" aria-labelledby={labelId}>
      <Label id={labelId}>{label}</Label>
      <Value $size={size}>{value}</Value>
      {detail && <Detail>{detail}</Detail>}
    </Figure>
  );
}
