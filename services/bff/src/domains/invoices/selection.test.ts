import {
  Kind,
  parse,
  type FieldNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { selectedNames, type SelectionInfo } from '../../graphql/selection.ts';
import { invoiceListFields } from './list-query.ts';
import { fetchInvoices } from './resolvers.ts';
import { FATTURA_FIELD_LIST } from './upstream.ts';

/** The resolve info of the first top-level field of a query, as graphql-js and graphql-jit give it. */
function infoOf(query: string): SelectionInfo {
  const document = parse(query);
  const operation = document.definitions.find(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  )!;
  const fragments = Object.fromEntries(
    document.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d]),
  );
  const field = operation.selectionSet.selections.find(
    (s): s is FieldNode => s.kind === Kind.FIELD,
  )!;
  return { fieldNodes: [field], fragments };
}

describe('selections below a field', () => {
  it('reads names through aliases, inline fragments and fragment spreads, and merges repeated fields', () => {
    const info = infoOf(`
      query { invoices(first: 5) { totalCount nodes { id x: amount ...More ... on Invoice { hasPdf } } nodes { paid } } }
      fragment More on Invoice { documentNumber ...Deeper }
      fragment Deeper on Invoice { utility }`);
    expect([...selectedNames(info, ['nodes'])].sort()).toEqual([
      'amount',
      'documentNumber',
      'hasPdf',
      'id',
      'paid',
      'utility',
    ]);
    expect([...selectedNames(info, [])].sort()).toEqual(['nodes', 'totalCount']);
    expect(selectedNames(info, ['missing']).size).toBe(0);
  });

  it('asks upstream for the fields the selected invoice fields are made of, plus ids, issue day and amounts', () => {
    const fields = invoiceListFields(
      infoOf('{ invoices { nodes { id documentNumber pointId __typename } } }'),
    ).split(' ');
    expect(fields).toEqual([
      'idfattura',
      'numeroFattura',
      'dataEmissione',
      'importo',
      'totaleApagare',
      'pagato',
      'podPdr',
      'idanagrafica',
    ]);
    // Totals only: still what they add up and what the ownership check needs.
    expect(invoiceListFields(infoOf('{ invoices { totalCount totalAmount } }')).split(' ')).toEqual(
      ['idfattura', 'dataEmissione', 'importo', 'totaleApagare', 'pagato', 'idanagrafica'],
    );
    // Every field of an invoice selected: the full list.
    const all =
      'id documentNumber issueDate dueDate paymentDate competenceFrom competenceTo amount amountToPay paid paymentState utility pointId paymentMethod onlinePaymentEnabled hasPdf hasDetailPdf registryId supplyId documentType billedQuantity unit';
    const full = invoiceListFields(infoOf(`{ invoices { nodes { ${all} } } }`)).split(' ');
    for (const f of full) expect(FATTURA_FIELD_LIST).toContain(f);
    expect(full).toHaveLength(FATTURA_FIELD_LIST.length - 3); // numeroDoc, codiceStatoPagamento, idsede: no Invoice field reads them
  });

  it('falls back to the whole invoice for a name it does not know', () => {
    expect(invoiceListFields(infoOf('{ invoices { nodes { id somethingNew } } }'))).toBe(
      FATTURA_FIELD_LIST.join(' '),
    );
  });

  it('sends the narrowed query upstream, and only whole records seed the request lookups', async () => {
    const sent: string[] = [];
    const primed: number[] = [];
    const record = {
      idfattura: 7,
      idanagrafica: 1,
      dataEmissione: '2026-11-01',
      importo: 10,
      totaleApagare: 10,
      pagato: false,
    };
    const ctx = {
      call: {},
      upstream: {
        graphql: async (_: unknown, op: { query: string }) => {
          sent.push(op.query);
          return { fatture: { totalCount: 1, nodes: [record] } };
        },
      },
      authz: {
        owns: (id: number) => id === 1,
        prime: (kind: string, id: number) => primed.push(id),
      },
    } as never;
    const vars = { idanagrafica: [1], first: 20, offset: 0, sort: 'ISSUE_DATE_DESC' as const };
    const narrow = 'idfattura dataEmissione importo totaleApagare pagato idanagrafica';
    expect((await fetchInvoices(ctx, vars, narrow)).nodes).toEqual([record]);
    expect(sent[0]).toMatch(new RegExp(`nodes \\{ ${narrow} \\}`));
    expect(primed).toEqual([]);
    await fetchInvoices(ctx, vars);
    expect(sent[1]).toContain(`nodes { ${FATTURA_FIELD_LIST.slice(0, 9).join(' ')}`);
    expect(primed).toEqual([7]);
  });
});
