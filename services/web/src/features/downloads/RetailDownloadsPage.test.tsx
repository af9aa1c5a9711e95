// The retail downloads page — the customer's documents (contract conditions,
// forms, service charter) each downloaded as a PDF through the file route, and the export of its
// bills of both commodities with the business page's form and job list.
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n.ts';
import { renderPageAt, testSession } from '@/test/page.tsx';
import { api } from '@/test/fixtures/downloads.ts';
import RetailDownloadsPage from './RetailDownloadsPage.tsx';

const registry = {
  idAnagrafica: 100001,
  ragSoc: 'Mario Rossi',
  customerSegment: 'retail',
  culture: 'it-IT',
};
const mario = testSession({ registries: [registry], selectedRegistry: registry });

describe('the retail downloads page', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await setLanguage('it');
  });

  it('§2 /retail/downloads: the documents with their kind and day, the bills of both commodities to export, the jobs', async () => {
    const { calls } = api();
    await renderPageAt('/retail/downloads', <RetailDownloadsPage />, { session: mario });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Documenti e download' }),
    ).toBeTruthy();
    const documents = await screen.findByRole('table', { name: 'Documenti da scaricare' });
    expect(
      await within(documents).findByText('Condizioni generali di fornitura – contratto C2021-0001'),
    ).toBeTruthy();
    expect(within(documents).getByText('Condizioni del contratto')).toBeTruthy();
    expect(within(documents).getByText('01/03/2021')).toBeTruthy();
    expect(within(documents).getByText('Modulo')).toBeTruthy();
    expect(within(documents).getByText('Carta dei servizi', { selector: 'td' })).toBeTruthy();
    expect(await screen.findByText('12 fatture rispondono ai filtri.')).toBeTruthy();
    // No commodity: the household's power and gas bills together.
    expect(calls.find((c) => c.operation === 'ExportInvoices')?.variables).toEqual({
      filter: {},
      offset: 0,
    });
    expect(await screen.findByRole('table', { name: /Elenco delle esportazioni/ })).toBeTruthy();
  });

  it('downloads a document as a PDF through GET /api/files/documents/:id, once per press', async () => {
    const { files } = api();
    const created = vi.fn(() => 'blob:document');
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }),
    );
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await renderPageAt('/retail/downloads', <RetailDownloadsPage />, { session: mario });
    const button = await screen.findByRole('button', {
      name: 'Scarica il PDF: Modulo di mandato per l’addebito diretto SEPA',
    });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(
      await screen.findByText(
        (_, element) =>
          element?.getAttribute('role') === 'status' &&
          element.textContent === '«Modulo di mandato per l’addebito diretto SEPA» scaricato.',
      ),
    ).toBeTruthy();
    expect(files).toEqual(['/api/files/documents/modulo-sepa?language=it']);
    expect(created).toHaveBeenCalledOnce();
    clicked.mockRestore();
  });

  it('in German under /de', async () => {
    api();
    await setLanguage('de');
    await renderPageAt('/de/retail/downloads', <RetailDownloadsPage />, {
      session: { ...mario, language: 'de' },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dokumente und Downloads' }),
    ).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Ihre Dokumente' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Rechnungen exportieren' })).toBeTruthy();
  });

  it('§9 under /de: the documents asked in German, a text upstream has only in Italian marked so', async () => {
    const { calls, files } = api();
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: vi.fn(() => 'blob:document'),
        revokeObjectURL: vi.fn(),
      }),
    );
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await setLanguage('de');
    // An Italian registry: the page's language, not the registry's, chooses.
    await renderPageAt('/de/retail/downloads', <RetailDownloadsPage />, { session: mario });
    const documents = await screen.findByRole('table', { name: /Dokumente/ });
    const conditions = await within(documents).findByText(
      'Allgemeine Lieferbedingungen – Vertrag C2021-0001',
    );
    expect(conditions.closest('[lang]')?.getAttribute('lang')).toBe('de');
    expect(
      within(documents).getByText('Dienstleistungscharta', { selector: 'strong' }),
    ).toBeTruthy();
    expect(within(documents).queryByText(/Condizioni|Carta dei servizi/)).toBeNull();
    const form = within(documents).getByText('Modulo di mandato per l’addebito diretto SEPA');
    expect(form.closest('[lang]')?.getAttribute('lang')).toBe('it');
    const purpose = within(documents).getByText(
      'Per pagare le bollette con addebito automatico sul conto corrente.',
    );
    expect(purpose.closest('[lang]')?.getAttribute('lang')).toBe('it');
    expect(calls.find((c) => c.operation === 'CustomerDocuments')?.variables).toEqual({
      language: 'DE',
    });
    fireEvent.click(
      within(documents).getByRole('button', {
        name: /Allgemeine Lieferbedingungen – Vertrag C2021-0001/,
      }),
    );
    expect(
      await screen.findByText(
        (_, element) =>
          element?.getAttribute('role') === 'status' &&
          element.textContent ===
            '„Allgemeine Lieferbedingungen – Vertrag C2021-0001“ heruntergeladen.',
      ),
    ).toBeTruthy();
    expect(files).toEqual(['/api/files/documents/condizioni-4000001?language=de']);
    clicked.mockRestore();
  });
});
