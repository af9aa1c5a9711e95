// saveContact(input) of docs/api.md (§7 contatto/save, its contact shape): the registry's e-mail
// and numbers. A POST upstream, so never repeated by itself: a failure is shown and the customer
// decides to try again.
import { graphql } from '@/graphql/generated/index.ts';
import type { SaveContactMutationVariables } from '@/graphql/generated/graphql.ts';
import { graphql as send } from '@/lib/graphql.ts';

export const SAVE_CONTACT_MUTATION = graphql(`
  mutation SaveContact($input: ContactInput!) {
    saveContact(input: $input) {
      saved
    }
  }
`);

export async function saveContact(input: SaveContactMutationVariables['input']): Promise<boolean> {
  const data = await send(SAVE_CONTACT_MUTATION, { input });
  return data.saveContact.saved;
}
