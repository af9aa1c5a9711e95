// A GraphQL query of the BFF read through SWR, the one way a feature's api/ hook asks: its typed
// document and variables are the SWR key (null variables: nothing to ask yet), the answer's and
// the variables' types come from the document.
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { graphqlFetcher, type GraphQLDocument, type GraphQLKey } from './graphql.ts';

export function useQuery<TResult, TVariables>(
  document: GraphQLDocument<TResult, TVariables>,
  variables: TVariables | null,
  config?: SWRConfiguration<TResult, Error>,
): SWRResponse<TResult, Error> {
  return useSWR<TResult, Error, GraphQLKey<TResult, TVariables> | null>(
    variables === null ? null : ([document, variables] as const),
    graphqlFetcher,
    config,
  );
}
