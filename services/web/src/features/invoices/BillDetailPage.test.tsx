import type { Locale } from '@portal/shared/constants';
import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n.ts';
import { renderWithApp } from '@/test/render.tsx';
import BillDetailPage from './BillDetailPage.tsx';

function bill(paymentMethod: string | null, paymentMethodText: string | null) {
  return {
    invoice: {
      invoice: {
        id: '7',
        documentNumber: 'FT2026/000017',
        issueDate: '2026-11-09',
        dueDate: '2026-11-29',
        paymentDate: null,
        competenceFrom: '2026-09-01',
        competenceTo: '2026-10-31',
        amount: 181.57,
        amountToPay: 181.57,
        paid: false,
        paymentState: 'TO_PAY',
        paymentStateText: 'Da pagare',
        utility: 'GAS',
        pointId: '00000000000205',
        paymentMethod,
        paymentMethodText,
        onlinePaymentEnabled: false,
        hasPdf: false,
        hasDetailPdf: false,
      },
      rows: [],
      pdfUrl: null,
      detailPdfUrl: null,
    },
  };
}

async function renderBill(language: Locale, answer: ReturnType<typeof bill>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ data: answer })),
  );
  const prefix = language === 'de' ? '/de' : '';
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => ({ language, session: null }),
        children: [
          {
            path: `${prefix.slice(1)}${prefix ? '/' : ''}retail/myBills/:id`,
            element: <BillDetailPage />,
          },
        ],
      },
    ],
    { initialEntries: [`${prefix}/retail/myBills/FT2026%2F000017?issueDate=2026-11-09`] },
  );
  await renderWithApp(
    <SWRConfig value={{ provider: () => new Map() }}>
      <RouterProvider router={router} />
    </SWRConfig>,
    language,
  );
}

describe('the bill detail shows upstream’s payment method in the reader’s language', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await setLanguage('it');
  });

  it('shows “Bollettino postale” to a German customer as Posterlagschein', async () => {
    await renderBill('de', bill('POSTAL_SLIP', 'Bollettino postale'));
    const term = await screen.findByText('Zahlungsart');
    expect(term.nextElementSibling?.textContent).toBe('Posterlagschein');
    expect(screen.queryByText('Bollettino postale')).toBeNull();
  });

  it('shows it to an Italian customer in Italian', async () => {
    await renderBill('it', bill('DIRECT_DEBIT', 'Addebito diretto SEPA'));
    const term = await screen.findByText('Modalità di pagamento');
    expect(term.nextElementSibling?.textContent).toBe('Addebito diretto SEPA');
  });

  it('shows a method the portal does not know as upstream wrote it', async () => {
    await renderBill('de', bill('OTHER', 'Compensazione con credito'));
    const term = await screen.findByText('Zahlungsart');
    expect(term.nextElementSibling?.textContent).toBe('Compensazione con credito');
  });
});

describe('the bill’s page header', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await setLanguage('it');
  });

  it('leads back through a breadcrumb to the summary and the bills, in the reader’s language', async () => {
    await renderBill('de', bill('POSTAL_SLIP', 'Bollettino postale'));
    const trail = await screen.findByRole('navigation', { name: 'Navigationspfad' });
    const links = [...trail.querySelectorAll('a')].map((link) => [
      link.textContent,
      link.getAttribute('href'),
    ]);
    expect(links).toEqual([
      ['Übersicht', '/de/retail'],
      ['Meine Rechnungen', '/de/retail/myBills'],
    ]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Rechnung FT2026/000017');
  });
});
