// The first screen comes with the HTML (decision 0026): on a phone, the shell's header with the
// supplier's logo and the page's heading and introduction are painted by the BFF in the page's
// language (§2, §9), readable without any script; the client's first render then takes their
// place — one heading, where the painted one stood, and nothing on screen moves.
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { keepScreenshot, openSignedIn, portalUrl, signedInCookies } from './support/portal.ts';

const PHONE = { width: 360, height: 780 };

/** Pages whose introduction sits differently under the heading (in a Stack, straight under it). */
const PAGES = [
  { path: '/corporate/light/overview', email: 'acme@demo.it' },
  { path: '/retail/myBills', email: 'mario.rossi@demo.it' },
];

interface Head {
  title: string;
  intro: string;
  titleBox: { x: number; y: number; width: number; height: number } | null;
  introBox: { x: number; y: number; width: number; height: number } | null;
}

/** The page's one heading and the paragraph that follows it in the page's head. */
async function headOf(page: Page, intro: string): Promise<Head> {
  const heading = page.getByRole('heading', { level: 1 });
  const paragraph = page.locator('p').filter({ hasText: intro }).first();
  return {
    title: (await heading.textContent()) ?? '',
    intro: (await paragraph.textContent()) ?? '',
    titleBox: await heading.boundingBox(),
    introBox: await paragraph.boundingBox(),
  };
}

/** A phone without scripts, signed in as `email` (signed in by a browser that has them). */
async function withoutScripts(browser: Browser, email: string): Promise<Page> {
  const cookies = await signedInCookies(browser, email);
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  await context.addCookies(cookies);
  return context.newPage();
}

/** Rounded to the pixel: the same layout drawn twice may differ in subpixels. */
function rounded(box: Head['titleBox']) {
  return box && Object.fromEntries(Object.entries(box).map(([k, v]) => [k, Math.round(v)]));
}

test.describe('without JavaScript', () => {
  test('the header and the page’s heading and introduction come with the HTML, in its language', async ({
    browser,
  }) => {
    const page = await withoutScripts(browser, 'acme@demo.it');
    await page.goto(portalUrl('/corporate/light/overview'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    await expect(page.getByRole('img', { name: 'Demo Energia' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Panoramica luce');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await keepScreenshot(page, 'first-paint-no-script-it');

    await page.goto(portalUrl('/de/corporate/light/overview'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Übersicht Strom');
    await keepScreenshot(page, 'first-paint-no-script-de');
    await page.context().close();
  });
});

test.describe('with JavaScript', () => {
  test.use({ viewport: PHONE });

  for (const { path, email } of PAGES) {
    test(`${path}: the client's page takes the painted head's place, one heading, no shift`, async ({
      browser,
    }) => {
      // The painted head, as a browser without scripts shows it.
      const stillPage = await withoutScripts(browser, email);
      await stillPage.goto(portalUrl(path));
      const introText = (await stillPage.locator('h1 + p').textContent()) ?? '';
      expect(introText).not.toBe('');
      const painted = await headOf(stillPage, introText);
      await stillPage.context().close();

      const context = await browser.newContext({ viewport: PHONE });
      const page = await context.newPage();
      await page.addInitScript(() => {
        const shifts = { sum: 0 };
        (window as unknown as { shifts: typeof shifts }).shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>)
            shifts.sum += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await openSignedIn(page, path, email);
      // The client has rendered: its main landmark holds the heading.
      await expect(page.locator('main h1')).toHaveText(painted.title);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      const rendered = await headOf(page, introText);
      expect(rendered.intro).toBe(painted.intro);
      expect(rounded(rendered.titleBox)).toEqual(rounded(painted.titleBox));
      expect(rounded(rendered.introBox)).toEqual(rounded(painted.introBox));
      await keepScreenshot(page, `first-paint-script-${path.replaceAll('/', '-')}`);
      await expect
        .poll(() =>
          page.evaluate(() => (window as unknown as { shifts: { sum: number } }).shifts.sum),
        )
        .toBeLessThanOrEqual(0.05);
      await context.close();
    });
  }
});
