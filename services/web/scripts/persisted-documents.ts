// The web client's operations as a manifest of persisted documents
// (docs/decisions/0009-persisted-documents.md): every query and mutation codegen made of the
// client's `graphql(`…`)` calls, keyed by its GraphQL-over-HTTP document identifier
// ("sha256:" + the hex SHA-256 of the text). The text is exactly what lib/graphql.ts sends — the
// typed document in development, the same string inlined by the build (inline-documents.ts) — so
// the BFF recognises a request by hashing the text it receives. `pnpm codegen` writes it to the
// BFF (MANIFEST_FILE) after generating the documents; tests/integration/generated-contract.test.ts
// fails when it is stale.
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { generatedDocuments } from './inline-documents.ts';

/** Where the BFF reads the manifest from (bundled into its build). */
export const MANIFEST_FILE = fileURLToPath(
  new URL('../../bff/src/generated/persisted-documents.json', import.meta.url),
);

const OPERATION = /^\s*(query|mutation|subscription)\b/;

/** The GraphQL-over-HTTP persisted document identifier of a text (Appendix A: sha256 hex). */
export function documentIdOf(text: string): string {
  return `sha256:${createHash('sha256').update(text, 'utf8').digest('hex')}`;
}

/** The manifest: identifier → document text, operations only (fragments travel inside them). */
export function persistedDocuments(
  documents: ReadonlyMap<string, string> = generatedDocuments(),
): Record<string, string> {
  const entries = [...documents.values()]
    .filter((text) => OPERATION.test(text))
    .map((text) => [documentIdOf(text), text] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(entries);
}

/** The manifest file's content: stable (sorted keys, two-space JSON, final newline). */
export function manifestText(manifest: Record<string, string> = persistedDocuments()): string {
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const manifest = persistedDocuments();
  writeFileSync(MANIFEST_FILE, manifestText(manifest));
  // Other helpers' commits of the generated documents must carry this file too (decision 0009).
  process.stdout.write(
    `persisted documents: ${Object.keys(manifest).length} operations written to ` +
      'services/bff/src/generated/persisted-documents.json — commit it with the generated documents\n',
  );
}
