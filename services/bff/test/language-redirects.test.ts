import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cookiesOf,
  firstInvoiceOf,
  qrPath,
  startPortal,
  visitPortal,
  type QrInvoice,
  type RunningPortal,
} from './helpers.ts';

// anna.huber@demo.it: profile locale de, registry culture de-DE — a German session (§5).
const GERMAN = 'anna.huber@demo.it';
let portal: RunningPortal;
let invoice: QrInvoice;

beforeAll(async () => {
  portal = await startPortal();
  const { cookie } = await portal.signIn(GERMAN);
  invoice = await firstInvoiceOf(portal, cookie, 100002);
});
afterAll(async () => portal?.close());

const visit = (path: string, cookie = ''): Promise<Response> => visitPortal(portal, path, cookie);

describe("§2, §5: redirects the BFF builds speak the session's language", () => {
  it('§5 language: a German customer lands on /de/retail after sign-in, an Italian one on /retail', async () => {
    expect((await portal.signIn(GERMAN)).location).toBe('/de/retail');
    expect((await portal.signIn('mario.rossi@demo.it')).location).toBe('/retail');
  });

  it('§2, §4: the QR link takes a German customer to /de/retail/myBills/{id}, or to /de/retail/myBills with the §8 text', async () => {
    const { cookie } = await portal.signIn(GERMAN);
    const found = await visit(qrPath(invoice.numeroFattura, invoice.dataEmissione), cookie);
    expect(found.status).toBe(303);
    expect(found.headers.get('location')).toBe(
      `/de/retail/myBills/${encodeURIComponent(invoice.numeroFattura)}?issueDate=${invoice.dataEmissione}`,
    );
    const missing = await visit(qrPath('NOT-A-REAL-NUMBER', invoice.dataEmissione), cookie);
    expect(missing.headers.get('location')).toBe('/de/retail/myBills?qrError=invoiceNotFoundForQr');
  });

  it('§2, §4: a pending QR invoice opens in German after a German sign-in', async () => {
    const pending = await visit(qrPath(invoice.numeroFattura, invoice.dataEmissione));
    const signedIn = await portal.signIn(GERMAN, 'demo', {
      cookie: `portal_qr=${cookiesOf(pending).portal_qr}`,
    });
    expect(signedIn.location).toBe(
      `/de/retail/myBills/${encodeURIComponent(invoice.numeroFattura)}?issueDate=${invoice.dataEmissione}`,
    );
    const missing = await visit(qrPath('NOT-A-REAL-NUMBER', invoice.dataEmissione));
    const notFound = await portal.signIn(GERMAN, 'demo', {
      cookie: `portal_qr=${cookiesOf(missing).portal_qr}`,
    });
    expect(notFound.location).toBe('/de/retail/myBills?qrError=invoiceNotFoundForQr');
  });

  it('§2, §6: impersonating a German customer lands on /de/retail', async () => {
    const grant = await portal.sandbox.admin.impersonationToken('operatore@demo.it', GERMAN);
    const query = new URLSearchParams({ token: grant.token, fingerprint: grant.fingerprint });
    const response = await visit(`/impersonate?${query.toString()}`);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/de/retail');
  });
});
