// One source for the API contract (conventions 16): the checked-in schema, the
// BFF's resolver types and the web client's typed documents are what `pnpm codegen` makes of the
// BFF's composed schema today. Regenerated in memory and compared with the files on disk. The
// resolver types and the typed documents are compared by `pnpm check:generated`
// (scripts/check-generated.ts) in the checks phase: regenerating them reads the whole client.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SCHEMA } from '../../codegen.ts';
import { printedSchema } from '../../services/bff/src/api/contract.ts';
import { MANIFEST_FILE, manifestText } from '../../services/web/scripts/persisted-documents.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const STALE = 'is stale: run `pnpm codegen` and commit the result';

describe('the generated contract is up to date (conventions 16)', () => {
  it('docs/schema.graphql is the composed schema of the BFF', () => {
    const onDisk = readFileSync(`${root}${SCHEMA}`, 'utf8');
    expect(onDisk === printedSchema(), `${SCHEMA} ${STALE}`).toBe(true);
  });

  it('the persisted documents the BFF accepts in production are the typed documents', () => {
    let onDisk: string | null;
    try {
      onDisk = readFileSync(MANIFEST_FILE, 'utf8');
    } catch {
      onDisk = null;
    }
    const file = MANIFEST_FILE.slice(root.length);
    expect(onDisk === manifestText(), `${file} ${STALE}`).toBe(true);
  });
});
