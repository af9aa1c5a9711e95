// fileSupportCase(input) of docs/api.md (§7 customer-cases/privacy, then §7 contatto/save). Called
// once per press of the send button and never repeated on failure: filing twice would open two
// cases, so the customer decides whether to try again.
import { graphql } from '@/graphql/generated/index.ts';
import type { FileSupportCaseMutation, SupportCaseInput } from '@/graphql/generated/graphql.ts';
import { graphql as send } from '@/lib/graphql.ts';

export const FILE_SUPPORT_CASE = graphql(`
  mutation FileSupportCase($input: SupportCaseInput!) {
    fileSupportCase(input: $input) {
      ...SupportCaseFields
    }
  }
`);

export type FiledCase = FileSupportCaseMutation['fileSupportCase'];

export async function fileSupportCase(input: SupportCaseInput): Promise<FiledCase> {
  const data = await send(FILE_SUPPORT_CASE, { input });
  return data.fileSupportCase;
}
