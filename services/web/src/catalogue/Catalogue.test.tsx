// Issue 17 item 1: the development catalogue shows every component in its states, in it and de,
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

describe('issue 17 item 1: the component catalogue', () => {
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
