// §4: a supply's status crosses the API as its key (ContractStatus), never as
// upstream's Italian label. Through the real flow: the sandbox's condominio.aurora has a power
// supply whose contract line upstream calls 'Cessata'; the BFF must send it as CEASED on every
// field that carries a supply's status (the dashboard once showed it as an active supply).
import { CONTRACT_STATUS_CODES } from '@portal/shared/status';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPortal, type RunningPortal } from './helpers.ts';
import { gql, ok } from './graphql-support.ts';

let portal: RunningPortal;
let cookie: string;

beforeAll(async () => {
  portal = await startPortal();
  cookie = (await portal.signIn('condominio.aurora@demo.it')).cookie;
});
afterAll(async () => portal?.close());

const KEYS: readonly string[] = Object.values(CONTRACT_STATUS_CODES);

describe('§4 supply status as a key through sandbox and BFF', () => {
  it('a ceased supply is CEASED on the dashboard, the supplies list, the supply and its contract', async () => {
    const data = ok(
      await gql<{
        retailDashboard: { supplies: Array<{ id: string; status: string }> };
        supplies: { nodes: Array<{ id: string; status: string; contractId: string | null }> };
      }>(
        portal,
        cookie,
        '{ retailDashboard { supplies { id status } } supplies { nodes { id status contractId } } }',
      ),
    );
    const statuses = [
      ...data.retailDashboard.supplies.map((s) => s.status),
      ...data.supplies.nodes.map((s) => s.status),
    ];
    for (const status of statuses) expect(KEYS).toContain(status);
    expect(statuses).not.toContain('Cessato');
    const ceased = data.supplies.nodes.filter((s) => s.status === 'CEASED');
    expect(ceased).toHaveLength(1);
    expect(data.supplies.nodes.filter((s) => s.status === 'ACTIVE').length).toBeGreaterThan(0);
    const [supply] = ceased;
    expect(data.retailDashboard.supplies.find((s) => s.id === supply!.id)?.status).toBe('CEASED');

    const one = ok(
      await gql<{ supply: { status: string } }>(
        portal,
        cookie,
        'query Q($id: ID!) { supply(id: $id) { status } }',
        { id: supply!.id },
      ),
    );
    expect(one.supply.status).toBe('CEASED');
    const contract = ok(
      await gql<{ contract: { contract: { status: string; statusTone: string } } }>(
        portal,
        cookie,
        'query Q($id: ID!) { contract(id: $id) { contract { status statusTone } } }',
        { id: supply!.contractId },
      ),
    );
    expect(contract.contract.contract).toEqual({ status: 'CEASED', statusTone: 'red' });
  });
});
