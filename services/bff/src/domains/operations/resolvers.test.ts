// The business operations page's API in upstream terms — the registries a list
// covers (the selected one, one named, or a consortium's members), the commodity, a state and a
// type as upstream spells them (a type in Italian and German), the opening days; a bad day, a
// backward range, OTHER and a contradiction are BAD_USER_INPUT and another customer's registry
// or supply NOT_FOUND, none of them asking upstream for operations.
import { describe, expect, it } from 'vitest';
import { Authorizer } from '../../authz/authorizer.ts';
import { log, notFoundCode, session } from '../../authz/ownership-fixtures.ts';
import { OwnershipCache } from '../../authz/session-cache.ts';
import type { OperazioneRecord } from './upstream.ts';
import { operationQueries } from './resolvers.ts';

const record = (idoperazione: number, idanagrafica: number): OperazioneRecord => ({
  idoperazione,
  idanagrafica,
  idfornitura: 5,
  podPdr: 'IT001E00000005',
  codUtility: 0,
  tipo: 'Variazione potenza',
  descrizione: 'Aumento della potenza impegnata',
  stato: 'In lavorazione',
  dataApertura: '2026-10-01T09:30:00',
  dataUltimoAggiornamento: '2026-10-03T11:00:00',
  storico: [
    { stato: 'Trasmessa', data: '2026-10-01T09:30:00', nota: 'Richiesta ricevuta dal portale' },
    { stato: 'In lavorazione', data: '2026-10-03T11:00:00', nota: null },
  ],
});

/** Registries 10 and 11 are the session's (a consortium's members), 20 another customer's. */
function world(own: number[] = [10, 11], selected: number | null = own[0] ?? null) {
  const sent: Array<{ operationName: string; variables: Record<string, unknown> }> = [];
  const upstream = {
    async request(): Promise<never> {
      throw new Error('no REST call expected');
    },
    async graphql<T>(
      _ctx: unknown,
      op: { operationName: string; variables: Record<string, unknown> },
    ): Promise<T> {
      sent.push(op);
      if (op.operationName === 'Forniture') {
        const id = op.variables.idfornitura;
        const nodes =
          id === 5
            ? [{ idfornitura: 5, idanagrafica: 10, idsede: 1, codUtility: 0 }]
            : id === 6
              ? [{ idfornitura: 6, idanagrafica: 20, idsede: 2, codUtility: 0 }]
              : [];
        // Like the data service, which trusts its caller: only the asked registries' supplies.
        const asked = op.variables.idanagrafica as number[];
        const mine = nodes.filter((n) => asked.includes(n.idanagrafica));
        return { forniture: { totalCount: mine.length, nodes: mine } } as T;
      }
      // A foreign record slipped into the answer is dropped by the resolver.
      return {
        operazioni: { totalCount: 3, nodes: [record(1, 10), record(2, 11), record(3, 20)] },
      } as T;
    },
  };
  const authz = new Authorizer(
    upstream as never,
    { session: session(own, selected), log },
    new OwnershipCache(),
  );
  const ctx = { call: authz.call, upstream, authz } as never;
  const operazioni = () => sent.filter((op) => op.operationName === 'Operazioni');
  return { ctx, authz, sent, operazioni };
}

describe('the operations filter in upstream terms', () => {
  it('the selected registry by default; state, commodity and opening days go upstream in its words, latest update first', async () => {
    const { ctx, operazioni } = world();
    const page = await operationQueries.operations(
      {},
      {
        utility: 'POWER',
        state: 'PROCESSING',
        openedFrom: '2026-09-01',
        openedTo: '2026-10-31',
        first: 10,
        offset: 10,
      },
      ctx,
    );
    expect(operazioni()[0]?.variables).toEqual({
      idanagrafica: [10],
      idfornitura: undefined,
      codUtility: 'Power',
      stato: 'In lavorazione',
      tipo: undefined,
      dataAperturaDal: '2026-09-01',
      dataAperturaAl: '2026-10-31',
      first: 10,
      offset: 10,
      sort: 'dataUltimoAggiornamento:desc',
    });
    expect(page.totalCount).toBe(3);
    expect(page.nodes.map((n) => [n.id, n.registryId])).toEqual([
      ['1', '10'],
      ['2', '11'],
    ]);
    expect(page.nodes[0]).toMatchObject({
      kind: 'POWER_VARIATION',
      state: 'PROCESSING',
      utility: 'POWER',
      pointId: 'IT001E00000005',
      history: [
        {
          state: 'TRANSMITTED',
          date: '2026-10-01T09:30:00',
          note: 'Richiesta ricevuta dal portale',
        },
        { state: 'PROCESSING', date: '2026-10-03T11:00:00', note: null },
      ],
    });
  });

  it('a type goes upstream in every spelling upstream writes it (Italian, and German for a de-DE registry)', async () => {
    const { ctx, operazioni } = world();
    await operationQueries.operations({}, { kind: 'HOLDER_CHANGE' }, ctx);
    expect(operazioni()[0]?.variables.tipo).toEqual(['Voltura', 'Umschreibung']);
    await operationQueries.operations({}, { kind: 'TERMINATION' }, ctx);
    expect(operazioni()[1]?.variables.tipo).toEqual([
      'Cessazione fornitura',
      'Beendigung der Lieferung',
    ]);
  });

  it('registryId names one of the session’s registries; allRegistries spans the segment’s (a consortium’s members)', async () => {
    const { ctx, authz, operazioni } = world();
    await operationQueries.operations({}, { registryId: '11' }, ctx);
    expect(operazioni()[0]?.variables.idanagrafica).toEqual([11]);
    authz.session.user.userInfo.businessConventions = [{ businessConventionType: 'consortium' }];
    authz.session.user.anagrafiche[1]!.customerSegment = 'sme';
    await operationQueries.operations({}, { allRegistries: true }, ctx);
    expect(operazioni()[1]?.variables.idanagrafica).toEqual([10, 11]);
  });

  it('a supply of the session’s narrows to it; another customer’s supply or registry is NOT_FOUND like an unknown one', async () => {
    const { ctx, operazioni } = world();
    await operationQueries.operations({}, { supplyId: '5' }, ctx);
    expect(operazioni()[0]?.variables.idfornitura).toBe(5);
    const attempt = (args: Record<string, string>) =>
      operationQueries.operations({}, args, ctx).catch(notFoundCode);
    expect(await attempt({ registryId: '20' })).toBe('NOT_FOUND:Registry not found');
    expect(await attempt({ registryId: '99' })).toBe('NOT_FOUND:Registry not found');
    expect(await attempt({ supplyId: '6' })).toBe(await attempt({ supplyId: '7' }));
    expect(await attempt({ supplyId: '6' })).toMatch(/^NOT_FOUND/);
    expect(operazioni()).toHaveLength(1);
  });

  it.each([
    [{ openedFrom: '2026-02-30' }, 'openedFrom'],
    [{ openedTo: '22/11/2026' }, 'openedTo'],
    [{ openedFrom: '2026-11-02', openedTo: '2026-11-01' }, 'openedTo'],
    [{ state: 'OTHER' }, 'state'],
    [{ kind: 'OTHER' }, 'kind'],
    [{ registryId: '11', allRegistries: true }, 'allRegistries'],
    [{ first: 0 }, 'first'],
  ] as const)('%o is BAD_USER_INPUT on %s, and nothing is asked upstream', async (args, field) => {
    const { ctx, sent } = world();
    const error = await operationQueries.operations({}, args, ctx).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'BAD_USER_INPUT', details: { field } });
    expect(sent).toHaveLength(0);
  });
});
