import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FATTURE_QUERY } from '../domains/invoices/upstream.ts';
import { graphqlBody, UpstreamClient } from './client.ts';
import { SessionEndedError } from './errors.ts';
import type {
  PortalTokens,
  RefreshLock,
  StoredCredentials,
  TokenHolder,
} from './session-tokens.ts';

describe('data-service call bodies (§7 "Data queries")', () => {
  it('the pre-encoded body is byte for byte what JSON.stringify gives', () => {
    const cases: Array<[string, Record<string, unknown>, string | undefined]> = [
      [FATTURE_QUERY, { idanagrafica: [200001], first: 20, offset: 0, sort: undefined }, 'Fatture'],
      [
        FATTURE_QUERY,
        { idanagrafica: [1, 2], statoPagamento: ['Da pagare'], compDal: '2026-01-01' },
        'Fatture',
      ],
      [
        'query { a(x: "quote \\" and \\\\ and \n newline") }',
        { text: 'perché "sì"\u2028' },
        undefined,
      ],
      ['{ b }', {}, 'B'],
    ];
    for (const [query, variables, operationName] of cases) {
      // Twice: the second call uses the remembered encoding of the query.
      for (let i = 0; i < 2; i++) {
        expect(graphqlBody(query, variables, operationName)).toBe(
          JSON.stringify({ query, variables, operationName }),
        );
      }
    }
  });
});

describe('the refresh lock the client is given (§7 "call-level handling")', () => {
  // Upstream: /api/data answers the token 'renewed' and refuses any other with 401; the refresh
  // answers 'renewed' for the refresh token 'r-valid' and invalidRefreshToken (400) for any other.
  let server: Server;
  const refreshBodies: unknown[] = [];
  let url = '';
  beforeAll(async () => {
    server = createServer((req, res) => {
      let text = '';
      req.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      req.on('end', () => {
        res.setHeader('content-type', 'application/json');
        if (req.url === '/api/refresh-token') {
          const body = JSON.parse(text) as { refresh_token: string };
          refreshBodies.push(body);
          if (body.refresh_token !== 'r-valid') {
            res.statusCode = 400;
            res.end(JSON.stringify({ error: 'invalidRefreshToken' }));
            return;
          }
          res.end(JSON.stringify({ access_token: 'renewed', refresh_token: 'r-next' }));
          return;
        }
        res.statusCode = req.headers.authorization === 'Bearer renewed' ? 200 : 401;
        res.end(JSON.stringify({ ok: res.statusCode === 200 }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const log = { info: () => undefined, warn: () => undefined } as unknown as FastifyBaseLogger;

  /** A lock over one stored session, recording what the client asks of it. */
  function lockOver(stored: StoredCredentials) {
    const asked: string[] = [];
    const lock: RefreshLock = {
      renewing: async (sessionId, renew) => {
        asked.push(`renewing ${sessionId}`);
        stored.tokens = await renew(stored);
        return stored.tokens;
      },
      renewedBeside: async (sessionId) => {
        asked.push(`renewedBeside ${sessionId}`);
        return null;
      },
      end: async (sessionId, reason) => {
        asked.push(`end ${sessionId} ${reason}`);
      },
    };
    return { lock, asked };
  }

  const tokens = (refreshToken: string): PortalTokens => ({
    accessToken: 'stale',
    refreshToken,
    accessTokenExpiresAt: Date.now() + 60_000,
  });

  function clientWith(lock: RefreshLock) {
    const settings = { apiBaseUrl: url, graphqlUrl: `${url}/g`, contentBaseUrl: url };
    return new UpstreamClient({ ...settings, timeoutMs: 2000, userAgent: 'test' }, lock);
  }

  it('a 401 renews under the lock with the stored credentials, then repeats the call with the new token', async () => {
    const { lock, asked } = lockOver({
      tokens: tokens('r-valid'),
      username: 'mario.rossi@demo.it',
      fingerprint: 'fp-1',
    });
    const client = clientWith(lock);
    const session: TokenHolder = { id: 's1', tokens: tokens('r-valid') };
    refreshBodies.length = 0;
    try {
      const answer = await client.request<{ ok: boolean }>(
        { session, log },
        { method: 'GET', path: '/api/data' },
      );
      expect(answer.body).toEqual({ ok: true });
      expect(asked).toEqual(['renewing s1']);
      expect(refreshBodies).toEqual([
        { username: 'mario.rossi@demo.it', refresh_token: 'r-valid', fingerprint: 'fp-1' },
      ]);
      expect(session.tokens).toMatchObject({ accessToken: 'renewed', refreshToken: 'r-next' });
    } finally {
      await client.close();
    }
  });

  it('an invalid refresh token ends the session through the lock (§4, §8)', async () => {
    const { lock, asked } = lockOver({
      tokens: tokens('r-spent'),
      username: 'mario.rossi@demo.it',
      fingerprint: 'fp-1',
    });
    const client = clientWith(lock);
    const session: TokenHolder = { id: 's2', tokens: tokens('r-spent') };
    try {
      await expect(
        client.request({ session, log }, { method: 'GET', path: '/api/data' }),
      ).rejects.toBeInstanceOf(SessionEndedError);
      expect(asked).toEqual(['renewing s2', 'renewedBeside s2', 'end s2 expired']);
    } finally {
      await client.close();
    }
  });

  it('a refresh token spent by a renewal beside this one keeps the session with that renewal’s tokens', async () => {
    // Two renewals of one session ran at once (a lock lost in a Redis failover): upstream refused
    // the spent token to this one, and the other stored the tokens it was given.
    const { lock, asked } = lockOver({
      tokens: tokens('r-spent'),
      username: 'mario.rossi@demo.it',
      fingerprint: 'fp-1',
    });
    const theirs: PortalTokens = {
      accessToken: 'renewed',
      refreshToken: 'r-theirs',
      accessTokenExpiresAt: Date.now() + 60_000,
    };
    lock.renewedBeside = async (sessionId, spent) => {
      asked.push(`renewedBeside ${sessionId} ${spent}`);
      return theirs;
    };
    const client = clientWith(lock);
    const session: TokenHolder = { id: 's3', tokens: tokens('r-spent') };
    try {
      const answer = await client.request<{ ok: boolean }>(
        { session, log },
        { method: 'GET', path: '/api/data' },
      );
      expect(answer.body).toEqual({ ok: true });
      expect(asked).toEqual(['renewing s3', 'renewedBeside s3 r-spent']);
      expect(session.tokens).toBe(theirs);
    } finally {
      await client.close();
    }
  });
});
