import type { Locale } from '@portal/shared/constants';
import {
  NO_SECTIONS,
  SUBSIDISED_MENU_ORDER,
  SUPPLY_MENU_ORDER,
  type MenuEntryKey,
} from '@portal/shared/menu';
import type { Segment } from '@portal/shared/segment';
import { fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { i18n, setLanguage } from '../../lib/i18n.ts';
import type { Session } from '../../lib/session.ts';
import { renderWithApp } from '../../test/render.tsx';
import { preloadPath } from '../prefetch.ts';
import { Menu } from './Menu.tsx';

vi.mock('../prefetch.ts', () => ({ preloadPath: vi.fn() }));

function sessionOf(segment: Segment, menu: MenuEntryKey[]): Session {
  return {
    user: {
      email: 'cliente@demo.it',
      name: 'Cliente',
      locale: null,
      impersonated: false,
      staffEmail: null,
    },
    registries: [],
    selectedRegistry: null,
    segment,
    landingRoute: `/${segment}`,
    sections: NO_SECTIONS,
    menu,
    language: 'it',
    bonusEligible: false,
    canSelfRead: false,
    consortiumLogo: null,
    businessConventions: [],
    accessTokenExpiresAt: '2026-11-23T10:00:00.000Z',
  };
}

/** The business segments, each with the entries its flags may show and the areas they open. */
const CASES: Array<{
  segment: Segment;
  menu: MenuEntryKey[];
  area: string;
  order: readonly string[];
}> = [
  { segment: 'corporate', menu: ['light', 'fire'], area: 'light', order: SUPPLY_MENU_ORDER },
  { segment: 'corporate', menu: ['light', 'fire'], area: 'gas', order: SUPPLY_MENU_ORDER },
  {
    segment: 'pa',
    menu: ['lightSub', 'light', 'fireSub', 'fire'],
    area: 'gas',
    order: SUPPLY_MENU_ORDER,
  },
  {
    segment: 'pa',
    menu: ['lightSub', 'light', 'fireSub', 'fire'],
    area: 'subsidizedLight',
    order: SUBSIDISED_MENU_ORDER,
  },
  {
    segment: 'pa',
    menu: ['lightSub', 'light', 'fireSub', 'fire'],
    area: 'subsidizedGas',
    order: SUBSIDISED_MENU_ORDER,
  },
  { segment: 'pa-non-conv', menu: ['light', 'fire'], area: 'light', order: SUPPLY_MENU_ORDER },
  {
    segment: 'consortia',
    menu: ['lightSub', 'fireSub'],
    area: 'gas',
    order: SUPPLY_MENU_ORDER.filter((page) => page !== 'contracts'),
  },
];

const LANGUAGES: Locale[] = ['it', 'de'];

describe('§2 Menu: a business segment’s menu lists a commodity’s pages in a customer’s order', () => {
  afterAll(async () => {
    await setLanguage('it');
  });

  for (const language of LANGUAGES) {
    for (const { segment, menu, area, order } of CASES) {
      it(`shows ${segment}/${area} overview first, then supplies, contracts, invoices, … support (${language})`, async () => {
        const prefix = language === 'de' ? '/de' : '';
        const { unmount } = await renderWithApp(
          <MemoryRouter initialEntries={[`${prefix}/${segment}/${area}/invoices`]}>
            <Menu session={sessionOf(segment, menu)} language={language} />
          </MemoryRouter>,
          language,
        );
        const nav = screen.getByRole('navigation');
        const links = [...nav.querySelectorAll('ul ul a')];
        const t = i18n.getFixedT(language);
        expect(links.map((link) => link.getAttribute('href'))).toEqual(
          order.map((page) => `${prefix}/${segment}/${area}/${page}`),
        );
        expect(links.map((link) => link.textContent)).toEqual(
          order.map((page) => t(`pages.parts.${page.split('/').at(-1) ?? page}`)),
        );
        expect(links[0]?.textContent).toBe(t('pages.parts.overview'));
        unmount();
      });
    }
  }
});

describe('§9: a menu entry’s page loads while the pointer rests on it or it has the focus', () => {
  it('asks for the page of the entry under the pointer and of the focused entry', async () => {
    const { unmount } = await renderWithApp(
      <MemoryRouter initialEntries={['/de/corporate/light/overview']}>
        <Menu session={sessionOf('corporate', ['light', 'fire'])} language="de" />
      </MemoryRouter>,
      'de',
    );
    const nav = screen.getByRole('navigation');
    const invoices = nav.querySelector('a[href="/de/corporate/light/invoices"]');
    const supplies = nav.querySelector('a[href="/de/corporate/light/supplies"]');
    expect(invoices).not.toBeNull();
    expect(supplies).not.toBeNull();
    vi.mocked(preloadPath).mockClear();
    fireEvent.pointerEnter(invoices!);
    fireEvent.focus(supplies!);
    expect(vi.mocked(preloadPath).mock.calls).toEqual([
      ['/corporate/light/invoices'],
      ['/corporate/light/supplies'],
    ]);
    unmount();
    await setLanguage('it');
  });
});
