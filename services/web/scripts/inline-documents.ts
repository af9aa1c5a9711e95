// The build puts each GraphQL document in the chunk of the code that uses it. In the source a
// document is written `graphql(`query X { … }`)` (src/graphql/generated, `pnpm codegen`), which
// looks the text up in one map of every document of the client — so every page's first visit
// loaded every page's documents, a chunk that grew with each page. At build time this
// plugin replaces each such call with the full text codegen made of it (fragments appended), a
// plain string: what lib/graphql.ts sends anyway. The map is then unused and left out. Development
// and the tests keep the typed call.
import type { Plugin } from 'vite';
import * as generated from '../src/graphql/generated/graphql.ts';

/** `graphql(` + one template literal without substitutions (`${`) + `)`. */
const CALL = /\bgraphql\(\s*`((?:[^`$]|\$(?!\{))*)`\s*\)/g;
const DEFINITION = /^\s*(query|mutation|subscription|fragment)\s+([A-Za-z_]\w*)/;

/** The generated export of a document's text: query X → XDocument, fragment X → XFragmentDoc. */
export function documentExportOf(text: string): string | null {
  const match = DEFINITION.exec(text);
  if (!match) return null;
  return match[1] === 'fragment' ? `${match[2]}FragmentDoc` : `${match[2]}Document`;
}

/** The source with every `graphql(`…`)` replaced by its generated text; throws on an unknown one. */
export function inlineDocumentsOf(source: string, documents: ReadonlyMap<string, string>): string {
  return source.replace(CALL, (_call, text: string) => {
    const name = documentExportOf(text);
    const full = name ? documents.get(name) : undefined;
    if (!full) {
      const what = name ?? text.trim().slice(0, 40);
      throw new Error(`no generated document for ${what}: run pnpm codegen`);
    }
    return JSON.stringify(full);
  });
}

/** The generated documents by export name, as strings. */
export function generatedDocuments(): Map<string, string> {
  const documents = new Map<string, string>();
  for (const [name, value] of Object.entries(generated)) {
    if (value instanceof generated.TypedDocumentString) documents.set(name, String(value));
  }
  return documents;
}

export function inlineDocuments(): Plugin {
  const documents = generatedDocuments();
  return {
    name: 'portal-inline-documents',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/src\/.*\.tsx?$/.test(id) || id.includes('/src/graphql/generated/')) return null;
      if (!code.includes('graphql(')) return null;
      const inlined = inlineDocumentsOf(code, documents);
      return inlined === code ? null : { code: inlined, map: null };
    },
  };
}
