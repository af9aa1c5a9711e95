import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPortal, type RunningPortal } from './helpers.ts';

let portal: RunningPortal;
let browser: Browser;

beforeAll(async () => {
  portal = await startPortal();
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
});
afterAll(async () => {
  await browser?.close();
  await portal?.close();
});

describe('headless browser sign-in', () => {
  it("signs in through the sandbox's page and reads /api/session; page scripts never see the session cookie (§4, §9)", async () => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await page.goto(`${portal.url}/auth/login`);
      expect(new URL(page.url()).origin).toBe(portal.sandbox.url);
      await page.fill('#email', 'mario.rossi@demo.it');
      await page.fill('#password', 'demo');
      await Promise.all([
        page.waitForURL((url) => url.origin === portal.url && url.pathname === '/retail'),
        page.click('button[type="submit"]'),
      ]);

      const session = await page.evaluate(async () => {
        const response = await fetch('/api/session', { headers: { 'x-portal-csrf': '1' } });
        return {
          status: response.status,
          body: (await response.json()) as { user: { email: string }; segment: string },
        };
      });
      expect(session.status).toBe(200);
      expect(session.body.user.email).toBe('mario.rossi@demo.it');
      expect(session.body.segment).toBe('retail');

      expect(String(await page.evaluate('document.cookie'))).not.toContain('portal_session');
      const cookies = await context.cookies(portal.url);
      expect(cookies.find((c) => c.name === 'portal_session')).toMatchObject({
        httpOnly: true,
        sameSite: 'Lax',
        path: '/',
      });
    } finally {
      await context.close();
    }
  });
});
