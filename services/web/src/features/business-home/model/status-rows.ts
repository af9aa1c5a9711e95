// The business home's status counts as the page shows them (§4): supplies in the table's order, a
// status the table does not name counted with Attivo (§4: unknown is shown as Attivo, green); the
// open requests' two states, transmitted and in progress, both orange.
import { CONTRACT_STATUS_CODES, type ContractStatusCode } from '@portal/shared/status';

const TABLE_ORDER = Object.values(CONTRACT_STATUS_CODES) as ContractStatusCode[];

export function supplyStatusRows(
  byStatus: ReadonlyArray<{ status: ContractStatusCode; count: number }>,
): Array<{ status: ContractStatusCode; count: number }> {
  const counts = new Map<ContractStatusCode, number>();
  for (const { status, count } of byStatus) {
    const shownAs = status === 'UNKNOWN' ? 'ACTIVE' : status;
    counts.set(shownAs, (counts.get(shownAs) ?? 0) + count);
  }
  return TABLE_ORDER.filter((status) => (counts.get(status) ?? 0) > 0).map((status) => ({
    status,
    count: counts.get(status) ?? 0,
  }));
}

/** The states of a request not closed yet (docs/api.md DashboardOperations). */
export type OpenRequestState = 'TRANSMITTED' | 'PROCESSING';

export function openStateRows(
  byState: ReadonlyArray<{ state: string; count: number }>,
): Array<{ state: OpenRequestState; count: number }> {
  return byState.filter(
    (s): s is { state: OpenRequestState; count: number } =>
      (s.state === 'TRANSMITTED' || s.state === 'PROCESSING') && s.count > 0,
  );
}
