// A real table from 768 px, stacked cards under it with every value
// labelled by its column's header.
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { ResponsiveTable, type TableColumn } from './ResponsiveTable.tsx';

interface Bill {
  number: string;
  due: string;
  amount: string;
}

const rows: Bill[] = [
  { number: '2026-1', due: '15/11/2026', amount: '128,40 €' },
  { number: '2026-2', due: '15/12/2026', amount: '96,10 €' },
];

const columns = (onToggle = vi.fn()): TableColumn<Bill>[] => [
  { key: 'number', header: 'Numero', cell: (bill) => bill.number },
  {
    key: 'due',
    header: 'Scadenza',
    cell: (bill) => bill.due,
    sort: { direction: 'descending', onToggle },
  },
  { key: 'amount', header: 'Importo', cell: (bill) => bill.amount, numeric: true },
];

/** A window of the given width, as far as matchMedia's min-width queries go. */
function windowWidth(width: number, { printing = false } = {}) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches:
      Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? 0) <= width ||
      (printing && /\bprint\b/.test(query)),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

afterEach(() => vi.unstubAllGlobals());

describe('the responsive table', () => {
  it('from 768 px: a table named by its caption, column headers, aria-sort on the sorted column', async () => {
    windowWidth(768);
    const onToggle = vi.fn();
    await renderWithApp(
      <ResponsiveTable
        caption="Bollette"
        columns={columns(onToggle)}
        rows={rows}
        rowKey={(bill) => bill.number}
      />,
    );
    const table = screen.getByRole('table', { name: 'Bollette' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['Numero', 'Scadenza', 'Importo']);
    expect(headers[1]!.getAttribute('aria-sort')).toBe('descending');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('128,40 €').className).toContain('num');
    fireEvent.click(within(headers[1]!).getByRole('button'));
    expect(onToggle).toHaveBeenCalledOnce();
    // The scroll region is focusable and named, so a keyboard can pan a wide table.
    expect(screen.getByRole('region', { name: 'Bollette' }).tabIndex).toBe(0);
  });

  it('under 768 px: a list of cards, each value under its header, sorting still reachable', async () => {
    windowWidth(360);
    const onToggle = vi.fn();
    await renderWithApp(
      <ResponsiveTable
        caption="Bollette"
        columns={columns(onToggle)}
        rows={rows}
        rowKey={(bill) => bill.number}
      />,
    );
    expect(screen.queryByRole('table')).toBeNull();
    const list = screen.getByRole('list', { name: 'Bollette' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const pairs = [...cards[0]!.querySelectorAll('dt')].map((term) => [
      term.textContent,
      term.nextElementSibling?.tagName,
      term.nextElementSibling?.textContent,
    ]);
    expect(pairs).toEqual([
      ['Numero', 'DD', '2026-1'],
      ['Scadenza', 'DD', '15/11/2026'],
      ['Importo', 'DD', '128,40 €'],
    ]);
    const sorting = screen.getByRole('group', { name: 'Ordina per' });
    fireEvent.click(within(sorting).getByRole('button', { name: 'Scadenza decrescente' }));
    expect(onToggle).toHaveBeenCalledOnce();
  });

  it('under 768 px: a heading and prominent values open the card; one select holds the sorts', async () => {
    windowWidth(360);
    const onChange = vi.fn();
    const carded: TableColumn<Bill>[] = [
      { key: 'number', header: 'Numero', cell: (bill) => bill.number, card: 'heading' },
      { key: 'due', header: 'Scadenza', cell: (bill) => bill.due },
      {
        key: 'amount',
        header: 'Importo',
        cell: (bill) => bill.amount,
        numeric: true,
        card: 'prominent',
      },
    ];
    await renderWithApp(
      <ResponsiveTable
        caption="Bollette"
        columns={carded}
        rows={rows}
        rowKey={(bill) => bill.number}
        cardHeadingLevel={2}
        tableHint="Le colonne con un pulsante ordinano l’elenco."
        sortChoice={{
          value: 'due-desc',
          options: [
            { value: 'due-desc', label: 'Scadenza, dalla più lontana' },
            { value: 'amount-desc', label: 'Importo, dal più alto' },
          ],
          onChange,
        }}
      />,
    );
    const cards = within(screen.getByRole('list', { name: 'Bollette' })).getAllByRole('listitem');
    const heading = within(cards[0]!).getByRole('heading', { level: 2 });
    expect(heading.textContent).toBe('Numero2026-1');
    // The prominent value comes first, under its header, then the others.
    const terms = [...cards[0]!.querySelectorAll('dt')].map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]);
    expect(terms).toEqual([
      ['Importo', '128,40 €'],
      ['Scadenza', '15/11/2026'],
    ]);
    expect(screen.queryByRole('group', { name: 'Ordina per' })).toBeNull();
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Ordina per' });
    expect(select.value).toBe('due-desc');
    fireEvent.change(select, { target: { value: 'amount-desc' } });
    expect(onChange).toHaveBeenCalledWith('amount-desc');
    // The hint on the headers' buttons is for the table only.
    expect(screen.queryByText(/pulsante/)).toBeNull();
  });

  it('from 768 px the same columns are a plain table: the hint follows the caption', async () => {
    windowWidth(1280);
    await renderWithApp(
      <ResponsiveTable
        caption="Bollette"
        columns={[
          { key: 'number', header: 'Numero', cell: (bill) => bill.number, card: 'heading' },
        ]}
        rows={rows}
        rowKey={(bill) => bill.number}
        tableHint="Le colonne con un pulsante ordinano l’elenco."
        sortChoice={{ value: 'a', options: [{ value: 'a', label: 'A' }], onChange: vi.fn() }}
      />,
    );
    expect(
      screen.getByRole('table', { name: 'Bollette Le colonne con un pulsante ordinano l’elenco.' }),
    ).toBeTruthy();
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('on paper a table, however narrow the page', async () => {
    windowWidth(360, { printing: true });
    await renderWithApp(
      <ResponsiveTable
        caption="Bollette"
        columns={columns()}
        rows={rows}
        rowKey={(bill) => bill.number}
      />,
    );
    expect(screen.getByRole('table', { name: 'Bollette' })).toBeTruthy();
  });

  it('the layout can be fixed by a prop; placeholders reserve the rows while loading', async () => {
    await renderWithApp(
      <ResponsiveTable
        caption="Bollette"
        columns={columns()}
        rows={[]}
        rowKey={(bill) => bill.number}
        layout="cards"
        busy
        skeletonRows={3}
      />,
    );
    const list = screen.getByRole('list', { hidden: true });
    expect(list.parentElement?.getAttribute('aria-busy')).toBe('true');
    expect(list.querySelectorAll('li[aria-hidden="true"]')).toHaveLength(3);
  });

  it('a row’s detail: a full-width row under it in a table, the end of its card on a phone', async () => {
    const detail = (bill: Bill) => (bill.number === '2026-2' ? <p>Storico {bill.number}</p> : null);
    const wide = await renderWithApp(
      <ResponsiveTable
        caption="Bollette"
        columns={columns()}
        rows={rows}
        rowKey={(bill) => bill.number}
        layout="table"
        rowDetail={detail}
      />,
    );
    const table = screen.getByRole('table', { name: 'Bollette' });
    const bodyRows = within(table).getAllByRole('row').slice(1);
    expect(bodyRows).toHaveLength(3);
    const cell = within(bodyRows[2]!).getByRole('cell');
    expect(cell.getAttribute('colspan')).toBe('3');
    expect(cell.textContent).toBe('Storico 2026-2');
    wide.unmount();
    await renderWithApp(
      <ResponsiveTable
        caption="Bollette"
        columns={columns()}
        rows={rows}
        rowKey={(bill) => bill.number}
        layout="cards"
        rowDetail={detail}
      />,
    );
    const cards = screen.getAllByRole('listitem');
    expect(within(cards[1]!).getByText('Storico 2026-2')).toBeTruthy();
    expect(within(cards[0]!).queryByText(/Storico/)).toBeNull();
  });
});
