import { ROUTES } from '@portal/shared/routes';
import { fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { i18n, setLanguage } from '../../lib/i18n.ts';
import { renderWithApp } from '../../test/render.tsx';
import { pageName } from './PlaceholderPage.tsx';
import LoginPage from './LoginPage.tsx';
import UnauthorizedPage, { unauthorizedText } from './UnauthorizedPage.tsx';

describe('§8: the texts of /unauthorized?error=<code>', () => {
  it('shows the catalogue text of a code, and TokenExpired at {time} with &at=', () => {
    expect(unauthorizedText('registriesEmpty', null)).toBe('Errore Anagrafica Utente');
    expect(unauthorizedText('impersonationNotAllowed', null)).toBe('Impersonation not allowed');
    expect(unauthorizedText('impersonationTokenExpired', '2026-01-01T10:00:00Z')).toBe(
      'TokenExpired at 2026-01-01T10:00:00Z',
    );
    expect(unauthorizedText('toString', null)).toBeNull();
    expect(unauthorizedText(null, null)).toBeNull();
  });
});

describe('§2: /unauthorized leads back to sign-in in its own language', () => {
  it('links /de/unauthorized to /de/login, in German, with the §8 text as spelled', async () => {
    await renderWithApp(
      <MemoryRouter initialEntries={['/de/unauthorized?error=impersonationNotAllowed']}>
        <UnauthorizedPage />
      </MemoryRouter>,
      'de',
    );
    expect(screen.getByRole('alert').textContent).toBe('Impersonation not allowed');
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('/de/login');
    expect(link.textContent).toBe(i18n.getFixedT('de')('auth.loginButton'));
    await setLanguage('it');
  });
});

describe('§2, §9: signing in from /de/login keeps the portal in German', () => {
  it('writes the locale cookie of the prefix (365 days, path /, lax) on the way to the identity provider', async () => {
    const stay = (event: Event) => event.preventDefault();
    document.addEventListener('click', stay);
    try {
      for (const [path, language, cookie] of [
        ['/login', 'it', null],
        ['/de/login', 'de', 'locale=de'],
      ] as const) {
        document.cookie = 'locale=; max-age=0; path=/';
        const { unmount } = await renderWithApp(
          <MemoryRouter initialEntries={[path]}>
            <LoginPage />
          </MemoryRouter>,
          language,
        );
        const link = screen.getByRole('link');
        expect(link.getAttribute('href')).toBe(`/auth/login?locale=${language}`);
        fireEvent.click(link);
        if (cookie) expect(document.cookie).toContain(cookie);
        else expect(document.cookie).not.toContain('locale=');
        unmount();
      }
    } finally {
      document.removeEventListener('click', stay);
      document.cookie = 'locale=; max-age=0; path=/';
      await setLanguage('it');
    }
  });
});

describe('the placeholder names every page in every language', () => {
  it('translates every part of every segment route path', async () => {
    for (const language of ['it', 'de'] as const) {
      await setLanguage(language);
      const t = i18n.getFixedT(language);
      for (const route of ROUTES.filter((candidate) => candidate.metaType !== null)) {
        const name = pageName(route, t);
        expect(name, route.path).not.toMatch(/pages\.parts/);
      }
    }
    await setLanguage('it');
    const contract = ROUTES.find((route) => route.name === 'corporate-gas-contracts-id')!;
    expect(pageName(contract, i18n.getFixedT('it'))).toBe('Aziende › Gas › Contratti › Dettaglio');
  });
});
