// The self-reading page's API (§5, §3 finestraLetturaDal/Al) against the sandbox:
// the meter (serial, digits) and the reading window of each readable gas supply, and a reading
// refused before anything reaches upstream when it is outside the window, has more digits than the
// meter or is below the last reading. Never retried: one POST per accepted reading.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPortal, type RunningPortal } from './helpers.ts';
import { codes, gql, ok } from './graphql-support.ts';

let portal: RunningPortal;
let mario: string;
let aurora: string;
let anna: string;

beforeAll(async () => {
  portal = await startPortal();
  mario = (await portal.signIn('mario.rossi@demo.it')).cookie;
  aurora = (await portal.signIn('condominio.aurora@demo.it')).cookie;
  anna = (await portal.signIn('anna.huber@demo.it')).cookie;
});
afterAll(async () => portal?.close());

interface Readable {
  contractId: string;
  supplyId: string;
  meterSerial: string;
  meterDigits: number;
  annualConsumption: number;
  readingWindowState: string;
  readingWindowFrom: string;
  readingWindowTo: string;
  lastReading: number;
  readings: Array<{ value: number; date: string }>;
}

const SELF_READING = `{ selfReading { allowed today supplies { contractId supplyId meterSerial meterDigits
  annualConsumption readingWindowState readingWindowFrom readingWindowTo lastReading readings { value date } } } }`;
const READ =
  'mutation R($input: GasReadingInput!) { submitGasReading(input: $input) { id accepted } }';

async function selfReading(cookie: string) {
  return ok(
    await gql<{ selfReading: { allowed: boolean; today: string; supplies: Readable[] } }>(
      portal,
      cookie,
      SELF_READING,
    ),
  ).selfReading;
}

async function saves(): Promise<number> {
  return (await portal.sandbox.admin.calls())['POST /api/lettura/apccb/gas/save'] ?? 0;
}

describe('selfReading — the meter and the reading window', () => {
  it('mario: his gas meter (serial, 5 digits), its annual consumption and an open window around today', async () => {
    const answer = await selfReading(mario);
    expect(answer.allowed).toBe(true);
    expect(answer.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const [gas] = answer.supplies;
    expect(gas).toMatchObject({ meterDigits: 5, readingWindowState: 'OPEN' });
    expect(gas!.meterSerial).toMatch(/^G\d{10}$/);
    expect(gas!.annualConsumption).toBeGreaterThan(0);
    expect(gas!.readingWindowFrom <= answer.today && answer.today <= gas!.readingWindowTo).toBe(
      true,
    );
    expect(gas!.readings.length).toBeGreaterThan(0);
  });

  it('supply(id) names the same meter', async () => {
    const [gas] = (await selfReading(mario)).supplies;
    const { supply } = ok(
      await gql<{ supply: { meterSerial: string; meterDigits: number } }>(
        portal,
        mario,
        'query S($id: ID!) { supply(id: $id) { meterSerial meterDigits } }',
        { id: gas!.supplyId },
      ),
    );
    expect(supply).toEqual({ meterSerial: gas!.meterSerial, meterDigits: 5 });
  });

  it('condominio.aurora: allowed (§5), but the window opens later — a reading today is refused before upstream', async () => {
    const answer = await selfReading(aurora);
    expect(answer.allowed).toBe(true);
    const [gas] = answer.supplies;
    expect(gas!.readingWindowState).toBe('UPCOMING');
    expect(gas!.readingWindowFrom > answer.today).toBe(true);
    const before = await saves();
    const refused = await gql(portal, aurora, READ, {
      input: { contractId: gas!.contractId, value: gas!.lastReading + 10 },
    });
    expect(codes(refused)).toEqual(['BAD_USER_INPUT']);
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      field: 'date',
      reason: 'outsideReadingWindow',
    });
    expect(await saves()).toBe(before);
  });

  it('anna.huber: no gas contract with canInsertLettura — not allowed, no supplies', async () => {
    expect(await selfReading(anna)).toMatchObject({ allowed: false, supplies: [] });
  });
});

describe('submitGasReading checks the meter before upstream', () => {
  it('more digits than the meter, or below the last reading: BAD_USER_INPUT with the reason, nothing sent', async () => {
    const [gas] = (await selfReading(mario)).supplies;
    const before = await saves();
    for (const [value, reason] of [
      [100_000, 'letturaTooManyDigits'],
      [gas!.lastReading - 1, 'letturaBelowPrevious'],
    ] as const) {
      const answer = await gql(portal, mario, READ, {
        input: { contractId: gas!.contractId, value },
      });
      expect(codes(answer)).toEqual(['BAD_USER_INPUT']);
      expect(answer.errors?.[0]?.extensions).toMatchObject({ field: 'value', reason });
    }
    expect(await saves()).toBe(before);
  });

  it('an accepted reading is sent once and heads the history', async () => {
    const [gas] = (await selfReading(mario)).supplies;
    const before = await saves();
    const answer = ok(
      await gql<{ submitGasReading: { accepted: boolean } }>(portal, mario, READ, {
        input: { contractId: gas!.contractId, value: gas!.lastReading + 12 },
      }),
    );
    expect(answer.submitGasReading.accepted).toBe(true);
    expect(await saves()).toBe(before + 1);
    const [after] = (await selfReading(mario)).supplies;
    expect(after!.readings[0]!.value).toBe(gas!.lastReading + 12);
    expect(after!.lastReading).toBe(gas!.lastReading + 12);
  });
});
