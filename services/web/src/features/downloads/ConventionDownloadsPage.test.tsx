import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n.ts';
import { renderPageAt, testSession } from '@/test/page.tsx';
import ConventionDownloadsPage from './ConventionDownloadsPage.tsx';
import { ALL_SECTIONS, api } from '@/test/fixtures/downloads.ts';

const VERONA = {
  idAnagrafica: 700001,
  ragSoc: 'Comune di Verona',
  customerSegment: 'publicauthority',
  culture: 'it-IT',
};
const comuneVerona = testSession({
  segment: 'pa',
  sections: ALL_SECTIONS,
  registries: [VERONA],
  selectedRegistry: VERONA,
});

const DOCUMENTS = [
  {
    id: 'REP-9001-2026Q3',
    kind: 'REPORT',
    title: 'Report trimestrale 3° trimestre 2026',
    date: '2026-10-10',
    orderId: null,
    downloadUrl: '/api/files/convention-documents/REP-9001-2026Q3?utility=GAS',
  },
  {
    id: 'ADE-9001',
    kind: 'ADHESION',
    title: 'Atto di adesione — Gas naturale 15',
    date: '2025-01-01',
    orderId: null,
    downloadUrl: '/api/files/convention-documents/ADE-9001?utility=GAS',
  },
  {
    id: 'ORD-77',
    kind: 'ORDER_CONFIRMATION',
    title: 'Conferma d’ordine ORD-2026-0077',
    date: '2026-03-02',
    orderId: '77',
    downloadUrl: '/api/files/convention-documents/ORD-77?utility=GAS',
  },
];

/** The downloads page's stand-in, answering the convention's documents as well. */
function conventionApi() {
  const recorded = api();
  const exports = globalThis.fetch;
  const documentsAsked: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      const body = init?.body ? (JSON.parse(String(init.body)) as { query: string }) : null;
      if (body?.query.includes('query ConventionDocuments')) {
        documentsAsked.push((body as { variables?: unknown }).variables);
        return Response.json({ data: { conventionDocuments: DOCUMENTS } });
      }
      return exports(url, init);
    }),
  );
  return { ...recorded, documentsAsked };
}

describe('the convention’s downloads page', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await setLanguage('it');
  });

  it('§2 /pa/subsidizedGas/downloads: lists the gas convention’s documents newest first with their kind translated, date and a named PDF button', async () => {
    const { documentsAsked } = conventionApi();
    await renderPageAt('/pa/subsidizedGas/downloads', <ConventionDownloadsPage />, {
      session: comuneVerona,
    });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Documenti e download della convenzione gas',
      }),
    ).toBeTruthy();
    const table = await screen.findByRole('table', {
      name: 'Documenti della convenzione da scaricare',
    });
    await within(table).findByText('Atto di adesione — Gas naturale 15');
    expect(documentsAsked).toEqual([{ utility: 'GAS' }]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
      'Report periodico',
      'Conferma d’ordine',
      'Atto di adesione',
    ]);
    expect(within(rows[0] as HTMLElement).getByText('10/10/2026')).toBeTruthy();
    expect(
      within(table).getByRole('button', {
        name: 'Scarica il PDF: Atto di adesione — Gas naturale 15',
      }),
    ).toBeTruthy();
  });

  it('§9 /de/pa/subsidizedGas/downloads: each document’s kind in German, its title upstream’s, marked Italian', async () => {
    conventionApi();
    await renderPageAt('/de/pa/subsidizedGas/downloads', <ConventionDownloadsPage />, {
      session: comuneVerona,
    });
    const table = await screen.findByRole('table', {
      name: 'Dokumente der Konvention zum Herunterladen',
    });
    const title = await within(table).findByText('Atto di adesione — Gas naturale 15');
    expect(title.closest('[lang]')?.getAttribute('lang')).toBe('it');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
      'Periodischer Bericht',
      'Auftragsbestätigung',
      'Beitrittserklärung',
    ]);
    for (const row of rows)
      expect(row.querySelector('strong > [lang]')?.getAttribute('lang')).toBe('it');
  });

  it('a document’s PDF is fetched from its downloadUrl through the file route', async () => {
    const { files } = conventionApi();
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:pdf', revokeObjectURL: () => undefined }),
    );
    await renderPageAt('/pa/subsidizedGas/downloads', <ConventionDownloadsPage />, {
      session: comuneVerona,
    });
    const button = await screen.findByRole('button', {
      name: 'Scarica il PDF: Conferma d’ordine ORD-2026-0077',
    });
    // Named by the page's words and the Italian title shown in the row, marked so: no one string
    // mixes the page's language with the title's.
    expect(button.hasAttribute('aria-label')).toBe(false);
    const titleId = (button.getAttribute('aria-labelledby') ?? '').split(' ')[1] ?? '';
    expect(document.getElementById(titleId)?.querySelector('[lang="it"]')?.textContent).toBe(
      'Conferma d’ordine ORD-2026-0077',
    );
    fireEvent.click(button);
    await waitFor(() =>
      expect(files).toEqual(['/api/files/convention-documents/ORD-77?utility=GAS']),
    );
    const done = await screen.findByText(
      (_, element) =>
        element?.getAttribute('role') === 'status' &&
        element.textContent === '«Conferma d’ordine ORD-2026-0077» scaricato.',
    );
    expect(done.querySelector('[lang="it"]')?.textContent).toBe('Conferma d’ordine ORD-2026-0077');
  });

  it('§2 /de/pa/subsidizedLight/downloads: the invoice export counts and exports only the convention’s light invoices (InvoiceFilter.underConvention)', async () => {
    const { calls } = conventionApi();
    await renderPageAt('/de/pa/subsidizedLight/downloads', <ConventionDownloadsPage />, {
      session: comuneVerona,
    });
    expect(
      await screen.findByRole('heading', { name: 'Rechnungen der Konvention exportieren' }),
    ).toBeTruthy();
    await waitFor(() =>
      expect(calls.find((c) => c.operation === 'ExportInvoices')?.variables).toEqual({
        filter: { utility: 'POWER', underConvention: true },
        offset: 0,
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Export starten' }));
    await waitFor(() =>
      expect(calls.find((c) => c.operation === 'StartInvoiceExportByFilter')?.variables).toEqual({
        filter: { utility: 'POWER', underConvention: true },
        detail: false,
      }),
    );
  });
});
