// Through the real flow (BFF + sandbox): a write that files something, repeated with the same
// Idempotency-Key — a double click, a replayed request, a retry after a lost answer — files one
// case and answers the first answer again; another key files another (§7: a POST is never sent
// twice on the portal's account).
import { addIsoDays } from '@portal/shared/procurement';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { romeToday } from '../src/graphql/inputs.ts';
import { codes, ok, type GraphQLAnswer } from './graphql-support.ts';
import { startPortal, type RunningPortal } from './helpers.ts';

let portal: RunningPortal;
let mario: string;
let acme: string;
let verona: string;

beforeAll(async () => {
  portal = await startPortal();
  mario = (await portal.signIn('mario.rossi@demo.it')).cookie;
  acme = (await portal.signIn('acme@demo.it')).cookie;
  verona = (await portal.signIn('comune.verona@demo.it')).cookie;
}, 60_000);
afterAll(async () => portal?.close());

let keys = 0;
const newKey = () => `test-key-${process.pid}-${++keys}-${Date.now()}`;

/** A GraphQL call with an Idempotency-Key (none when `key` is undefined). */
async function send<T = Record<string, unknown>>(
  cookie: string,
  query: string,
  variables: Record<string, unknown>,
  key?: string,
): Promise<GraphQLAnswer<T> & { replayed: boolean }> {
  const response = await portal.api(cookie, '/api/graphql', {
    method: 'POST',
    body: JSON.stringify({ query, variables }),
    headers: key === undefined ? {} : { 'idempotency-key': key },
  });
  const body = (await response.json()) as { data?: T | null; errors?: GraphQLAnswer['errors'] };
  return {
    status: response.status,
    data: body.data ?? null,
    errors: body.errors,
    headers: response.headers,
    replayed: response.headers.get('idempotent-replayed') === 'true',
  };
}

async function calls(path: string): Promise<number> {
  return (await portal.sandbox.admin.calls())[`POST ${path}`] ?? 0;
}

const SAVE = '/api/registrazione/contatto/save';
const PRIVACY = '/api/customer-cases/privacy';

const FILE_CASE = `mutation F($input: SupportCaseInput!) { fileSupportCase(input: $input) { id number state } }`;
const complaint = (n: number) => ({
  kind: 'COMPLAINT',
  subject: `Fattura non ricevuta ${n}`,
  message: 'La fattura di ottobre non è arrivata allo SDI. Potete verificarne l’invio?',
  privacyAcknowledged: true,
});

async function readableContract(): Promise<{ contractId: string; lastReading: number }> {
  const { selfReading } = ok(
    await send<{ selfReading: { supplies: Array<{ contractId: string; lastReading: number }> } }>(
      mario,
      '{ selfReading { supplies { contractId lastReading } } }',
      {},
    ),
  );
  return selfReading.supplies[0]!;
}

interface Write {
  name: string;
  cookie: () => string;
  query: string;
  /** The n-th submission's arguments: each submission its own, a repeat the same. */
  variables: (n: number) => Promise<Record<string, unknown>>;
  upstream: string;
}

const WRITES: Write[] = [
  {
    name: 'fileSupportCase',
    cookie: () => acme,
    query: FILE_CASE,
    variables: async (n) => ({ input: complaint(n) }),
    upstream: SAVE,
  },
  {
    name: 'savePrivacyConsent',
    cookie: () => mario,
    query: `mutation P($m: Boolean!) { savePrivacyConsent(input: { marketing: $m, profiling: false, thirdParties: false }) { caseId } }`,
    variables: async (n) => ({ m: n % 2 === 0 }),
    upstream: PRIVACY,
  },
  {
    name: 'saveContact',
    cookie: () => mario,
    query: `mutation S($p: String) { saveContact(input: { phone: $p }) { saved } }`,
    variables: async (n) => ({ p: `+39 045 765432${n % 10}` }),
    upstream: SAVE,
  },
  {
    name: 'submitGasReading',
    cookie: () => mario,
    query: `mutation R($input: GasReadingInput!) { submitGasReading(input: $input) { id accepted } }`,
    variables: async () => {
      const contract = await readableContract();
      return { input: { contractId: contract.contractId, value: contract.lastReading + 3 } };
    },
    upstream: '/api/lettura/apccb/gas/save',
  },
  {
    name: 'placeConventionOrder',
    cookie: () => verona,
    query: `mutation O($input: ConventionOrderInput!) { placeConventionOrder(input: $input) { id number state } }`,
    variables: async (n) => ({
      input: {
        utility: 'POWER',
        cig: '8F1A2B3C4D',
        cup: 'B31H26000120005',
        officeCode: 'UF7K2P',
        splitPayment: true,
        startDate: addIsoDays(romeToday(), 31),
        points: [
          {
            site: `Scuola ${n}`,
            address: 'Via Cappello 43',
            postalCode: '37121',
            city: 'Verona',
            province: 'VR',
            estimatedAnnualConsumption: 100,
          },
        ],
      },
    }),
    upstream: '/api/convenzioni/ordini',
  },
  {
    name: 'requestRegistryCorrection',
    cookie: () => verona,
    query: `mutation C($input: RegistryCorrectionInput!) { requestRegistryCorrection(input: $input) { id caseNumber state } }`,
    variables: async (n) => ({
      input: { utility: 'GAS', field: 'OTHER', requestedValue: `Ragione sociale ${n}` },
    }),
    upstream: '/api/convenzioni/anagrafica/rettifiche',
  },
];

describe('a write repeated under its Idempotency-Key is filed once', () => {
  let n = 0;
  for (const write of WRITES)
    it(`${write.name}: a replay answers the first answer without a second upstream call; another key files again`, async () => {
      const variables = await write.variables(++n);
      const before = await calls(write.upstream);
      const key = newKey();
      const first = await send(write.cookie(), write.query, variables, key);
      ok(first);
      expect(first.replayed).toBe(false);
      const replay = await send(write.cookie(), write.query, variables, key);
      expect(ok(replay)).toEqual(first.data);
      expect(replay.replayed).toBe(true);
      expect(await calls(write.upstream)).toBe(before + 1);

      const next = await send(write.cookie(), write.query, await write.variables(++n), newKey());
      ok(next);
      expect(next.replayed).toBe(false);
      expect(await calls(write.upstream)).toBe(before + 2);
    });

  it('requestSupplyChange: the replay answers the request filed, not requestAlreadyPending', async () => {
    const { supplies } = ok(
      await send<{ supplies: { nodes: Array<{ id: string; utility: string }> } }>(
        mario,
        '{ supplies { nodes { id utility } } }',
        {},
      ),
    );
    const gas = supplies.nodes.find((s) => s.utility === 'GAS')!;
    const query = `mutation C($s: ID!, $i: SupplyChangeInput!) { requestSupplyChange(supplyId: $s, kind: BILL_DELIVERY, input: $i) { id state } }`;
    const variables = { s: gas.id, i: { billDelivery: 'EMAIL', email: 'mario.rossi@demo.it' } };
    const key = newKey();
    const first = ok(await send(mario, query, variables, key));
    const replay = await send(mario, query, variables, key);
    expect(ok(replay)).toEqual(first);
    expect(replay.replayed).toBe(true);
    // Without the key the same request is a second filing, which upstream refuses as pending.
    const again = await send(mario, query, variables);
    expect(again.errors?.[0]?.extensions).toMatchObject({
      code: 'CONFLICT',
      reason: 'requestAlreadyPending',
    });
  });

  it('three sends of one submission at once file one case, and all three get its answer', async () => {
    const before = [await calls(SAVE), await calls(PRIVACY)];
    const key = newKey();
    const variables = { input: complaint(900) };
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        send<{ fileSupportCase: { id: string } }>(acme, FILE_CASE, variables, key),
      ),
    );
    const ids = answers.map((answer) => ok(answer).fileSupportCase.id);
    expect(new Set(ids).size).toBe(1);
    expect(answers.filter((answer) => answer.replayed)).toHaveLength(2);
    expect([await calls(SAVE), await calls(PRIVACY)]).toEqual([before[0]! + 1, before[1]! + 1]);
  });

  it('the same key for other arguments is a CONFLICT (idempotencyKeyReused) and sends nothing', async () => {
    const key = newKey();
    ok(await send(acme, FILE_CASE, { input: complaint(901) }, key));
    const before = await calls(SAVE);
    const other = await send(acme, FILE_CASE, { input: complaint(902) }, key);
    expect(codes(other)).toEqual(['CONFLICT']);
    expect(other.errors?.[0]?.extensions).toMatchObject({
      field: 'Idempotency-Key',
      reason: 'idempotencyKeyReused',
    });
    expect(await calls(SAVE)).toBe(before);
  });

  it('a key is the session’s: the same key in another session files that session’s own case', async () => {
    const key = newKey();
    const before = await calls(SAVE);
    const consorzio = (await portal.signIn('consorzio@demo.it')).cookie;
    const a = ok(
      await send<{ fileSupportCase: { id: string } }>(
        acme,
        FILE_CASE,
        { input: complaint(903) },
        key,
      ),
    );
    const b = await send<{ fileSupportCase: { id: string } }>(
      consorzio,
      FILE_CASE,
      { input: complaint(903) },
      key,
    );
    expect(ok(b).fileSupportCase.id).not.toBe(a.fileSupportCase.id);
    expect(b.replayed).toBe(false);
    expect(await calls(SAVE)).toBe(before + 2);
  });

  it('a failed write keeps nothing: trying the same submission again files it', async () => {
    await portal.sandbox.admin.addFault({
      method: 'POST',
      path: `^${SAVE}$`,
      status: 503,
      times: 1,
    });
    const key = newKey();
    const variables = { input: complaint(904) };
    const before = await calls(SAVE);
    const failed = await send(acme, FILE_CASE, variables, key);
    expect(codes(failed)).toEqual(['UPSTREAM_UNAVAILABLE']);
    const retried = await send(acme, FILE_CASE, variables, key);
    ok(retried);
    expect(retried.replayed).toBe(false);
    expect(await calls(SAVE)).toBe(before + 2);
    await portal.sandbox.admin.clearFaults();
  });

  it('a malformed key is BAD_USER_INPUT and sends nothing', async () => {
    const before = await calls(SAVE);
    for (const key of ['short', 'x'.repeat(129), 'spaces are not allowed'])
      expect(
        (await send(acme, FILE_CASE, { input: complaint(905) }, key)).errors?.[0]?.extensions,
      ).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'Idempotency-Key',
      });
    expect(await calls(SAVE)).toBe(before);
  });
});
