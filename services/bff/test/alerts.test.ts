// Alerts end to end inside the BFF (decisions 0022, 0023): two portal apps on one store and one
// sandbox with its SMTP sink; the customer turns alerts on, the sandbox issues a bill, both apps'
// schedulers run, and the mail arrives once, in the customer's language, with a working
// unsubscribe link; a refresh token that no longer renews pauses the alerts until the next sign-in.
import { freePort, startSandbox, type RunningSandbox } from '@portal/sandbox/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../src/store/migrate.ts';
import { openStore, type Store } from '../src/store/store.ts';
import { gql, ok } from './graphql-support.ts';
import { startPortal, type RunningPortal } from './helpers.ts';

interface SunkMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

const MARIO = 'mario.rossi@demo.it';
const ANNA = 'anna.huber@demo.it';
const AURORA = 'condominio.aurora@demo.it';
const OFFICINE = 'solo.luce@demo.it';
const ACME = 'acme@demo.it';
const BOLZANO = 'comune.bolzano@demo.it';
const SETTINGS = `{ active paused resumed email kinds { kind enabled parameter } }`;

describe('alerts by e-mail and in the portal, run once across two apps on one store', () => {
  let store: Store;
  let sandbox: RunningSandbox;
  let a: RunningPortal;
  let b: RunningPortal;

  const mails = async (): Promise<SunkMail[]> =>
    ((await (await fetch(`${sandbox.url}/__sandbox/mail.json`)).json()) as { mails: SunkMail[] })
      .mails;
  const admin = async (path: string, body: unknown) => {
    const response = await fetch(`${sandbox.url}/__sandbox${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as Record<string, string>;
  };
  const runBoth = () => Promise.all([a.app.alertJobs.runDue(), b.app.alertJobs.runDue()]);
  const makeDue = () =>
    store.query("UPDATE jobs SET run_at = now() WHERE kind = 'alerts.evaluate'");
  // One customer's job only: the others' hourly call budgets stay theirs.
  const makeDueFor = (customer: string) =>
    store.query("UPDATE jobs SET run_at = now() WHERE kind = 'alerts.evaluate' AND key = $1", [
      customer,
    ]);

  // A new hour for one customer's call budget: a test that runs its job again within the hour.
  const newHourFor = (customer: string) =>
    store.query('DELETE FROM job_call_budget WHERE customer = $1', [customer]);

  beforeAll(async () => {
    store = await openStore({ engine: 'pglite', dataDir: null });
    await migrate(store);
    const origin = `http://127.0.0.1:${await freePort()}`;
    sandbox = await startSandbox({ portalOrigins: [origin], smtp: { port: 0, host: '127.0.0.1' } });
    const env = { SMTP_PORT: String(sandbox.smtpPort), ALERTS_JOBS: 'off' };
    a = await startPortal({ shared: sandbox, env, build: { store } });
    b = await startPortal({ shared: sandbox, env, build: { store } });
  }, 120_000);

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await sandbox?.close();
    await store?.close();
  });

  it('a new bill and its due date are mailed once, in Italian, with a List-Unsubscribe header (§5 formats)', async () => {
    const { cookie } = await a.signIn(MARIO);
    const on = ok(
      await gql<{ setAlertsActive: { active: boolean; paused: boolean } }>(
        a,
        cookie,
        `mutation { setAlertsActive(active: true) ${SETTINGS} }`,
      ),
    );
    expect(on.setAlertsActive).toMatchObject({ active: true, paused: false });
    const bill = await admin('/alerts/bill', { email: MARIO, dueInDays: 3, amount: 1234.5 });

    await runBoth();
    await makeDue();
    await runBoth();

    const mine = (await mails()).filter((m) => m.subject.includes(bill.numeroFattura as string));
    expect(mine.map((m) => m.subject).sort()).toEqual(
      [
        `Bolletta ${bill.numeroFattura} in scadenza il ${bill.dataScadenza?.split('-').reverse().join('/')}`,
        `Nuova bolletta ${bill.numeroFattura}`,
      ].sort(),
    );
    const issued = mine.find((m) => m.subject.startsWith('Nuova')) as SunkMail;
    expect(issued.to).toEqual([MARIO]);
    expect(issued.headers['content-language']).toBe('it');
    expect(issued.text).toContain('1.234,50 €');
    expect(issued.html).toContain('cid:brand-logo');
    expect(issued.headers['list-unsubscribe']).toMatch(
      /^<http:\/\/127\.0\.0\.1:\d+\/alerts\/unsubscribe\?t=[\w-]+\.[\w-]+>/,
    );
    // No token of any kind: no JWT, no session cookie.
    expect(`${issued.text}${issued.html}`).not.toMatch(/eyJ[\w-]+\.|portal_session/);

    const shown = ok(
      await gql<{
        alerts: {
          unreadCount: number;
          nodes: Array<{ kind: string; facts: { invoiceNumber: string } }>;
        };
      }>(a, cookie, '{ alerts { unreadCount nodes { kind facts { invoiceNumber } } } }'),
    );
    expect(
      shown.alerts.nodes
        .filter((n) => n.facts.invoiceNumber === bill.numeroFattura)
        .map((n) => n.kind)
        .sort(),
    ).toEqual(['BILL_DUE', 'BILL_ISSUED']);
    expect(shown.alerts.unreadCount).toBeGreaterThanOrEqual(2);
  });

  it('the unsubscribe link works without signing in, once or twice, and a forged one is refused', async () => {
    const issued = (await mails()).find(
      (m) => m.to[0] === MARIO && m.subject.startsWith('Nuova'),
    ) as SunkMail;
    const named = /(http:\/\/\S+\/alerts\/unsubscribe\?t=\S+)/.exec(issued.text)?.[1] as string;
    // The link names the public origin; this portal listens behind it, as behind a proxy.
    expect(named.startsWith(a.origin)).toBe(true);
    const link = `${a.url}${named.slice(a.origin.length)}`;
    const page = await fetch(link);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Non ricevere più avvisi «Nuova bolletta»');
    for (let i = 0; i < 2; i += 1) {
      const done = await fetch(link, { method: 'POST' });
      expect(done.status).toBe(200);
      expect(await done.text()).toContain('Avvisi disattivati');
    }
    const forged = await fetch(`${link.slice(0, -3)}xyz`, { method: 'POST' });
    expect(forged.status).toBe(400);
    const { cookie } = await a.signIn(MARIO);
    const settings = ok(
      await gql<{ alertSettings: { kinds: Array<{ kind: string; enabled: boolean }> } }>(
        a,
        cookie,
        `{ alertSettings ${SETTINGS} }`,
      ),
    );
    expect(settings.alertSettings.kinds.find((k) => k.kind === 'BILL_ISSUED')?.enabled).toBe(false);
    expect(settings.alertSettings.kinds.find((k) => k.kind === 'BILL_DUE')?.enabled).toBe(true);
  });

  it('a kind off for one supply: its bill is not mailed while another supply’s is; it returns to the general settings', async () => {
    const { cookie } = await a.signIn(MARIO);
    const supplies = ok(
      await gql<{ supplies: { nodes: Array<{ id: string; pointId: string }> } }>(
        a,
        cookie,
        '{ supplies(first: 20) { nodes { id pointId } } }',
      ),
    ).supplies.nodes;
    // Two supplies that have bills (the sandbox copies one of each supply's bills).
    const billed: Array<{ id: string; pointId: string; numeroFattura: string }> = [];
    for (const supply of supplies) {
      if (billed.length === 2) break;
      const response = await fetch(`${sandbox.url}/__sandbox/alerts/bill`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: MARIO, dueInDays: 2, podPdr: supply.pointId }),
      });
      if (response.status !== 200) continue;
      const bill = (await response.json()) as { numeroFattura: string };
      billed.push({ ...supply, numeroFattura: bill.numeroFattura });
    }
    expect(billed).toHaveLength(2);
    const [apart, other] = billed as [(typeof billed)[0], (typeof billed)[0]];
    const SUPPLIES = '{ supplies { supplyId pointId kind enabled parameter } }';
    const set = ok(
      await gql<{ setAlertSetting: { supplies: unknown[] } }>(
        a,
        cookie,
        `mutation S($s: ID) { setAlertSetting(kind: BILL_DUE, enabled: false, parameter: 3, supplyId: $s) ${SUPPLIES} }`,
        { s: apart.id },
      ),
    );
    expect(set.setAlertSetting.supplies).toEqual([
      {
        supplyId: apart.id,
        pointId: apart.pointId,
        kind: 'BILL_DUE',
        enabled: false,
        parameter: 3,
      },
    ]);

    await newHourFor(MARIO);
    await makeDueFor(MARIO);
    await runBoth();
    const dueMails = async () =>
      (await mails())
        .filter((m) => m.to[0] === MARIO && m.subject.includes('in scadenza'))
        .map((m) => m.subject.split(' ')[1]);
    expect(await dueMails()).toContain(other.numeroFattura);
    expect(await dueMails()).not.toContain(apart.numeroFattura);

    // A number typed out of bounds is refused with the field named, nothing kept.
    const refused = await gql(
      a,
      cookie,
      `mutation S($s: ID) { setAlertSetting(kind: BILL_DUE, enabled: true, parameter: 31, supplyId: $s) { active } }`,
      { s: apart.id },
    );
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'parameter',
    });

    const cleared = ok(
      await gql<{ clearAlertSetting: { supplies: unknown[] } }>(
        a,
        cookie,
        `mutation C($s: ID!) { clearAlertSetting(supplyId: $s) ${SUPPLIES} }`,
        { s: apart.id },
      ),
    );
    expect(cleared.clearAlertSetting.supplies).toEqual([]);
    await newHourFor(MARIO);
    await makeDueFor(MARIO);
    await runBoth();
    expect(await dueMails()).toContain(apart.numeroFattura);
  });

  it('a German customer gets the mail in German', async () => {
    const { cookie } = await a.signIn(ANNA);
    ok(await gql(a, cookie, `mutation { setAlertsActive(active: true) ${SETTINGS} }`));
    const bill = await admin('/alerts/bill', { email: ANNA, dueInDays: 20 });
    await runBoth();
    await expect
      .poll(
        async () =>
          (await mails()).filter((m) => m.subject === `Neue Rechnung ${bill.numeroFattura}`).length,
      )
      .toBe(1);
    const mail = (await mails()).find(
      (m) => m.subject === `Neue Rechnung ${bill.numeroFattura}`,
    ) as SunkMail;
    expect(mail.headers['content-language']).toBe('de');
    expect(mail.text).toContain('Keine Hinweise „Neue Rechnung“ mehr erhalten');
  });

  interface ListedAlert {
    kind: string;
    facts: Record<string, string | number | null>;
  }
  const USAGE_FACTS = `{ pointId period granularity reference quantity referenceQuantity unit risePercent
    band bandQuantity bandReferenceQuantity baseLoad referenceBaseLoad utility year budget costToDate
    forecast conventionCode availableQuantity maxQuantity leftPercent thresholdPercent }`;
  const listed = async (portal: RunningPortal, cookie: string, kind: string) =>
    ok(
      await gql<{ alerts: { nodes: ListedAlert[] } }>(
        portal,
        cookie,
        `{ alerts { nodes { kind facts ${USAGE_FACTS} } } }`,
      ),
    ).alerts.nodes.filter((n) => n.kind === kind);
  const kindsOf = async (cookie: string) =>
    ok(
      await gql<{ alertSettings: { kinds: Array<{ kind: string }> } }>(
        a,
        cookie,
        `{ alertSettings ${SETTINGS} }`,
      ),
    ).alertSettings.kinds.map((k) => k.kind);

  it('a household’s month that jumps in F3 is told of once, against the same month last year, naming the band (decision 0024)', async () => {
    const { cookie } = await a.signIn(AURORA);
    expect(await kindsOf(cookie)).toContain('CONSUMPTION_ANOMALY');
    expect(await kindsOf(cookie)).not.toContain('BUDGET');
    const spike = await admin('/alerts/consumption-spike', {
      email: AURORA,
      band: 'F3',
      factor: 3,
    });
    ok(await gql(a, cookie, `mutation { setAlertsActive(active: true) ${SETTINGS} }`));
    await runBoth();
    await makeDueFor(AURORA);
    await runBoth();
    const mine = (await mails()).filter(
      (m) => m.to[0] === AURORA && m.subject.includes(`per la fornitura ${spike.podPdr}`),
    );
    expect(mine).toHaveLength(1);
    expect(mine[0]?.subject).toMatch(/^Consumo in aumento del \d+% per la fornitura /);
    expect(mine[0]?.text).toContain(`Nel mese ${spike.period?.split('-').reverse().join('/')}`);
    expect(mine[0]?.text).toContain('È cresciuta di più la fascia F3');
    expect(`${mine[0]?.text}${mine[0]?.html}`).not.toMatch(/eyJ[\w-]+\.|portal_session/);
    const [alert] = await listed(a, cookie, 'CONSUMPTION_ANOMALY');
    expect(alert?.facts).toMatchObject({
      pointId: spike.podPdr,
      period: spike.period,
      granularity: 'MONTH',
      reference: 'LAST_YEAR',
      band: 'F3',
      unit: 'kWh',
    });
    expect(alert?.facts.risePercent as number).toBeGreaterThanOrEqual(30);
  });

  it('a business’s week whose nights jump raises the weekly anomaly and the base load rise (decision 0024)', async () => {
    const { cookie } = await a.signIn(OFFICINE);
    expect(await kindsOf(cookie)).toEqual(expect.arrayContaining(['BASE_LOAD_RISE', 'BUDGET']));
    expect(await kindsOf(cookie)).not.toContain('CONVENTION_QUANTITY');
    const spike = await admin('/alerts/consumption-spike', {
      email: OFFICINE,
      band: 'F3',
      factor: 2.5,
      period: 'week',
    });
    ok(await gql(a, cookie, `mutation { setAlertsActive(active: true) ${SETTINGS} }`));
    await runBoth();
    const base = await listed(a, cookie, 'BASE_LOAD_RISE');
    expect(base).toHaveLength(1);
    expect(base[0]?.facts).toMatchObject({ pointId: spike.podPdr, period: spike.period });
    expect(base[0]?.facts.baseLoad as number).toBeGreaterThan(
      base[0]?.facts.referenceBaseLoad as number,
    );
    const [week] = await listed(a, cookie, 'CONSUMPTION_ANOMALY');
    expect(week?.facts).toMatchObject({
      granularity: 'WEEK',
      reference: 'BASELINE',
      band: 'F3',
      period: spike.period,
    });
    const subjects = (await mails()).filter((m) => m.to[0] === OFFICINE).map((m) => m.subject);
    expect(subjects).toContain(
      `Consumo di base in aumento del ${base[0]?.facts.risePercent}% per la fornitura ${spike.podPdr}`,
    );
  });

  it('a budget is typed per commodity, validated, and passed by a jump in costs is told of once (decision 0024)', async () => {
    const { cookie } = await a.signIn(ACME);
    const refused = await gql(
      a,
      cookie,
      'mutation { setAlertBudget(utility: POWER, amount: 0.5) { active } }',
    );
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'amount',
    });
    const overview = ok(
      await gql<{ commodityOverview: { yearForecast: { estimate: { cost: number } | null } } }>(
        a,
        cookie,
        '{ commodityOverview(utility: POWER) { yearForecast { estimate { cost } } } }',
      ),
    );
    const projected = overview.commodityOverview.yearForecast.estimate?.cost as number;
    expect(projected).toBeGreaterThan(0);
    const budget = Math.ceil(projected * 1.05);
    const set = ok(
      await gql<{ setAlertBudget: { budgets: Array<{ utility: string; amount: number }> } }>(
        a,
        cookie,
        `mutation { setAlertBudget(utility: POWER, amount: ${budget}) { budgets { utility amount } } }`,
      ),
    );
    expect(set.setAlertBudget.budgets).toEqual([{ utility: 'POWER', amount: budget }]);
    ok(await gql(a, cookie, `mutation { setAlertsActive(active: true) ${SETTINGS} }`));
    await runBoth();
    expect(await listed(a, cookie, 'BUDGET')).toEqual([]);
    await admin('/alerts/consumption-spike', { email: ACME, all: true, factor: 4 });
    // A changed budget (or, here, the same one saved again) is evaluated at the next run.
    ok(
      await gql(
        a,
        cookie,
        `mutation { setAlertBudget(utility: POWER, amount: ${budget}) { active } }`,
      ),
    );
    await makeDueFor(ACME);
    await runBoth();
    const [alert, ...more] = await listed(a, cookie, 'BUDGET');
    expect(more).toEqual([]);
    expect(alert?.facts).toMatchObject({ utility: 'POWER', budget });
    expect(alert?.facts.forecast as number).toBeGreaterThan(budget);
    const mail = (await mails()).filter((m) => m.to[0] === ACME && m.subject.startsWith('Budget'));
    expect(mail.map((m) => m.subject)).toEqual([
      `Budget ${new Date().getFullYear()} energia elettrica superato`,
    ]);
  });

  it('a public body’s order that leaves 5 % of its convention raises the quantity alert once (decision 0024)', async () => {
    const { cookie } = await a.signIn(BOLZANO);
    expect(await kindsOf(cookie)).toContain('CONVENTION_QUANTITY');
    ok(await gql(a, cookie, `mutation { setAlertsActive(active: true) ${SETTINGS} }`));
    await runBoth();
    expect(await listed(a, cookie, 'CONVENTION_QUANTITY')).toEqual([]);
    const order = await admin('/alerts/convention-order', { email: BOLZANO, utility: 'gas' });
    ok(
      await gql(
        a,
        cookie,
        'mutation { setAlertSetting(kind: CONVENTION_QUANTITY, enabled: true, parameter: 10) { active } }',
      ),
    );
    await makeDueFor(BOLZANO);
    await runBoth();
    // Evaluated again (the setting saved again makes it due): the same fact is not told twice.
    ok(
      await gql(
        a,
        cookie,
        'mutation { setAlertSetting(kind: CONVENTION_QUANTITY, enabled: true, parameter: 10) { active } }',
      ),
    );
    await makeDueFor(BOLZANO);
    await runBoth();
    expect(
      (await store.query('SELECT 1 FROM alert_usage_checks WHERE customer = $1', [BOLZANO])).length,
    ).toBe(1);
    const [alert, ...more] = await listed(a, cookie, 'CONVENTION_QUANTITY');
    expect(more).toEqual([]);
    expect(alert?.facts).toMatchObject({
      conventionCode: order.codice,
      leftPercent: 5,
      thresholdPercent: 10,
      utility: 'GAS',
    });
    const mails_ = (await mails()).filter(
      (m) => m.to[0] === BOLZANO && m.subject.startsWith(`Convenzione ${order.codice}`),
    );
    expect(mails_).toHaveLength(1);
  });

  it('a refresh token that no longer renews pauses the alerts; the next sign-in resumes them', async () => {
    await fetch(`${sandbox.url}/__sandbox/expire-tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ANNA, refresh: true }),
    });
    await makeDue();
    await runBoth();
    const paused = await store.query<{ paused_reason: string | null }>(
      'SELECT paused_reason FROM alert_recipients WHERE customer = $1',
      [ANNA],
    );
    expect(paused[0]?.paused_reason).toBe('expired');
    const { cookie } = await a.signIn(ANNA);
    const settings = ok(
      await gql<{ alertSettings: { active: boolean; paused: boolean } }>(
        a,
        cookie,
        `{ alertSettings ${SETTINGS} }`,
      ),
    );
    expect(settings.alertSettings).toMatchObject({ active: true, paused: false, resumed: true });
    // Told once: read, the notice is not shown again, at this sign-in or the next.
    const dismissed = ok(
      await gql<{ dismissAlertsResumed: { resumed: boolean } }>(
        a,
        cookie,
        'mutation { dismissAlertsResumed { resumed active } }',
      ),
    );
    expect(dismissed.dismissAlertsResumed).toEqual({ resumed: false, active: true });
    const again = await a.signIn(ANNA);
    const later = ok(
      await gql<{ alertSettings: { resumed: boolean } }>(
        a,
        again.cookie,
        '{ alertSettings { resumed } }',
      ),
    );
    expect(later.alertSettings.resumed).toBe(false);
  });
});
