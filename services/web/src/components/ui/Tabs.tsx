// Tabs as the WAI-ARIA Authoring Practices describe them: one tab stop for the
// tab list (roving tabindex), Left/Right move and select (wrapping), Home/End go to the ends, Tab
// leaves for the panel. On a phone the list scrolls sideways inside itself instead of the page.
import type { KeyboardEvent, ReactNode } from 'react';
import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { focusRing } from '../../theme.ts';

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
}

const List = styled.div`
  ${({ theme }) => theme.media.print} {
    display: none;
  }
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  overflow-x: auto;
  border-bottom: ${({ theme }) => theme.border.thin} solid ${({ theme }) => theme.color.border};
`;

const Tab = styled.button`
  flex-shrink: 0;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.color.muted};
  background: none;
  border: 0;
  border-bottom: ${({ theme }) => theme.border.accent} solid transparent;
  cursor: pointer;
  &[aria-selected='true'] {
    color: ${({ theme }) => theme.color.link};
    border-bottom-color: ${({ theme }) => theme.color.primary};
  }
  &:hover {
    color: ${({ theme }) => theme.color.linkHover};
  }
  &:focus-visible {
    ${focusRing}
  }
`;

/** On paper every panel is printed, one after the other. */
const Panel = styled.div`
  ${({ theme }) => theme.media.print} {
    &[hidden] {
      display: block;
    }
  }
  padding-top: ${({ theme }) => theme.space(4)};
  &:focus-visible {
    ${focusRing}
  }
`;

export interface TabsProps {
  /** What the tabs are about, read out with the tab list. */
  label: string;
  items: readonly TabItem[];
  /** The selected tab's id, when the page keeps it (e.g. in the URL); else the tabs keep it. */
  selected?: string;
  onSelect?: (id: string) => void;
}

export function Tabs({ label, items, selected, onSelect }: TabsProps) {
  const base = useId();
  const [own, setOwn] = useState(items[0]?.id);
  const current = selected ?? own;
  const tabs = useRef(new Map<string, HTMLButtonElement>());

  const select = (id: string, focus: boolean) => {
    setOwn(id);
    onSelect?.(id);
    if (focus) tabs.current.get(id)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = items.findIndex((item) => item.id === current);
    const last = items.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    const next = target === undefined ? undefined : items[target];
    if (!next) return;
    event.preventDefault();
    select(next.id, true);
  };

  return (
    <div>
      <List role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {items.map((item) => {
          const active = item.id === current;
          return (
            <Tab
              key={item.id}
              ref={(element) => {
                if (element) tabs.current.set(item.id, element);
                else tabs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${item.id}`}
              aria-selected={active}
              aria-controls={`${base}-panel-${item.id}`}
              tabIndex={active ? 0 : -1}
              onClick={() => select(item.id, false)}
            >
              {item.label}
            </Tab>
          );
        })}
      </List>
      {items.map((item) => (
        <Panel
          key={item.id}
          role="tabpanel"
          id={`${base}-panel-${item.id}`}
          aria-labelledby={`${base}-tab-${item.id}`}
          hidden={item.id !== current}
          tabIndex={0}
        >
          {item.content}
        </Panel>
      ))}
    </div>
  );
}
