// graphql-js loaded once, through require: mercurius (CommonJS) requires it, and graphql-js
// refuses objects made by a second copy. An ESM `import 'graphql'` may resolve to its .mjs build
// (bundlers and test runners prefer the "module" field), which is such a second copy.
import { createRequire } from 'node:module';
import type * as GraphQLModule from 'graphql';

export const graphql = createRequire(import.meta.url)('graphql') as typeof GraphQLModule;
