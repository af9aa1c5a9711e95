// Reads asked together go to the data service as one document (§7 data queries), each answered
// with its own fields; a mutation goes alone; a refused batch is asked read by read.
import type { FastifyBaseLogger } from 'fastify';
import type { FieldNode, OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { CallContext, GraphQLOperation } from '../upstream/client.ts';
import { GraphQLRequestError } from '../upstream/errors.ts';
import { graphql } from './graphql-runtime.ts';
import { ReadBatch } from './read-batch.ts';

const ctx = { session: {}, log: {} as FastifyBaseLogger } as unknown as CallContext;

/** A data service that answers every root field with its arguments' variables and its name. */
function dataService(refuse = false) {
  const sent: GraphQLOperation[] = [];
  return {
    sent,
    request: () => Promise.reject(new Error('no REST here')),
    graphql: async <T>(_ctx: CallContext, op: GraphQLOperation): Promise<T> => {
      sent.push(op);
      if (refuse && sent.length === 1) throw new GraphQLRequestError(200, op.query, {}, [{}]);
      const document = graphql.parse(op.query);
      const operation = document.definitions[0] as OperationDefinitionNode;
      const data: Record<string, unknown> = {};
      for (const field of operation.selectionSet.selections as FieldNode[]) {
        const args = Object.fromEntries(
          (field.arguments ?? []).map((a) => [
            a.name.value,
            a.value.kind === 'Variable' ? op.variables?.[a.value.name.value] : null,
          ]),
        );
        data[(field.alias ?? field.name).value] = { field: field.name.value, args };
      }
      return data as T;
    },
  };
}

const supplies = (state: string): GraphQLOperation => ({
  query: `query FornitureTotali($idanagrafica: [Int!]!, $stato: String) {
    forniture(idanagrafica: $idanagrafica, statoFornitura: $stato, first: 0) { totalCount }
  }`,
  operationName: 'FornitureTotali',
  variables: { idanagrafica: [1], stato: state },
});

describe('ReadBatch', () => {
  it('the same list for several states is one call, each read answered with its own', async () => {
    const upstream = dataService();
    const batch = new ReadBatch(upstream);
    const answers = await Promise.all(
      ['Attiva', 'Sospesa', 'Cessata'].map((state) => batch.graphql(ctx, supplies(state))),
    );
    expect(upstream.sent).toHaveLength(1);
    expect(answers).toEqual(
      ['Attiva', 'Sospesa', 'Cessata'].map((stato) => ({
        forniture: {
          field: 'forniture',
          args: { idanagrafica: [1], statoFornitura: stato, first: null },
        },
      })),
    );
  });

  it('a mutation is never batched', async () => {
    const upstream = dataService();
    const batch = new ReadBatch(upstream);
    await Promise.all([
      batch.graphql(ctx, supplies('Attiva')),
      batch.graphql(ctx, { query: 'mutation Segna { segna(id: 1) { ok } }' }),
    ]);
    expect(upstream.sent.map((op) => op.query.trim().split(/\s/)[0])).toEqual([
      'mutation',
      'query',
    ]);
  });

  it('a batch the data service refuses is asked read by read', async () => {
    const upstream = dataService(true);
    const batch = new ReadBatch(upstream);
    const answers = await Promise.all([
      batch.graphql(ctx, supplies('Attiva')),
      batch.graphql(ctx, supplies('Sospesa')),
    ]);
    expect(upstream.sent).toHaveLength(3);
    expect(answers).toHaveLength(2);
  });
});
