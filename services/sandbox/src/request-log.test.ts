import { describe, expect, it } from 'vitest';
import { requestLogFields, traceIdOf } from './request-log.ts';

const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';

describe("the sandbox's request log", () => {
  it('names the trace of a W3C traceparent, and nothing for a malformed or empty one', () => {
    expect(traceIdOf(`00-${TRACE_ID}-00f067aa0ba902b7-01`)).toBe(TRACE_ID);
    expect(traceIdOf(`00-${'0'.repeat(32)}-00f067aa0ba902b7-01`)).toBeUndefined();
    expect(traceIdOf(`00-${TRACE_ID}-short-01`)).toBeUndefined();
    expect(traceIdOf(undefined)).toBeUndefined();
    expect(traceIdOf(['a', 'b'])).toBeUndefined();
  });

  it('logs method, path without its query, address and trace id', () => {
    expect(
      requestLogFields({
        method: 'GET',
        url: '/oidc/session/end?id_token_hint=secret',
        ip: '127.0.0.1',
        headers: { traceparent: `00-${TRACE_ID}-00f067aa0ba902b7-01` },
      }),
    ).toEqual({
      method: 'GET',
      path: '/oidc/session/end',
      remoteAddress: '127.0.0.1',
      traceId: TRACE_ID,
    });
    expect(requestLogFields({ method: 'POST', url: '/ubik/graphql', headers: {} })).toEqual({
      method: 'POST',
      path: '/ubik/graphql',
      remoteAddress: undefined,
    });
  });
});
