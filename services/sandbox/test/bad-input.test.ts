import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../src/testing.ts';

let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(async () => {
  await sandbox.close();
});

async function post(path: string, body: string | undefined, contentType = 'application/json') {
  const response = await fetch(`${sandbox.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': contentType },
    ...(body === undefined ? {} : { body }),
  });
  return {
    status: response.status,
    body: (await response.json()) as { error: string; message: string },
  };
}

const CASES: Array<[path: string, body: string | undefined, field: string]> = [
  ['/api/oauth/login', '{"Token":"t","Fingerprint":"f"}', 'OAuthConfigId'],
  ['/api/oauth/login', '{"OAuthConfigId":"portal-web","Token":"","Fingerprint":"f"}', 'Token'],
  [
    '/api/oauth/login',
    '{"OAuthConfigId":"portal-web","Token":"t","Fingerprint":{}}',
    'Fingerprint',
  ],
  ['/api/login', '{"username":"a@b.c","password":"x"}', 'fingerprint'],
  ['/api/login', '[1,2]', 'body'],
  ['/api/login', '{"username":12345,"password":"demo","fingerprint":"f"}', 'username'],
  ['/api/refresh-token', '{"username":"a@b.c","fingerprint":"f"}', 'refresh_token'],
  ['/api/refresh-token', '{"username":"a@b.c","refresh_token":"r","fingerprint":"f"', 'body'],
  ['/api/refresh-token', undefined, 'body'],
  ['/api/impersonate', '{"token":"t"}', 'fingerprint'],
  ['/api/impersonate', '{"token":["t"],"fingerprint":"f"}', 'token'],
  ['/__sandbox/faults', '{"status":500}', 'path'],
  ['/__sandbox/faults', '{"path":"(","status":500}', 'path'],
  ['/__sandbox/faults', '{"path":"x","status":1000}', 'status'],
  ['/__sandbox/faults', '{"path":"x","times":-1,"status":500}', 'times'],
  ['/__sandbox/faults', '{"path":"x"}', 'status'],
  ['/__sandbox/expire-tokens', '{"refresh":true}', 'email'],
  ['/__sandbox/expire-tokens', '{"email":"nobody"}', 'email'],
  ['/__sandbox/impersonation-tokens', '{"staffEmail":"operatore@demo.it"}', 'customerEmail'],
  [
    '/__sandbox/impersonation-tokens',
    '{"staffEmail":"operatore@demo.it","customerEmail":"a@b.c","ttlSeconds":"x"}',
    'ttlSeconds',
  ],
];

describe('bad input: 400 with a message naming the field', () => {
  it.each(CASES)('POST %s %s names %s', async (path, body, field) => {
    const answer = await post(path, body);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('badRequest');
    expect(answer.body.message).toContain(field);
  });

  it('answers 400 for a body that is not a JSON object', async () => {
    for (const [body, type] of [
      ['username=a', 'text/plain'],
      ['username=a', 'application/x-www-form-urlencoded'],
      ['{"username":', 'application/json'],
    ] as const) {
      const answer = await post('/api/login', body, type);
      expect(answer).toEqual({
        status: 400,
        body: { error: 'badRequest', message: expect.stringContaining('body') },
      });
    }
  });

  it('keeps serving after a burst of bad requests', async () => {
    await Promise.all(CASES.map(([path, body]) => post(path, body)));
    const response = await fetch(`${sandbox.url}/api/configurations`);
    expect(response.status).toBe(200);
  });
});
