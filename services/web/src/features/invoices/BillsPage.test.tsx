import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render.tsx';
import BillsPage from './BillsPage.tsx';

function answer(totalCount: number) {
  const nodes = Array.from({ length: totalCount }, (_, index) => ({
    id: String(index + 1),
    documentNumber: `FT2024/00000${index + 1}`,
    issueDate: '2024-05-02',
    dueDate: '2024-05-22',
    paymentDate: null,
    competenceFrom: null,
    competenceTo: null,
    amount: 1234.5,
    amountToPay: index === 0 ? 1234.5 : 0,
    paid: index !== 0,
    paymentState: index === 0 ? 'TO_PAY' : 'PAID',
    utility: 'GAS',
    pointId: null,
    paymentMethod: null,
    onlinePaymentEnabled: false,
    hasPdf: true,
    hasDetailPdf: false,
  }));
  return vi.fn(async (_url: string | URL | Request, _init?: RequestInit) =>
    Response.json({ data: { invoices: { totalCount, totalAmount: 0, totalToPay: 0, nodes } } }),
  );
}

async function renderBills(
  today: string,
  totalCount: number,
  entry = '/retail/myBills?state=TO_PAY',
) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${today}T12:00:00`));
  const fetchMock = answer(totalCount);
  vi.stubGlobal('fetch', fetchMock);
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => ({ language: 'it', session: null }),
        children: [{ path: 'retail/myBills', element: <BillsPage /> }],
      },
    ],
    { initialEntries: [entry] },
  );
  await renderWithApp(
    <SWRConfig value={{ provider: () => new Map() }}>
      <RouterProvider router={router} />
    </SWRConfig>,
  );
  return fetchMock;
}

describe('§5: the bills page', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('uses the dated texts before 2024-06-17', async () => {
    await renderBills('2024-06-16', 0);
    expect(
      await screen.findByText(
        'Non ci sono bollette emesse fino al 16/06/2024 per i filtri scelti.',
      ),
    ).toBeTruthy();
    expect(screen.getByText(/Qui trovi le bollette emesse fino al 16\/06\/2024/)).toBeTruthy();
  });

  it('uses the normal texts from 2024-06-17', async () => {
    await renderBills('2024-06-17', 0);
    expect(await screen.findByText('Non ci sono bollette per i filtri scelti.')).toBeTruthy();
    expect(screen.getByText(/Qui trovi tutte le tue bollette/)).toBeTruthy();
  });

  it('sends the filter of the address to the API with the CSRF header and shows §4/§5 formats', async () => {
    const fetchMock = await renderBills('2024-06-17', 2);
    expect(await screen.findByText('2 bollette')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/graphql');
    expect(new Headers(init.headers).get('x-portal-csrf')).toBe('1');
    expect(JSON.parse(String(init.body)).variables).toEqual({
      filter: { paymentStates: ['TO_PAY'] },
      offset: 0,
      sort: 'ISSUE_DATE_DESC',
    });
    expect(screen.getAllByText('1.234,50 €')).toHaveLength(3);
    expect(screen.getAllByText('02/05/2024')).toHaveLength(2);
    expect(screen.getByText('Da pagare', { selector: 'span' })).toBeTruthy();
    expect(screen.getByText('Pagata', { selector: 'span' })).toBeTruthy();
  });

  it('§4 / §8: a QR link whose invoice is not the customer\'s shows "Fattura non trovata per questo utente."', async () => {
    await renderBills('2024-06-17', 1, '/retail/myBills?qrError=invoiceNotFoundForQr');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Fattura non trovata per questo utente.',
    );
  });
});
