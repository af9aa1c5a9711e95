// GOV.UK's error summary (conventions 21): at the top of a form, named by its heading, one link
// per problem that moves focus to the field; the form focuses the summary after a submit that found
// problems. Shared by the invoices filter and the support request form.
import type { Ref } from 'react';
import styled from 'styled-components';

const Summary = styled.div`
  border: ${({ theme }) => theme.border.accent} solid ${({ theme }) => theme.color.danger};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space(5)};
  }
  a {
    color: ${({ theme }) => theme.color.danger};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  &:focus-visible {
    outline-offset: ${({ theme }) => theme.focusRing.offset};
  }
`;

export interface SummaryItem {
  key: string;
  /** The field's id. */
  target: string;
  text: string;
  onSelect: () => void;
}

export function ErrorSummary({
  id,
  title,
  items,
  ref,
}: {
  id: string;
  title: string;
  items: readonly SummaryItem[];
  ref: Ref<HTMLDivElement>;
}) {
  return (
    <Summary ref={ref} tabIndex={-1} role="alert" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      <ul>
        {items.map((item) => (
          <li key={item.key}>
            <a
              href={`#${item.target}`}
              onClick={(event) => {
                event.preventDefault();
                item.onSelect();
              }}
            >
              {item.text}
            </a>
          </li>
        ))}
      </ul>
    </Summary>
  );
}
