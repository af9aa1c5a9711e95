// §7 Payment and §3 contratti (cardType, pAN, idcreditcard, token): a card registered with the
// provider for a supply's bills, and the payment-method request filed with its token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDataApp, type DataApp } from './data-helpers.ts';

let app: DataApp;
const RETURN = 'http://localhost:3000/retail/myUtilities/manageUts/paymentMethod/1';

beforeAll(async () => {
  app = await startDataApp();
});
afterAll(async () => {
  await app.close();
});

async function activeSupplies(email = 'mario.rossi@demo.it'): Promise<number[]> {
  const r = await app.gql<{
    forniture: { nodes: Array<{ idfornitura: number; statoFornitura: string }> };
  }>('{ forniture(idanagrafica: [100001]) { nodes { idfornitura statoFornitura } } }', {}, email);
  return r.data.forniture.nodes
    .filter((f) => f.statoFornitura === 'Attiva')
    .map((f) => f.idfornitura);
}

async function open(idfornitura: number, email = 'mario.rossi@demo.it') {
  return app.json<{ registrationId: string; registrationUrl: string; error?: string }>(
    '/api/Payment/card-registration',
    { body: { idfornitura, returnUrl: RETURN }, email },
  );
}

const submit = (url: string, form: Record<string, string>) =>
  fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
const card = (cardNumber: string) => ({ action: 'pay', cardNumber, expiry: '12/30', cvc: '123' });

interface Result {
  registrationId: string;
  idfornitura: number;
  outcome: string;
  cardType: string | null;
  pAN: string | null;
  idcreditcard: number | null;
  token: string | null;
}
const result = (registrationId: string, email = 'mario.rossi@demo.it') =>
  app.json<Result & { error?: string }>('/api/Payment/card-registration-result', {
    body: { registrationId },
    email,
  });

const FILE = `mutation ($input: RichiestaGestioneInput!) { creaRichiestaGestione(input: $input) { idrichiesta modalitaPagamento cardType pAN } }`;

describe('§7 card registration with the provider', () => {
  it('an accepted card returns with registrationId and outcome; the result answers the masked card and a token, the same every time; the token files one request', async () => {
    app.store.reset();
    const [supply] = await activeSupplies();
    const r = await open(Number(supply));
    expect(r.status).toBe(200);
    expect(r.body.registrationUrl).toBe(
      `${app.url}/payment/card-registration/${r.body.registrationId}`,
    );
    // Asking again while it is open answers the same registration.
    expect((await open(Number(supply))).body.registrationId).toBe(r.body.registrationId);
    const page = await (await fetch(r.body.registrationUrl)).text();
    expect(page).toContain('Registrazione della carta');
    expect(page).toContain('autocomplete="cc-number"');
    expect((await result(r.body.registrationId)).body.error).toBe('registrationPending');

    const back = await submit(r.body.registrationUrl, card('4242 4242 4242 4242'));
    expect(back.status).toBe(303);
    const location = new URL(back.headers.get('location') ?? '');
    expect(location.origin + location.pathname).toBe(RETURN);
    expect(location.searchParams.get('registrationId')).toBe(r.body.registrationId);
    expect(location.searchParams.get('outcome')).toBe('success');
    expect(location.href).not.toContain('4242424242424242');

    const first = await result(r.body.registrationId);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      idfornitura: supply,
      outcome: 'success',
      cardType: 'VISA',
      pAN: '424242******4242',
    });
    expect(first.body.token).toMatch(/^tok_[0-9a-f]{32}$/);
    expect(JSON.stringify(first.body)).not.toContain('4242424242424242');
    expect((await result(r.body.registrationId)).body).toEqual(first.body);
    // Concluded: the page only links back, a second submission changes nothing.
    expect((await submit(r.body.registrationUrl, card('4000 0000 0000 0002'))).status).toBe(409);
    expect((await result(r.body.registrationId)).body).toEqual(first.body);

    const input = {
      idanagrafica: 100001,
      idfornitura: supply,
      tipo: 'ModalitaPagamento',
      modalitaPagamento: 'Carta di credito',
      token: first.body.token,
    };
    const filed = await app.gql<{ creaRichiestaGestione: Record<string, unknown> }>(FILE, {
      input,
    });
    expect(filed.errors).toBeUndefined();
    expect(filed.data.creaRichiestaGestione).toMatchObject({
      modalitaPagamento: 'Carta di credito',
      cardType: 'VISA',
      pAN: '424242******4242',
    });
  });

  it('a refused or canceled card answers no token; a token of another supply or an unknown one files nothing', async () => {
    app.store.reset();
    const [a, b] = await activeSupplies();
    const declined = await open(Number(a));
    await submit(declined.body.registrationUrl, card('4000 0000 0000 0002'));
    expect((await result(declined.body.registrationId)).body).toMatchObject({
      outcome: 'declined',
      token: null,
      pAN: null,
    });
    const canceled = await open(Number(a));
    expect(canceled.body.registrationId).not.toBe(declined.body.registrationId);
    const back = await submit(canceled.body.registrationUrl, { action: 'cancel' });
    expect(new URL(back.headers.get('location') ?? '').searchParams.get('outcome')).toBe(
      'canceled',
    );
    expect((await result(canceled.body.registrationId)).body).toMatchObject({
      outcome: 'canceled',
      token: null,
    });

    const accepted = await open(Number(b));
    await submit(accepted.body.registrationUrl, card('4242424242424242'));
    const token = (await result(accepted.body.registrationId)).body.token;
    for (const t of [token, 'tok_unknown']) {
      const filed = await app.gql(FILE, {
        input: {
          idanagrafica: 100001,
          idfornitura: a,
          tipo: 'ModalitaPagamento',
          modalitaPagamento: 'Carta di credito',
          token: t,
        },
      });
      expect(filed.errors?.[0]?.extensions).toMatchObject({ field: 'token' });
    }
  });

  it('a wrong card number is refused on the page with what was typed kept; the second step accepts the code', async () => {
    app.store.reset();
    const [supply] = await activeSupplies();
    const r = await open(Number(supply));
    const bad = await submit(r.body.registrationUrl, {
      action: 'pay',
      cardNumber: '4242 4242 4242 4241',
      expiry: '12/30',
      cvc: '1',
    });
    expect(bad.status).toBe(422);
    const html = await bad.text();
    expect(html).toContain('value="4242 4242 4242 4241"');
    expect(html).toContain('role="alert"');
    const challenge = await submit(r.body.registrationUrl, card('4000 0000 0000 3220'));
    expect(challenge.status).toBe(200);
    const done = await submit(r.body.registrationUrl, { action: 'confirm', code: '123456' });
    expect(new URL(done.headers.get('location') ?? '').searchParams.get('outcome')).toBe('success');
    expect((await result(r.body.registrationId)).body).toMatchObject({ pAN: '400000******3220' });
  });

  it('ownership: another customer opens no registration for the supply and reads no result of it (not found)', async () => {
    app.store.reset();
    const [supply] = await activeSupplies();
    expect((await open(Number(supply), 'anna.huber@demo.it')).status).toBe(404);
    const r = await open(Number(supply));
    await submit(r.body.registrationUrl, card('4242424242424242'));
    const other = await result(r.body.registrationId, 'anna.huber@demo.it');
    expect(other.status).toBe(404);
    expect(JSON.stringify(other.body)).not.toContain('tok_');
    const elsewhere = await app.json<{ error: string }>('/api/Payment/card-registration', {
      body: { idfornitura: supply, returnUrl: 'https://evil.example/x' },
    });
    expect(elsewhere.status).toBe(400);
  });
});
