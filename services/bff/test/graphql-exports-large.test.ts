// The invoice exports of the downloads page at SANDBOX_SCALE=large (§4 export job states, §7
// export-pdf): a filter matching more invoices than the upstream limit starts an export of the
// newest ones and says so.
import { largeSandbox } from '@portal/sandbox/testing/large';
import { EXPORT_MAX_INVOICES } from '@portal/shared/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BY_FILTER, type Started } from './exports-support.ts';
import { gql, ok } from './graphql-support.ts';
import { startPortal, type RunningPortal } from './helpers.ts';

describe('startInvoiceExportByFilter at SANDBOX_SCALE=large', () => {
  let large: RunningPortal;
  let cookie: string;
  beforeAll(async () => {
    large = await startPortal({ shared: largeSandbox() });
    cookie = (await large.signIn('acme@demo.it')).cookie;
  });
  afterAll(async () => large?.close());

  it('takes the newest 500 when the filter matches more, and says so (truncated, matchedCount)', async () => {
    const filter = { utility: 'POWER' };
    const { invoices } = ok(
      await gql<{ invoices: { totalCount: number } }>(
        large,
        cookie,
        'query Q($filter: InvoiceFilter) { invoices(filter: $filter) { totalCount } }',
        { filter },
      ),
    );
    expect(invoices.totalCount).toBeGreaterThan(EXPORT_MAX_INVOICES);
    const { startInvoiceExportByFilter: started } = ok(
      await gql<Started>(large, cookie, BY_FILTER, { filter }),
    );
    expect(started).toMatchObject({ matchedCount: invoices.totalCount, truncated: true });
    expect(started.job).toMatchObject({ kind: 'list', invoiceCount: EXPORT_MAX_INVOICES });
  });
});
