import { describe, expect, it } from 'vitest';
import { costLimitRule } from './cost.ts';
import { graphql } from './graphql-runtime.ts';
import { schema as sdl } from './schema.ts';

const { buildSchema, parse, specifiedRules, validate } = graphql;
const schema = buildSchema(sdl);
const rule = costLimitRule({ maxCost: 2000, defaultListSize: 20, variableListSize: 200 });
const check = (query: string) => validate(schema, parse(query), [...specifiedRules, rule]);

describe('query cost limit (issue 5 item 4: hardening)', () => {
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
    expect(errors[0]?.message).toMatch(/too expensive: cost \d+ exceeds the limit of 2000/);
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
    expect(errors[0]?.extensions.cost).toBeGreaterThan(2000);
  });

  it('does not loop on fragment cycles (reported by the standard rules)', () => {
    const errors = check(
      'query { supplies { nodes { ...A } } } fragment A on Supply { id ...B } fragment B on Supply { id ...A }',
    );
    expect(errors.some((e) => /Cannot spread fragment/.test(e.message))).toBe(true);
  });
});
