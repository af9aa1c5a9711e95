// The notice that paused alerts resumed (decision 0023): whether there is one to tell, and the
// customer having read it, after which it is not shown again.
import { graphql } from '@/graphql/generated/index.ts';
import { graphql as request } from '@/lib/graphql.ts';
import { useQuery } from '@/lib/query.ts';

export const ALERTS_RESUMED_QUERY = graphql(`
  query AlertsResumed {
    alertSettings {
      active
      resumed
    }
  }
`);

export const DISMISS_ALERTS_RESUMED = graphql(`
  mutation DismissAlertsResumed {
    dismissAlertsResumed {
      resumed
    }
  }
`);

export const useAlertsResumed = () => useQuery(ALERTS_RESUMED_QUERY, {});

export async function dismissAlertsResumed(): Promise<void> {
  await request(DISMISS_ALERTS_RESUMED, {});
}
