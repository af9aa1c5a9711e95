import { ERROR_TEXTS } from '@portal/shared/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cookiesOf,
  firstInvoiceOf,
  joinCookies,
  qrPath,
  startPortal,
  storedSession,
  visitPortal,
  type QrInvoice,
  type RunningPortal,
} from './helpers.ts';

let portal: RunningPortal;
let invoice: QrInvoice;

beforeAll(async () => {
  portal = await startPortal();
  const { cookie } = await portal.signIn('mario.rossi@demo.it');
  invoice = await firstInvoiceOf(portal, cookie, 100001);
});
afterAll(async () => portal?.close());

const visit = (path: string, cookie = ''): Promise<Response> => visitPortal(portal, path, cookie);

function detailOf(number: string, day: string): string {
  return `/retail/myBills/${encodeURIComponent(number)}?issueDate=${day}`;
}

describe('QR invoice flow (§4, §5)', () => {
  it('takes a signed-in retail customer to the invoice, replacing the history entry (303 redirect)', async () => {
    const { cookie } = await portal.signIn('mario.rossi@demo.it');
    await portal.sandbox.admin.resetCalls();
    const response = await visit(qrPath(invoice.numeroFattura, invoice.dataEmissione), cookie);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(
      detailOf(invoice.numeroFattura, invoice.dataEmissione),
    );
    expect((await portal.sandbox.admin.calls())['POST /api/invoices/browse']).toBe(1);
  });

  it("keeps the session and shows 'Fattura non trovata per questo utente.' when the invoice is not the customer's (§8)", async () => {
    const { cookie } = await portal.signIn('mario.rossi@demo.it');
    const response = await visit(qrPath('NOT-A-REAL-NUMBER', invoice.dataEmissione), cookie);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/retail/myBills?qrError=invoiceNotFoundForQr');
    expect(ERROR_TEXTS.invoiceNotFoundForQr).toBe('Fattura non trovata per questo utente.');
    expect((await portal.api(cookie, '/api/session')).status).toBe(200);
  });

  it('signs a non-retail customer out, keeps the pending invoice and opens it after a retail sign-in (§4)', async () => {
    const corporate = await portal.signIn('acme@demo.it');
    const response = await visit(
      qrPath(invoice.numeroFattura, invoice.dataEmissione),
      corporate.cookie,
    );
    expect(response.status).toBe(303);
    const target = new URL(response.headers.get('location') ?? '');
    expect(target.pathname).toBe('/oidc/session/end');
    expect(target.searchParams.get('post_logout_redirect_uri')).toBe(`${portal.url}/login`);
    expect((await portal.api(corporate.cookie, '/api/session')).status).toBe(401);
    const pending = cookiesOf(response).portal_qr;
    expect(pending).toBeTruthy();

    const retail = await portal.signIn('mario.rossi@demo.it', 'demo', {
      cookie: `portal_qr=${pending}`,
    });
    expect(retail.location).toBe(detailOf(invoice.numeroFattura, invoice.dataEmissione));
    const stored = await storedSession(portal, retail.cookie);
    expect(stored?.qrPending).toBeNull();
  });

  it('sends a signed-out visitor to sign in and, after it, to the invoice; the pending entry is removed (§4)', async () => {
    const response = await visit(qrPath(invoice.numeroFattura, invoice.dataEmissione));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/auth/login');
    const pending = cookiesOf(response).portal_qr;
    expect(pending).toBeTruthy();

    const login = await fetch(`${portal.url}/auth/login`, {
      redirect: 'manual',
      headers: { cookie: `portal_qr=${pending}` },
    });
    const signInCookie = `portal_signin=${cookiesOf(login).portal_signin}`;
    const { idpSignIn } = await import('@portal/sandbox/testing');
    const callback = new URL(
      await idpSignIn(login.headers.get('location') ?? '', 'mario.rossi@demo.it', 'demo'),
    );
    const done = await fetch(`${portal.url}${callback.pathname}${callback.search}`, {
      redirect: 'manual',
      headers: { cookie: joinCookies(signInCookie, `portal_qr=${pending}`) },
    });
    expect(done.headers.get('location')).toBe(
      detailOf(invoice.numeroFattura, invoice.dataEmissione),
    );
    expect(done.headers.getSetCookie().some((line) => line.startsWith('portal_qr=;'))).toBe(true);
  });

  it("§8: a pending invoice not found after sign-in shows 'Fattura non trovata per questo utente.' on the bills list; the session continues", async () => {
    const missing = await visit(qrPath('NOT-A-REAL-NUMBER', invoice.dataEmissione));
    const notFound = await portal.signIn('mario.rossi@demo.it', 'demo', {
      cookie: `portal_qr=${cookiesOf(missing).portal_qr}`,
    });
    expect(notFound.location).toBe('/retail/myBills?qrError=invoiceNotFoundForQr');
    expect(ERROR_TEXTS.invoiceNotFoundForQr).toBe('Fattura non trovata per questo utente.');
    expect((await portal.api(notFound.cookie, '/api/session')).status).toBe(200);
    expect((await storedSession(portal, notFound.cookie))?.qrPending).toBeNull();
  });

  it('§4: a pending invoice check that fails after sign-in lands on the landing route; the session continues', async () => {
    const pending = await visit(qrPath(invoice.numeroFattura, invoice.dataEmissione));
    await portal.sandbox.admin.addFault({
      method: 'POST',
      path: '^/api/invoices/browse$',
      status: 500,
      times: 1,
    });
    try {
      const failed = await portal.signIn('mario.rossi@demo.it', 'demo', {
        cookie: `portal_qr=${cookiesOf(pending).portal_qr}`,
      });
      expect(failed.location).toBe('/retail');
      expect((await portal.api(failed.cookie, '/api/session')).status).toBe(200);
    } finally {
      await portal.sandbox.admin.clearFaults();
    }
  });

  it('after a sign-in checks a pending invoice for retail only (§4)', async () => {
    const pending = await visit(qrPath(invoice.numeroFattura, invoice.dataEmissione));
    await portal.sandbox.admin.resetCalls();
    const corporate = await portal.signIn('acme@demo.it', 'demo', {
      cookie: `portal_qr=${cookiesOf(pending).portal_qr}`,
    });
    expect(corporate.location).toBe('/corporate');
    expect((await portal.sandbox.admin.calls())['POST /api/invoices/browse']).toBeUndefined();
  });

  it('rejects an invalid issue date or a missing number (§5)', async () => {
    expect((await visit(qrPath(invoice.numeroFattura, '2024-02-30'))).status).toBe(400);
    expect((await visit('/qrcode-invoice?dataEmissione=2024-01-01')).status).toBe(400);
  });
});
