// Usable from 360 px wide and by keyboard (skip link, landmarks, menu toggle).
import { expect, test } from './support/fixtures.ts';
import { expectAccessible, keepScreenshot, openSignedIn } from './support/portal.ts';

test.use({ viewport: { width: 360, height: 740 } });

test('at 360 px the dashboard, the bills and the open picker fit the width and stay accessible', async ({
  page,
}) => {
  await openSignedIn(page, '/retail/myBills', 'mario.rossi@demo.it');
  await expect(page.getByRole('heading', { level: 1, name: 'Le mie bollette' })).toBeVisible();
  // Under 768 px the bills are stacked cards, each opened by its number.
  await expect(
    page
      .getByRole('list', { name: 'Elenco delle bollette' })
      .getByRole('listitem')
      .first()
      .getByRole('link', { name: /^Apri la bolletta / }),
  ).toBeVisible();
  const overflow = () =>
    page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);
  // The issue date field shows its whole placeholder (two dates and the separator) beside its
  // calendar button.
  const placeholder = await page
    .getByRole('textbox', { name: 'Data di emissione' })
    .evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d');
      if (context) context.font = style.font;
      return {
        text: input.placeholder,
        width: context?.measureText(input.placeholder).width ?? Infinity,
        room: input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
      };
    });
  expect(placeholder.text).toBe('YYYY-MM-DD ~ YYYY-MM-DD');
  expect(placeholder.width).toBeLessThanOrEqual(placeholder.room);
  await keepScreenshot(page, 'bills-it-360');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Apri il calendario' }).click();
  await expect(page.getByRole('dialog', { name: 'Scegli un periodo' })).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
  await keepScreenshot(page, 'picker-it-360');
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  // The menu folds behind a toggle on narrow screens.
  const toggle = page.getByRole('button', { name: 'Menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await page
    .getByRole('navigation', { name: 'Navigazione principale' })
    .getByRole('link', { name: 'Riepilogo' })
    .click();
  await expect(page.getByRole('heading', { name: 'Bollette da pagare' })).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
  await keepScreenshot(page, 'dashboard-it-360');
  await expectAccessible(page);
});

test('the skip link is the first stop of the keyboard and leads to the main content', async ({
  page,
}) => {
  await openSignedIn(page, '/retail', 'mario.rossi@demo.it');
  await expect(page.getByRole('heading', { name: 'Bollette da pagare' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Vai al contenuto' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expectAccessible(page);
});
