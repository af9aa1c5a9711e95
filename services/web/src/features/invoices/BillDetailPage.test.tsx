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

/** A row of the bill: one of upstream's set cost items (kind), or OTHER as upstream wrote it. */
function row(description: string, kind: string, band: string | null = null) {
  return {
    description,
    kind,
    band,
    textLanguage: 'it',
    quantity: null,
    unit: null,
    unitText: null,
    unitPrice: null,
    amount: 10,
    vatRate: 22,
  };
}

describe('§9: a bill’s rows in the reader’s language', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await setLanguage('it');
  });

  it('words each set cost item in German, a band’s energy with its band; any other row stays as upstream wrote it, marked Italian', async () => {
    const answer = bill('POSTAL_SLIP', 'Bollettino postale');
    answer.invoice.rows = [
      row('Spesa per la materia energia - fascia F2', 'ENERGY_BAND', 'F2'),
      row('Spesa per la materia gas naturale', 'GAS_COMMODITY'),
      row(
        'Spesa per il trasporto e la gestione del contatore - quota fissa',
        'TRANSPORT_FIXED_SHARE',
      ),
      row('Spesa per oneri di sistema', 'SYSTEM_CHARGES'),
      row('Accisa e addizionale regionale', 'GAS_EXCISE_AND_REGIONAL_SURCHARGE'),
      row('Bonus sociale gas', 'OTHER'),
    ] as never;
    await renderBill('de', answer);
    const table = await screen.findByRole('table');
    const descriptions = [...table.querySelectorAll('tbody tr td:first-child')];
    expect(descriptions.map((cell) => cell.textContent)).toEqual([
      'Kosten für den Energieanteil - Zeitband F2',
      'Kosten für den Erdgasanteil',
      'Kosten für Transport und Zählerverwaltung - Fixanteil',
      'Systemkosten',
      'Akzise und regionaler Zuschlag',
      'Bonus sociale gas',
    ]);
    expect(descriptions.slice(0, 5).every((cell) => cell.querySelector('[lang]') === null)).toBe(
      true,
    );
    expect(screen.getByText('Bonus sociale gas').closest('[lang]')?.getAttribute('lang')).toBe(
      'it',
    );
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
