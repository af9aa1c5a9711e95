// The command-line client end to end (README "Other channels"): the sandbox and
// the BFF on real sockets, the CLI's own loopback listener, and the person's part in the browser
// done by HTTP (the sandbox's sign-in form). It signs in as a native app, lists the customer's
// bills through the BFF's GraphQL API with the bearer token and saves a bill's PDF.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { idpSignIn } from '@portal/sandbox/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPortal, type RunningPortal } from '../../services/bff/test/helpers.ts';
import { CHROMIUM_FLAGS, testBrowserPath } from '../e2e/support/chromium.ts';
import { run } from '../../services/cli/src/main.ts';
import { PortalApi, PortalApiError } from '../../services/cli/src/portal.ts';

let portal: RunningPortal;
let folder: string;

beforeAll(async () => {
  portal = await startPortal();
  folder = await mkdtemp(join(tmpdir(), 'portal-cli-'));
});
afterAll(async () => {
  await portal?.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

/** Runs the CLI against the portal; the browser's part is the sandbox's form, posted by HTTP. */
async function cli(args: string[], email = 'mario.rossi@demo.it') {
  const printed: string[] = [];
  const signInAddresses: string[] = [];
  const code = await run(args, {
    print: (line) => printed.push(line),
    env: { PORTAL_URL: portal.url, OIDC_ISSUER: `${portal.sandbox.url}/oidc` },
    open: async (url) => {
      signInAddresses.push(url);
      // The identity provider sends the browser back to the CLI's listener on 127.0.0.1.
      const back = await fetch(await idpSignIn(url, email, 'demo'));
      expect(back.status).toBe(200);
      await back.text();
    },
  });
  return { code, printed, signInAddresses };
}

describe('portal-cli, a native app of the portal API', () => {
  it("signs in with PKCE on a loopback port and lists the customer's bills", async () => {
    const { code, printed, signInAddresses } = await cli(['bills', '--first', '5']);
    expect(code).toBe(0);
    const authorize = new URL(signInAddresses[0] ?? '');
    expect(authorize.searchParams.get('client_id')).toBe('portal-cli');
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('resource')).toBe(`${portal.url}/api`);
    expect(authorize.searchParams.get('redirect_uri')).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/callback$/,
    );
    expect(printed[1]).toMatch(/^\d+ of \d+ bills$/);
    expect(printed.length).toBeGreaterThan(2);
  });

  it("downloads one of the customer's bills as a PDF", async () => {
    const listed = await cli(['bills']);
    // Lines after the count: id, number, issue date, … (retail bills all have their PDF).
    const id = listed.printed[2]?.split(/\s+/)[0];
    if (!id) throw new Error('no bill listed');
    const file = join(folder, 'bill.pdf');
    const { code, printed } = await cli(['download', id, '--out', file]);
    expect(code).toBe(0);
    expect(printed.at(-1)).toMatch(/^Saved .*bill\.pdf \(\d+ bytes\)$/);
    const pdf = await readFile(file);
    expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
  });

  it("cannot download another customer's bill: NOT_FOUND, as for a session", async () => {
    const annas = await cli(['bills'], 'anna.huber@demo.it');
    const id = annas.printed[2]?.split(/\s+/)[0];
    if (!id) throw new Error('anna.huber has no bill');
    await expect(cli(['download', id, '--out', join(folder, 'other.pdf')])).rejects.toEqual(
      new PortalApiError(404, 'NOT_FOUND'),
    );
  });

  it('is refused by the API without a valid token', async () => {
    await expect(new PortalApi(portal.url, 'not-a-token').bills()).rejects.toMatchObject({
      status: 401,
      code: 'UNAUTHENTICATED',
    });
  });

  it('prints its usage for an unknown command', async () => {
    const { code, printed } = await cli(['frobnicate']);
    expect(code).toBe(2);
    expect(printed[0]).toMatch(/^usage: portal-cli bills/);
  });

  it('signs in through a real browser: the sign-in page lets its form end on the loopback listener (RFC 8252)', async () => {
    const browser = await chromium.launch({
      executablePath: testBrowserPath(),
      args: CHROMIUM_FLAGS,
    });
    const blocked: string[] = [];
    try {
      const page = await browser.newPage();
      page.on('console', (message) => {
        // A form-action refusal is said on the console (the browser's own favicon 404 is not one).
        if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
      });
      const printed: string[] = [];
      const code = await run(['bills', '--first', '1'], {
        print: (line) => printed.push(line),
        env: { PORTAL_URL: portal.url, OIDC_ISSUER: `${portal.sandbox.url}/oidc` },
        open: async (url) => {
          await page.goto(url);
          await page.fill('#email', 'mario.rossi@demo.it');
          await page.fill('#password', 'demo');
          await Promise.all([
            page.waitForURL((address) => address.hostname === '127.0.0.1'),
            page.click('button[type="submit"]'),
          ]);
        },
      });
      expect(blocked).toEqual([]);
      expect(code).toBe(0);
      expect(await page.textContent('body')).toContain('Accesso completato');
      expect(printed[1]).toMatch(/^1 of \d+ bills$/);
    } finally {
      await browser.close();
    }
  });
});
