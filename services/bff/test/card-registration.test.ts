// Paying a supply's bills by card through the provider (§7 Payment, §3 contratti
// cardType, pAN, token): the registration's outcome is read idempotently, an accepted card files
// the payment-method change once with its token, the browser sees the masked card only, and
// another session's or customer's registration is NOT_FOUND.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPortal, type RunningPortal } from './helpers.ts';
import { codes, gql, ok } from './graphql-support.ts';

let portal: RunningPortal;
let mario: string;

beforeAll(async () => {
  portal = await startPortal();
  mario = (await portal.signIn('mario.rossi@demo.it')).cookie;
});
afterAll(async () => portal?.close());

const START =
  'mutation S($s: ID!, $l: ContentLanguage) { startCardRegistration(supplyId: $s, language: $l) { registrationId registrationUrl supplyId } }';
const COMPLETE =
  'mutation C($id: ID!) { completeCardRegistration(registrationId: $id) { registrationId supplyId outcome cardType maskedPan request { id kind state paymentMethod cardType maskedPan } } }';

interface Completed {
  completeCardRegistration: {
    outcome: string;
    cardType: string | null;
    maskedPan: string | null;
    request: { id: string; kind: string; paymentMethod: string; maskedPan: string | null } | null;
  };
}

async function supplies(): Promise<{ power: string; gas: string }> {
  const { supplies } = ok(
    await gql<{ supplies: { nodes: Array<{ id: string; utility: string }> } }>(
      portal,
      mario,
      '{ supplies { nodes { id utility } } }',
    ),
  );
  return {
    power: supplies.nodes.find((s) => s.utility === 'POWER')!.id,
    gas: supplies.nodes.find((s) => s.utility === 'GAS')!.id,
  };
}

async function start(supplyId: string, cookie = mario, language?: string) {
  return ok(
    await gql<{ startCardRegistration: { registrationId: string; registrationUrl: string } }>(
      portal,
      cookie,
      START,
      { s: supplyId, l: language },
    ),
  ).startCardRegistration;
}

async function card(url: string, form: Record<string, string>): Promise<URL | null> {
  const answer = await fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
  await answer.body?.cancel();
  const location = answer.headers.get('location');
  return location ? new URL(location) : null;
}
const pay = (cardNumber: string) => ({ action: 'pay', cardNumber, expiry: '12/35', cvc: '123' });

async function calls(path: string): Promise<number> {
  return (await portal.sandbox.admin.calls())[`POST ${path}`] ?? 0;
}

async function paymentRequests(supplyId: string): Promise<number> {
  const { supplyChangeRequests } = ok(
    await gql<{ supplyChangeRequests: { nodes: Array<{ kind: string }> } }>(
      portal,
      mario,
      'query R($s: ID) { supplyChangeRequests(supplyId: $s) { nodes { kind } } }',
      { s: supplyId },
    ),
  );
  return supplyChangeRequests.nodes.filter((r) => r.kind === 'PAYMENT_METHOD').length;
}

describe('startCardRegistration and completeCardRegistration', () => {
  it('an accepted card: back to the paymentMethod page, the request filed once with the masked card, however often and concurrently the result is asked; the token never reaches the browser', async () => {
    const { power } = await supplies();
    const opened = await start(power);
    const before = await paymentRequests(power);
    // Not concluded on the provider's page yet: PENDING, nothing filed.
    const pending = ok(
      await gql<Completed>(portal, mario, COMPLETE, { id: opened.registrationId }),
    );
    expect(pending.completeCardRegistration).toMatchObject({ outcome: 'PENDING', request: null });

    const back = await card(opened.registrationUrl, pay('4242424242424242'));
    expect(back?.pathname).toBe(`/retail/myUtilities/manageUts/paymentMethod/${power}`);
    expect(back?.searchParams.get('registrationId')).toBe(opened.registrationId);
    expect(back?.searchParams.get('outcome')).toBe('success');

    const filings = await calls('/ubik/graphql');
    const results = await calls('/api/Payment/card-registration-result');
    // Two tabs at once, then a reload: one request.
    const [a, b] = await Promise.all([
      gql<Completed>(portal, mario, COMPLETE, { id: opened.registrationId }),
      gql<Completed>(portal, mario, COMPLETE, { id: opened.registrationId }),
    ]);
    const again = await gql<Completed>(portal, mario, COMPLETE, { id: opened.registrationId });
    const first = ok(a).completeCardRegistration;
    expect(first).toMatchObject({
      outcome: 'SUCCESS',
      cardType: 'VISA',
      maskedPan: '424242******4242',
      request: { kind: 'PAYMENT_METHOD', paymentMethod: 'CARD', maskedPan: '424242******4242' },
    });
    expect(ok(b).completeCardRegistration).toEqual(first);
    expect(ok(again).completeCardRegistration).toEqual(first);
    for (const answer of [a, b, again])
      expect(JSON.stringify(answer)).not.toMatch(/tok_|4242424242424242/);
    expect(await paymentRequests(power)).toBe(before + 1);
    // The outcome was read from upstream once; later answers come from the filed request.
    expect(await calls('/api/Payment/card-registration-result')).toBe(results + 1);
    expect(await calls('/ubik/graphql')).toBeGreaterThan(filings);

    // The request is open now: a new registration is refused with the usual conflict.
    const second = await gql(portal, mario, START, { s: power });
    expect(codes(second)).toEqual(['CONFLICT']);
  });

  it('a refused or canceled card files nothing; the German page comes back to the German address', async () => {
    const { gas } = await supplies();
    const before = await paymentRequests(gas);
    const declined = await start(gas, mario, 'DE');
    expect(declined.registrationUrl).toMatch(/\?lang=de$/);
    const back = await card(declined.registrationUrl, pay('4000000000000002'));
    expect(back?.pathname).toBe(`/de/retail/myUtilities/manageUts/paymentMethod/${gas}`);
    const answer = ok(
      await gql<Completed>(portal, mario, COMPLETE, { id: declined.registrationId }),
    );
    expect(answer.completeCardRegistration).toMatchObject({
      outcome: 'DECLINED',
      cardType: null,
      maskedPan: null,
      request: null,
    });
    const canceled = await start(gas);
    expect(canceled.registrationId).not.toBe(declined.registrationId);
    await card(canceled.registrationUrl, { action: 'cancel' });
    const answer2 = ok(
      await gql<Completed>(portal, mario, COMPLETE, { id: canceled.registrationId }),
    );
    expect(answer2.completeCardRegistration).toMatchObject({ outcome: 'CANCELED', request: null });
    expect(await paymentRequests(gas)).toBe(before);
  });

  it('ownership: another customer and another session of the same customer get NOT_FOUND for the registration; a foreign or malformed id never reaches upstream', async () => {
    const { gas } = await supplies();
    const opened = await start(gas);
    await card(opened.registrationUrl, pay('4242424242424242'));
    const anna = (await portal.signIn('anna.huber@demo.it')).cookie;
    const otherSession = (await portal.signIn('mario.rossi@demo.it')).cookie;
    const results = await calls('/api/Payment/card-registration-result');
    for (const cookie of [anna, otherSession])
      expect(codes(await gql(portal, cookie, COMPLETE, { id: opened.registrationId }))).toEqual([
        'NOT_FOUND',
      ]);
    expect(codes(await gql(portal, anna, START, { s: gas }))).toEqual(['NOT_FOUND']);
    expect(codes(await gql(portal, mario, COMPLETE, { id: 'not a valid id!' }))).toEqual([
      'BAD_USER_INPUT',
    ]);
    expect(await calls('/api/Payment/card-registration-result')).toBe(results);
  });
});
