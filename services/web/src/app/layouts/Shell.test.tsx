// The shell wears the supplier's brand (name, logo, contacts, legal
// footer) and below 768 px folds the menu and the account controls into a drawer that is a modal
// dialog: focus moves in, Esc closes it and gives focus back, the page behind is inert.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readBrand } from '../../lib/brand.ts';
import { renderPageAt, testSession } from '../../test/page.tsx';
import { Shell } from './Shell.tsx';

/** A window narrower than `width` px for every min-width media query. */
function narrowWindow(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    return {
      matches: min ? width >= Number(min[1]) : false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    };
  });
}

const session = testSession({ menu: [], segment: 'retail' });

async function renderShell(url: string) {
  const language = url.startsWith('/de') ? 'de' : 'it';
  const view = await renderPageAt(
    url,
    <Shell session={session} language={language} layout="dashboard" withMenu>
      <h1>Pagina</h1>
    </Shell>,
    { session },
  );
  await screen.findByRole('banner');
  return view;
}

describe('the shell wears the supplier’s brand', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the brand’s logo, named by the brand’s name, and the portal’s name, linking home', async () => {
    await renderShell('/retail');
    const banner = screen.getByRole('banner');
    const home = within(banner).getByRole('link', { name: `${readBrand().name} Portale clienti` });
    expect(home.getAttribute('href')).toBe('/retail');
    const logo = home.querySelector('picture img');
    expect(logo?.getAttribute('src')).toBe('/brand/logo-light.svg');
    expect(home.querySelector('source')?.getAttribute('srcset')).toBe('/brand/logo-dark.svg');
    expect(home.querySelector('source')?.getAttribute('media')).toBe(
      '(prefers-color-scheme: dark)',
    );
  });

  it.each([
    ['/retail', 'it', ''],
    ['/de/retail', 'de', '/de'],
  ] as const)(
    'footer of %s: contacts, hours in the page’s language, legal data and notices',
    async (url, language, prefix) => {
      const brand = readBrand();
      await renderShell(url);
      const footer = within(screen.getByRole('contentinfo'));
      const phone = footer.getByRole('link', { name: brand.contacts.phone });
      expect(phone.getAttribute('href')).toBe(`tel:${brand.contacts.phone.replace(/[^\d+]/g, '')}`);
      expect(footer.getByRole('link', { name: brand.contacts.email }).getAttribute('href')).toBe(
        `mailto:${brand.contacts.email}`,
      );
      expect(footer.getByText(brand.contacts.hours[language], { exact: false })).toBeTruthy();
      expect(footer.getByText(brand.legal.companyName)).toBeTruthy();
      expect(footer.getByText(brand.legal.vatNumber, { exact: false })).toBeTruthy();
      expect(footer.getByText(brand.legal.registeredOffice, { exact: false })).toBeTruthy();
      const notices = footer.getAllByRole('link').map((link) => link.getAttribute('href'));
      expect(notices).toEqual(
        expect.arrayContaining(
          ['privacy', 'cookies', 'accessibility'].map((page) => `${prefix}/legal/${page}`),
        ),
      );
      // The footer no longer repeats the portal's title.
      expect(footer.queryByText(/Portale clienti|Kundenportal/)).toBeNull();
    },
  );
});

describe('below 768 px the menu is a drawer', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('at 1280 px the menu is a side column and the header holds the account controls', async () => {
    narrowWindow(1280);
    await renderShell('/retail');
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Navigazione principale' })).toBeTruthy();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Esci' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    // Who is signed in: the page's words around the user's name, a name never translated.
    const user = within(screen.getByRole('banner')).getByText(session.user.name, {
      selector: '[translate="no"]',
    });
    expect(user.parentElement?.textContent).toBe(`Utente: ${session.user.name}`);
  });

  it('at 360 px a compact header opens the drawer, Esc closes it and focus comes back', async () => {
    narrowWindow(360);
    await renderShell('/retail');
    const banner = within(screen.getByRole('banner'));
    expect(banner.getByRole('link', { name: readBrand().name })).toBeTruthy();
    expect(banner.queryByRole('link', { name: 'Esci' })).toBeNull();
    const button = banner.getByRole('button', { name: 'Menu' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    const drawerId = button.getAttribute('aria-controls') ?? '';
    expect(document.getElementById(drawerId)?.getAttribute('data-drawer')).toBe('closed');

    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(dialog.id).toBe(drawerId);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const close = within(dialog).getByRole('button', { name: 'Chiudi il menu' });
    await waitFor(() => expect(document.activeElement).toBe(close));
    expect(within(dialog).getByRole('navigation', { name: 'Navigazione principale' })).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Esci' })).toBeTruthy();
    expect(document.querySelector('main')?.hasAttribute('inert')).toBe(true);
    expect(screen.getByRole('banner').closest('[inert]')).not.toBeNull();

    act(() => {
      fireEvent.keyDown(document, { key: 'Escape' });
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.querySelector('main')?.hasAttribute('inert')).toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(button));
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('the close button closes the drawer too', async () => {
    narrowWindow(360);
    await renderShell('/de/retail');
    fireEvent.click(screen.getByRole('button', { name: 'Menü' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menü' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Menü schließen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Menü' })),
    );
  });
});
