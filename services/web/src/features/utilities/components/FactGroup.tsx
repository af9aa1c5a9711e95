// One readable group of a supply's facts: a card with its heading and a list of labelled values
// (dl), two columns of label and value from 768 px, stacked on a phone.
import type { ReactNode } from 'react';
import { Fragment, useId } from 'react';
import styled from 'styled-components';
import { Card } from '@/components/ui/index.ts';

export interface Fact {
  label: string;
  value: ReactNode;
}

const List = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(1)};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    gap: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  }
  dt {
    color: ${({ theme }) => theme.color.muted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  dd {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    min-width: 0;
    overflow-wrap: anywhere;
    ${({ theme }) => theme.media.md} {
      margin: 0;
    }
  }
`;

export function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <List>
      {facts.map((fact) => (
        <Fragment key={fact.label}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </Fragment>
      ))}
    </List>
  );
}

export function FactGroup({
  title,
  facts,
  children,
}: {
  title: string;
  facts?: readonly Fact[];
  children?: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {facts && facts.length > 0 && <FactList facts={facts} />}
      {children}
    </Card>
  );
}
