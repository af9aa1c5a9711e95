// Issue 16 item 2 (docs/decisions/0009): with the production rule on, the built web client works —
// every retail page of §2 and the corporate pages without an id ask the BFF only documents of its
// manifest (no /api/graphql answer is a 400), while a document the client does not have is refused
// to the same browser session. The portal is started for this spec with E2E_KNOWN_DOCUMENTS_ONLY.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { routesOfSegment } from '@portal/shared/routes';
import { expect, test, type Page } from '@playwright/test';
import { keepScreenshot, openSignedIn } from './support/portal.ts';
import { expectRealPage, linkTo, watchConsole } from './support/sweep.ts';

let child: ChildProcess | undefined;
const saved = { portal: process.env.PORTAL_URL, sandbox: process.env.SANDBOX_URL };

test.beforeAll(async () => {
  const repo = fileURLToPath(new URL('../../', import.meta.url));
  const started = spawn(
    process.execPath,
    ['--import', 'tsx', 'tests/e2e/support/portal-server.ts'],
    {
      cwd: repo,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, NODE_ENV: 'test', E2E_KNOWN_DOCUMENTS_ONLY: 'on' },
    },
  );
  child = started;
  const urls = await new Promise<{ portal: string; sandbox: string }>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error('the portal did not start')), 90_000);
    started.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
      const portal = /PORTAL_URL=(\S+)/.exec(out)?.[1];
      const sandbox = /SANDBOX_URL=(\S+)/.exec(out)?.[1];
      if (portal && sandbox) {
        clearTimeout(timer);
        resolve({ portal, sandbox });
      }
    });
    started.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the portal exited with code ${code}`));
    });
  });
  // The shared steps (openSignedIn, the sweep) address this spec's portal while it runs.
  process.env.PORTAL_URL = urls.portal;
  process.env.SANDBOX_URL = urls.sandbox;
});

test.afterAll(async () => {
  process.env.PORTAL_URL = saved.portal;
  process.env.SANDBOX_URL = saved.sandbox;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child?.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
});

/** Every /api/graphql answer the page gets from now on: its status and the operation's name. */
function watchGraphql(page: Page): Array<{ status: number; operation: string }> {
  const answers: Array<{ status: number; operation: string }> = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname !== '/api/graphql') return;
    const body = response.request().postData() ?? '';
    const operation = /(query|mutation)\s+(\w+)/.exec(body)?.[2] ?? '(unnamed)';
    answers.push({ status: response.status(), operation });
  });
  return answers;
}

test('issue 16 item 2: every retail page works when only the client’s own documents are accepted (mario.rossi)', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const routes = [...routesOfSegment('retail')].sort(
    (a, b) =>
      a.params.length - b.params.length || a.path.split('/').length - b.path.split('/').length,
  );
  const answers = watchGraphql(page);
  await openSignedIn(page, '/retail', 'mario.rossi@demo.it');
  const errors = watchConsole(page);
  const links = new Set<string>();
  for (const route of routes) {
    const path = route.params.length === 0 ? route.path : linkTo(route, '', links);
    expect(path, `a page visited before links to ${route.path}`).not.toBeNull();
    await test.step(path ?? route.path, async () => {
      for (const link of await expectRealPage(page, path ?? '')) links.add(link);
    });
  }
  expect(answers.length).toBeGreaterThan(routes.length);
  expect(answers.filter((a) => a.status !== 200)).toEqual([]);
  expect(errors, 'console errors').toEqual([]);

  await page.goto(new URL('/retail', process.env.PORTAL_URL).href);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await keepScreenshot(page, 'known-documents-retail-1280');
  await page.setViewportSize({ width: 360, height: 800 });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await keepScreenshot(page, 'known-documents-retail-360');

  // The same browser session sending a document of its own making is refused (the rule is on).
  const refused = await page.request.post(new URL('/api/graphql', process.env.PORTAL_URL).href, {
    headers: { 'x-portal-csrf': '1', origin: new URL(process.env.PORTAL_URL ?? '').origin },
    data: { query: '{ retailDashboard { totalToPay } }' },
  });
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toMatchObject({
    errors: [{ extensions: { code: 'BAD_USER_INPUT', reason: 'unknownDocument' } }],
  });
});

test('issue 16 item 2: the corporate pages without an id work too (acme)', async ({ page }) => {
  test.setTimeout(240_000);
  const routes = [...routesOfSegment('corporate')].filter((route) => route.params.length === 0);
  const answers = watchGraphql(page);
  await openSignedIn(page, '/corporate', 'acme@demo.it');
  const errors = watchConsole(page);
  for (const route of routes) {
    await test.step(route.path, async () => {
      await expectRealPage(page, route.path);
    });
  }
  expect(answers.length).toBeGreaterThan(0);
  expect(answers.filter((a) => a.status !== 200)).toEqual([]);
  expect(errors, 'console errors').toEqual([]);
});
