// Query cost limit: every selected field costs 1, multiplied by the sizes of the lists it sits
// in. A list's size is its literal `first` argument, the largest page allowed when `first` is a
// variable (mercurius caches validation per query text, so the rule must not depend on variable
// values), the argument's default when omitted, else a fixed estimate. Depth is limited
// separately (mercurius queryDepth).
import type {
  ASTVisitor,
  FieldNode,
  FragmentDefinitionNode,
  GraphQLCompositeType,
  GraphQLField,
  GraphQLSchema,
  SelectionSetNode,
  ValidationContext,
  ValueNode,
} from 'graphql';
import { graphql } from './graphql-runtime.ts';
import { MAX_PAGE_SIZE } from './inputs.ts';

const {
  GraphQLError,
  Kind,
  getNamedType,
  getNullableType,
  isCompositeType,
  isListType,
  isObjectType,
  isInterfaceType,
} = graphql;

export interface CostOptions {
  maxCost: number;
  /** Size assumed for a list field without a `first` argument. */
  defaultListSize: number;
  /** Size assumed for `first: $variable` (the largest page the resolvers accept). */
  variableListSize: number;
}

export const DEFAULT_COST: CostOptions = {
  maxCost: 20_000,
  defaultListSize: 20,
  variableListSize: MAX_PAGE_SIZE,
};

function listSize(
  field: GraphQLField<unknown, unknown>,
  node: FieldNode,
  opts: CostOptions,
): number {
  const arg: ValueNode | undefined = node.arguments?.find((a) => a.name.value === 'first')?.value;
  if (arg?.kind === Kind.INT) return Math.max(1, Number(arg.value));
  if (arg?.kind === Kind.VARIABLE) return opts.variableListSize;
  const declared = field.args.find((a) => a.name === 'first')?.defaultValue;
  // At least 1: a factor below 1 would let a partial sum past the limit shrink back under it.
  return Math.max(1, typeof declared === 'number' ? declared : opts.defaultListSize);
}

/**
 * The cost of an operation, or a figure above `opts.maxCost` as soon as the count passes it.
 * Linear in the document: a cost is linear in the factor it is counted at, so each fragment is
 * priced once at factor 1 (per page size it may receive) and every further spread of it is one
 * multiplication. Expanding spreads instead doubles the work per level of fragments that spread the
 * one before them twice: 24 levels, about 1 KB, took seconds.
 */
export function operationCost(
  schema: GraphQLSchema,
  selectionSet: SelectionSetNode,
  rootType: GraphQLCompositeType,
  fragments: Record<string, FragmentDefinitionNode>,
  opts: CostOptions = DEFAULT_COST,
): number {
  const limit = opts.maxCost;
  /** Cost at factor 1 of a fragment spread with a page size, keyed `name pageSize`. */
  const priced = new Map<string, number>();
  const visiting = new Set<string>();
  // `pageSize` carries a paged field's `first` down to the list inside its page object (`nodes`),
  // so that a page multiplies once, not once for the page and again for its list.
  // Every factor is at least 1, so a partial sum above the limit means the whole is above it too.
  const walk = (
    set: SelectionSetNode,
    parent: GraphQLCompositeType,
    factor: number,
    pageSize: number | null,
  ): number => {
    let cost = 0;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        if (!(isObjectType(parent) || isInterfaceType(parent))) continue;
        const field = parent.getFields()[selection.name.value];
        if (!field) continue; // unknown fields are reported by the standard rules
        cost += factor;
        const named = getNamedType(field.type);
        if (!selection.selectionSet || !isCompositeType(named)) continue;
        const isList = isListType(getNullableType(field.type));
        const paged = field.args.some((a) => a.name === 'first')
          ? listSize(field, selection, opts)
          : null;
        if (isList)
          cost += walk(
            selection.selectionSet,
            named,
            factor * (paged ?? pageSize ?? Math.max(1, opts.defaultListSize)),
            null,
          );
        else cost += walk(selection.selectionSet, named, factor, paged);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const typeName = selection.typeCondition?.name.value;
        const type = typeName ? schema.getType(typeName) : parent;
        if (type && isCompositeType(type))
          cost += walk(selection.selectionSet, type, factor, pageSize);
      } else {
        const name = selection.name.value;
        const key = `${name} ${pageSize ?? ''}`;
        let once = priced.get(key);
        if (once === undefined) {
          const fragment = fragments[name];
          // Cycles are reported by NoFragmentCycles; here they only must not loop.
          if (!fragment || visiting.has(name)) continue;
          const type = schema.getType(fragment.typeCondition.name.value);
          if (!type || !isCompositeType(type)) continue;
          visiting.add(name);
          once = walk(fragment.selectionSet, type, 1, pageSize);
          visiting.delete(name);
          priced.set(key, once);
        }
        cost += factor * once;
      }
      if (cost > limit) return cost;
    }
    return cost;
  };
  return walk(selectionSet, rootType, 1, null);
}

/** A graphql-js validation rule reporting an operation whose cost exceeds the limit. */
export function costLimitRule(opts: CostOptions = DEFAULT_COST) {
  return (context: ValidationContext): ASTVisitor => {
    const schema = context.getSchema();
    const fragments: Record<string, FragmentDefinitionNode> = {};
    for (const def of context.getDocument().definitions) {
      if (def.kind === Kind.FRAGMENT_DEFINITION) fragments[def.name.value] = def;
    }
    return {
      OperationDefinition(node) {
        const root =
          node.operation === 'mutation'
            ? schema.getMutationType()
            : node.operation === 'subscription'
              ? schema.getSubscriptionType()
              : schema.getQueryType();
        if (!root) return;
        const cost = operationCost(schema, node.selectionSet, root, fragments, opts);
        if (cost > opts.maxCost) {
          context.reportError(
            new GraphQLError(
              `Query is too expensive: its cost exceeds the limit of ${opts.maxCost}; request fewer fields or smaller pages`,
              {
                nodes: [node],
                extensions: { code: 'BAD_USER_INPUT', maxCost: opts.maxCost },
              },
            ),
          );
        }
      },
    };
  };
}
