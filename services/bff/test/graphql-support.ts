// GraphQL calls for the API's integration tests: one POST /api/graphql with the CSRF
// header and the session cookie, answering the parsed GraphQL body and the HTTP status.
import type { RunningPortal } from './helpers.ts';

export interface GraphQLAnswer<T = Record<string, unknown>> {
  status: number;
  data: T | null;
  errors:
    | Array<{
        message: string;
        path?: Array<string | number>;
        extensions?: Record<string, unknown>;
      }>
    | undefined;
  headers: Headers;
}

export async function gql<T = Record<string, unknown>>(
  portal: RunningPortal,
  cookie: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<GraphQLAnswer<T>> {
  const response = await portal.api(cookie, '/api/graphql', {
    method: 'POST',
    body: JSON.stringify({ query, variables }),
  });
  const text = await response.text();
  const body = (text ? JSON.parse(text) : {}) as {
    data?: T | null;
    errors?: GraphQLAnswer['errors'];
  };
  return {
    status: response.status,
    data: body.data ?? null,
    errors: body.errors,
    headers: response.headers,
  };
}

/** The codes of an answer's errors, in order. */
export function codes(answer: GraphQLAnswer<unknown>): unknown[] {
  return (answer.errors ?? []).map((e) => e.extensions?.code);
}

/** Data of a successful answer; throws with the errors otherwise (so a test fails with the reason). */
export function ok<T>(answer: GraphQLAnswer<T>): T {
  if (answer.errors?.length || !answer.data)
    throw new Error(`GraphQL errors (${answer.status}): ${JSON.stringify(answer.errors)}`);
  return answer.data;
}
