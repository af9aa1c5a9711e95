// The retail dashboard is a page of the shell's texts (app/pages.ts): on a first visit it renders
// before any other page has asked for the features' texts, so whatever it words must be the shell's.
// A file of its own: the texts loaded stay loaded for the rest of a file.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n.ts';
import { renderPageAt } from '@/test/page.tsx';
import RetailDashboardPage from './RetailDashboardPage.tsx';

const NO_PARAMS = {
  invoiceNumber: null,
  amount: null,
  year: null,
  requestKind: null,
  requestId: null,
  pointId: null,
};

describe('§9: the dashboard’s latest notifications on a first visit, with the shell’s texts only', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('a notification of a set kind reads in German before any other page’s texts have loaded', async () => {
    const retailDashboard = {
      totalToPay: 0,
      billsToPay: [],
      supplies: [],
      notifications: [
        {
          id: 'n1',
          date: '2026-05-09',
          title: 'Richiesta accettata',
          body: 'La tua richiesta "Voltura" n. 4021 per IT001E00000001 è stata accettata.',
          kind: 'REQUEST_ACCEPTED',
          textLanguage: 'it',
          params: {
            ...NO_PARAMS,
            requestKind: 'HOLDER_CHANGE',
            requestId: '4021',
            pointId: 'IT001E00000001',
          },
          read: false,
        },
      ],
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ data: { retailDashboard } })),
    );
    await renderPageAt('/de/retail', <RetailDashboardPage />, { texts: 'shell' });
    const list = (await screen.findByRole('heading', { name: 'Neueste Mitteilungen' })).closest(
      'section',
    ) as HTMLElement;
    const [item] = await within(list).findAllByRole('listitem');
    expect(within(item as HTMLElement).getByText('Anfrage angenommen')).toBeTruthy();
    expect(item?.textContent).toContain(
      'Ihre Anfrage „Umschreibung“ Nr. 4021 für IT001E00000001 wurde angenommen.',
    );
    // What the first visit had: the shell's texts, not the other pages'.
    expect(i18n.exists('contracts.caption')).toBe(false);
  });
});
