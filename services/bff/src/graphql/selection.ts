// What a query selects below a resolver's field, read from the query document: lets a resolver ask
// upstream for what the page shows rather than for everything.
import type { FragmentDefinitionNode, SelectionSetNode } from 'graphql';

export interface SelectionInfo {
  fieldNodes: ReadonlyArray<{ selectionSet?: SelectionSetNode }>;
  fragments: Record<string, FragmentDefinitionNode>;
}

/** Field names in a selection set, through inline fragments and fragment spreads; directives are ignored (a superset). */
function collect(
  set: SelectionSetNode | undefined,
  info: SelectionInfo,
  into: Map<string, SelectionSetNode[]>,
  seen: Set<string>,
): void {
  for (const selection of set?.selections ?? []) {
    if (selection.kind === 'Field') {
      const sets = into.get(selection.name.value) ?? [];
      if (selection.selectionSet) sets.push(selection.selectionSet);
      into.set(selection.name.value, sets);
    } else if (selection.kind === 'InlineFragment') {
      collect(selection.selectionSet, info, into, seen);
    } else if (!seen.has(selection.name.value)) {
      seen.add(selection.name.value);
      collect(info.fragments[selection.name.value]?.selectionSet, info, into, seen);
    }
  }
}

/**
 * The names selected under `path` (e.g. ['nodes']) of the resolver's own field, over all its field
 * nodes (a field asked for twice under one alias is merged); empty when the path is not selected.
 */
export function selectedNames(info: SelectionInfo, path: readonly string[]): Set<string> {
  let sets: SelectionSetNode[] = info.fieldNodes.flatMap((node) =>
    node.selectionSet ? [node.selectionSet] : [],
  );
  for (const step of path) {
    const next: SelectionSetNode[] = [];
    for (const set of sets) {
      const fields = new Map<string, SelectionSetNode[]>();
      collect(set, info, fields, new Set());
      next.push(...(fields.get(step) ?? []));
    }
    sets = next;
  }
  const names = new Map<string, SelectionSetNode[]>();
  for (const set of sets) collect(set, info, names, new Set());
  return new Set(names.keys());
}
