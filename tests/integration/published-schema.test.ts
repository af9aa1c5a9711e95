// The published schema: docs/schema.graphql is what a running BFF answers to
// introspection. The BFF is started as the integration tests start it (sandbox, sign-in, the /api
// rules) and asked through its own document limits (docs/decisions/0002): graphql-js' one big
// introspection query nests deeper than a client may, so the test asks the type names, then each
// type on its own, and assembles the answer, as a tool would. Both sides are printed in
// graphql-js' canonical form with types and fields sorted: only a difference of the contract fails.
import { readFileSync } from 'node:fs';
import {
  buildClientSchema,
  buildSchema,
  lexicographicSortSchema,
  printSchema,
  type GraphQLSchema,
  type IntrospectionQuery,
  type IntrospectionType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPortal, type RunningPortal } from '../../services/bff/test/helpers.ts';
import { SCHEMA } from '../../codegen.ts';

const root = new URL('../../', import.meta.url);

/** A type reference three wrappers deep ([X!]! is NON_NULL, LIST, NON_NULL, X): the schema's deepest. */
const TYPE_REF = 'kind name ofType { kind name ofType { kind name ofType { kind name } } }';
const INPUT_VALUE = `name description type { ${TYPE_REF} } defaultValue isDeprecated deprecationReason`;
const FULL_TYPE = `kind name description specifiedByURL
  fields(includeDeprecated: true) {
    name description args(includeDeprecated: true) { ${INPUT_VALUE} }
    type { ${TYPE_REF} } isDeprecated deprecationReason
  }
  inputFields(includeDeprecated: true) { ${INPUT_VALUE} }
  interfaces { ${TYPE_REF} }
  enumValues(includeDeprecated: true) { name description isDeprecated deprecationReason }
  possibleTypes { ${TYPE_REF} }`;
const SCHEMA_ROOTS = `query PublishedSchemaRoots { __schema {
  queryType { name } mutationType { name } subscriptionType { name }
  types { name }
  directives { name description locations isRepeatable args(includeDeprecated: true) { ${INPUT_VALUE} } }
} }`;
const ONE_TYPE = `query PublishedSchemaType($name: String!) { __type(name: $name) { ${FULL_TYPE} } }`;

function normalised(schema: GraphQLSchema): string {
  return printSchema(lexicographicSortSchema(schema));
}

let portal: RunningPortal;
let cookie: string;

beforeAll(async () => {
  portal = await startPortal();
  ({ cookie } = await portal.signIn('mario.rossi@demo.it'));
});

afterAll(async () => {
  await portal?.close();
});

describe('the published schema is the running schema', () => {
  it(`${SCHEMA} matches the introspection of a running BFF`, async () => {
    const ask = async <T>(query: string, variables: Record<string, unknown> = {}): Promise<T> => {
      const response = await portal.api(cookie, '/api/graphql', {
        method: 'POST',
        body: JSON.stringify({ query, variables }),
      });
      const answer = (await response.json()) as { data?: T; errors?: unknown };
      expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
      expect(response.status).toBe(200);
      return answer.data as T;
    };
    const { __schema: roots } = await ask<{
      __schema: Omit<IntrospectionQuery['__schema'], 'types'> & { types: Array<{ name: string }> };
    }>(SCHEMA_ROOTS);
    const types: IntrospectionType[] = [];
    for (const { name } of roots.types) {
      const { __type } = await ask<{ __type: IntrospectionType }>(ONE_TYPE, { name });
      types.push(__type);
    }
    const introspection = { __schema: { ...roots, types } } as IntrospectionQuery;

    const running = normalised(buildClientSchema(introspection));
    const published = normalised(buildSchema(readFileSync(new URL(SCHEMA, root), 'utf8')));
    expect(
      published === running,
      `${SCHEMA} is not the schema the BFF serves: run \`pnpm codegen\` and commit the result`,
    ).toBe(true);
    // The comparison is of a real contract, not of two empty ones.
    expect(running).toContain('type Query {');
    expect(running).toContain('type Mutation {');
  });
});
