// Every GraphQL document the web client sends (services/web/src/features/<feature>/api, plain or
// typed by `pnpm codegen`) passes the BFF's document limits, its cost limit and its schema (issue
// 10 items 1, 2): a page must never be refused by the limits that protect the API. A new page's
// query is found by its file's place.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { costLimitRule } from '../../services/bff/src/graphql/cost.ts';
import {
  DOCUMENT_LIMITS,
  documentLimitError,
} from '../../services/bff/src/graphql/document-limits.ts';
import { graphql } from '../../services/bff/src/graphql/graphql-runtime.ts';
import { schema as sdl } from '../../services/bff/src/api/schema.ts';

const { buildSchema, parse, specifiedRules, validate } = graphql;
const features = fileURLToPath(new URL('../../services/web/src/features/', import.meta.url));

/** The exported query and mutation texts of every feature's api folder. */
async function pageDocuments(): Promise<Array<{ name: string; text: string }>> {
  const documents: Array<{ name: string; text: string }> = [];
  for (const feature of readdirSync(features)) {
    let files: string[];
    try {
      files = readdirSync(`${features}${feature}/api`).filter(
        (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
      );
    } catch {
      continue;
    }
    for (const file of files) {
      const module = (await import(`${features}${feature}/api/${file}`)) as Record<string, unknown>;
      for (const [name, value] of Object.entries(module)) {
        // A typed document (graphql() of src/graphql/generated) is a String object.
        const text = typeof value === 'string' || value instanceof String ? value.toString() : null;
        if (text !== null && /^\s*(query|mutation)\b/.test(text)) {
          documents.push({ name: `${feature}/${file} ${name}`, text });
        }
      }
    }
  }
  return documents;
}

describe("the web client's documents fit the API's limits", () => {
  it('each parses within the token limit, passes the document limits, the cost limit and the schema', async () => {
    const schema = buildSchema(sdl);
    const documents = await pageDocuments();
    expect(documents.length).toBeGreaterThanOrEqual(3);
    // Typed documents are found too.
    expect(documents.map((d) => d.name)).toContain(
      'dashboard/useRetailDashboard.ts RETAIL_DASHBOARD_QUERY',
    );
    for (const { name, text } of documents) {
      const document = parse(text, { maxTokens: DOCUMENT_LIMITS.maxTokens });
      expect([name, documentLimitError(schema, document)?.message ?? null]).toEqual([name, null]);
      const errors = validate(schema, document, [...specifiedRules, costLimitRule()]).map(
        (error) => error.message,
      );
      expect([name, errors]).toEqual([name, []]);
    }
  });
});
