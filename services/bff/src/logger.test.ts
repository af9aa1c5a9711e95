import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { REDACT_PATHS } from './logger.ts';

describe('log redaction (issue 4 item 3)', () => {
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
