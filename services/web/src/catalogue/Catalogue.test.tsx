// The development catalogue shows every component in its states, in it and de,
// and switches the colour scheme.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearToasts, Toaster } from '../components/ui/index.ts';
import { i18n, setLanguage } from '../lib/i18n.ts';
import { renderWithApp } from '../test/render.tsx';
import { Catalogue } from './Catalogue.tsx';
import { addCatalogueMessages } from './messages.ts';

const sections = (language: 'it' | 'de') =>
  Object.values(
    i18n.getFixedT(language)('catalogue:sections', { returnObjects: true }) as Record<
      string,
      string
    >,
  );

beforeEach(async () => {
  await setLanguage('it');
  addCatalogueMessages(i18n);
});

afterEach(async () => {
  act(() => clearToasts());
  delete document.documentElement.dataset.colorScheme;
  await setLanguage('it');
});

describe('the component catalogue', () => {
  it('has a section per component, and the language switch turns it German', async () => {
    await renderWithApp(
      <MemoryRouter>
        <Catalogue />
        <Toaster />
      </MemoryRouter>,
    );
    const headings = () =>
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings()).toEqual(expect.arrayContaining(sections('it')));
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toContain(
      'Catalogo dei componenti',
    );
    // The samples' states: an invalid field, a table, tabs, the error with its retry.
    expect(
      screen
        .getAllByRole('textbox', { name: 'Numero del documento' })[1]
        ?.getAttribute('aria-invalid'),
    ).toBe('true');
    expect(screen.getByRole('table', { name: 'Bollette di esempio' })).toBeTruthy();
    expect(screen.getByRole('list', { name: /Sotto i 768 px/ })).toBeTruthy();
    expect(screen.getByRole('tablist')).toBeTruthy();
    expect(screen.getAllByRole('alert').length).toBeGreaterThanOrEqual(2);

    await act(async () => {
      fireEvent.click(
        within(screen.getByRole('group', { name: 'Lingua' })).getByRole('button', {
          name: 'Deutsch',
        }),
      );
      await setLanguage('de');
    });
    expect(headings()).toEqual(expect.arrayContaining(sections('de')));
    expect(screen.getByRole('button', { name: 'Deutsch' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('shows the cards of the bills pages: the number as heading, prominent values, a "Sort by" select', async () => {
    await renderWithApp(
      <MemoryRouter>
        <Catalogue />
      </MemoryRouter>,
    );
    const cards = screen.getByRole('list', { name: /schede con titolo, valori in evidenza/ });
    const headings = () =>
      within(cards)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent);
    // Each card is headed by its number, under the column's label; newest first.
    expect(headings()).toEqual(['Numero2026000123', 'Numero2026000098', 'Numero2026000071']);
    // The amount and the state stand above the other values, in their own list.
    const first = within(cards).getAllByRole('listitem')[0]!;
    const [prominent, listed] = first.querySelectorAll('dl');
    expect([...(prominent?.querySelectorAll('dt') ?? [])].map((dt) => dt.textContent)).toEqual([
      'Importo',
      'Stato',
    ]);
    expect([...(listed?.querySelectorAll('dt') ?? [])].map((dt) => dt.textContent)).toEqual([
      'Emissione',
      'Scadenza',
    ]);
    // One select orders the cards, in place of a button per column.
    const sortBy = screen.getByRole('combobox', { name: 'Ordina per' });
    expect(
      within(sortBy)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Emissione, dalla più recente',
      'Emissione, dalla meno recente',
      'Importo, dal più alto',
      'Importo, dal più basso',
    ]);
    fireEvent.change(sortBy, { target: { value: 'amountDesc' } });
    expect(headings()).toEqual(['Numero2026000071', 'Numero2026000123', 'Numero2026000098']);
  });

  it('forces the dark or light scheme on the page, or leaves it to the system', async () => {
    await renderWithApp(
      <MemoryRouter>
        <Catalogue />
      </MemoryRouter>,
    );
    const scheme = within(screen.getByRole('group', { name: 'Tema' }));
    fireEvent.click(scheme.getByRole('button', { name: 'Scuro' }));
    expect(document.documentElement.dataset.colorScheme).toBe('dark');
    fireEvent.click(scheme.getByRole('button', { name: 'Chiaro' }));
    expect(document.documentElement.dataset.colorScheme).toBe('light');
    fireEvent.click(scheme.getByRole('button', { name: 'Come il sistema' }));
    expect(document.documentElement.dataset.colorScheme).toBeUndefined();
  });

  it('the confirmation sample ends with a toast', async () => {
    await renderWithApp(
      <MemoryRouter>
        <Catalogue />
        <Toaster />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Annulla la domiciliazione…' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Annullare la domiciliazione?' })).getByRole(
        'button',
        {
          name: 'Sì, annulla la domiciliazione',
        },
      ),
    );
    expect(screen.getByRole('status', { name: 'Notifiche' }).textContent).toContain(
      'Domiciliazione annullata.',
    );
  });
});
