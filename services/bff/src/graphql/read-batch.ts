// One data-service call for the reads a request asks for together (§7 data queries; architecture
// "Batch upstream calls where one page needs many"). A page's fields start their reads at once —
// the overview's supply totals of five states, the dashboard's bills, supplies and operations, a
// consortium's figures for each registry — and each was its own POST to the data service. Reads
// asked within the same turn of the event loop go as one document: each operation's root fields
// aliased and its variables renamed with the operation's place, the answer split back. A document
// that is not a plain query (a mutation, fragments, several operations) goes alone; so does a read
// after the batch has gone. When the data service answers the batch with errors, each read is
// asked alone, so one bad read does not fail the others.
import type { DocumentNode, FieldNode, OperationDefinitionNode } from 'graphql';
import type {
  CallContext,
  GraphQLOperation,
  RestCall,
  UpstreamClient,
  UpstreamResponse,
} from '../upstream/client.ts';
import { GraphQLRequestError } from '../upstream/errors.ts';
import { graphql } from './graphql-runtime.ts';

const { Kind, parse, print, visit } = graphql;

type Upstream = Pick<UpstreamClient, 'request' | 'graphql'>;

/** The most reads in one document: a bounded document for the data service. */
export const MAX_READS_PER_BATCH = 12;

interface Queued {
  ctx: CallContext;
  operation: OperationDefinitionNode;
  op: GraphQLOperation;
  resolve: (data: unknown) => void;
  reject: (error: unknown) => void;
}

/** The one query operation of a document without fragments, else null (it is not batched). */
function plainQuery(text: string): OperationDefinitionNode | null {
  if (text.includes('...')) return null;
  let document: DocumentNode;
  try {
    document = parse(text, { noLocation: true });
  } catch {
    return null;
  }
  const [only, ...others] = document.definitions;
  if (others.length > 0 || only?.kind !== Kind.OPERATION_DEFINITION) return null;
  if (only.operation !== 'query') return null;
  return only.selectionSet.selections.every((s) => s.kind === Kind.FIELD) ? only : null;
}

/** The operation with its root fields aliased `prefix + key` and its variables `prefix + name`. */
function prefixed(operation: OperationDefinitionNode, prefix: string): OperationDefinitionNode {
  const renamed = visit(operation, {
    [Kind.VARIABLE]: (node) => ({
      ...node,
      name: { ...node.name, value: prefix + node.name.value },
    }),
  });
  return {
    ...renamed,
    selectionSet: {
      ...renamed.selectionSet,
      selections: (renamed.selectionSet.selections as FieldNode[]).map((field) => ({
        ...field,
        alias: { kind: Kind.NAME, value: prefix + (field.alias ?? field.name).value },
      })),
    },
  };
}

const responseKeys = (operation: OperationDefinitionNode) =>
  (operation.selectionSet.selections as FieldNode[]).map((f) => (f.alias ?? f.name).value);

export class ReadBatch implements Upstream {
  private queue: Queued[] = [];

  constructor(private readonly upstream: Upstream) {}

  request<T>(ctx: CallContext, call: RestCall): Promise<UpstreamResponse<T>> {
    return this.upstream.request<T>(ctx, call);
  }

  graphql<T>(ctx: CallContext, op: GraphQLOperation): Promise<T> {
    const operation = plainQuery(op.query);
    if (!operation) return this.upstream.graphql<T>(ctx, op);
    return new Promise<T>((resolve, reject) => {
      if (this.queue.length === 0) setImmediate(() => this.dispatch());
      this.queue.push({ ctx, operation, op, resolve: resolve as (d: unknown) => void, reject });
    });
  }

  private dispatch(): void {
    const queue = this.queue;
    this.queue = [];
    for (let i = 0; i < queue.length; i += MAX_READS_PER_BATCH)
      void this.send(queue.slice(i, i + MAX_READS_PER_BATCH));
  }

  private async send(reads: Queued[]): Promise<void> {
    if (reads.length === 1) {
      const [read] = reads as [Queued];
      return this.upstream.graphql(read.ctx, read.op).then(read.resolve, read.reject);
    }
    const parts = reads.map((read, i) => prefixed(read.operation, `b${i}_`));
    const document: DocumentNode = {
      kind: Kind.DOCUMENT,
      definitions: [
        {
          kind: Kind.OPERATION_DEFINITION,
          operation: 'query' as OperationDefinitionNode['operation'],
          name: { kind: Kind.NAME, value: 'Lettura' },
          variableDefinitions: parts.flatMap((part) => part.variableDefinitions ?? []),
          selectionSet: {
            kind: Kind.SELECTION_SET,
            selections: parts.flatMap((part) => part.selectionSet.selections),
          },
        },
      ],
    };
    const variables = Object.fromEntries(
      reads.flatMap((read, i) =>
        Object.entries(read.op.variables ?? {}).map(([name, value]) => [`b${i}_${name}`, value]),
      ),
    );
    const first = reads[0] as Queued;
    let data: Record<string, unknown>;
    try {
      data = await this.upstream.graphql<Record<string, unknown>>(first.ctx, {
        query: print(document),
        variables,
        operationName: 'Lettura',
      });
    } catch (error) {
      // The data service answered but refused something: each read on its own, for its own answer.
      if (error instanceof GraphQLRequestError && error.status === 200) {
        for (const read of reads)
          this.upstream.graphql(read.ctx, read.op).then(read.resolve, read.reject);
        return;
      }
      for (const read of reads) read.reject(error);
      return;
    }
    reads.forEach((read, i) =>
      read.resolve(
        Object.fromEntries(responseKeys(read.operation).map((key) => [key, data[`b${i}_${key}`]])),
      ),
    );
  }
}
