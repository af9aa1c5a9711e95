import { Writable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { IncomingMessage } from 'node:http';
import { loadConfig } from './config.ts';
import {
  LazyChildLogger,
  lazyChildLoggerFactory,
  loggerOptions,
  REDACT_PATHS,
  requestIdFor,
} from './logger.ts';

describe('log redaction', () => {
  it('never writes authorization, cookies or token fields', () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const log = pino({ redact: { paths: REDACT_PATHS, censor: '[redacted]' } }, sink);
    log.info({
      req: { headers: { authorization: 'Bearer SECRET-1', cookie: 'portal_session=SECRET-2' } },
      res: { headers: { 'set-cookie': 'portal_session=SECRET-3' } },
      session: {
        tokens: { accessToken: 'SECRET-4' },
        idp: { accessToken: 'SECRET-5', idToken: 'SECRET-6' },
      },
      body: {
        access_token: 'SECRET-7',
        refresh_token: 'SECRET-8',
        token: 'SECRET-9',
        logout_token: 'SECRET-10',
      },
    });
    const text = lines.join('');
    expect(text).toContain('[redacted]');
    expect(text).not.toMatch(/SECRET-\d/);
  });
});

describe('request loggers made only when they write', () => {
  function sinkLogger(level: string) {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const options = loggerOptions(level) as { redact: { paths: string[]; censor: string } };
    return { lines, log: pino({ level, redact: options.redact }, sink) };
  }

  it('writes the same line as a pino child — request id and redaction included — and makes no child below the level', () => {
    const { lines, log } = sinkLogger('warn');
    const child = lazyChildLoggerFactory(
      log as unknown as FastifyBaseLogger,
      { reqId: 'req-7' },
      {},
    ) as unknown as LazyChildLogger;
    expect(child).toBeInstanceOf(LazyChildLogger);
    child.info({ note: 'below the level' }, 'not written');
    expect(child.materialised).toBe(false);
    expect(child.level).toBe('warn');
    child.warn(
      { headers: { authorization: 'Bearer SECRET-1' }, accessToken: 'SECRET-2' },
      'written',
    );
    expect(child.materialised).toBe(true);
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0] ?? '{}') as Record<string, unknown>;
    expect(line).toMatchObject({ reqId: 'req-7', msg: 'written', level: 40 });
    expect(lines[0]).not.toMatch(/SECRET-\d/);
  });

  it('leaves a route with its own level or serializers to a real child', () => {
    const { log } = sinkLogger('warn');
    const child = lazyChildLoggerFactory(
      log as unknown as FastifyBaseLogger,
      { reqId: 'r' },
      { level: 'debug' },
    );
    expect(child).not.toBeInstanceOf(LazyChildLogger);
    expect(child.level).toBe('debug');
  });
});

describe('the request id: X-Request-ID only from a trusted proxy (TRUST_PROXY)', () => {
  const ID = 'a3f1c9e07b2d4e6f8a1b2c3d4e5f6a7b';
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
  const from = (remoteAddress: string, id: string = ID) =>
    ({ headers: { 'x-request-id': id }, socket: { remoteAddress } }) as unknown as IncomingMessage;
  const trustOf = (value?: string) =>
    loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy;

  it('takes the id a listed proxy sends, and makes one for a peer not listed', () => {
    const idOf = requestIdFor(trustOf('10.0.0.0/8, loopback'));
    expect(idOf(from('10.1.2.3'))).toBe(ID);
    expect(idOf(from('127.0.0.1'))).toBe(ID);
    expect(idOf(from('192.168.1.7'))).toMatch(UUID);
  });

  it('makes its own id when no proxy is trusted (the development default), whoever sends one', () => {
    const idOf = requestIdFor(trustOf());
    expect(idOf(from('127.0.0.1'))).toMatch(UUID);
    expect(idOf(from('10.1.2.3'))).toMatch(UUID);
  });

  it('trusts the peer of a hop count (every way in is the proxy), but never an implausible id', () => {
    const idOf = requestIdFor(trustOf('1'));
    expect(idOf(from('172.18.0.5'))).toBe(ID);
    expect(idOf(from('172.18.0.5', 'not an id <x>'))).toMatch(UUID);
  });
});
