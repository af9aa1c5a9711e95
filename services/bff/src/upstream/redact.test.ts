import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UpstreamClient } from './client.ts';
import { GraphQLRequestError } from './errors.ts';
import { REDACTED, redactVariables } from './redact.ts';
import type { RefreshLock, TokenHolder } from './session-tokens.ts';

const PERSONAL = {
  idanagrafica: [100001],
  IBAN: 'IT60X0542811101000000123456',
  nested: {
    eMail: 'mario.rossi@demo.it',
    contatti: [{ Telefono: '0612345678', cellulare: '3331234567', phoneNumber: '+39 333' }],
    codiceFiscale: 'RSSMRA80A01H501U',
    cfiscCliente: 'RSSMRA80A01H501U',
    piva: '01234567890',
  },
  payment: {
    PAN: '4111111111111111',
    cardNumber: '4111111111111111',
    cardCvv: '123',
    expiry: '12/30',
  },
  accessToken: 'secret-token',
  password: 'demo',
  lettura: { valore: 1234, data: '2026-11-01' },
};

describe('personal data kept out of logs (§8)', () => {
  it('§8: redacts IBAN, e-mail, phone numbers, tax codes, VAT number, card data, tokens and passwords at any depth, keeping readings and ids', () => {
    const redacted = redactVariables(PERSONAL);
    expect(redacted).toEqual({
      idanagrafica: [100001],
      IBAN: REDACTED,
      nested: {
        eMail: REDACTED,
        contatti: [{ Telefono: REDACTED, cellulare: REDACTED, phoneNumber: REDACTED }],
        codiceFiscale: REDACTED,
        cfiscCliente: REDACTED,
        piva: REDACTED,
      },
      payment: { PAN: REDACTED, cardNumber: REDACTED, cardCvv: REDACTED, expiry: '12/30' },
      accessToken: REDACTED,
      password: REDACTED,
      lettura: { valore: 1234, data: '2026-11-01' },
    });
    // The caller's object is not touched.
    expect(PERSONAL.IBAN).toBe('IT60X0542811101000000123456');
    // Harmless names that merely contain the letters stay.
    expect(redactVariables({ company: 'x', span: 1, pansy: 2 })).toEqual({
      company: 'x',
      span: 1,
      pansy: 2,
    });
  });

  it('§8: keeps the variables on the error but out of what a logger serialises from it', () => {
    const error = new GraphQLRequestError(200, 'query Q { q }', { IBAN: 'IT60X' }, [
      { message: 'bad' },
    ]);
    expect(error.variables).toEqual({ IBAN: 'IT60X' });
    expect(Object.keys(error)).not.toContain('variables');
    expect(JSON.stringify(error)).not.toContain('IT60X');
  });

  describe('the upstream client logs a failed data-service call without personal data', () => {
    let server: Server;
    let url: string;
    beforeAll(async () => {
      server = createServer((_req, res) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ data: null, errors: [{ message: 'refused' }] }));
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(async () => new Promise<void>((resolve) => server.close(() => resolve())));

    it('warns with status, query and redacted variables, and throws the error with the real ones (§8)', async () => {
      // The call is not refused with 401: no renewal is asked for.
      const lock: RefreshLock = {
        renewing: () => Promise.reject(new Error('no renewal expected')),
        renewedBeside: () => Promise.reject(new Error('no renewal expected')),
        end: () => Promise.reject(new Error('no session end expected')),
      };
      const client = new UpstreamClient(
        {
          apiBaseUrl: url,
          graphqlUrl: `${url}/ubik/graphql`,
          contentBaseUrl: url,
          timeoutMs: 2000,
          userAgent: 'test',
        },
        lock,
      );
      const lines: Array<{ obj: Record<string, unknown>; msg: string }> = [];
      const log = {
        warn: (obj: Record<string, unknown>, msg: string) => lines.push({ obj, msg }),
        // The 'upstream call' line of every call; the failure is the warning.
        info: () => undefined,
      } as unknown as FastifyBaseLogger;
      const session: TokenHolder = {
        id: 's',
        tokens: { accessToken: 'a', refreshToken: 'r', accessTokenExpiresAt: Date.now() + 60_000 },
      };
      try {
        const failure = await client
          .graphql({ session, log }, { query: 'query Q { q }', variables: PERSONAL })
          .catch((e: unknown) => e);
        expect(failure).toBeInstanceOf(GraphQLRequestError);
        expect((failure as GraphQLRequestError).variables).toBe(PERSONAL);
        expect(lines).toHaveLength(1);
        expect(lines[0]?.msg).toBe('GraphQL request failed');
        expect(lines[0]?.obj).toMatchObject({
          status: 200,
          query: 'query Q { q }',
          variables: redactVariables(PERSONAL),
        });
        const logged = JSON.stringify(lines[0]?.obj);
        for (const secret of [
          'IT60X',
          'mario.rossi@demo.it',
          '0612345678',
          'RSSMRA',
          '01234567890',
          '4111',
          'secret-token',
        ]) {
          expect(logged).not.toContain(secret);
        }
        expect(logged).toContain('1234');
      } finally {
        await client.close();
      }
    });
  });
});
