// Every document the BFF sends to the data service (§7 data queries) fits the sandbox's schema:
// each field, argument and variable exists with a fitting type (GraphQL's validation), each field
// it selects has the type the upstream contract gives it (packages/upstream-contract), and the
// contract can check its answer. Documents are collected from the modules that write them; a
// document written anywhere else in src/ fails the test until it is collected here.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { answerSchemaOf } from '@portal/upstream-contract';
import { documentDifferences } from '@portal/upstream-contract/schema-agreement';
import { buildSchema } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { conventionTypeDefs } from '../../sandbox/src/graphql/convention.ts';
import { schema as sandboxSdl } from '../../sandbox/src/graphql/schema.ts';
import { consumiTotaliQuery } from '../src/domains/consumption/upstream.ts';
import { FATTURA_FIELD_LIST, fattureQuery } from '../src/domains/invoices/upstream.ts';

const SRC = fileURLToPath(new URL('../src/', import.meta.url));
const schema = buildSchema(sandboxSdl + conventionTypeDefs);

/** The source files of src/ (tests and generated files aside). */
function sources(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const OPERATION = /`\s*(query|mutation)\s+([A-Za-z_]\w*)/g;
const isDocument = (value: unknown): value is string =>
  typeof value === 'string' && /^\s*(query|mutation)\s+\w+/.test(value);

/** Every document the modules that write them export, and those their builders make. */
async function documents(): Promise<string[]> {
  const found = new Set<string>();
  for (const path of sources()) {
    if (!readFileSync(path, 'utf8').match(OPERATION)) continue;
    const module = (await import(path)) as Record<string, unknown>;
    for (const value of Object.values(module)) if (isDocument(value)) found.add(value);
  }
  const everyField = FATTURA_FIELD_LIST.join(' ');
  for (const totals of [false, true]) {
    found.add(fattureQuery(everyField, totals));
    found.add(consumiTotaliQuery(totals));
  }
  return [...found];
}

/** The operation names written in src/, `query Name(` or `mutation Name(` in a template. */
function writtenOperations(): string[] {
  return sources().flatMap((path) =>
    [...readFileSync(path, 'utf8').matchAll(OPERATION)].map((m) => `${m[1]} ${m[2]}`),
  );
}

const operationOf = (document: string) =>
  /^\s*(query|mutation)\s+(\w+)/.exec(document)!.slice(1).join(' ');

describe("the BFF's data-service documents against the sandbox's schema (§7)", () => {
  let all: string[] = [];
  beforeAll(async () => {
    all = await documents();
  });

  it('collects every document written in the BFF', () => {
    const collected = new Set(all.map(operationOf));
    expect(writtenOperations().filter((name) => !collected.has(name))).toEqual([]);
    expect(all.length).toBeGreaterThanOrEqual(30);
  });

  it('each document fits the schema and the contract, field by field', () => {
    const misfits = all
      .map((document) => ({
        operation: operationOf(document),
        problems: documentDifferences(schema, document),
      }))
      .filter((d) => d.problems.length > 0);
    expect(misfits).toEqual([]);
  });

  it('the contract can check the answer of each document', () => {
    for (const document of all) expect(() => answerSchemaOf(document)).not.toThrow();
  });

  it('names a field the schema lacks and a field whose type is not the one the BFF expects', () => {
    const renamed = buildSchema(
      (sandboxSdl + conventionTypeDefs)
        .replace('statoPagamento: String!', 'statoDelPagamento: String!')
        .replace('importo: Float!', 'importo: String!'),
    );
    const invoices = fattureQuery('idfattura importo statoPagamento');
    expect(documentDifferences(renamed, invoices)).toEqual([
      expect.stringMatching(/^Cannot query field "statoPagamento" on type "Fattura"/),
    ]);
    expect(documentDifferences(renamed, fattureQuery('idfattura importo'))).toEqual([
      'fatture.nodes[].importo: String in the schema, not in the contract',
    ]);
  });
});
