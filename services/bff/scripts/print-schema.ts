// Writes the composed schema to docs/schema.graphql (run by `pnpm codegen`): the published
// contract and the one file GraphQL Code Generator reads (codegen.ts).
import { writeFileSync } from 'node:fs';
import { printedSchema } from '../src/api/contract.ts';

writeFileSync(new URL('../../../docs/schema.graphql', import.meta.url), printedSchema());
