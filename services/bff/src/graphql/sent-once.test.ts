// Every mutation of the API is decided: sent once under its Idempotency-Key, or named with the
// reason a repeat files nothing twice. A new mutation fails here until it is decided.
import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { resolvers, schema } from '../api/schema.ts';
import { NOT_SENT_ONCE, SENT_ONCE } from './sent-once.ts';

describe('writes sent once', () => {
  it('every mutation is sent once or says why it need not be', () => {
    const mutations = Object.keys(buildSchema(schema).getMutationType()?.getFields() ?? {});
    expect([...SENT_ONCE, ...Object.keys(NOT_SENT_ONCE)].sort()).toEqual(mutations.sort());
    expect(SENT_ONCE.filter((name) => name in NOT_SENT_ONCE)).toEqual([]);
  });

  it('the composed resolvers of the writes are the sent-once ones', () => {
    const mutation = (resolvers as { Mutation: Record<string, { name: string }> }).Mutation;
    for (const name of SENT_ONCE) expect(mutation[name]?.name, name).toBe('sentOnceResolver');
  });
});
