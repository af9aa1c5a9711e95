import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../lib/http.ts';
import { setLanguage } from '../lib/i18n.ts';
import { renderWithApp } from '../test/render.tsx';
import NotFoundPage from './pages/ErrorView.tsx';
import { Root, RootError } from './Root.tsx';

function renderAt(path: string, loader: () => unknown, language: 'it' | 'de' = 'it') {
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader,
        element: <Root />,
        errorElement: <RootError />,
        children: [{ path: '*', element: <NotFoundPage /> }],
      },
    ],
    { initialEntries: [path] },
  );
  return renderWithApp(<RouterProvider router={router} />, language);
}

describe('§2, §8: the 404 and 500 pages', () => {
  it("shows 404 with 'Page not found', the status message and a description for an unknown path", async () => {
    await renderAt('/no/such/page', () => ({ session: null, language: 'it' }));
    expect(await screen.findByText('Page not found')).toBeTruthy();
    expect(screen.getByText('404')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Pagina non trovata' })).toBeTruthy();
    expect(
      screen.getByText("L'indirizzo richiesto non esiste o non è più disponibile."),
    ).toBeTruthy();
  });

  it('shows 500 with its message and description when loading the page fails', async () => {
    await renderAt('/retail', () => {
      throw new Error('upstream down');
    });
    expect(await screen.findByText('500')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Errore interno' })).toBeTruthy();
    expect(screen.getByText(/Si è verificato un problema imprevisto/)).toBeTruthy();
    expect(screen.queryByText('upstream down')).toBeNull();
  });

  it("§8: a session that cannot be loaded for a network failure shows 500 with 'Network request failed'", async () => {
    await renderAt('/retail', () => {
      throw new ApiError(0, 'NETWORK_FAILURE');
    });
    expect(await screen.findByText('500')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Network request failed');
  });

  describe('in German', () => {
    afterEach(() => setLanguage('it'));

    it('a 500 without the loader’s data speaks German down to the footer’s hours', async () => {
      await renderAt(
        '/de/retail',
        () => {
          throw new Error('upstream down');
        },
        'de',
      );
      expect(await screen.findByText('500')).toBeTruthy();
      expect(screen.getByText(/Montag bis Freitag/)).toBeTruthy();
      expect(screen.queryByText(/Dal lunedì al venerdì/)).toBeNull();
    });
  });
});
