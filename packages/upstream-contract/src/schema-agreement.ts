// A data service's GraphQL schema against the contract (§7 data queries): the sandbox's must
// declare exactly the contract's fields and types; a supplier's must declare at least those the
// portal's documents ask, with types whose values fit the contract. Null is the one freedom:
// the contract may accept null where the schema promises a value, never the other way round.
import {
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLOutputType,
  type GraphQLSchema,
  isEnumType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  Kind,
  parse,
  type SelectionSetNode,
  validate,
} from 'graphql';
import type { TSchema } from 'typebox';
import { DataServiceMutation, DataServiceQuery } from './data-service.ts';

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

interface Walk {
  /** Every field of the schema must be the contract's too (the sandbox); else only those walked. */
  exact: boolean;
  /** The selection to walk, where a document's; every field where none. */
  selection?: SelectionSetNode;
  fragments: ReadonlyMap<string, FragmentDefinitionNode>;
}

function differences(
  path: string,
  graph: GraphQLOutputType,
  contract: Walked,
  walk: Walk,
): string[] {
  const members = flat(contract);
  const rest = members.filter((m) => m.type !== 'null');
  if (isNonNullType(graph)) return valueDifferences(path, graph.ofType, rest, walk);
  if (rest.length === members.length)
    return [`${path}: the schema allows null, the contract does not`];
  return valueDifferences(path, graph, rest, walk);
}

function valueDifferences(
  path: string,
  inner: GraphQLOutputType,
  rest: Walked[],
  walk: Walk,
): string[] {
  if (isListType(inner)) {
    const [list] = rest;
    if (rest.length !== 1 || list?.type !== 'array' || !list.items)
      return [`${path}: a list in the schema, not in the contract`];
    return differences(`${path}[]`, inner.ofType, list.items as Walked, walk);
  }
  if (isScalarType(inner)) {
    const wanted = SCALARS[inner.name];
    // An enumeration of integers (the commodity code of §1) is an Int of the schema.
    const fits = rest.every(
      (m) => m.type === wanted || (wanted === 'integer' && Number.isInteger(m.const)),
    );
    return fits ? [] : [`${path}: ${inner.name} in the schema, not in the contract`];
  }
  if (isEnumType(inner)) {
    const values = inner
      .getValues()
      .map((v) => v.name)
      .sort();
    const consts = rest.map((m) => String(m.const)).sort();
    return JSON.stringify(values) === JSON.stringify(consts)
      ? []
      : [`${path}: the values of ${inner.name} differ from the contract's`];
  }
  if (isObjectType(inner)) {
    const [object] = rest;
    if (rest.length !== 1 || object?.type !== 'object')
      return [`${path}: an object in the schema, not in the contract`];
    return fieldsDiffer(path, inner.getFields(), object.properties ?? {}, walk);
  }
  return [`${path}: ${String(inner)} is not a type the contract knows`];
}

/** The fields a selection asks, by name (aliases and fragments resolved). */
function selectedFields(walk: Walk, selection: SelectionSetNode): FieldNode[] {
  return selection.selections.flatMap((node) => {
    if (node.kind === Kind.FIELD) return [node];
    const set =
      node.kind === Kind.INLINE_FRAGMENT
        ? node.selectionSet
        : walk.fragments.get(node.name.value)?.selectionSet;
    return set ? selectedFields(walk, set) : [];
  });
}

function fieldsDiffer(
  path: string,
  fields: Record<string, GraphQLField<unknown, unknown>>,
  properties: Record<string, TSchema>,
  walk: Walk,
): string[] {
  const found: string[] = [];
  const at = (name: string) => (path ? `${path}.${name}` : name);
  const names = walk.selection
    ? selectedFields(walk, walk.selection)
        .filter((f) => f.name.value !== '__typename')
        .map((f) => ({ name: f.name.value, selection: f.selectionSet }))
    : Object.keys(walk.exact ? { ...fields, ...properties } : properties).map((name) => ({
        name,
        selection: undefined,
      }));
  for (const { name, selection } of names) {
    const field = fields[name];
    const declared = properties[name];
    if (!field) found.push(`${at(name)}: not in the schema`);
    else if (!declared) found.push(`${at(name)}: not in the contract`);
    else
      found.push(...differences(at(name), field.type, declared as Walked, { ...walk, selection }));
  }
  return found;
}

const NO_FRAGMENTS = new Map<string, FragmentDefinitionNode>();

/**
 * Where a data service's schema and the contract differ over every field the contract declares
 * (`exact`: also every field the schema declares). Empty when they agree.
 */
export function schemaDifferences(schema: GraphQLSchema, exact = false): string[] {
  const walk: Walk = { exact, fragments: NO_FRAGMENTS };
  const query = schema.getQueryType();
  const mutation = schema.getMutationType();
  return [
    ...(query
      ? fieldsDiffer('', query.getFields(), DataServiceQuery.properties, walk)
      : ['Query: not in the schema']),
    ...(mutation
      ? fieldsDiffer('', mutation.getFields(), DataServiceMutation.properties, walk)
      : ['Mutation: not in the schema']),
  ];
}

/**
 * Where a document of the portal does not fit a data service's schema: GraphQL's own validation
 * (every field, argument and variable exists with a fitting type), then every field it selects
 * against the contract's type of it. Empty when it fits.
 */
export function documentDifferences(schema: GraphQLSchema, document: string): string[] {
  let parsed: DocumentNode;
  try {
    parsed = parse(document);
  } catch (error) {
    return [`the document does not parse: ${(error as Error).message}`];
  }
  const invalid = validate(schema, parsed).map((error) => error.message);
  if (invalid.length > 0) return invalid;
  const fragments = new Map(
    parsed.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((f) => [f.name.value, f]),
  );
  const found: string[] = [];
  for (const definition of parsed.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    const mutation = definition.operation === 'mutation';
    const root = mutation ? schema.getMutationType() : schema.getQueryType();
    if (!root) continue;
    found.push(
      ...fieldsDiffer(
        '',
        root.getFields(),
        (mutation ? DataServiceMutation : DataServiceQuery).properties,
        { exact: false, selection: definition.selectionSet, fragments },
      ),
    );
  }
  return found;
}
