// Limits on a GraphQL document as written, checked once per document text: after parsing and
// before validation (mercurius' preValidation hook runs only when the document is not cached).
// They bound the work that validation and execution can be asked for (docs/decisions/0002):
// graphql-js' standard rules compare same-named fields pairwise and some of them recurse, so a
// count that must protect them cannot be one of them — they all run in one traversal.
import type { DocumentNode, GraphQLSchema, SelectionSetNode } from 'graphql';
import { graphql } from './graphql-runtime.ts';

const { GraphQLError, Kind, Location } = graphql;

export interface DocumentLimits {
  /** Lexical tokens (graphql-js parse option): bounds parsing, its recursion and everything after. */
  maxTokens: number;
  /** Field nodes, each alias counted: bounds validation's pairwise field checks and execution. */
  maxFields: number;
  /** Fields at the top of the operations (and of fragments on a root type): each calls upstream. */
  maxRootFields: number;
  /** Fragment spreads: validation compares the fields of every two spreads in a selection. */
  maxFragmentSpreads: number;
  /** Nested selections (the query depth, as mercurius counts it, without expanding fragments). */
  maxDepth: number;
  /**
   * Root fields of which a document may hold one, however aliased or spread: each starts costly
   * work upstream (an export of up to 500 PDFs).
   */
  oncePerDocument?: ReadonlySet<string>;
}

/**
 * The pages' documents (services/web/src/features/<feature>/api) have one root field, at most
 * about 30 fields and 80 tokens, no fragments, and a depth of 4. The whole of the widest object (a
 * contract's detail with its supply and invoices) is about 90 fields. The limits leave room above
 * that, and keep the parsing and validation of the largest document allowed to milliseconds
 * (docs/benchmarks.md "GraphQL documents at the limits").
 */
export const DOCUMENT_LIMITS: DocumentLimits = {
  maxTokens: 2_000,
  maxFields: 200,
  maxRootFields: 10,
  maxFragmentSpreads: 50,
  maxDepth: 8,
};

function refusal(message: string, limit: string, max?: number): InstanceType<typeof GraphQLError> {
  return new GraphQLError(message, {
    extensions: { code: 'BAD_USER_INPUT', limit, ...(max === undefined ? {} : { max }) },
  });
}

/**
 * The first limit a parsed document passes, as the error to answer, or null. One pass over the
 * selections, fragments counted where they are written (not where they are spread): linear in the
 * document whatever it spreads. Fields of a fragment on a root type count as root fields, so a
 * fragment cannot hide an operation's fan-out.
 */
export function documentLimitError(
  schema: GraphQLSchema,
  document: DocumentNode,
  limits: DocumentLimits = DOCUMENT_LIMITS,
): InstanceType<typeof GraphQLError> | null {
  // Only graphql-js' parser makes Location objects. mercurius takes a source that is not GraphQL
  // but parses as JSON for an already parsed document: such a "document" would skip the parser
  // and its token limit, so it is refused here.
  if (document?.kind !== Kind.DOCUMENT || !(document.loc instanceof Location)) {
    return refusal('Invalid query: send the query as GraphQL text', 'syntax');
  }
  const rootTypes = new Set(
    [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].map(
      (t) => t?.name,
    ),
  );
  let fields = 0;
  let rootFields = 0;
  let spreads = 0;
  let depth = 0;
  // The response keys of the fields that may appear once: fields merge by response key, so a
  // fragment spread twice runs its field once, and two keys run it twice.
  const once = new Set<string>();
  const stack: Array<{ set: SelectionSetNode; depth: number; root: boolean }> = [];
  for (const definition of document.definitions) {
    if (definition.kind === Kind.OPERATION_DEFINITION) {
      stack.push({ set: definition.selectionSet, depth: 1, root: true });
    } else if (definition.kind === Kind.FRAGMENT_DEFINITION) {
      const root = rootTypes.has(definition.typeCondition.name.value);
      stack.push({ set: definition.selectionSet, depth: 1, root });
    }
  }
  for (let next = stack.pop(); next; next = stack.pop()) {
    if (next.depth > depth) depth = next.depth;
    for (const selection of next.set.selections) {
      if (selection.kind === Kind.FIELD) {
        fields++;
        if (next.root) rootFields++;
        if (next.root && limits.oncePerDocument?.has(selection.name.value))
          once.add((selection.alias ?? selection.name).value);
        if (selection.selectionSet)
          stack.push({ set: selection.selectionSet, depth: next.depth + 1, root: false });
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        stack.push({ set: selection.selectionSet, depth: next.depth + 1, root: next.root });
      } else {
        spreads++;
      }
    }
  }
  if (fields > limits.maxFields) {
    return refusal(
      `Query has too many fields: ${fields} fields and aliases exceed the limit of ${limits.maxFields}; ask for less at once`,
      'fields',
      limits.maxFields,
    );
  }
  if (rootFields > limits.maxRootFields) {
    return refusal(
      `Query has too many top-level fields: ${rootFields} exceed the limit of ${limits.maxRootFields}; send separate requests`,
      'rootFields',
      limits.maxRootFields,
    );
  }
  if (once.size > 1) {
    return refusal(
      `Query asks for ${[...once].join(', ')}: a request may hold one of these fields, each starts costly work; send separate requests`,
      'oncePerRequest',
      1,
    );
  }
  if (spreads > limits.maxFragmentSpreads) {
    return refusal(
      `Query has too many fragment spreads: ${spreads} exceed the limit of ${limits.maxFragmentSpreads}`,
      'fragmentSpreads',
      limits.maxFragmentSpreads,
    );
  }
  if (depth > limits.maxDepth) {
    // The words of mercurius' own depth check, which runs after validation and follows fragments.
    return refusal(
      `Query is nested too deeply: query depth (${depth}) exceeds the query depth limit of ${limits.maxDepth}`,
      'depth',
      limits.maxDepth,
    );
  }
  return null;
}

/** The mercurius preValidation hook: a refused document never reaches validation or the cache. */
export function checkDocumentLimits(limits: DocumentLimits = DOCUMENT_LIMITS) {
  return (schema: GraphQLSchema, document: DocumentNode): void => {
    const error = documentLimitError(schema, document, limits);
    if (error) throw error;
  };
}
