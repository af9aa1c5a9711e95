// The scaffold's states — loading as a busy region with the skeleton, the error
// translated with a retry and focused, empty, "no supply of this kind", the data, the title.
import { NO_SECTIONS } from '@portal/shared/menu';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/http.ts';
import { readBrand } from '../../lib/brand.ts';
import { renderPageAt, testSession } from '../../test/page.tsx';
import { PageScaffold, type PageQuery } from './index.ts';
import { SkeletonTable } from './skeletons.tsx';

const corporateWithGas = testSession({
  segment: 'corporate',
  sections: { ...NO_SECTIONS, noConventionGas: true },
});

function Page({ query, intro }: { query: PageQuery<string[]>; intro?: string }) {
  return (
    <PageScaffold
      title="Fatture"
      intro={intro}
      query={query}
      skeleton={<SkeletonTable rows={3} columns={4} />}
      isEmpty={(rows) => rows.length === 0}
    >
      {(rows) => <p data-testid="rows">{rows.join(',')}</p>}
    </PageScaffold>
  );
}

const at = (query: PageQuery<string[]>, url = '/corporate/gas/invoices', intro?: string) =>
  renderPageAt(url, <Page query={query} intro={intro} />, { session: corporateWithGas });

/** The first paragraph under the page's header, as the painted head places it ('stack'). */
function firstParagraph(): Element | null | undefined {
  const header = screen.getByRole('heading', { level: 1 }).closest('header');
  return header?.nextElementSibling?.firstElementChild?.firstElementChild;
}

describe('the page scaffold', () => {
  it('loading: the content region is aria-busy, holds the skeleton and announces the loading', async () => {
    await at({ isLoading: true, mutate: vi.fn() });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Fatture' });
    const region = heading.closest('section')?.querySelector('[aria-busy]') as HTMLElement;
    expect(region.getAttribute('aria-busy')).toBe('true');
    expect(region.querySelector('[data-skeleton="table"]')?.children).toHaveLength(16);
    expect(screen.getByRole('status').textContent).toBe('Caricamento della pagina in corso…');
    await waitFor(() => expect(document.title).toBe(`Fatture · ${readBrand().name}`));
  });

  it('data: renders the content, no longer busy', async () => {
    await at({ data: ['A', 'B'], isLoading: false, mutate: vi.fn() });
    expect((await screen.findByTestId('rows')).textContent).toBe('A,B');
    expect(screen.getByTestId('rows').parentElement?.getAttribute('aria-busy')).toBe('false');
  });

  it('the introduction is the first paragraph under the header while loading and with the data', async () => {
    const intro = 'Le fatture delle vostre forniture.';
    const view = await at({ isLoading: true, mutate: vi.fn() }, undefined, intro);
    await screen.findByRole('heading', { level: 1, name: 'Fatture' });
    expect(firstParagraph()?.textContent).toBe(intro);
    expect(document.querySelector('[data-skeleton="table"]')).not.toBeNull();
    view.unmount();

    await at({ data: ['A'], isLoading: false, mutate: vi.fn() }, undefined, intro);
    expect((await screen.findByTestId('rows')).textContent).toBe('A');
    expect(firstParagraph()?.textContent).toBe(intro);
    expect(screen.getAllByText(intro)).toHaveLength(1);
  });

  it('not found: no introduction under the 404 heading', async () => {
    await at(
      { error: new ApiError(404, 'NOT_FOUND'), isLoading: false, mutate: vi.fn() },
      undefined,
      'Le fatture.',
    );
    await screen.findByRole('heading', { level: 1, name: 'Pagina non trovata' });
    expect(screen.queryByText('Le fatture.')).toBeNull();
  });

  it('empty: a status message instead of the content', async () => {
    await at({ data: [], isLoading: false, mutate: vi.fn() });
    expect((await screen.findByRole('status')).textContent).toBe('Non ci sono dati da mostrare.');
    expect(screen.queryByTestId('rows')).toBeNull();
  });

  it('not found: the 404 page’s words under its heading, nothing to retry (an id that is not the customer’s)', async () => {
    await at({ error: new ApiError(404, 'NOT_FOUND'), isLoading: false, mutate: vi.fn() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pagina non trovata' }),
    ).toBeTruthy();
    expect(
      screen.getByText("L'indirizzo richiesto non esiste o non è più disponibile."),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Riprova' })).toBeNull();
    await waitFor(() =>
      expect(document.title).toBe(`404 · Pagina non trovata · ${readBrand().name}`),
    );
  });

  it('error: a translated alert that takes focus, with a retry', async () => {
    const mutate = vi.fn();
    await at({ error: new ApiError(503, 'UPSTREAM_UNAVAILABLE'), isLoading: false, mutate });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Il servizio non è al momento disponibile.');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    fireEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(mutate).toHaveBeenCalledOnce();
  });

  it('§4: no supply of the page’s commodity: a status message, and the data is not shown', async () => {
    await at({ data: ['A'], isLoading: false, mutate: vi.fn() }, '/de/corporate/light/invoices');
    expect((await screen.findByRole('status')).textContent).toContain(
      'Für diesen Bereich liegen keine Stromlieferungen vor.',
    );
    expect(screen.queryByTestId('rows')).toBeNull();
  });

  it('the page header carries the breadcrumb and the actions in every state', async () => {
    await renderPageAt(
      '/corporate/gas/invoices',
      <PageScaffold
        title="Fattura 12"
        breadcrumb={[{ label: 'Fatture', to: '/corporate/gas/invoices' }]}
        actions={<button type="button">PDF</button>}
        query={{ isLoading: true, mutate: vi.fn() }}
      >
        {() => null}
      </PageScaffold>,
      { session: corporateWithGas },
    );
    const trail = await screen.findByRole('navigation', { name: 'Percorso di navigazione' });
    expect(trail.textContent).toBe('Fatture');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Fattura 12');
    expect(screen.getByRole('button', { name: 'PDF' })).toBeTruthy();
  });
});
