// A GraphQL query of the BFF read through SWR, the one way a feature's api/ hook asks: its typed
// document and variables are the SWR key (null variables: nothing to ask yet), the answer's and
// the variables' types come from the document.
import { useDeferredValue } from 'react';
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { graphqlFetcher, type GraphQLDocument, type GraphQLKey } from './graphql.ts';

/**
 * The answer as the page draws it. The first answer (nothing shown yet) is drawn from a deferred
 * copy, so the page it fills (a table of bills, a list of supplies) is drawn by React in slices that
 * yield to the browser, not in one long task inside the fetch's callback (SWR's store updates are
 * synchronous); until the copy has caught up the page still counts as loading. Once data is shown,
 * every later answer (a saved change, another page of results) is drawn at once, so what a page
 * shows never lags behind what it announced. The other fields are SWR's own, read when the page
 * reads them (SWR re-renders only for the fields a page reads).
 */
function deferredData<TResult>(
  response: SWRResponse<TResult, Error>,
  data: TResult | undefined,
): SWRResponse<TResult, Error> {
  return {
    data,
    get error() {
      return response.error;
    },
    get isLoading() {
      return response.isLoading || (data === undefined && response.data !== undefined);
    },
    get isValidating() {
      return response.isValidating;
    },
    mutate: response.mutate,
  };
}

export function useQuery<TResult, TVariables>(
  document: GraphQLDocument<TResult, TVariables>,
  variables: TVariables | null,
  config?: SWRConfiguration<TResult, Error>,
): SWRResponse<TResult, Error> {
  const response = useSWR<TResult, Error, GraphQLKey<TResult, TVariables> | null>(
    variables === null ? null : ([document, variables] as const),
    graphqlFetcher,
    config,
  );
  const deferred = useDeferredValue(response.data);
  return deferredData(response, deferred === undefined ? undefined : response.data);
}
