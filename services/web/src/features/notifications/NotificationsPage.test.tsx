// The retail notifications page — every notification paged (the page in the
// address), the unread count, each one's link to its object in the page's language, one marked
// read or all at once (one request per press), the count updated without a reload.
import { alertsAnswer } from '@/test/alerts.ts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n.ts';
import { renderPageAt, testSession } from '@/test/page.tsx';
import type { NotificationItem } from './api/useNotifications.ts';
import NotificationsPage from './NotificationsPage.tsx';

const registry = {
  idAnagrafica: 100001,
  ragSoc: 'Mario Rossi',
  customerSegment: 'retail',
  culture: 'it-IT',
};
const mario = testSession({ registries: [registry], selectedRegistry: registry });

const NO_PARAMS = {
  invoiceNumber: null,
  amount: null,
  year: null,
  requestKind: null,
  requestId: null,
  pointId: null,
};

function notification(index: number, overrides: Partial<NotificationItem> = {}): NotificationItem {
  return {
    id: String(60_000_001 + index),
    date: `2026-11-${String(20 - index).padStart(2, '0')}T09:00:00`,
    title: `Avviso ${index + 1}`,
    body: `Testo dell’avviso ${index + 1}.`,
    kind: 'OTHER',
    textLanguage: 'it',
    params: NO_PARAMS,
    read: index >= 3,
    category: 'INFO',
    link: null,
    ...overrides,
  };
}

type Call = { operation: string; variables: Record<string, unknown> };

/** A BFF holding twelve notifications, three unread, that marks them as asked. */
function api() {
  const calls: Call[] = [];
  const items = Array.from({ length: 12 }, (_, i) =>
    i === 0
      ? notification(0, {
          category: 'INVOICE',
          title: 'Nuova bolletta disponibile',
          link: '/retail/myBills/FT2026_0001?issueDate=2026-11-01',
        })
      : i === 1
        ? notification(1, { category: 'READING', link: '/retail/selfRead' })
        : notification(i),
  );
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as {
        query: string;
        variables: Record<string, unknown>;
      };
      const operation = /(?:query|mutation) (\w+)/.exec(body.query)?.[1] ?? '';
      const alerts = alertsAnswer(body.query);
      if (alerts) return alerts;
      calls.push({ operation, variables: body.variables });
      if (operation === 'MarkNotificationRead') {
        const n = items.find((x) => x.id === body.variables.id)!;
        n.read = true;
        return Response.json({ data: { markNotificationRead: { id: n.id, read: true } } });
      }
      if (operation === 'MarkAllNotificationsRead') {
        const unread = items.filter((x) => !x.read);
        for (const n of unread) n.read = true;
        return Response.json({ data: { markAllNotificationsRead: unread.length } });
      }
      const offset = Number(body.variables.offset ?? 0);
      return Response.json({
        data: {
          notifications: {
            totalCount: items.length,
            unreadCount: items.filter((x) => !x.read).length,
            nodes: items.slice(offset, offset + 10).map((x) => ({ ...x })),
          },
        },
      });
    }),
  );
  return { calls, count: (op: string) => calls.filter((c) => c.operation === op).length };
}

describe('the retail notifications page', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await setLanguage('it');
  });

  it('§2 /retail/notifications: the unread count, a page of ten, each with its day, kind and link to its object', async () => {
    const { calls } = api();
    const { router } = await renderPageAt('/retail/notifications', <NotificationsPage />, {
      session: mario,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifiche' })).toBeTruthy();
    expect(await screen.findByText('Hai 3 notifiche da leggere.')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Le tue notifiche' });
    expect(within(list).getAllByRole('article')).toHaveLength(10);
    const bill = screen.getByRole('article', { name: 'Nuova bolletta disponibile' });
    expect(within(bill).getByText('20/11/2026')).toBeTruthy();
    expect(within(bill).getByText('Bolletta')).toBeTruthy();
    expect(within(bill).getByText('Da leggere')).toBeTruthy();
    expect(within(bill).getByRole('link', { name: 'Vedi la bolletta' }).getAttribute('href')).toBe(
      '/retail/myBills/FT2026_0001?issueDate=2026-11-01',
    );
    const reading = screen.getByRole('article', { name: 'Avviso 2' });
    expect(within(reading).getByRole('link', { name: 'Comunica la lettura' })).toBeTruthy();
    expect(
      within(screen.getByRole('article', { name: 'Avviso 5' })).queryByRole('link'),
    ).toBeNull();
    expect(calls.at(-1)?.variables).toEqual({ offset: 0 });

    fireEvent.click(screen.getByRole('button', { name: 'Successiva' }));
    expect(await screen.findByRole('article', { name: 'Avviso 12' })).toBeTruthy();
    expect(router.state.location.search).toBe('?page=2');
    expect(calls.at(-1)?.variables).toEqual({ offset: 10 });
  });

  it('marks one notification read, then all: one request per press, the count and the live region follow', async () => {
    const { calls, count } = api();
    await renderPageAt('/retail/notifications', <NotificationsPage />, { session: mario });
    await screen.findByText('Hai 3 notifiche da leggere.');
    fireEvent.click(
      screen.getByRole('button', { name: 'Segna come letta: Nuova bolletta disponibile' }),
    );
    expect(await screen.findByText('Hai 2 notifiche da leggere.')).toBeTruthy();
    expect(count('MarkNotificationRead')).toBe(1);
    expect(calls.find((c) => c.operation === 'MarkNotificationRead')?.variables).toEqual({
      id: '60000001',
    });
    // The live region speaks once the lists showing notifications have been asked again.
    expect(
      await screen.findByText('Notifica «Nuova bolletta disponibile» segnata come letta.'),
    ).toBeTruthy();
    const bill = screen.getByRole('article', { name: 'Nuova bolletta disponibile' });
    expect(within(bill).getByText('Letta')).toBeTruthy();
    expect(within(bill).queryByRole('button')).toBeNull();

    const all = screen.getByRole('button', { name: 'Segna tutte come lette' });
    fireEvent.click(all);
    fireEvent.click(all);
    expect(await screen.findByText('Hai letto tutte le notifiche.')).toBeTruthy();
    expect(count('MarkAllNotificationsRead')).toBe(1);
    expect(await screen.findByText('2 notifiche segnate come lette.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Segna tutte come lette' })).toBeNull();
  });

  it('in German under /de: German texts, links to the German form of the page', async () => {
    api();
    await setLanguage('de');
    await renderPageAt('/de/retail/notifications', <NotificationsPage />, {
      session: { ...mario, language: 'de' },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mitteilungen' })).toBeTruthy();
    expect(await screen.findByText('Sie haben 3 ungelesene Mitteilungen.')).toBeTruthy();
    const bill = screen.getByRole('article', { name: 'Nuova bolletta disponibile' });
    expect(within(bill).getByRole('link', { name: 'Rechnung ansehen' }).getAttribute('href')).toBe(
      '/de/retail/myBills/FT2026_0001?issueDate=2026-11-01',
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Alle als gelesen markieren' })).toBeTruthy(),
    );
  });

  it('§9: under /de a notification of a set kind reads in German; any other keeps upstream’s words, marked Italian', async () => {
    api();
    const items = [
      notification(0, {
        category: 'INVOICE',
        title: 'Nuova bolletta disponibile',
        body: 'La bolletta FT2026/000017 di 1.181,57 € è disponibile.',
        kind: 'NEW_BILL',
        params: { ...NO_PARAMS, invoiceNumber: 'FT2026/000017', amount: 1181.57 },
      }),
      notification(1, { title: 'Avviso di manutenzione', body: 'Il portale sarà fermo sabato.' }),
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
        const { query } = JSON.parse(String(init?.body)) as { query: string };
        return (
          alertsAnswer(query) ??
          Response.json({
            data: { notifications: { totalCount: 2, unreadCount: 2, nodes: items } },
          })
        );
      }),
    );
    await setLanguage('de');
    await renderPageAt('/de/retail/notifications', <NotificationsPage />, {
      session: { ...mario, language: 'de' },
    });
    const bill = await screen.findByRole('article', { name: 'Neue Rechnung verfügbar' });
    expect(
      within(bill).getByText('Die Rechnung FT2026/000017 über 1.181,57 € ist verfügbar.'),
    ).toBeTruthy();
    expect(within(bill).getByRole('heading').getAttribute('lang')).toBeNull();
    expect(
      within(bill).getByRole('button', {
        name: 'Als gelesen markieren: Neue Rechnung verfügbar',
      }),
    ).toBeTruthy();
    const other = screen.getByRole('article', { name: 'Avviso di manutenzione' });
    expect(within(other).getByRole('heading').getAttribute('lang')).toBe('it');
    expect(within(other).getByText('Il portale sarà fermo sabato.').getAttribute('lang')).toBe(
      'it',
    );
  });

  it('with no notification the page says so and still lists the portal’s own alerts', async () => {
    const alert = {
      id: '1',
      kind: 'BILL_ISSUED',
      date: '2026-11-20T09:00:00Z',
      read: false,
      mailed: true,
      facts: {
        invoiceNumber: 'FT2026/000017',
        issueDate: '2026-11-09',
        dueDate: '2026-11-29',
        amount: 181.57,
        pointId: null,
        days: null,
        windowFrom: null,
        windowTo: null,
        requestId: null,
        state: null,
      },
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
        const { query } = JSON.parse(String(init?.body)) as { query: string };
        if (/query Alerts(List|Detail)\b/.test(query))
          return Response.json({ data: { alerts: { unreadCount: 1, nodes: [alert] } } });
        const other = alertsAnswer(query);
        if (other) return other;
        return Response.json({
          data: { notifications: { totalCount: 0, unreadCount: 0, nodes: [] } },
        });
      }),
    );
    await renderPageAt('/retail/notifications', <NotificationsPage />, { session: mario });
    const list = await screen.findByRole('list', { name: 'Avvisi del portale' });
    expect(document.querySelector('[data-state="empty"]')).not.toBeNull();
    expect(
      within(list).getByText(
        'Emessa la bolletta FT2026/000017 di 181,57 €, con scadenza il 29/11/2026.',
      ),
    ).toBeTruthy();
  });
});
