import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDataApp, type DataApp } from './data-helpers.ts';

let app: DataApp;
const RETURN = 'http://localhost:3000/retail/myBills';

beforeAll(async () => {
  app = await startDataApp();
});
afterAll(async () => {
  await app.close();
});

async function unpaid(): Promise<number[]> {
  const r = await app.json<{ invoices: Array<{ idfattura: number; pagato: boolean }> }>(
    '/api/invoices/browse',
    { body: {} },
  );
  return r.body.invoices.filter((i) => !i.pagato).map((i) => i.idfattura);
}

async function checkout(idfattura: number): Promise<{ checkoutId: string; paymentUrl: string }> {
  const r = await app.json<{ checkoutId: string; paymentUrl: string }>(
    '/api/Payment/invoice-checkout',
    { body: { idfattura, returnUrl: RETURN } },
  );
  expect(r.status).toBe(200);
  return r.body;
}

async function submit(paymentUrl: string, form: Record<string, string>): Promise<Response> {
  return fetch(paymentUrl, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
}

const card = (cardNumber: string) => ({ action: 'pay', cardNumber, expiry: '12/30', cvc: '123' });

function outcomeOf(response: Response): string | null {
  const location = response.headers.get('location');
  return location ? new URL(location).searchParams.get('outcome') : null;
}

describe('§7 card payment', () => {
  it('§7 test card 4242… succeeds: back to returnUrl with checkoutId and outcome; the result pays the invoice at most once', async () => {
    const [id] = await unpaid();
    const c = await checkout(Number(id));
    expect(c.paymentUrl).toBe(`${app.url}/payment/checkout/${c.checkoutId}`);
    const page = await fetch(c.paymentUrl);
    const html = await page.text();
    expect(html).toContain('<html lang="it">');
    expect(html).toContain('autocomplete="cc-number"');
    const back = await submit(c.paymentUrl, card('4242 4242 4242 4242'));
    expect(back.status).toBe(303);
    const location = new URL(back.headers.get('location') ?? '');
    expect(location.origin + location.pathname).toBe(RETURN);
    expect(location.searchParams.get('checkoutId')).toBe(c.checkoutId);
    expect(location.searchParams.get('outcome')).toBe('success');
    const first = await app.json('/api/Payment/checkout-client-result', {
      body: { checkoutId: c.checkoutId },
    });
    expect(first.body).toEqual({
      checkoutId: c.checkoutId,
      idfattura: id,
      outcome: 'success',
      pagato: true,
    });
    const paidOn = (
      await app.json<{ dataPagamento: string }>(`/api/invoices/get-invoice?idfattura=${id}`)
    ).body;
    const second = await app.json('/api/Payment/checkout-client-result', {
      body: { checkoutId: c.checkoutId },
    });
    expect(second.body).toEqual(first.body);
    expect((await app.json(`/api/invoices/get-invoice?idfattura=${id}`)).body).toEqual(paidOn);
    expect(paidOn).toMatchObject({ pagato: true, statoPagamento: 'Pagata', saldo: 0 });
    const again = await app.json<{ error: string }>('/api/Payment/invoice-checkout', {
      body: { idfattura: id, returnUrl: RETURN },
    });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('alreadyPaid');
    expect((await submit(c.paymentUrl, card('4242424242424242'))).status).toBe(409);
  });

  it('§7 test card 4000 0000 0000 0002 is declined and leaves the invoice unpaid', async () => {
    const [id] = await unpaid();
    const c = await checkout(Number(id));
    expect(outcomeOf(await submit(c.paymentUrl, card('4000 0000 0000 0002')))).toBe('declined');
    const r = await app.json('/api/Payment/checkout-client-result', {
      body: { checkoutId: c.checkoutId },
    });
    expect(r.body).toMatchObject({ outcome: 'declined', pagato: false });
  });

  it('§7 test card 4000 0000 0000 3220 asks for a second step; 123456 confirms, wrong codes three times decline', async () => {
    const [a, b] = await unpaid();
    const c1 = await checkout(Number(a));
    const step = await submit(c1.paymentUrl, card('4000000000003220'));
    expect(step.status).toBe(200);
    expect(await step.text()).toContain('name="code"');
    expect(
      (
        await app.json<{ error: string }>('/api/Payment/checkout-client-result', {
          body: { checkoutId: c1.checkoutId },
        })
      ).body.error,
    ).toBe('checkoutPending');
    const wrong = await submit(c1.paymentUrl, {
      step: 'challenge',
      action: 'confirm',
      code: '000000',
    });
    expect(wrong.status).toBe(422);
    expect(await wrong.text()).toContain('aria-invalid="true"');
    expect(
      outcomeOf(
        await submit(c1.paymentUrl, { step: 'challenge', action: 'confirm', code: '123456' }),
      ),
    ).toBe('success');
    expect(
      (
        await app.json('/api/Payment/checkout-client-result', {
          body: { checkoutId: c1.checkoutId },
        })
      ).body,
    ).toMatchObject({ outcome: 'success', pagato: true });

    const c2 = await checkout(Number(b));
    await submit(c2.paymentUrl, card('4000 0000 0000 3220'));
    await submit(c2.paymentUrl, { step: 'challenge', action: 'confirm', code: '1' });
    await submit(c2.paymentUrl, { step: 'challenge', action: 'confirm', code: '2' });
    expect(
      outcomeOf(await submit(c2.paymentUrl, { step: 'challenge', action: 'confirm', code: '3' })),
    ).toBe('declined');
  });

  it('§7 cancel returns with outcome canceled; invalid card fields are shown on the page (German with lang=de)', async () => {
    const [id] = await unpaid();
    const c = await checkout(Number(id));
    const german = await fetch(`${c.paymentUrl}?lang=de`);
    expect(await german.text()).toContain('Kartennummer');
    const invalid = await submit(c.paymentUrl, {
      action: 'pay',
      cardNumber: '1234',
      expiry: '01/20',
      cvc: 'x',
      lang: 'de',
    });
    expect(invalid.status).toBe(422);
    const html = await invalid.text();
    expect(html).toContain('role="alert"');
    expect(html.match(/aria-invalid="true"/g)).toHaveLength(3);
    const unknownCard = await submit(c.paymentUrl, {
      action: 'pay',
      cardNumber: '5555 5555 5555 4444',
      expiry: '12/30',
      cvc: '123',
    });
    expect(await unknownCard.text()).toContain('carta di prova');
    expect(outcomeOf(await submit(c.paymentUrl, { action: 'cancel' }))).toBe('canceled');
    expect(
      (
        await app.json('/api/Payment/checkout-client-result', {
          body: { checkoutId: c.checkoutId },
        })
      ).body,
    ).toMatchObject({ outcome: 'canceled', pagato: false });
    expect(
      (await fetch(`${app.url}/payment/checkout/00000000-0000-0000-0000-000000000000`)).status,
    ).toBe(404);
  });

  it('at most one charge per invoice — asking twice returns the open checkout; paid on the card page the invoice is paid before the result is read; back on the card page nothing more is charged', async () => {
    const [id] = await unpaid();
    const first = await checkout(Number(id));
    const second = await checkout(Number(id));
    expect(second).toEqual(first);
    const back = await submit(first.paymentUrl, card('4242 4242 4242 4242'));
    expect(outcomeOf(back)).toBe('success');
    // The customer never came back (network lost): the invoice is paid all the same.
    expect(
      (await app.json<{ pagato: boolean }>(`/api/invoices/get-invoice?idfattura=${id}`)).body
        .pagato,
    ).toBe(true);
    const refused = await app.json<{ error: string }>('/api/Payment/invoice-checkout', {
      body: { idfattura: id, returnUrl: RETURN },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('alreadyPaid');
    // The back button to the card page: it says the payment is concluded and links to the return.
    const again = await fetch(first.paymentUrl);
    const html = await again.text();
    expect(html).toContain('già concluso');
    expect(html).not.toContain('autocomplete="cc-number"');
    expect(html).toContain(`checkoutId=${first.checkoutId}&#38;outcome=success`);
    expect((await submit(first.paymentUrl, card('4242424242424242'))).status).toBe(409);
    const results = await Promise.all(
      [1, 2].map(() =>
        app.json('/api/Payment/checkout-client-result', { body: { checkoutId: first.checkoutId } }),
      ),
    );
    expect(results[0]?.body).toEqual({
      checkoutId: first.checkoutId,
      idfattura: id,
      outcome: 'success',
      pagato: true,
    });
    expect(results[1]?.body).toEqual(results[0]?.body);
  });

  it('a declined or canceled checkout is concluded, so asking again opens a new one', async () => {
    const [id] = await unpaid();
    const declined = await checkout(Number(id));
    await submit(declined.paymentUrl, card('4000 0000 0000 0002'));
    const next = await checkout(Number(id));
    expect(next.checkoutId).not.toBe(declined.checkoutId);
    await submit(next.paymentUrl, { action: 'cancel' });
    expect((await checkout(Number(id))).checkoutId).not.toBe(next.checkoutId);
  });

  it('upstream contract: returnUrl must be on a portal origin; foreign invoice or checkout is 404; bad input is 400', async () => {
    const [id] = await unpaid();
    for (const returnUrl of [
      'https://evil.example/x',
      'javascript:alert(1)',
      'http://localhost:3001/',
      'not a url',
    ]) {
      const r = await app.json<{ error: string; message: string }>(
        '/api/Payment/invoice-checkout',
        { body: { idfattura: id, returnUrl } },
      );
      expect(r.status).toBe(400);
      expect(r.body.message).toContain('returnUrl');
    }
    const acme = (
      await app.json<{ invoices: Array<{ idfattura: number }> }>('/api/invoices/browse', {
        body: {},
        email: 'acme@demo.it',
      })
    ).body.invoices[0]?.idfattura;
    expect(
      (
        await app.json('/api/Payment/invoice-checkout', {
          body: { idfattura: acme, returnUrl: RETURN },
        })
      ).status,
    ).toBe(404);
    const c = await checkout(Number(id));
    expect(
      (
        await app.json('/api/Payment/checkout-client-result', {
          body: { checkoutId: c.checkoutId },
          email: 'anna.huber@demo.it',
        })
      ).status,
    ).toBe(404);
    for (const [path, body, field] of [
      ['/api/Payment/invoice-checkout', { returnUrl: RETURN }, 'idfattura'],
      ['/api/Payment/invoice-checkout', { idfattura: id }, 'returnUrl'],
      ['/api/Payment/checkout-client-result', {}, 'checkoutId'],
    ] as const) {
      const r = await app.json<{ message: string }>(path, { body });
      expect(r.status).toBe(400);
      expect(r.body.message).toContain(field);
    }
    expect((await fetch(`${app.url}/payment/checkout/not-an-id`)).status).toBe(400);
  });
});
