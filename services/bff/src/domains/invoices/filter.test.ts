// The business invoices page's filters in upstream terms — a commodity becomes the
// sites of its contract lines, a registry and a site are checked to be the session's own, the totals
// are asked of upstream only when selected — and the site filter's options.
import {
  Kind,
  parse,
  type FieldNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { Authorizer } from '../../authz/authorizer.ts';
import { log, notFoundCode, session } from '../../authz/ownership-fixtures.ts';
import { OwnershipCache } from '../../authz/session-cache.ts';
import type { SelectionInfo } from '../../graphql/selection.ts';
import { sitesOf } from '../../scope/sites.ts';
import { invoiceQueries } from './resolvers.ts';

function infoOf(query: string): SelectionInfo {
  const document = parse(query);
  const operation = document.definitions.find(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  )!;
  const field = operation.selectionSet.selections.find(
    (s): s is FieldNode => s.kind === Kind.FIELD,
  )!;
  const fragments: Record<string, FragmentDefinitionNode> = {};
  return { fieldNodes: [field], fragments };
}

interface Line {
  idsede: number;
  idanagrafica: number;
  codUtility: 0 | 1;
  descrizioneSede: string;
  indirizzo: string;
  localita: string;
}

const line = (idsede: number, idanagrafica: number, codUtility: 0 | 1): Line => ({
  idsede,
  idanagrafica,
  codUtility,
  descrizioneSede: `Sede ${idsede}`,
  indirizzo: 'Via Roma 1',
  localita: 'Verona',
});

/**
 * Upstream: registries 10 and 11 are the session's (a consortium's members), 20 another
 * customer's. Sites 101 (10, power), 102 (10, gas), 111 (11, gas), 201 (20, gas); registry 12 has
 * 1,200 gas supplies, one per site.
 */
const LINES: Line[] = [
  line(101, 10, 0),
  line(101, 10, 0),
  line(102, 10, 1),
  line(111, 11, 1),
  line(201, 20, 1),
  ...Array.from({ length: 1200 }, (_, i) => line(1200 + i, 12, 1)),
];

function world(own: number[], selected: number | null = own[0] ?? null) {
  const sent: Array<{ operationName: string; query: string; variables: Record<string, unknown> }> =
    [];
  const upstream = {
    async request(): Promise<never> {
      throw new Error('no REST call expected');
    },
    async graphql<T>(
      _ctx: unknown,
      op: { operationName: string; query: string; variables: Record<string, unknown> },
    ): Promise<T> {
      sent.push(op);
      const v = op.variables;
      if (op.operationName === 'Sedi') {
        const ids = v.idanagrafica as number[];
        const code = v.codUtility === undefined ? null : v.codUtility === 'Gas' ? 1 : 0;
        const all = LINES.filter(
          (l) =>
            ids.includes(l.idanagrafica) &&
            (code === null || l.codUtility === code) &&
            (v.idsede === undefined || l.idsede === v.idsede),
        );
        const offset = Number(v.offset ?? 0);
        const nodes = all.slice(offset, offset + Number(v.first));
        return { contratti: { totalCount: all.length, nodes } } as T;
      }
      return {
        fatture: { totalCount: 3, nodes: [], totaleImporto: 1234.5, totaleDaPagare: 200 },
      } as T;
    },
  };
  const authz = new Authorizer(
    upstream as never,
    { session: session(own, selected), log },
    new OwnershipCache(),
  );
  const ctx = { call: authz.call, upstream, authz } as never;
  const fatture = () => sent.filter((op) => op.operationName === 'Fatture');
  const sedi = () => sent.filter((op) => op.operationName === 'Sedi');
  return { ctx, authz, sent, fatture, sedi };
}

const PAGE = infoOf('{ invoices { totalCount nodes { id } } }');
const WITH_TOTALS = infoOf('{ invoices { totalCount totalAmount totalToPay nodes { id } } }');

describe('the invoices filter in upstream terms', () => {
  it('a commodity asks for the sites of its contract lines in the scope, then fatture of those sites', async () => {
    const { ctx, fatture, sedi } = world([10, 11]);
    await invoiceQueries.invoices({}, { filter: { utility: 'GAS' } }, ctx, PAGE);
    expect(sedi()).toHaveLength(1);
    expect(sedi()[0]?.variables).toMatchObject({
      idanagrafica: [10],
      codUtility: 'Gas',
      first: 500,
      offset: 0,
    });
    expect(fatture()[0]?.variables).toMatchObject({ idanagrafica: [10], idSedi: [102] });
    await invoiceQueries.invoices({}, { filter: { utility: 'POWER' } }, ctx, PAGE);
    expect(fatture()[1]?.variables).toMatchObject({ idanagrafica: [10], idSedi: [101] });
  });

  it('registryId names the scope among the session’s registries; without one, the selected registry, else all', async () => {
    const consortium = world([10, 11]);
    await invoiceQueries.invoices(
      {},
      { filter: { utility: 'GAS', registryId: '11' } },
      consortium.ctx,
      PAGE,
    );
    expect(consortium.fatture()[0]?.variables).toMatchObject({
      idanagrafica: [11],
      idSedi: [111],
    });
    const none = world([10, 11], null);
    await invoiceQueries.invoices({}, { filter: { utility: 'GAS' } }, none.ctx, PAGE);
    expect(none.fatture()[0]?.variables).toMatchObject({
      idanagrafica: [10, 11],
      idSedi: [102, 111],
    });
  });

  it('allRegistries spans every registry of the session’s segment, not the selected one alone', async () => {
    const members = world([10, 11]);
    await invoiceQueries.invoices(
      {},
      { filter: { utility: 'GAS', allRegistries: true } },
      members.ctx,
      PAGE,
    );
    expect(members.sedi()[0]?.variables).toMatchObject({ idanagrafica: [10, 11] });
    expect(members.fatture()[0]?.variables).toMatchObject({
      idanagrafica: [10, 11],
      idSedi: [102, 111],
    });
    // A retail registry beside a corporate one is not on the corporate page (§1).
    const mixed = world([10, 11], 10);
    mixed.authz.session.user.anagrafiche[1]!.customerSegment = 'sme';
    await invoiceQueries.invoices({}, { filter: { allRegistries: true } }, mixed.ctx, PAGE);
    expect(mixed.fatture()[0]?.variables).toMatchObject({ idanagrafica: [10] });
    // …unless the customer is a consortium, whose registries are all members.
    mixed.authz.session.user.userInfo.businessConventions = [
      { businessConventionType: 'consortium' },
    ];
    await invoiceQueries.invoices({}, { filter: { allRegistries: true } }, mixed.ctx, PAGE);
    expect(mixed.fatture()[1]?.variables).toMatchObject({ idanagrafica: [10, 11] });
    // false is the same as leaving it out.
    await invoiceQueries.invoices({}, { filter: { allRegistries: false } }, mixed.ctx, PAGE);
    expect(mixed.fatture()[2]?.variables).toMatchObject({ idanagrafica: [10] });
  });

  it('registryId and allRegistries together are BAD_USER_INPUT, and nothing is asked upstream', async () => {
    const { ctx, sent } = world([10, 11]);
    const error = await invoiceQueries
      .invoices({}, { filter: { registryId: '11', allRegistries: true } }, ctx, PAGE)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'BAD_USER_INPUT', details: { field: 'allRegistries' } });
    const sites = await invoiceQueries
      .sites({}, { utility: 'GAS', registryId: '10', allRegistries: true }, ctx)
      .catch((e: unknown) => e);
    expect(sites).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(sent).toHaveLength(0);
  });

  it('another customer’s registryId or siteId is NOT_FOUND, exactly like an unknown one, and asks no fatture', async () => {
    const { ctx, fatture } = world([10, 11]);
    const attempt = (filter: Record<string, string>) =>
      invoiceQueries.invoices({}, { filter }, ctx, PAGE).catch(notFoundCode);
    expect(await attempt({ registryId: '20' })).toBe('NOT_FOUND:Registry not found');
    expect(await attempt({ registryId: '99' })).toBe('NOT_FOUND:Registry not found');
    expect(await attempt({ siteId: '201' })).toBe('NOT_FOUND:Site not found');
    expect(await attempt({ siteId: '999' })).toBe('NOT_FOUND:Site not found');
    expect(fatture()).toHaveLength(0);
  });

  it('a site of the session’s narrows to that site; a site of the other commodity gives an empty page without asking fatture', async () => {
    const { ctx, fatture } = world([10, 11]);
    await invoiceQueries.invoices({}, { filter: { siteId: '102' } }, ctx, PAGE);
    expect(fatture()[0]?.variables).toMatchObject({ idanagrafica: [10], idSedi: [102] });
    const empty = await invoiceQueries.invoices(
      {},
      { filter: { siteId: '101', utility: 'GAS' } },
      ctx,
      WITH_TOTALS,
    );
    expect(empty).toEqual({ totalCount: 0, nodes: [], totalAmount: 0, totalToPay: 0 });
    expect(fatture()).toHaveLength(1);
  });

  it('totals of the whole filtered set come from upstream, asked only when the query selects them', async () => {
    const { ctx, fatture } = world([10]);
    const bare = await invoiceQueries.invoices({}, {}, ctx, PAGE);
    expect(fatture()[0]?.query).not.toContain('totaleImporto');
    expect(bare.totalCount).toBe(3);
    const totals = await invoiceQueries.invoices({}, {}, ctx, WITH_TOTALS);
    expect(fatture()[1]?.query).toContain('totalCount totaleImporto totaleDaPagare nodes');
    expect(totals).toMatchObject({ totalAmount: 1234.5, totalToPay: 200 });
  });
});

describe('the site filter’s options', () => {
  it('sites of one commodity of the registry asked for, each once, by name', async () => {
    const { ctx } = world([10, 11]);
    expect(await invoiceQueries.sites({}, { utility: 'GAS', registryId: '11' }, ctx)).toEqual([
      {
        id: '111',
        name: 'Sede 111',
        address: 'Via Roma 1',
        locality: 'Verona',
        registryId: '11',
        utility: 'GAS',
      },
    ]);
    const power = await invoiceQueries.sites({}, { utility: 'POWER' }, ctx);
    expect(power.map((s) => s.id)).toEqual(['101']);
    const foreign = await invoiceQueries.sites({}, { registryId: '20' }, ctx).catch(notFoundCode);
    expect(foreign).toBe('NOT_FOUND:Registry not found');
  });

  it('with allRegistries, the sites of every registry of the segment', async () => {
    const { ctx } = world([10, 11]);
    const gas = await invoiceQueries.sites({}, { utility: 'GAS', allRegistries: true }, ctx);
    expect(gas.map((s) => [s.id, s.registryId])).toEqual([
      ['102', '10'],
      ['111', '11'],
    ]);
  });

  it('reads every page of a large customer’s contract lines (the first, then the rest together), once per request', async () => {
    const { authz, sedi } = world([12]);
    const sites = await sitesOf(authz, [12], 'GAS');
    expect(sites).toHaveLength(1200);
    expect(sedi().map((op) => op.variables.offset)).toEqual([0, 500, 1000]);
    await sitesOf(authz, [12], 'GAS');
    expect(sedi()).toHaveLength(3);
  });
});
