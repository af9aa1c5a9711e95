// Writes the composed schema to services/bff/schema.graphql (run by `pnpm codegen`).
import { writeFileSync } from 'node:fs';
import { printedSchema } from '../src/graphql/contract.ts';

writeFileSync(new URL('../schema.graphql', import.meta.url), printedSchema());
