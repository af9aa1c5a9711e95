// A desk's contacts in a card named by its heading: each line a term and its value — a link
// (telephone, e-mail) or a text — with a muted hint below it where it has one. The first line may
// be the large one (a toll-free number). Every value is a touch target's height (TermList).
import { Fragment, useId } from 'react';
import styled from 'styled-components';
import { Card } from './primitives.tsx';
import { TermList } from './TermList.tsx';

export interface ContactLine {
  term: string;
  text: string;
  /** A tel: or mailto: address: the value is a link. */
  href?: string;
  hint?: string;
  /** In the large type (the number to call first). */
  large?: boolean;
}

const LargeLink = styled.a`
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const Hint = styled.span`
  display: block;
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

function Value({ line }: { line: ContactLine }) {
  if (!line.href) return <span className="line">{line.text}</span>;
  const Link = line.large ? LargeLink : 'a';
  return <Link href={line.href}>{line.text}</Link>;
}

export function ContactCard({
  heading,
  lines,
}: {
  heading: string;
  lines: readonly ContactLine[];
}) {
  const headingId = useId();
  return (
    <Card aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <TermList $touchRows>
        {lines.map((line) => (
          <Fragment key={line.term}>
            <dt>{line.term}</dt>
            <dd>
              <Value line={line} />
              {line.hint && <Hint>{line.hint}</Hint>}
            </dd>
          </Fragment>
        ))}
      </TermList>
    </Card>
  );
}
