// Every real page of the page registry — the retail dashboard, bills and a bill, the business
// invoices page of corporate, pa, pa-non-conv and consortia — a page still in preparation and the
// public pages, at 360, 768 and 1280 px: no horizontal scrolling, every control of the header, the
// menu and the footer at least 44 × 44 px. Below 768 px the menu is a drawer that works by
// keyboard; the shell follows the user's settings (reduced motion, dark scheme, 200 % text, print).
import { expect, test, type Page } from './support/fixtures.ts';
import { expectAccessible, openSignedIn, portalUrl } from './support/portal.ts';

const WIDTHS = [360, 768, 1280] as const;
const HEIGHT = 800;
/** WCAG 2.5.5's 44 CSS px, less half a pixel for sub-pixel layout. */
const TOUCH = 43.5;

/** The page has drawn its data: a main heading and nothing busy. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

async function expectNoHorizontalScroll(page: Page, what: string): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
  });
  expect(scrollWidth, `${what} scrolls sideways`).toBeLessThanOrEqual(clientWidth);
}

/** Visible controls of the header, the menu (or open drawer) and the footer under 44 × 44 px. */
async function smallTouchTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const areas = document.querySelectorAll('header, footer, nav, [role="dialog"]');
    const controls = new Set<Element>();
    for (const area of areas) {
      for (const control of area.querySelectorAll('a[href], button, select, input, summary')) {
        controls.add(control);
      }
    }
    const small: string[] = [];
    for (const control of controls) {
      if (control.closest('main')) continue;
      const rect = control.getBoundingClientRect();
      const style = getComputedStyle(control);
      if (rect.width === 0 || rect.height === 0 || style.visibility === 'hidden') continue;
      if (rect.width < min || rect.height < min) {
        const text = (control.textContent ?? '').trim().slice(0, 40);
        small.push(`${control.tagName.toLowerCase()} "${text}" ${rect.width}×${rect.height}`);
      }
    }
    return small;
  }, TOUCH);
}

async function checkAtEveryWidth(page: Page, path: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT });
    await page.goto(portalUrl(path));
    await settled(page);
    await expectNoHorizontalScroll(page, `${path} at ${width} px`);
    expect(await smallTouchTargets(page), `${path} at ${width} px`).toEqual([]);
  }
}

/** A retail customer's first bill in the list: its detail page's path. */
async function firstBillPath(page: Page): Promise<string> {
  await page.goto(portalUrl('/retail/myBills'));
  const link = page
    .getByRole('region', { name: 'Elenco delle bollette' })
    .locator('tbody tr')
    .first()
    .getByRole('link');
  await expect(link).toBeVisible();
  const href = await link.getAttribute('href');
  if (!href) throw new Error('the first bill has no link');
  return href;
}

test('the retail pages fit 360, 768 and 1280 px with 44 px touch targets', async ({ page }) => {
  await openSignedIn(page, '/retail', 'mario.rossi@demo.it');
  const bill = await firstBillPath(page);
  for (const path of [
    '/retail',
    '/retail/myBills',
    bill,
    '/de/retail/myBills',
    '/retail/profile',
  ]) {
    await checkAtEveryWidth(page, path);
  }
});

for (const [segment, email] of [
  ['corporate', 'acme@demo.it'],
  ['pa', 'comune.verona@demo.it'],
  ['pa-non-conv', 'asl.trento@demo.it'],
  ['consortia', 'consorzio@demo.it'],
] as const) {
  test(`${segment}'s invoices page and a page in preparation fit 360, 768 and 1280 px`, async ({
    page,
  }) => {
    await openSignedIn(page, `/${segment}`, email);
    for (const path of [`/${segment}/light/invoices`, `/${segment}/light/overview`]) {
      await checkAtEveryWidth(page, path);
    }
  });
}

test('the bills are a table from 768 px and stacked cards at 360 px, each amount in full, sorted by a select', async ({
  page,
}) => {
  await openSignedIn(page, '/retail/myBills', 'mario.rossi@demo.it');
  await page.setViewportSize({ width: 768, height: HEIGHT });
  await settled(page);
  const table = page.getByRole('table', { name: /Elenco delle bollette/ });
  await expect(table.getByRole('columnheader', { name: /Emissione/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );

  // The same page narrowed: the layout follows the window, no reload.
  await page.setViewportSize({ width: 360, height: HEIGHT });
  await expect(table).toHaveCount(0);
  const cards = page.getByRole('list', { name: 'Elenco delle bollette' }).getByRole('listitem');
  const first = cards.first();
  const open = first.getByRole('heading', { level: 2 }).getByRole('link');
  await expect(open).toHaveAccessibleName(/^Apri la bolletta /);
  // The card's link is what a finger presses: a full touch target.
  expect((await open.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(TOUCH);
  for (const label of ['Importo', 'Da pagare']) {
    const amount = first
      .locator('dt', { hasText: new RegExp(`^${label}$`) })
      .locator('xpath=following-sibling::dd[1]');
    await expect(amount).toHaveText(/^[\d.]+,\d{2} €$/);
    const box = await amount.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 360, `${label} inside the window`).toBe(true);
    expect(await amount.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
  }
  await expectNoHorizontalScroll(page, 'the bills at 360 px');
  const sort = page.getByRole('combobox', { name: 'Ordina per' });
  await expect(sort).toHaveValue('ISSUE_DATE_DESC');
  await sort.selectOption({ label: 'Scadenza, dalla più vicina' });
  await expect(page).toHaveURL(/sort=DUE_DATE_ASC/);
  await settled(page);
  await expect(sort).toHaveValue('DUE_DATE_ASC');
  await expectAccessible(page);
});

test('the public pages fit 360, 768 and 1280 px', async ({ page }) => {
  for (const path of ['/login', '/de/login', '/disabled', '/unauthorized', '/auth/register']) {
    await checkAtEveryWidth(page, path);
  }
});

test('at 360 px the menu is a drawer that opens and closes by keyboard', async ({ page }) => {
  // The suite's browser asks for reduced motion; this customer does not.
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.setViewportSize({ width: 360, height: HEIGHT });
  await openSignedIn(page, '/retail', 'mario.rossi@demo.it');
  await settled(page);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Esci' })).toHaveCount(0);
  const button = header.getByRole('button', { name: 'Menu', exact: true });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('navigation', { name: 'Navigazione principale' })).toBeHidden();

  // Skip link, the brand's link home, then the menu button.
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('Tab');
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(await button.getAttribute('aria-controls')).toBe(await drawer.getAttribute('id'));
  await expect(drawer.getByRole('button', { name: 'Chiudi il menu' })).toBeFocused();
  // It slides in (and does not when the user asks for reduced motion: the next test).
  expect(await drawer.evaluate((element) => getComputedStyle(element).animationName)).not.toBe(
    'none',
  );
  await expect(page.locator('main')).toHaveAttribute('inert', '');
  // The page behind is inert: the keyboard stays in the drawer.
  for (let i = 0; i < 4; i += 1) {
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null),
    ).toBe(true);
  }
  await expect(drawer.getByRole('link', { name: 'Esci' })).toBeVisible();
  expect(await smallTouchTargets(page)).toEqual([]);
  await expectNoHorizontalScroll(page, 'the open drawer');
  await expectAccessible(page);

  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('main')).not.toHaveAttribute('inert');

  // Space opens it again; following a link closes it and shows the page.
  await page.keyboard.press('Space');
  await expect(drawer).toBeVisible();
  await drawer.getByRole('link', { name: 'Le mie bollette' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(portalUrl('/retail/myBills'));
  await expect(drawer).toBeHidden();
  await settled(page);

  // A drawer left open while the window widens is closed when it narrows again.
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await expect(drawer).toBeVisible();
  await page.setViewportSize({ width: 1280, height: HEIGHT });
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.setViewportSize({ width: 360, height: HEIGHT });
  await expect(header.getByRole('button', { name: 'Menu', exact: true })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await expect(page.locator('main')).not.toHaveAttribute('inert');

  // From 768 px the same menu is a side column, without a button.
  await page.setViewportSize({ width: 768, height: HEIGHT });
  await expect(page.getByRole('navigation', { name: 'Navigazione principale' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Menu', exact: true })).toHaveCount(0);
  await expect(header.getByRole('link', { name: 'Esci' })).toBeVisible();
});

test('the shell follows reduced motion, the dark scheme, 200 % text and print', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce', colorScheme: 'dark' });
  await page.setViewportSize({ width: 360, height: HEIGHT });
  await openSignedIn(page, '/retail', 'mario.rossi@demo.it');
  await settled(page);
  // The dark scheme's shell is accessible too (contrast of header, menu and footer).
  await expectAccessible(page);
  const logo = page.getByRole('banner').locator('picture img');
  await expect
    .poll(() => logo.evaluate((image) => (image as HTMLImageElement).currentSrc))
    .toMatch(/\/brand\/logo-dark\.svg$/);
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  expect(await drawer.evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
  await expectAccessible(page);
  await page.keyboard.press('Escape');

  await page.emulateMedia({ reducedMotion: 'no-preference', colorScheme: 'light' });
  await expect
    .poll(() => logo.evaluate((image) => (image as HTMLImageElement).currentSrc))
    .toMatch(/\/brand\/logo-light\.svg$/);

  // Text at 200 % (the theme sizes text in rem): nothing is cut or pushed sideways.
  for (const width of [768, 1280]) {
    await page.setViewportSize({ width, height: HEIGHT });
    await page.evaluate(() => {
      document.documentElement.style.fontSize = '200%';
    });
    await expectNoHorizontalScroll(page, `200 % text at ${width} px`);
    const clipped = await page.evaluate(() =>
      [...document.querySelectorAll('header *, nav *, footer *')]
        .filter((element) => {
          const style = getComputedStyle(element);
          return (
            (style.overflowX === 'hidden' || style.overflowY === 'hidden') &&
            (element.scrollWidth > element.clientWidth ||
              element.scrollHeight > element.clientHeight)
          );
        })
        .map((element) => element.tagName),
    );
    expect(clipped).toEqual([]);
    // Every link and control of the shell holds its text (no word runs out of its box).
    const overflowing = await page.evaluate(() =>
      [...document.querySelectorAll('header a, header button, nav a, footer a')]
        .filter((element) => element.getClientRects().length > 0)
        .filter((element) => element.scrollWidth > element.clientWidth + 1)
        .map((element) => (element.textContent ?? '').trim()),
    );
    expect(overflowing, `200 % text at ${width} px`).toEqual([]);
  }

  // Printed, a bill's detail is its content only.
  await page.evaluate(() => {
    document.documentElement.style.fontSize = '';
  });
  const bill = await firstBillPath(page);
  await page.goto(portalUrl(bill));
  await settled(page);
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Navigazione principale' })).toBeHidden();
  await expect(page.locator('main button:visible')).toHaveCount(0);
  // The content takes the paper's width, not the menu's column.
  const { main, page: paper } = await page.evaluate(() => ({
    main: document.querySelector('main')?.getBoundingClientRect().width ?? 0,
    page: document.documentElement.clientWidth,
  }));
  expect(main).toBeGreaterThan(paper * 0.95);
});
