// Logger options: tokens, cookies and authorization headers never reach a log line (issue 4 item 3).
import type { FastifyServerOptions } from 'fastify';

export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  '*.accessToken',
  '*.refreshToken',
  '*.idToken',
  '*.access_token',
  '*.refresh_token',
  '*.id_token',
  '*.token',
  '*.Token',
  '*.tokens',
  'accessToken',
  'refreshToken',
  'access_token',
  'refresh_token',
  'token',
  'tokens',
  'idp',
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
