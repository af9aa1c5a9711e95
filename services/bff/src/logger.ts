// Logger options: tokens, cookies and authorization headers never reach a log line (issue 4 item 3).
import type { FastifyServerOptions } from 'fastify';

const TOKEN_KEYS = [
  'accessToken',
  'refreshToken',
  'idToken',
  'access_token',
  'refresh_token',
  'id_token',
  'token',
  'Token',
  'tokens',
  'idp',
];

export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  '*.headers.authorization',
  '*.headers.cookie',
  '*.headers["set-cookie"]',
  // Token fields at any of the depths a log object reaches (a session, a body, an error's details).
  ...TOKEN_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`, `*.*.*.${key}`]),
];

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      // The URL without its query: /impersonate?token=… must not be logged.
      req(request: { method: string; url: string; id: string }) {
        return { method: request.method, url: request.url.split('?', 1)[0], id: request.id };
      },
    },
  };
}
