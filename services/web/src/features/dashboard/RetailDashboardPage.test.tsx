import { screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n.ts';
import { renderPageAt } from '@/test/page.tsx';
import { renderWithApp } from '@/test/render.tsx';
import RetailDashboardPage from './RetailDashboardPage.tsx';

const supply = (id: string, status: string) => ({
  id,
  utility: 'POWER',
  pointId: `IT001E0000000${id}`,
  address: 'Via dei Portici/Laubengasse 12',
  locality: 'Bolzano/Bozen',
  province: 'BZ',
  status,
  greenEnergy: false,
});

/** /de/retail with the API answering `retailDashboard`. */
async function renderGermanDashboard(retailDashboard: object) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ data: { retailDashboard } })),
  );
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => ({ language: 'de', session: null }),
        children: [{ path: 'de/retail', element: <RetailDashboardPage /> }],
      },
    ],
    { initialEntries: ['/de/retail'] },
  );
  await renderWithApp(
    <SWRConfig value={{ provider: () => new Map() }}>
      <RouterProvider router={router} />
    </SWRConfig>,
    'de',
  );
}

describe('§4: the dashboard words a supply’s state key in the reader’s language', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await setLanguage('it');
  });

  it('shows an ended supply as Beendet and an active one as Aktiv to a German customer', async () => {
    const retailDashboard = {
      totalToPay: 0,
      billsToPay: [],
      supplies: [supply('1', 'CEASED'), supply('2', 'ACTIVE')],
      notifications: [],
    };
    await renderGermanDashboard(retailDashboard);
    expect(await screen.findByText('Beendet')).toBeTruthy();
    expect(screen.getByText('Aktiv')).toBeTruthy();
  });

  it('§9: a notification of a set kind reads in German; any other keeps upstream’s words, marked Italian', async () => {
    const params = {
      invoiceNumber: null,
      amount: null,
      year: null,
      requestKind: null,
      requestId: null,
      pointId: null,
    };
    const retailDashboard = {
      totalToPay: 0,
      billsToPay: [],
      supplies: [],
      notifications: [
        {
          id: 'n1',
          date: '2026-05-09',
          title: 'Nuova bolletta disponibile',
          body: 'La bolletta FT2026/000017 di 181,57 € è disponibile.',
          kind: 'NEW_BILL',
          textLanguage: 'it',
          params: { ...params, invoiceNumber: 'FT2026/000017', amount: 181.57 },
          read: false,
        },
        {
          id: 'n2',
          date: '2026-05-01',
          title: 'Chiusura straordinaria degli sportelli',
          body: 'Il 2 giugno gli sportelli restano chiusi.',
          kind: 'OTHER',
          textLanguage: 'it',
          params,
          read: true,
        },
      ],
    };
    await renderGermanDashboard(retailDashboard);
    const list = (await screen.findByRole('heading', { name: 'Neueste Mitteilungen' })).closest(
      'section',
    ) as HTMLElement;
    const items = await within(list).findAllByRole('listitem');
    expect(items[0]?.textContent).toContain('FT2026/000017');
    expect(items[0]?.textContent).not.toMatch(/bolletta|disponibile/);
    expect(items[0]?.querySelector('[lang]')).toBeNull();
    const other = within(items[1] as HTMLElement).getByText(
      'Chiusura straordinaria degli sportelli',
    );
    expect(other.getAttribute('lang')).toBe('it');
  });
});

describe('the dashboard on the page scaffold', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('while loading, reserves four cards of the loaded cards’ height in a busy region', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    await renderPageAt('/retail', <RetailDashboardPage />);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Riepilogo' });
    const region = heading.closest('section')?.querySelector('[aria-busy]') as HTMLElement;
    expect(region.getAttribute('aria-busy')).toBe('true');
    expect(region.querySelector('[aria-hidden="true"]')?.children).toHaveLength(4);
    expect(screen.getByRole('status').textContent).toBe('Caricamento della pagina in corso…');
  });

  it('a failed request shows the translated error with a retry', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ errors: [{ message: 'x', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] }),
      ),
    );
    await renderPageAt('/retail', <RetailDashboardPage />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Il servizio non è al momento disponibile.');
    expect(screen.getByRole('button', { name: 'Riprova' })).toBeTruthy();
  });
});
