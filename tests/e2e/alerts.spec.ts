// The portal's own alerts end to end (decisions 0022, 0023): the sandbox moves a customer's data
// on, the customer has alerts on, the job (every second in the e2e portal) raises the alert, the
// mail arrives in the sandbox's SMTP sink in the customer's language, its unsubscribe link works
// without signing in, and the alert shows in the portal.
import type { Page } from '@playwright/test';
import { sandboxControl, theMail, unsubscribeSignedOut } from './support/alerts.ts';
import { expect, testOnAlertsPortal as test } from './support/fixtures.ts';
import { callApi, openSignedIn } from './support/portal.ts';

const MARIO = 'mario.rossi@demo.it';
const ANNA = 'anna.huber@demo.it';

const day = (ymd: string) => ymd.split('-').reverse().join('/');

async function alertsOn(page: Page): Promise<void> {
  await callApi(page, 'SetAlertsActive', { active: true });
}

test.describe('alerts that come to the customer (decision 0023)', () => {
  test('(a) a new bill and its due date: turned on from the profile, mailed in Italian, shown with a count', async ({
    page,
  }) => {
    const bill = await sandboxControl('bill', { email: MARIO, dueInDays: 3, amount: 123.45 });
    await openSignedIn(page, '/retail/profile', MARIO);
    const panel = page.getByRole('region', { name: 'Avvisi per e-mail' });
    const turnOn = panel.getByRole('button', { name: 'Attiva gli avvisi' });
    const turnOff = panel.getByRole('button', { name: 'Disattiva gli avvisi' });
    await expect(turnOn.or(turnOff)).toBeVisible();
    if (await turnOff.isVisible()) await alertsOn(page);
    else await turnOn.click();
    await expect(panel.getByText('Avvisi attivi')).toBeVisible();
    await expect(panel.getByRole('checkbox', { name: 'Bolletta in scadenza' })).toBeChecked();

    const issued = await theMail(MARIO, `Nuova bolletta ${bill.numeroFattura}`);
    expect(issued.headers['content-language']).toBe('it');
    expect(issued.text).toContain('123,45 €');
    await theMail(
      MARIO,
      `Bolletta ${bill.numeroFattura} in scadenza il ${day(bill.dataScadenza as string)}`,
    );
    await unsubscribeSignedOut(
      issued,
      /Non ricevere più avvisi «Nuova bolletta»/,
      'Avvisi disattivati',
    );

    await page.goto(page.url().replace('/retail/profile', '/retail/notifications'));
    const list = page.getByRole('list', { name: 'Avvisi del portale' });
    await expect(
      list.getByText(`Emessa la bolletta ${bill.numeroFattura} di 123,45 €`),
    ).toBeVisible();
    await expect(
      list.getByText(`La bolletta ${bill.numeroFattura} di 123,45 € scade il`),
    ).toBeVisible();
    await expect(page.getByTestId('alert-badge')).toBeVisible();
    await page.getByRole('button', { name: 'Segna gli avvisi come letti' }).click();
    await expect(page.getByTestId('alert-badge')).toBeHidden();
    // The link turned off new-bill alerts only.
    await page.goto(page.url().replace('/retail/notifications', '/retail/profile'));
    await expect(page.getByRole('checkbox', { name: 'Nuova bolletta' })).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Bolletta in scadenza' })).toBeChecked();
  });

  test('(a) an overdue bill is mailed and listed', async ({ page }) => {
    const bill = await sandboxControl('bill', { email: MARIO, dueInDays: -2 });
    await openSignedIn(page, '/retail/notifications', MARIO);
    await alertsOn(page);
    const mail = await theMail(MARIO, `Bolletta ${bill.numeroFattura} scaduta`);
    await unsubscribeSignedOut(
      mail,
      /Non ricevere più avvisi «Bolletta scaduta»/,
      'Avvisi disattivati',
    );
    await page.reload();
    await expect(
      page
        .getByRole('list', { name: 'Avvisi del portale' })
        .getByText(
          `La bolletta ${bill.numeroFattura} di 84,30 € è scaduta il ${day(bill.dataScadenza as string)}`,
        ),
    ).toBeVisible();
  });

  test('(b) §5 the gas self-reading window opens: mailed with its dates, listed', async ({
    page,
  }) => {
    const window = await sandboxControl('reading-window', { email: MARIO, days: 9 });
    await openSignedIn(page, '/retail/notifications', MARIO);
    await alertsOn(page);
    const mail = await theMail(MARIO, `Autolettura gas aperta fino al ${day(window.al as string)}`);
    expect(mail.text).toContain(window.podPdr as string);
    await unsubscribeSignedOut(
      mail,
      /Non ricevere più avvisi «Autolettura gas»/,
      'Avvisi disattivati',
    );
    await page.reload();
    await expect(
      page
        .getByRole('list', { name: 'Avvisi del portale' })
        .getByText(
          `Autolettura del gas per la fornitura ${window.podPdr} possibile dal ${day(window.dal as string)} al ${day(window.al as string)}.`,
        ),
    ).toBeVisible();
  });

  test('(c) a request that moves on: mailed in German to a German customer, listed under /de', async ({
    page,
  }) => {
    await openSignedIn(page, '/de/retail/notifications', ANNA);
    await alertsOn(page);
    const moved = await sandboxControl('request', { email: ANNA });
    // Turning alerts on again makes the customer's job due now.
    await alertsOn(page);
    const mail = await theMail(ANNA, `Anfrage ${moved.idrichiesta}: neuer Status`);
    expect(mail.headers['content-language']).toBe('de');
    expect(mail.text).toContain(`„${moved.stato}“`);
    await unsubscribeSignedOut(
      mail,
      /Keine Hinweise „Status der Anfragen“ mehr erhalten/,
      'Hinweise abbestellt',
    );
    await page.reload();
    await expect(
      page
        .getByRole('list', { name: 'Hinweise des Portals' })
        .getByText(`Die Anfrage ${moved.idrichiesta} hat jetzt den Status`),
    ).toBeVisible();
  });
});
