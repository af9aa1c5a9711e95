// The security headers of every answer, computed once. helmet's
// middleware is run a single time against a recording response: with static options (no nonces,
// no directive functions) its headers never depend on the request, so each answer gets the same
// precomputed set instead of helmet rebuilding its middleware chain on every request.
import type { ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

export type StaticHeaders = Readonly<Record<string, string>>;

/** Fails loudly on options whose headers would depend on the request (they cannot be precomputed). */
function assertStatic(options: HelmetOptions): void {
  const csp = options.contentSecurityPolicy;
  if (csp && typeof csp === 'object' && csp.directives) {
    for (const [name, value] of Object.entries(csp.directives)) {
      const values: unknown[] = Array.isArray(value) ? value : [value];
      if (values.some((v) => typeof v === 'function')) {
        throw new Error(
          `security headers: directive ${name} depends on the request; it cannot be precomputed`,
        );
      }
    }
  }
}

export function staticSecurityHeaders(options: HelmetOptions): StaticHeaders {
  assertStatic(options);
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
      return recorder;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
    getHeader(name: string) {
      return headers[name.toLowerCase()];
    },
  };
  let failure: unknown = null;
  helmet(options)({} as never, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) failure = error;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return Object.freeze(headers);
}
