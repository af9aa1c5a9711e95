// The layout primitives on the theme's tokens: a list without bullets in a column or a wrapping
// row, cards side by side with a part as wide as all, and the two ends of a row.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { BareList, Columns, FullRow, Spread } from './index.ts';

const style = (element: Element) => window.getComputedStyle(element);

describe('layout primitives', () => {
  it('lists without bullets, in a column or a wrapping row with the given gaps', async () => {
    await renderWithApp(
      <>
        <BareList aria-label="plain">
          <li>a</li>
        </BareList>
        <BareList aria-label="column" $flow="column">
          <li>b</li>
        </BareList>
        <BareList aria-label="row" $flow="row" $gap={4} $rowGap={1}>
          <li>c</li>
        </BareList>
      </>,
    );
    const plain = style(screen.getByRole('list', { name: 'plain' }));
    expect(plain.listStyle).toContain('none');
    expect(plain.display).not.toBe('flex');
    const column = style(screen.getByRole('list', { name: 'column' }));
    expect([column.display, column.flexDirection, column.gap]).toEqual([
      'flex',
      'column',
      '12px 12px',
    ]);
    const row = style(screen.getByRole('list', { name: 'row' }));
    expect([row.flexDirection, row.flexWrap, row.gap]).toEqual(['row', 'wrap', '4px 16px']);
  });

  it('sets cards in one column, a part across all of them, and a row’s two ends apart', async () => {
    await renderWithApp(
      <>
        <Columns data-testid="columns" $top>
          <FullRow data-testid="full" />
        </Columns>
        <Spread data-testid="spread" $align="baseline" />
      </>,
    );
    const columns = style(screen.getByTestId('columns'));
    expect([columns.display, columns.gridTemplateColumns, columns.alignItems]).toEqual([
      'grid',
      'minmax(0, 1fr)',
      'start',
    ]);
    expect(style(screen.getByTestId('full')).gridColumn.replace(/ /g, '')).toBe('1/-1');
    const spread = style(screen.getByTestId('spread'));
    expect([spread.justifyContent, spread.alignItems, spread.flexWrap]).toEqual([
      'space-between',
      'baseline',
      'wrap',
    ]);
  });
});
