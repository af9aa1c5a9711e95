// Two BFF replicas sharing Redis (architecture "Scale-out"): a write sent under an
// Idempotency-Key is filed once whichever replica each send reaches — a replay on the other
// replica answers the first answer, and a repeat there while the first is still being filed is a
// clear CONFLICT, never a second upstream call (docs/api.md "Writes sent once"; the registry's
// own test proves the CONFLICT of a replica deterministically).
import type { ChildProcess } from 'node:child_process';
import { freePort, idpSignIn, startSandbox, type RunningSandbox } from '@portal/sandbox/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../services/bff/src/app.ts';
import { loadConfig } from '../../services/bff/src/config.ts';
import { startRedis, stopRedis } from '../shape/redis.ts';

const EMAIL = 'acme@demo.it';
const SAVE = 'POST /api/registrazione/contatto/save';
const FILE = `mutation F($input: SupportCaseInput!) { fileSupportCase(input: $input) { id number } }`;

let redis: ChildProcess;
let sandbox: RunningSandbox;
let publicUrl: string;
const replicas: Array<{ url: string; app: Awaited<ReturnType<typeof buildApp>> }> = [];

function cookiesOf(response: Response): string[] {
  return response.headers.getSetCookie().map((line) => line.split(';', 1)[0] ?? '');
}

async function signIn(url: string): Promise<string> {
  const login = await fetch(`${url}/auth/login`, { redirect: 'manual' });
  const callback = new URL(await idpSignIn(login.headers.get('location') ?? '', EMAIL, 'demo'));
  const done = await fetch(`${url}${callback.pathname}${callback.search}`, {
    redirect: 'manual',
    headers: { cookie: cookiesOf(login).join('; ') },
  });
  await done.body?.cancel();
  return cookiesOf(done).find((pair) => pair.startsWith('portal_session=')) ?? '';
}

async function file(url: string, cookie: string, key: string, subject: string) {
  const response = await fetch(`${url}/api/graphql`, {
    method: 'POST',
    headers: {
      'x-portal-csrf': '1',
      origin: publicUrl,
      cookie,
      'content-type': 'application/json',
      'idempotency-key': key,
    },
    body: JSON.stringify({
      query: FILE,
      variables: {
        input: {
          kind: 'COMPLAINT',
          subject,
          message: 'La fattura di ottobre non è arrivata allo SDI. Potete verificarne l’invio?',
          privacyAcknowledged: true,
        },
      },
    }),
  });
  const body = (await response.json()) as {
    data: { fileSupportCase: { id: string } } | null;
    errors?: Array<{ extensions?: Record<string, unknown> }>;
  };
  return {
    id: body.data?.fileSupportCase.id,
    error: body.errors?.[0]?.extensions,
    replayed: response.headers.get('idempotent-replayed') === 'true',
  };
}

const saves = async () => (await sandbox.admin.calls())[SAVE] ?? 0;

beforeAll(async () => {
  const redisPort = await freePort();
  redis = await startRedis(redisPort);
  publicUrl = `http://127.0.0.1:${await freePort()}`;
  sandbox = await startSandbox({ portalOrigins: [publicUrl] });
  for (let i = 0; i < 2; i++) {
    const port = await freePort();
    const config = loadConfig({
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PORTAL_ORIGIN: publicUrl,
      UPSTREAM_API_URL: sandbox.url,
      OIDC_ISSUER: `${sandbox.url}/oidc`,
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      LOG_LEVEL: 'silent',
      RATE_LIMIT_AUTH_PER_MINUTE: '10000',
      RATE_LIMIT_API_PER_MINUTE: '10000',
      WEB_DIST: '/nonexistent-web-dist',
    });
    const app = await buildApp(config);
    await app.listen({ host: '127.0.0.1', port });
    replicas.push({ url: `http://127.0.0.1:${port}`, app });
  }
}, 60_000);

afterAll(async () => {
  await Promise.all(replicas.map((r) => r.app.close()));
  await sandbox?.close();
  if (redis) await stopRedis(redis);
});

describe('writes sent once across two replicas sharing Redis', () => {
  it('a replay on the other replica answers the first case without filing again', async () => {
    const [a, b] = replicas;
    const cookie = await signIn(a!.url);
    const before = await saves();
    const first = await file(a!.url, cookie, 'replica-key-0001', 'Fattura non ricevuta A');
    expect(first.id).toBeDefined();
    const replay = await file(b!.url, cookie, 'replica-key-0001', 'Fattura non ricevuta A');
    expect(replay).toEqual({ id: first.id, error: undefined, replayed: true });
    expect(await saves()).toBe(before + 1);
  });

  it('sends on both replicas at once file one case: each answer is that case or CONFLICT submissionInProgress', async () => {
    const [a, b] = replicas;
    const cookie = await signIn(a!.url);
    // The supplier is slow to file, so the second send usually arrives while the first runs.
    await sandbox.admin.addFault({
      method: 'POST',
      path: '^/api/registrazione/contatto/save$',
      latencyMs: 1000,
      times: 1,
    });
    const before = await saves();
    const answers = await Promise.all(
      [a!, b!].map((r) => file(r.url, cookie, 'replica-key-0002', 'Fattura non ricevuta B')),
    );
    const filed = answers.find((answer) => answer.id !== undefined);
    expect(filed?.id).toBeDefined();
    for (const answer of answers)
      if (answer.id === undefined)
        expect(answer.error).toMatchObject({ code: 'CONFLICT', reason: 'submissionInProgress' });
      else expect(answer.id).toBe(filed?.id);
    // Sent again once the first answered: its case, from either replica.
    for (const r of [a!, b!])
      expect(await file(r.url, cookie, 'replica-key-0002', 'Fattura non ricevuta B')).toEqual({
        id: filed?.id,
        error: undefined,
        replayed: true,
      });
    expect(await saves()).toBe(before + 1);
    await sandbox.admin.clearFaults();
  });
});
