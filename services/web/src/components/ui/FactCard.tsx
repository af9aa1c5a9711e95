// Labelled values (a dl): a contract's, a supply's, a registry's facts, what a request will send.
// Label and value side by side from 768 px (one pair a row, or two with `pairsPerRow`), stacked on
// a phone; a value may break anywhere rather than push the page sideways. FactCard is the same list
// in a card with its heading (the card is named by it).
import { Fragment, useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Card } from './primitives.tsx';

export interface Fact {
  label: string;
  value: ReactNode;
}

const List = styled.dl<{ $pairs: 1 | 2; $strong: boolean }>`
  margin: 0;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(1)};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: ${({ $pairs }) =>
      $pairs === 2
        ? 'minmax(0, 1fr) minmax(0, 2fr) minmax(0, 1fr) minmax(0, 2fr)'
        : 'minmax(0, 2fr) minmax(0, 3fr)'};
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
    ${({ $strong, theme }) =>
      $strong &&
      css`
        font-weight: ${theme.font.weight.semibold};
      `}
    ${({ theme }) => theme.media.md} {
      margin: 0;
    }
  }
`;

export interface FactListProps {
  facts: readonly Fact[];
  /** Two label–value pairs a row from 768 px (a wide card of short facts). */
  pairsPerRow?: 1 | 2;
  /** Values in the semibold weight (what the customer is about to send). */
  strong?: boolean;
}

export function FactList({ facts, pairsPerRow = 1, strong = false }: FactListProps) {
  return (
    <List $pairs={pairsPerRow} $strong={strong}>
      {facts.map((fact) => (
        <Fragment key={fact.label}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </Fragment>
      ))}
    </List>
  );
}

export function FactCard({
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
