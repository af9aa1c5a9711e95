import { Writable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { LazyChildLogger, lazyChildLoggerFactory, loggerOptions, REDACT_PATHS } from './logger.ts';

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
      body: { access_token: 'SECRET-7', refresh_token: 'SECRET-8', token: 'SECRET-9' },
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
