// What a page view is for the upstream-calls benchmark (page-calls.ts): the requests the web client
// sends to the portal on the first load of a page, recorded once in a browser (page-views-record.ts)
// into page-views.json.
import type { Segment } from '@portal/shared/segment';

/** One request of a page's first load: the document, or an /api call with its body. */
export interface RecordedRequest {
  method: string;
  path: string;
  /** The page's HTML document (a navigation), not an API call. */
  document?: true;
  body?: string;
}

export interface PageView {
  segment: Segment;
  /** The page kind (packages/shared/src/pages.ts). */
  kind: string;
  path: string;
  requests: RecordedRequest[];
}

/** The demo customer of each segment (docs: the sandbox's demo accounts). */
export const SEGMENT_ACCOUNTS: Record<Segment, string> = {
  retail: 'mario.rossi@demo.it',
  corporate: 'acme@demo.it',
  pa: 'comune.verona@demo.it',
  'pa-non-conv': 'asl.trento@demo.it',
  consortia: 'consorzio@demo.it',
};

/** The sandbox's data clock while recording and replaying: the same data, the same ids. */
export const BENCH_DATA_NOW = '2026-11-20T10:00:00.000Z';
