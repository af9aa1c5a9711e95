// submitGasReading of docs/api.md (§7 POST /api/lettura/apccb/gas/save through the BFF). Sent once
// per press and never repeated on failure: the customer decides whether to send again.
import { graphql } from '@/graphql/generated/index.ts';
import type { GasReadingInput, SubmitGasReadingMutation } from '@/graphql/generated/graphql.ts';
import { graphql as send } from '@/lib/graphql.ts';

export const SUBMIT_GAS_READING = graphql(`
  mutation SubmitGasReading($input: GasReadingInput!) {
    submitGasReading(input: $input) {
      id
      accepted
    }
  }
`);

export type ReadingResult = SubmitGasReadingMutation['submitGasReading'];

export async function submitGasReading(input: GasReadingInput): Promise<ReadingResult> {
  const data = await send(SUBMIT_GAS_READING, { input });
  return data.submitGasReading;
}
