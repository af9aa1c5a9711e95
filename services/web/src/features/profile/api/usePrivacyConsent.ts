// privacyConsent and savePrivacyConsent of docs/api.md (§7 customer-cases/privacy): the consents in
// force of the selected registry, and all three saved at once. The save is a POST upstream, so
// never repeated by itself: a failure is shown and the customer tries again.
import useSWR from 'swr';
import { graphql } from '@/graphql/generated/index.ts';
import type {
  PrivacyConsentQuery,
  SavePrivacyConsentMutationVariables,
} from '@/graphql/generated/graphql.ts';
import { graphql as send } from '@/lib/graphql.ts';

export const PRIVACY_CONSENT_QUERY = graphql(`
  query PrivacyConsent {
    privacyConsent {
      registryId
      marketing
      profiling
      thirdParties
      updatedAt
    }
  }
`);

export const SAVE_PRIVACY_CONSENT_MUTATION = graphql(`
  mutation SavePrivacyConsent($input: PrivacyConsentInput!) {
    savePrivacyConsent(input: $input) {
      caseId
    }
  }
`);

export type PrivacyConsent = PrivacyConsentQuery['privacyConsent'];
export type PrivacyChoice = Omit<SavePrivacyConsentMutationVariables['input'], 'registryId'>;

/** The key carries the selected registry, so switching it in the header asks again. */
export function usePrivacyConsent(selectedId: number | null) {
  return useSWR<PrivacyConsentQuery, Error, readonly ['PrivacyConsent', number | null]>(
    ['PrivacyConsent', selectedId] as const,
    () => send(PRIVACY_CONSENT_QUERY),
  );
}

export async function savePrivacyConsent(
  registryId: string,
  choice: PrivacyChoice,
): Promise<string> {
  const data = await send(SAVE_PRIVACY_CONSENT_MUTATION, { input: { registryId, ...choice } });
  return data.savePrivacyConsent.caseId;
}
