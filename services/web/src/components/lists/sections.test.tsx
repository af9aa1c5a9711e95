// A request's history as an ordered list of its states, each with its day, time and note; and a
// section that is one list loaded on its own: loading, failed with its retry, empty, or the table.
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { ApiError } from '../../lib/http.ts';
import { StateTimeline, TableSection, type TableSectionProps } from './index.ts';

describe('a request’s history', () => {
  it('lists the states in order with their words, day and time, and notes', async () => {
    await renderWithApp(
      <StateTimeline
        id="history-1"
        label="Storia della richiesta 1"
        steps={[
          { state: 'TRANSMITTED', stateText: null, date: '2026-10-01T09:30:00' },
          {
            state: 'REJECTED',
            stateText: 'Respinta',
            date: '2026-10-03T16:05:00',
            note: 'POD errato',
          },
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Storia della richiesta 1' });
    expect(list.tagName).toBe('OL');
    expect(list.id).toBe('history-1');
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first?.textContent).toBe('Trasmesso01/10/2026 09:30');
    expect(second?.textContent).toBe('Respinto03/10/2026 16:05POD errato');
    expect(second?.querySelector('time')?.getAttribute('dateTime')).toBe('2026-10-03T16:05:00');
  });
});

type Row = { id: string; title: string };

function section(overrides: Partial<TableSectionProps<Row>>) {
  return (
    <TableSection<Row>
      id="documents"
      heading="Documenti"
      intro="I tuoi documenti."
      caption="Elenco dei documenti"
      rows={undefined}
      error={undefined}
      retry={() => undefined}
      empty="Nessun documento."
      columns={[{ key: 'title', header: 'Titolo', cell: (row) => row.title }]}
      rowKey={(row) => row.id}
      {...overrides}
    />
  );
}

describe('a section that is one list', () => {
  it('is named by its heading and announces the loading while it is busy', async () => {
    await renderWithApp(section({}));
    const region = screen.getByRole('region', { name: 'Documenti' });
    expect(within(region).getByText('I tuoi documenti.')).toBeTruthy();
    expect(within(region).getByRole('status').textContent).not.toBe('');
  });

  it('says a failure with its retry', async () => {
    const retry = vi.fn();
    await renderWithApp(
      section({ error: new ApiError(503, 'UPSTREAM_UNAVAILABLE', 'down'), retry }),
    );
    fireEvent.click(within(screen.getByRole('alert')).getByRole('button'));
    expect(retry).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says an empty list in its own words', async () => {
    await renderWithApp(section({ rows: [] }));
    expect(screen.getByText('Nessun documento.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the rows in a table named by its caption', async () => {
    await renderWithApp(section({ rows: [{ id: '1', title: 'Condizioni generali' }] }));
    const table = await screen.findByRole('table', { name: /Elenco dei documenti/ });
    expect(within(table).getByText('Condizioni generali')).toBeTruthy();
  });
});
