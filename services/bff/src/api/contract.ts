// The API contract as a file: the composed schema printed in graphql-js's canonical form. It is
// checked in as docs/schema.graphql (published for other channels), the one schema GraphQL Code Generator reads for the
// BFF's resolver types and the web client's typed documents (docs/decisions/0004).
import { graphql } from '../graphql/graphql-runtime.ts';
import { schema } from './schema.ts';

export const SCHEMA_FILE_HEADER =
  '# The portal API schema, printed from services/bff/src (domains/*/schema.ts). Do not edit:\n' +
  '# run `pnpm codegen`.\n\n';

export function printedSchema(): string {
  return `${SCHEMA_FILE_HEADER}${graphql.printSchema(graphql.buildSchema(schema))}\n`;
}
