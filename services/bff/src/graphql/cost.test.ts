import { describe, expect, it } from 'vitest';
import type { FragmentDefinitionNode, OperationDefinitionNode } from 'graphql';
import { costLimitRule, operationCost } from './cost.ts';
import { graphql } from './graphql-runtime.ts';
import { schema as sdl } from '../api/schema.ts';

const { Kind, buildSchema, parse, specifiedRules, validate } = graphql;
const schema = buildSchema(sdl);
const rule = costLimitRule({ maxCost: 2000, defaultListSize: 20, variableListSize: 200 });
const check = (query: string) => validate(schema, parse(query), [...specifiedRules, rule]);

describe('query cost limit (hardening)', () => {
  it('accepts a page-sized invoices query', () => {
    expect(
      check('{ invoices(first: 20) { totalCount nodes { id documentNumber amount } } }'),
    ).toEqual([]);
  });

  it('refuses a query whose page size multiplies into too many fields, naming the cost and the limit', () => {
    const errors = check(
      '{ invoices(first: 200) { nodes { id documentNumber amount amountToPay issueDate dueDate paid utility pointId hasPdf } } }',
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]?.message).toMatch(/too expensive: its cost exceeds the limit of 2000/);
    expect(errors[0]?.extensions.code).toBe('BAD_USER_INPUT');
  });

  it('counts a variable page size as the largest page, so a cached validation cannot be bypassed', () => {
    const small = check(
      'query Q { invoices(first: 5) { nodes { id documentNumber amount amountToPay issueDate dueDate paid utility pointId hasPdf } } }',
    );
    const variable = check(
      'query Q($n: Int) { invoices(first: $n) { nodes { id documentNumber amount amountToPay issueDate dueDate paid utility pointId hasPdf } } }',
    );
    expect(small).toEqual([]);
    expect(variable).toHaveLength(1);
  });

  it('multiplies nested lists and follows fragments and inline fragments', () => {
    const errors = check(
      'query { operations(first: 100) { nodes { ...Op } } } fragment Op on Operation { id history { state date note } ... on Operation { kind } }',
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]?.message).toMatch(/too expensive/);
  });

  it('does not loop on fragment cycles (reported by the standard rules)', () => {
    const errors = check(
      'query { supplies { nodes { ...A } } } fragment A on Supply { id ...B } fragment B on Supply { id ...A }',
    );
    expect(errors.some((e) => /Cannot spread fragment/.test(e.message))).toBe(true);
  });
});

/** Fragments F0…F{levels}, each spreading the one before it twice: the expanded query doubles per level. */
function nestedFragments(levels: number): string {
  const defs = ['fragment F0 on Supply { id }'];
  for (let i = 1; i <= levels; i++)
    defs.push(`fragment F${i} on Supply { ...F${i - 1} ...F${i - 1} }`);
  return `query { supplies { nodes { ...F${levels} } } } ${defs.join(' ')}`;
}

describe('query cost of nested fragments', () => {
  it('prices each fragment once: 30 levels (2^30 expanded fields) cost a few dozen fragment look-ups', () => {
    const document = parse(nestedFragments(30));
    const operation = document.definitions.find(
      (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
    )!;
    const named: Record<string, FragmentDefinitionNode> = {};
    for (const d of document.definitions)
      if (d.kind === Kind.FRAGMENT_DEFINITION) named[d.name.value] = d;
    // Counts how often the cost walk reads a fragment; the expanding walk read them 2^31 times.
    let lookups = 0;
    const fragments = new Proxy(named, {
      get(target, name: string) {
        if (++lookups > 10_000) throw new Error('the cost walk re-expands fragments');
        return target[name];
      },
    });
    const unlimited = {
      maxCost: Number.POSITIVE_INFINITY,
      defaultListSize: 20,
      variableListSize: 200,
    };
    const cost = operationCost(
      schema,
      operation.selectionSet,
      schema.getQueryType()!,
      fragments,
      unlimited,
    );
    // supplies + nodes, then 2^30 copies of `id` in each of the 50 supplies of the default page.
    expect(cost).toBe(2 + 50 * 2 ** 30);
    expect(lookups).toBeLessThanOrEqual(62);
  });

  it('refuses 30 levels of nested fragments, with the limit named (the count above is linear)', () => {
    const errors = check(nestedFragments(30));
    const cost = errors.find((e) => /too expensive/.test(e.message));
    expect(cost?.message).toMatch(/exceeds the limit of 2000/);
    expect(cost?.extensions.code).toBe('BAD_USER_INPUT');
  });
});
