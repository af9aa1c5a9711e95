import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalTokens, startSandbox, type RunningSandbox } from '../src/testing.ts';

let sandbox: RunningSandbox;
let token: string;

beforeAll(async () => {
  sandbox = await startSandbox();
  token = (await portalTokens(sandbox, 'mario.rossi@demo.it')).access_token;
});
afterAll(async () => {
  await sandbox.close();
});

async function call<T>(
  path: string,
  body?: unknown,
  bearer = token,
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${sandbox.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as T };
}

describe('the data side through the whole sandbox with real portal tokens', () => {
  it('§7 data service and REST answer with a signed-in portal token; a forged token is 401', async () => {
    const gql = await call<{
      data: {
        fatture: { totalCount: number; nodes: Array<{ idfattura: number; pagato: boolean }> };
      };
    }>('/ubik/graphql', {
      query:
        'query Bills($ids: [Int!]!) { fatture(idanagrafica: $ids, statoPagamento: ["Da pagare"], first: 5) { totalCount nodes { idfattura pagato } } }',
      variables: { ids: [100001] },
      operationName: 'Bills',
    });
    expect(gql.status).toBe(200);
    expect(gql.body.data.fatture.totalCount).toBeGreaterThan(0);
    const id = gql.body.data.fatture.nodes[0]?.idfattura;
    const inv = await call<{ idfattura: number }>(`/api/invoices/get-invoice?idfattura=${id}`);
    expect(inv.body.idfattura).toBe(id);
    expect(
      (
        await call(
          '/ubik/graphql',
          { query: '{ anagrafica(idanagrafica: 100001) { ragSoc } }' },
          'forged',
        )
      ).status,
    ).toBe(401);
    expect((await call('/api/registrazione/anagrafica/get', undefined, 'forged')).status).toBe(401);
  });

  it('/__sandbox/reset restores a paid invoice to its seeded state', async () => {
    const [target] = (
      await call<{ invoices: Array<{ idfattura: number; pagato: boolean }> }>(
        '/api/invoices/browse',
        {},
      )
    ).body.invoices.filter((i) => !i.pagato);
    const checkout = await call<{ checkoutId: string; paymentUrl: string }>(
      '/api/Payment/invoice-checkout',
      {
        idfattura: target?.idfattura,
        returnUrl: `${sandbox.options.portalOrigins[0]}/retail/myBills`,
      },
    );
    const back = await fetch(checkout.body.paymentUrl, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        action: 'pay',
        cardNumber: '4242424242424242',
        expiry: '12/35',
        cvc: '123',
      }).toString(),
    });
    expect(back.status).toBe(303);
    expect(
      (
        await call<{ pagato: boolean }>('/api/Payment/checkout-client-result', {
          checkoutId: checkout.body.checkoutId,
        })
      ).body.pagato,
    ).toBe(true);
    await sandbox.admin.reset();
    const fresh = (await portalTokens(sandbox, 'mario.rossi@demo.it')).access_token;
    expect(
      (
        await call<{ pagato: boolean }>(
          `/api/invoices/get-invoice?idfattura=${target?.idfattura}`,
          undefined,
          fresh,
        )
      ).body.pagato,
    ).toBe(false);
  });

  it('/__sandbox/richieste/:id/avanza moves a supply request on like the back office', async () => {
    // A fresh token: an earlier test's reset ended the first one.
    token = (await portalTokens(sandbox, 'mario.rossi@demo.it')).access_token;
    const supplies = await call<{
      data: { forniture: { nodes: Array<{ idfornitura: number }> } };
    }>('/ubik/graphql', {
      query: '{ forniture(idanagrafica: [100001], codUtility: Gas) { nodes { idfornitura } } }',
    });
    const gas = supplies.body.data.forniture.nodes[0]?.idfornitura;
    const filed = await call<{ data: { creaRichiestaGestione: { idrichiesta: number } } }>(
      '/ubik/graphql',
      {
        query: `mutation { creaRichiestaGestione(input: { idanagrafica: 100001, idfornitura: ${gas}, tipo: ModalitaPagamento, modalitaPagamento: "Bollettino postale" }) { idrichiesta } }`,
      },
    );
    const id = filed.body.data.creaRichiestaGestione.idrichiesta;
    const advance = (body: unknown = {}) =>
      fetch(`${sandbox.url}/__sandbox/richieste/${id}/avanza`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect(await (await advance()).json()).toEqual({ idrichiesta: id, stato: 'In lavorazione' });
    expect(await (await advance({ rifiuta: true })).json()).toEqual({
      idrichiesta: id,
      stato: 'Rifiutata',
    });
    expect((await advance()).status).toBe(409);
    expect(
      (
        await fetch(`${sandbox.url}/__sandbox/richieste/1/avanza`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        })
      ).status,
    ).toBe(404);
  });
});
