// A supply's own alerts end to end (decision 0023): on a household's supply page the customer
// turns the due-date alert off for that supply alone; the sandbox issues a bill due soon for it and
// one for another supply; the job (every second in the e2e portal) mails the other supply's
// reminder and not this one's, while the new-bill alert of both goes out as the general settings
// say. The profile lists the supply set apart and returns it to the general settings.
import type { Page } from '@playwright/test';
import { mailsTo, sandboxControl } from './support/alerts.ts';
import { expect, testOnAlertsPortal as test } from './support/fixtures.ts';
import { callApi, expectAccessible, openSignedIn } from './support/portal.ts';

// A household of its own (no other spec turns its alerts on): several supplies with bills.
const AURORA = 'condominio.aurora@demo.it';

async function billFor(podPdr: string): Promise<{ numeroFattura: string; dataScadenza: string }> {
  const bill = await sandboxControl('bill', { email: AURORA, dueInDays: 2, podPdr });
  return { numeroFattura: bill.numeroFattura ?? '', dataScadenza: bill.dataScadenza ?? '' };
}

async function subjectsTo(email: string): Promise<string[]> {
  return (await mailsTo(email, /^/)).map((mail) => mail.subject);
}

async function suppliesOf(page: Page): Promise<Array<{ id: string; pointId: string }>> {
  const data = await callApi<{ supplies: { nodes: Array<{ id: string; pointId: string }> } }>(
    page,
    'RetailUtilities',
    {},
  );
  return data.supplies.nodes;
}

const day = (ymd: string) => ymd.split('-').reverse().join('/');

test.describe('a supply’s own alerts (decision 0023)', () => {
  test('the due-date alert off for one supply: its reminder is not mailed, another supply’s is; back to the general settings from the profile', async ({
    page,
  }) => {
    await openSignedIn(page, '/retail/myUtilities', AURORA);
    await callApi(page, 'SetAlertsActive', { active: true });
    const [apart, other] = await suppliesOf(page);
    expect(apart && other, 'the household has two supplies').toBeTruthy();
    if (!apart || !other) return;

    await page.goto(
      page.url().replace(/\/retail\/myUtilities$/, `/retail/myUtilities/${apart.id}`),
    );
    const section = page.getByRole('region', { name: 'Avvisi per questa fornitura' });
    const due = section.getByRole('combobox', { name: 'Bolletta in scadenza' });
    await expect(due).toHaveValue('general');
    await due.selectOption('off');
    await section.getByRole('button', { name: 'Salva per questa fornitura' }).click();
    await expect(section.getByRole('status')).toHaveText('Avvisi della fornitura salvati.');
    await expect(section.getByText('Questa fornitura ha avvisi propri.')).toBeVisible();
    await expectAccessible(page);

    const apartBill = await billFor(apart.pointId);
    const otherBill = await billFor(other.pointId);
    // Turning alerts on again makes the customer's job due now.
    await callApi(page, 'SetAlertsActive', { active: true });
    const reminder = (bill: { numeroFattura: string; dataScadenza: string }) =>
      `Bolletta ${bill.numeroFattura} in scadenza il ${day(bill.dataScadenza)}`;
    // One run raises both supplies' alerts: when the set-apart supply's new-bill mail has come,
    // its reminder would have come with it.
    await expect
      .poll(() => subjectsTo(AURORA), { timeout: 60_000 })
      .toEqual(
        expect.arrayContaining([
          `Nuova bolletta ${apartBill.numeroFattura}`,
          `Nuova bolletta ${otherBill.numeroFattura}`,
          reminder(otherBill),
        ]),
      );
    expect(await subjectsTo(AURORA)).not.toContain(reminder(apartBill));

    await page.goto(page.url().replace(/\/retail\/myUtilities\/.*$/, '/retail/profile'));
    const list = page.getByRole('group', { name: 'Forniture con avvisi propri' });
    await expect(list.getByText('Bolletta in scadenza: non attivo')).toBeVisible();
    await expect(list.getByRole('link', { name: `Fornitura ${apart.pointId}` })).toHaveAttribute(
      'href',
      `/retail/myUtilities/${apart.id}`,
    );
    await list.getByRole('button', { name: 'Torna alle impostazioni generali' }).click();
    await expect(list.getByRole('status')).toHaveText(
      `La fornitura ${apart.pointId} segue di nuovo le impostazioni generali.`,
    );
    await expect(list.getByText(/Nessuna fornitura ha avvisi propri/)).toBeVisible();
  });

  test('the section in Italian and German, on a desktop and a 360 px phone', async ({ page }) => {
    await openSignedIn(page, '/retail/myUtilities', AURORA);
    await callApi(page, 'SetAlertsActive', { active: true });
    const [supply] = await suppliesOf(page);
    if (!supply) throw new Error('the household has a supply');
    for (const [prefix, title] of [
      ['', 'Avvisi per questa fornitura'],
      ['/de', 'Hinweise für diese Lieferung'],
    ] as const) {
      for (const width of [1280, 360]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(new URL(`${prefix}/retail/myUtilities/${supply.id}`, page.url()).href);
        const section = page.getByRole('region', { name: title });
        await expect(section.getByRole('combobox').first()).toBeVisible();
        await expect(section.getByRole('button', { name: /speichern|Salva/ })).toBeVisible();
        // With E2E_SCREENSHOTS=1, the section itself, to look at (not a visual baseline).
        if (process.env.E2E_SCREENSHOTS === '1')
          await section.screenshot({
            path: `test-results/screenshots/supply-alerts-${prefix === '' ? 'it' : 'de'}-${width}.png`,
          });
      }
    }
  });
});
