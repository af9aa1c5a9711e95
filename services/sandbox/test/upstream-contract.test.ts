// The data service the sandbox serves is the upstream contract's (packages/upstream-contract, §3,
// §7): every field of its schema is a field of the contract's records with the same type, nullable
// in the contract wherever the schema allows null; and what it answers fits the contract.
import {
  DataServiceMutation,
  DataServiceQuery,
  documentCheck,
  problemText,
} from '@portal/upstream-contract';
import {
  buildSchema,
  getNamedType,
  type GraphQLField,
  type GraphQLOutputType,
  isEnumType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
} from 'graphql';
import type { TSchema } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conventionTypeDefs } from '../src/graphql/convention.ts';
import { schema as sdl } from '../src/graphql/schema.ts';
import { startDataApp, type DataApp } from './data-helpers.ts';

const schema = buildSchema(sdl + conventionTypeDefs);

interface Walked {
  type?: string;
  const?: unknown;
  properties?: Record<string, TSchema>;
  items?: TSchema;
  anyOf?: Walked[];
}

const SCALARS: Record<string, string> = {
  Int: 'integer',
  Float: 'number',
  String: 'string',
  Boolean: 'boolean',
};

/** The members of a union, unions within it flattened. */
const flat = (schema: Walked): Walked[] => (schema.anyOf ? schema.anyOf.flatMap(flat) : [schema]);

/** Where the contract and the schema differ at `path` (empty when they agree). */
function differences(path: string, graph: GraphQLOutputType, contract: Walked): string[] {
  const members = flat(contract);
  const nullable = members.some((m) => m.type === 'null');
  const rest = members.filter((m) => m.type !== 'null');
  if (!isNonNullType(graph)) {
    if (!nullable) return [`${path}: the schema allows null, the contract does not`];
    return valueDifferences(path, graph, rest);
  }
  return valueDifferences(path, graph.ofType, rest);
}

/** The same for a value that is not null, `rest` being the contract's other members. */
function valueDifferences(path: string, inner: GraphQLOutputType, rest: Walked[]): string[] {
  if (isListType(inner)) {
    const [list] = rest;
    if (rest.length !== 1 || list?.type !== 'array' || !list.items)
      return [`${path}: not a list in the contract`];
    return differences(`${path}[]`, inner.ofType, list.items as Walked);
  }
  if (isScalarType(inner)) {
    const wanted = SCALARS[inner.name];
    // An enumeration of integers (the commodity code of §1) is an Int of the schema.
    const fits = rest.every(
      (m) => m.type === wanted || (wanted === 'integer' && Number.isInteger(m.const)),
    );
    return fits
      ? []
      : [`${path}: ${inner.name} in the schema, ${JSON.stringify(rest)} in the contract`];
  }
  if (isEnumType(inner)) {
    const values = inner
      .getValues()
      .map((v) => v.name)
      .sort();
    const consts = rest.map((m) => m.const).sort();
    return JSON.stringify(values) === JSON.stringify(consts)
      ? []
      : [`${path}: enum ${inner.name} differs`];
  }
  if (isObjectType(inner)) {
    const [object] = rest;
    if (rest.length !== 1 || object?.type !== 'object')
      return [`${path}: not an object in the contract`];
    return fieldsDiffer(path, inner.getFields(), object.properties ?? {});
  }
  return [`${path}: ${String(inner)} is not compared`];
}

function fieldsDiffer(
  path: string,
  fields: Record<string, GraphQLField<unknown, unknown>>,
  properties: Record<string, TSchema>,
): string[] {
  const found: string[] = [];
  for (const [name, field] of Object.entries(fields)) {
    const declared = properties[name];
    const where = path ? `${path}.${name}` : name;
    if (!declared) found.push(`${where}: in the schema, not in the contract`);
    else found.push(...differences(where, field.type, declared as Walked));
  }
  for (const name of Object.keys(properties))
    if (!(name in fields))
      found.push(`${path ? `${path}.` : ''}${name}: in the contract, not in the schema`);
  return found;
}

describe('the data service and the upstream contract (§3, §7)', () => {
  it('declare the same query fields, records and types', () => {
    const root = schema.getQueryType();
    expect(root).toBeDefined();
    expect(fieldsDiffer('', root!.getFields(), DataServiceQuery.properties)).toEqual([]);
  });

  it('declare the same mutations', () => {
    const root = schema.getMutationType();
    expect(root).toBeDefined();
    expect(fieldsDiffer('', root!.getFields(), DataServiceMutation.properties)).toEqual([]);
  });

  it('notices a field whose type differs', () => {
    const changed = buildSchema(
      (sdl + conventionTypeDefs).replace(
        'codiceStatoPagamento: Int!',
        'codiceStatoPagamento: String',
      ),
    );
    expect(
      fieldsDiffer('', changed.getQueryType()!.getFields(), DataServiceQuery.properties),
    ).toEqual([
      'fatture.nodes[].codiceStatoPagamento: String in the schema, [{"type":"integer"}] in the contract',
    ]);
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
