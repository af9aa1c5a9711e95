// requestRegistryCorrection(input) of docs/api.md "Conventions": one POST to the
// supplier per press of the send button, never repeated on failure — a second call would open a
// second case, so the body decides whether to try again.
import { graphql } from '@/graphql/generated/index.ts';
import type {
  RegistryCorrectionFieldsFragment,
  RegistryCorrectionInput,
} from '@/graphql/generated/graphql.ts';
import { graphql as send } from '@/lib/graphql.ts';

export const REQUEST_REGISTRY_CORRECTION = graphql(`
  mutation RequestRegistryCorrection($input: RegistryCorrectionInput!) {
    requestRegistryCorrection(input: $input) {
      ...RegistryCorrectionFields
    }
  }
`);

export type RegistryCorrection = RegistryCorrectionFieldsFragment;

export async function requestRegistryCorrection(
  input: RegistryCorrectionInput,
): Promise<RegistryCorrection> {
  const data = await send(REQUEST_REGISTRY_CORRECTION, { input });
  return data.requestRegistryCorrection;
}
