// GraphQL Code Generator (docs/decisions/0004): one schema, the BFF's own (printed to
// docs/schema.graphql by `pnpm codegen`: the contract published for other channels), and two
// outputs generated from it: the BFF's resolver types and the web client's typed documents. A
// check fails when either is stale (`pnpm check:generated`, scripts/check-generated.ts).
import type { CodegenConfig } from '@graphql-codegen/cli';

export const SCHEMA = 'docs/schema.graphql';
export const BFF_RESOLVER_TYPES = 'services/bff/src/generated/resolvers.ts';
export const WEB_DOCUMENTS = 'services/web/src/graphql/generated/';

const config: CodegenConfig = {
  schema: SCHEMA,
  emitLegacyCommonJSImports: false,
  generates: {
    [BFF_RESOLVER_TYPES]: {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        contextType: '../graphql/context.ts#ApiContext',
        // Parents that are upstream records, resolved field by field (the rest are mapped whole).
        mappers: {
          InvoiceDetail: '../domains/invoices/index.ts#InvoiceDetailParent',
          ContractDetail: '../domains/contracts/upstream.ts#ContractDetailParent',
        },
        scalars: { ID: 'string' },
      },
    },
    [WEB_DOCUMENTS]: {
      preset: 'client',
      documents: ['services/web/src/**/*.{ts,tsx}', `!${WEB_DOCUMENTS}**`],
      presetConfig: { fragmentMasking: false },
      config: {
        // Documents travel as strings (TypedDocumentString): no graphql-js in the browser.
        documentMode: 'string',
        enumsAsTypes: true,
        useTypeImports: true,
        scalars: { ID: 'string' },
      },
    },
  },
};

export default config;
