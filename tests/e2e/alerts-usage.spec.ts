// The alerts on consumption, base load, budgets and conventions end to end (decision 0024): the
// sandbox makes a supply's consumption jump (its last month, or its last whole week) or places an
// order that takes a convention's quantity, the customer has alerts on, the job raises the alert,
// the mail arrives in the sandbox's SMTP sink in the customer's language with a working
// unsubscribe link, and the alert shows in the portal; the thresholds and the budget are typed in
// the settings and checked with a translated error.
import type { Page } from '@playwright/test';
import { sandboxControl, theMail, unsubscribeSignedOut } from './support/alerts.ts';
import { expect, testOnAlertsPortal as test } from './support/fixtures.ts';
import { callApi, openSignedIn } from './support/portal.ts';

const AURORA = 'condominio.aurora@demo.it';
const ANNA = 'anna.huber@demo.it';
const OFFICINE = 'solo.luce@demo.it';
const ACME = 'acme@demo.it';
const BOLZANO = 'comune.bolzano@demo.it';

/** A screenshot for a person to look at, among the test's outputs (not a baseline). */
async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

const day = (ymd: string) => ymd.split('-').reverse().join('/');
const month = (ym: string) => ym.split('-').reverse().join('/');

test.describe('alerts on consumption, budgets and conventions (decision 0024)', () => {
  test('a household’s month that jumps: threshold typed and checked, mailed in Italian, listed with the band', async ({
    page,
  }) => {
    const spike = await sandboxControl('consumption-spike', {
      email: AURORA,
      band: 'F3',
      factor: 3,
    });
    await openSignedIn(page, '/retail/profile', AURORA);
    const panel = page.getByRole('region', { name: 'Avvisi per e-mail' });
    await panel.getByRole('button', { name: 'Attiva gli avvisi' }).click();
    await expect(panel.getByText('Avvisi attivi')).toBeVisible();
    await expect(panel.getByRole('checkbox', { name: 'Consumo anomalo' })).toBeChecked();
    // Businesses' kinds are not offered to a household.
    await expect(panel.getByRole('checkbox', { name: 'Budget superato' })).toHaveCount(0);
    const threshold = panel.getByRole('textbox', {
      name: 'Aumento del consumo che fa scattare l’avviso (%)',
    });
    await expect(threshold).toHaveValue('30');
    await threshold.fill('500');
    await panel.getByRole('button', { name: 'Salva la soglia' }).click();
    await expect(panel.getByText('Indicare una percentuale intera da 10 a 200.')).toBeVisible();
    await threshold.fill('25');
    await panel.getByRole('button', { name: 'Salva la soglia' }).click();
    await expect(panel.getByText('Impostazioni degli avvisi salvate.')).toBeVisible();
    await expect(panel.getByText('Indicare una percentuale intera da 10 a 200.')).toHaveCount(0);
    await shot(page, 'settings-retail-it');

    const mail = await theMail(
      AURORA,
      new RegExp(`^Consumo in aumento del \\d+% per la fornitura ${spike.podPdr}$`),
    );
    expect(mail.headers['content-language']).toBe('it');
    expect(mail.text).toContain(`Nel mese ${month(spike.period as string)}`);
    expect(mail.text).toContain('È cresciuta di più la fascia F3');
    await unsubscribeSignedOut(
      mail,
      'Non ricevere più avvisi «Consumo anomalo»',
      'Avvisi disattivati',
    );

    await page.goto(page.url().replace('/retail/profile', '/retail/notifications'));
    const item = page
      .getByRole('list', { name: 'Avvisi del portale' })
      .locator('li[data-alert-kind="CONSUMPTION_ANOMALY"]');
    await expect(item).toContainText(
      `Fornitura ${spike.podPdr}: nel mese ${month(spike.period as string)} consumati`,
    );
    await expect(item).toContainText('dello stesso mese dell’anno scorso');
    await expect(item).toContainText('È cresciuta di più la fascia F3');
    await expect(page.getByTestId('alert-badge')).toBeVisible();
    await shot(page, 'notification-retail-it');
  });

  test('a German household’s month that jumps: mailed in German, listed under /de', async ({
    page,
  }) => {
    const spike = await sandboxControl('consumption-spike', { email: ANNA, factor: 2 });
    await openSignedIn(page, '/de/retail/notifications', ANNA);
    // A saved setting of the kind has it evaluated at the next run; turning alerts on runs it now.
    await callApi(page, 'SetAlertSetting', {
      kind: 'CONSUMPTION_ANOMALY',
      enabled: true,
      parameter: 30,
    });
    await callApi(page, 'SetAlertsActive', { active: true });
    const mail = await theMail(
      ANNA,
      new RegExp(`^Verbrauch um \\d+ % gestiegen an der Lieferstelle ${spike.podPdr}$`),
    );
    expect(mail.headers['content-language']).toBe('de');
    expect(mail.text).toContain(`Im Monat ${month(spike.period as string)}`);
    await unsubscribeSignedOut(
      mail,
      'Keine Hinweise „Auffälliger Verbrauch“ mehr erhalten',
      'Hinweise abbestellt',
    );
    await page.reload();
    const item = page
      .getByRole('list', { name: 'Hinweise des Portals' })
      .locator('li[data-alert-kind="CONSUMPTION_ANOMALY"]');
    await expect(item).toContainText(
      `Lieferstelle ${spike.podPdr}: im Monat ${month(spike.period as string)}`,
    );
    await expect(item).toContainText('Auffälliger Verbrauch');
    await shot(page, 'notification-retail-de');
  });

  test('a business’s week whose nights jump: base load rise and weekly anomaly, mailed and on the home page', async ({
    page,
  }) => {
    const spike = await sandboxControl('consumption-spike', {
      email: OFFICINE,
      band: 'F3',
      factor: 2.5,
      period: 'week',
    });
    await openSignedIn(page, '/corporate/profile', OFFICINE);
    const panel = page.getByRole('region', { name: 'Avvisi per e-mail' });
    await panel.getByRole('button', { name: 'Attiva gli avvisi' }).click();
    await expect(panel.getByRole('checkbox', { name: 'Consumo di base in aumento' })).toBeChecked();
    await expect(panel.getByRole('checkbox', { name: 'Budget superato' })).toBeChecked();
    // Only public bodies under a convention are offered the convention's quantity.
    await expect(
      panel.getByRole('checkbox', { name: 'Quantità residua della convenzione' }),
    ).toHaveCount(0);
    await expect(
      panel.getByRole('textbox', {
        name: 'Aumento del consumo di base che fa scattare l’avviso (%)',
      }),
    ).toHaveValue('20');
    await shot(page, 'settings-business-it');

    const base = await theMail(
      OFFICINE,
      new RegExp(`^Consumo di base in aumento del \\d+% per la fornitura ${spike.podPdr}$`),
    );
    expect(base.text).toContain(`Nella settimana dal ${day(spike.period as string)}`);
    await unsubscribeSignedOut(
      base,
      'Non ricevere più avvisi «Consumo di base in aumento»',
      'Avvisi disattivati',
    );
    const week = await theMail(
      OFFICINE,
      new RegExp(`^Consumo in aumento del \\d+% per la fornitura ${spike.podPdr}$`),
    );
    expect(week.text).toContain('della media dei periodi precedenti');

    await page.goto(page.url().replace('/corporate/profile', '/corporate'));
    const list = page.getByRole('list', { name: 'Avvisi del portale' });
    await expect(list.locator('li[data-alert-kind="BASE_LOAD_RISE"]')).toContainText(
      `Fornitura ${spike.podPdr}: nella settimana dal ${day(spike.period as string)} il consumo di base notturno e festivo`,
    );
    await expect(list.locator('li[data-alert-kind="CONSUMPTION_ANOMALY"]')).toContainText(
      'della media delle settimane precedenti',
    );
    await shot(page, 'notification-business-it');
    await page.goto(page.url().replace('/corporate', '/de/corporate'));
    await expect(
      page
        .getByRole('list', { name: 'Hinweise des Portals' })
        .locator('li[data-alert-kind="BASE_LOAD_RISE"]'),
    ).toContainText(`Lieferstelle ${spike.podPdr}: in der Woche ab ${day(spike.period as string)}`);
    await shot(page, 'notification-business-de');
    await page.goto(page.url().replace('/de/corporate', '/de/corporate/profile'));
    await expect(
      page
        .getByRole('region', { name: 'Hinweise per E-Mail' })
        .getByRole('textbox', { name: 'Jahresbudget für Strom (€)' }),
    ).toBeVisible();
    await shot(page, 'settings-business-de');
  });

  test('a budget passed by a jump in costs: mailed and on the home page; typed with a translated error', async ({
    page,
  }) => {
    await openSignedIn(page, '/corporate/profile', ACME);
    const overview = await callApi<{
      commodityOverview: { yearForecast: { estimate: { cost: number } | null } | null };
    }>(page, 'CommodityOverview', { utility: 'POWER' });
    const projected = overview.commodityOverview.yearForecast?.estimate?.cost ?? 0;
    expect(projected).toBeGreaterThan(0);
    // A budget a little above the year's forecast; then October's costs jump fourfold.
    const budget = Math.ceil(projected * 1.05);
    await callApi(page, 'SetAlertBudget', { utility: 'POWER', amount: budget });
    await sandboxControl('consumption-spike', { email: ACME, all: true, factor: 4 });
    const panel = page.getByRole('region', { name: 'Avvisi per e-mail' });
    await panel.getByRole('button', { name: 'Attiva gli avvisi' }).click();

    const year = new Date().getFullYear();
    const typed = budget.toLocaleString('de-DE');
    const mail = await theMail(ACME, new RegExp(`^Budget ${year} energia elettrica superato$`));
    expect(mail.text).toContain(`oltre il budget di ${typed},00 €`);
    await unsubscribeSignedOut(
      mail,
      'Non ricevere più avvisi «Budget superato»',
      'Avvisi disattivati',
    );

    // The budget as kept, in §5's format; a new one is checked before it is sent.
    const field = panel.getByRole('textbox', {
      name: 'Budget annuale per l’energia elettrica (€)',
    });
    await expect(field).toHaveValue(`${typed},00`);
    await field.fill('dodicimila');
    await panel.getByRole('button', { name: 'Salva il budget' }).first().click();
    await expect(
      panel.getByText('Indicare un importo da 1 a 100.000.000 €, con al massimo due decimali.'),
    ).toBeVisible();
    await field.fill('350.000,50');
    await panel.getByRole('button', { name: 'Salva il budget' }).first().click();
    await expect(panel.getByText('Impostazioni degli avvisi salvate.')).toBeVisible();
    await page.reload();
    await expect(field).toHaveValue('350.000,50');
    await shot(page, 'settings-budget-it');

    await page.goto(page.url().replace('/corporate/profile', '/corporate'));
    await expect(
      page
        .getByRole('list', { name: 'Avvisi del portale' })
        .locator('li[data-alert-kind="BUDGET"]'),
    ).toContainText(`Spesa ${year} per energia elettrica:`);
    await shot(page, 'notification-budget-it');
  });

  test('a public body’s order that takes its convention under 10 % left: mailed and on the home page', async ({
    page,
  }) => {
    const order = await sandboxControl('convention-order', { email: BOLZANO, utility: 'gas' });
    await openSignedIn(page, '/pa/profile', BOLZANO);
    const panel = page.getByRole('region', { name: 'Avvisi per e-mail' });
    await panel.getByRole('button', { name: 'Attiva gli avvisi' }).click();
    await expect(
      panel.getByRole('checkbox', { name: 'Quantità residua della convenzione' }),
    ).toBeChecked();
    await expect(
      panel.getByRole('textbox', {
        name: 'Quantità residua della convenzione sotto cui avvisare (%)',
      }),
    ).toHaveValue('10');
    await shot(page, 'settings-pa-it');
    const mail = await theMail(
      BOLZANO,
      new RegExp(`^Convenzione ${order.codice}: resta il 5% della quantità$`),
    );
    expect(mail.text).toContain('sotto la soglia del 10%');
    await unsubscribeSignedOut(
      mail,
      'Non ricevere più avvisi «Quantità della convenzione»',
      'Avvisi disattivati',
    );
    await page.goto(page.url().replace('/pa/profile', '/pa'));
    await expect(
      page
        .getByRole('list', { name: 'Avvisi del portale' })
        .locator('li[data-alert-kind="CONVENTION_QUANTITY"]'),
    ).toContainText(`Della convenzione ${order.codice} restano`);
    await shot(page, 'notification-pa-it');
  });
});
