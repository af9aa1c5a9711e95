// @vitest-environment node
// The build's GraphQL documents (scripts/inline-documents.ts): each `graphql(`…`)` of the source
// becomes the full text codegen made of it, so a page's documents travel in its own chunk (the
// first visit no longer loads every page's documents).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  documentExportOf,
  generatedDocuments,
  inlineDocumentsOf,
} from '../scripts/inline-documents.ts';
import { CONTRACTS_QUERY } from './features/contracts/api/useContracts.ts';

const documents = generatedDocuments();

describe('the build inlines each GraphQL document where it is used', () => {
  it('names the generated export of a query, a mutation and a fragment', () => {
    expect(documentExportOf('\n  query Contracts($utility: Utility) { x }')).toBe(
      'ContractsDocument',
    );
    expect(documentExportOf('mutation StartInvoiceExport { x }')).toBe(
      'StartInvoiceExportDocument',
    );
    expect(documentExportOf(' fragment ContractFields on Contract { id }')).toBe(
      'ContractFieldsFragmentDoc',
    );
    expect(documentExportOf('{ anonymous }')).toBeNull();
  });

  it('replaces the call with the generated text, its fragments included, as a string literal', () => {
    const source = readFileSync(
      fileURLToPath(new URL('./features/contracts/api/useContracts.ts', import.meta.url)),
      'utf8',
    );
    const inlined = inlineDocumentsOf(source, documents);
    expect(inlined).not.toMatch(/\bgraphql\(`/);
    const literal = /export const CONTRACTS_QUERY = ("(?:[^"\\]|\\.)*")/.exec(inlined)?.[1];
    expect(literal).toBeDefined();
    // What the page sends in development and in the tests is exactly what the build sends.
    expect(JSON.parse(literal ?? '""')).toBe(String(CONTRACTS_QUERY));
    expect(JSON.parse(literal ?? '""')).toContain('fragment ContractFields on Contract');
  });

  it('keeps variables ($) and refuses a document codegen has not seen', () => {
    const source = 'const Q = graphql(`query Contracts($utility: Utility) { contracts }`);';
    expect(inlineDocumentsOf(source, documents)).toContain('$utility');
    expect(() => inlineDocumentsOf('graphql(`query Unknown { x }`)', documents)).toThrow(
      'no generated document for UnknownDocument: run pnpm codegen',
    );
  });

  it('leaves a template with substitutions alone', () => {
    const source = 'graphql(`query Contracts ${fields}`)';
    expect(inlineDocumentsOf(source, documents)).toBe(source);
  });
});
