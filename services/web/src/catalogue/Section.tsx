// One section of the catalogue: a titled card; `wide` lets a sample take the whole width.
import type { ReactNode } from 'react';
import { useId } from 'react';
import styled from 'styled-components';
import { Card } from '../components/ui/index.ts';

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

export function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {children}
    </Card>
  );
}
