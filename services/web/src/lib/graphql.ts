// GraphQL over the BFF's /api/graphql (docs/api.md), read through SWR by the features. Documents
// are typed (`graphql(...)` of src/graphql/generated, made by `pnpm codegen` from the BFF's
// schema): the answer's type and the variables' type come from the document. They travel as
// strings, so no graphql-js reaches the browser.
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { isApiErrorCode, isErrorReason } from '@portal/shared/api/errors';
import { ApiError, apiFetch, currentPath, redirectToSignIn } from './http.ts';
import { isMutation, submissionKey } from './submission-key.ts';

interface GraphQLAnswer<T> {
  data?: T | null;
  errors?: Array<{ message: string; extensions?: { code?: string; reason?: string } }>;
}

/**
 * Dispatched on window when the BFF refuses a document as not the client's own
 * (docs/decisions/0009): in production that means this tab runs an older build than the server's,
 * so the build check (app/build-check.ts) looks at once instead of at its next hour.
 */
export const UNKNOWN_DOCUMENT_EVENT = 'portal:unknown-document';

/** A document as sent: typed, or a plain string (documents not yet converted). */
export type GraphQLDocument<TResult = unknown, TVariables = Record<string, unknown>> =
  (DocumentTypeDecoration<TResult, TVariables> & { toString(): string }) | string;

/** The SWR key of a document and its variables. */
export type GraphQLKey<TResult = unknown, TVariables = Record<string, unknown>> = readonly [
  GraphQLDocument<TResult, TVariables>,
  TVariables,
];

/** Error codes of docs/api.md (packages/shared/src/api/errors.ts); the UI translates them (errors.<code>). */
export async function graphql<TResult, TVariables = Record<string, unknown>>(
  document: GraphQLDocument<TResult, TVariables>,
  variables: TVariables = {} as TVariables,
): Promise<TResult> {
  const query = document.toString();
  // A write carries its submission's key, read now: before the first await of the form's send.
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const write = isMutation(query) ? submissionKey(`${query}\n${JSON.stringify(variables)}`) : null;
  if (write) headers['idempotency-key'] = write.key;
  let answer: GraphQLAnswer<TResult>;
  try {
    const response = await apiFetch('/api/graphql', {
      method: 'POST',
      headers,
      body: JSON.stringify({ query, variables }),
      acceptErrorStatus: true,
    });
    answer = (await response.json()) as GraphQLAnswer<TResult>;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(0, 'INTERNAL');
  } finally {
    write?.done();
  }
  const first = answer.errors?.[0];
  if (first) {
    const code = isApiErrorCode(first.extensions?.code) ? first.extensions.code : 'INTERNAL';
    if (code === 'UNAUTHENTICATED') {
      // An ended session reported in the body is a 401 like any other: sign in again, once.
      redirectToSignIn(currentPath());
      throw new ApiError(401, 'UNAUTHENTICATED');
    }
    // A reason the client does not know is no reason: the code says what there is to say.
    const reason = isErrorReason(first.extensions?.reason) ? first.extensions.reason : undefined;
    if (reason === 'unknownDocument') window.dispatchEvent(new Event(UNKNOWN_DOCUMENT_EVENT));
    throw new ApiError(200, code, undefined, reason);
  }
  if (!answer.data) throw new ApiError(200, 'INTERNAL');
  return answer.data;
}

/** SWR key and fetcher in one: the key is [document, variables]. */
export function graphqlFetcher<TResult, TVariables = Record<string, unknown>>([
  document,
  variables,
]: GraphQLKey<TResult, TVariables>): Promise<TResult> {
  return graphql<TResult, TVariables>(document, variables);
}
