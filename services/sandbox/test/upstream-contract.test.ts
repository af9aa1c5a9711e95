// The data service the sandbox serves is the upstream contract's (packages/upstream-contract, §3,
// §7): every field of its schema is a field of the contract's records with the same type, nullable
// in the contract wherever the schema allows null; and what it answers fits the contract.
import { documentCheck, problemText } from '@portal/upstream-contract';
import { schemaDifferences } from '@portal/upstream-contract/schema-agreement';
import { buildSchema, getNamedType, type GraphQLOutputType, isObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conventionTypeDefs } from '../src/graphql/convention.ts';
import { schema as sdl } from '../src/graphql/schema.ts';
import { startDataApp, type DataApp } from './data-helpers.ts';

const schema = buildSchema(sdl + conventionTypeDefs);

describe('the data service and the upstream contract (§3, §7)', () => {
  it('declare the same query fields, mutations, records and types', () => {
    expect(schemaDifferences(schema, true)).toEqual([]);
  });

  it('notices a field whose type differs, one the contract lacks and a null the contract refuses', () => {
    const changed = buildSchema(
      (sdl + conventionTypeDefs)
        .replace('codiceStatoPagamento: Int!', 'codiceStatoPagamento: String')
        .replace('idfattura: Int!', 'idfattura: Int!\n    inventato: Int')
        .replace('numeroFattura: String!', 'numeroFattura: String'),
    );
    expect(schemaDifferences(changed, true)).toEqual([
      'fatture.nodes[].codiceStatoPagamento: String in the schema, not in the contract',
      'fatture.nodes[].inventato: not in the contract',
      'fatture.nodes[].numeroFattura: the schema allows null, the contract does not',
    ]);
    // A supplier's schema may declare more than the contract.
    expect(schemaDifferences(changed)).toHaveLength(2);
  });
});

/** Every field of a type, sub-selections included (the full answer the contract describes). */
function everyField(type: GraphQLOutputType, depth = 0): string {
  const named = getNamedType(type);
  if (!isObjectType(named) || depth > 4) return '';
  return `{ ${Object.values(named.getFields())
    .map((f) => `${f.name} ${everyField(f.type, depth + 1)}`)
    .join(' ')} }`;
}

describe('what the sandbox answers fits the upstream contract', () => {
  let app: DataApp;
  beforeAll(async () => {
    app = await startDataApp();
  });
  afterAll(async () => {
    await app.close();
  });

  const fields = schema.getQueryType()!.getFields();
  const whole = (name: string, args: string) =>
    `{ ${name}(${args}) ${everyField(fields[name]!.type)} }`;

  it.each([
    ['fatture', 'idanagrafica: [100001], first: 100', undefined],
    ['contratti', 'idanagrafica: [100001]', undefined],
    ['anagrafica', 'idanagrafica: 100001', undefined],
    ['forniture', 'idanagrafica: [200001], first: 100', undefined],
    ['operazioni', 'idanagrafica: [200001], first: 50', undefined],
    ['notifiche', 'idanagrafica: [100001]', undefined],
    ['bonusFedelta', 'idanagrafica: 100001', undefined],
    ['richiesteGestione', 'idanagrafica: [100001]', undefined],
    ['letture', 'idanagrafica: [100001]', undefined],
    ['convenzioni', 'idanagrafica: [300001]', undefined],
    ['ordiniConvenzione', 'idanagrafica: [300001]', undefined],
    ['anagraficaConvenzione', 'idanagrafica: 300001', undefined],
  ])('%s(%s)', async (name, args, email) => {
    const document = whole(name, args);
    const answer = await app.gql<Record<string, unknown>>(document, {}, email);
    expect(answer.errors).toBeUndefined();
    expect(documentCheck(document).problems(answer.data).map(problemText)).toEqual([]);
  });
});
