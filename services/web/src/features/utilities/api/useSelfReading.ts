// selfReading of docs/api.md (§5): whether the selected registry may self-read,
// and each readable gas supply's meter, reading window and last readings. One SWR key, so the page
// shows a sent reading in the history by revalidating it (mutate).
import { graphql } from '@/graphql/generated/index.ts';
import type { SelfReadingQuery } from '@/graphql/generated/graphql.ts';
import { useQuery } from '@/lib/query.ts';

export const SELF_READING_QUERY = graphql(`
  query SelfReading {
    selfReading {
      allowed
      today
      supplies {
        contractId
        supplyId
        pointId
        address
        meterSerial
        meterDigits
        annualConsumption
        readingWindowState
        readingWindowFrom
        readingWindowTo
        lastReading
        lastReadingDate
        readings {
          id
          date
          value
          kind
          kindText
        }
      }
    }
  }
`);

export type SelfReading = SelfReadingQuery['selfReading'];
export type ReadableSupply = SelfReading['supplies'][number];
export type MeterReading = ReadableSupply['readings'][number];

export function useSelfReading() {
  return useQuery(SELF_READING_QUERY, {});
}
