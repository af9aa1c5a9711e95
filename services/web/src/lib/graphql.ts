// GraphQL over the BFF's /api/graphql (docs/api.md), read through SWR by the features.
import { ApiError, apiFetch, currentPath, redirectToSignIn } from './http.ts';

interface GraphQLAnswer<T> {
  data?: T | null;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
}

/** Error codes of docs/api.md; the UI translates them (errors.<code>). */
export async function graphql<T>(
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  let answer: GraphQLAnswer<T>;
  try {
    const response = await apiFetch('/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
      acceptErrorStatus: true,
    });
    answer = (await response.json()) as GraphQLAnswer<T>;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(0, 'INTERNAL');
  }
  const first = answer.errors?.[0];
  if (first) {
    const code = first.extensions?.code ?? 'INTERNAL';
    if (code === 'UNAUTHENTICATED') {
      // An ended session reported in the body is a 401 like any other: sign in again, once.
      redirectToSignIn(currentPath());
      throw new ApiError(401, 'unauthenticated');
    }
    throw new ApiError(200, code);
  }
  if (!answer.data) throw new ApiError(200, 'INTERNAL');
  return answer.data;
}

/** SWR key and fetcher in one: the key is [query, variables]. */
export function graphqlFetcher<T>([query, variables]: readonly [
  string,
  Record<string, unknown>,
]): Promise<T> {
  return graphql<T>(query, variables);
}
