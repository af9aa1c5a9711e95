// Vite build of the portal's client. The BFF serves dist/: hashed assets immutable, from the .br/.gz
// copies written here; index.html not cached, with the preload links of .vite/preload.json.
// In development Vite's server proxies the BFF's paths to it.
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { devBrand } from './scripts/dev-brand.ts';
import { inlineDocuments } from './scripts/inline-documents.ts';
import { precompress } from './scripts/precompress.ts';
import { pageHeaders } from './scripts/page-headers.ts';
import { preloadMap } from './scripts/preload-map.ts';

// react-router's package exports always name its development build (remix-run/react-router#14102):
// its dev warnings stay in the bundle. The build takes the production files beside them.
const reactRouterDir = dirname(
  createRequire(createRequire(import.meta.url).resolve('react-router-dom')).resolve(
    'react-router/package.json',
  ),
);
const reactRouterProduction = [
  { find: /^react-router$/, replacement: join(reactRouterDir, 'dist/production/index.mjs') },
  {
    find: /^react-router\/dom$/,
    replacement: join(reactRouterDir, 'dist/production/dom-export.mjs'),
  },
];

const BFF = process.env.PORTAL_BFF_URL ?? 'http://localhost:3000';
const proxied = [
  '/api',
  '/auth',
  '/impersonate',
  '/qrcode-invoice',
  '/builds',
  // The brand's pictures and the legal pages.
  '/brand',
  ...['', '/it', '/de'].map((prefix) => `${prefix}/legal`),
];

/** One id per build: embedded in the client and written to builds/latest.json (§7 build check). */
const buildId = `${new Date().toISOString().replace(/[-:.TZ]/g, '')}-${randomBytes(4).toString('hex')}`;

function latestBuildFile(): Plugin {
  return {
    name: 'portal-latest-build',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'builds/latest.json',
        source: `${JSON.stringify({ id: buildId, builtAt: new Date().toISOString() })}\n`,
      });
    },
  };
}

// The libraries the shell needs on the sign-in → dashboard path; everything else (charts in later
// pages) stays in the chunks of the pages that import it. dayjs is not one of them: only the pages
// that work with dates import it (lib/dayjs.ts, @portal/shared/inputs), and a group would put it
// in the ui chunk every first visit loads.
const shellVendors =
  /node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?(react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)\//;
const uiVendors =
  /node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?(i18next|react-i18next|styled-components|@emotion|stylis|shallowequal|tslib|swr|use-sync-external-store|dequal|html-parse-stringify|void-elements)\//;

export default defineConfig(({ command }) => ({
  plugins: [
    inlineDocuments(),
    react(),
    latestBuildFile(),
    precompress(),
    preloadMap(),
    pageHeaders(),
    devBrand(),
  ],
  resolve: {
    alias: [
      { find: '@/', replacement: fileURLToPath(new URL('./src/', import.meta.url)) },
      ...(command === 'build' ? reactRouterProduction : []),
    ],
  },
  define: { __BUILD_ID__: JSON.stringify(buildId) },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    // Every browser of the build's target but Safari 16 preloads modules itself, and the server's
    // preload links come with the HTML: the entry carries no polyfill for it.
    modulePreload: { polyfill: false },
    sourcemap: false,
    rolldownOptions: {
      // The shared components are imported through one barrel (components/ui/index.ts); a module of
      // it that the shell does not use stays out of the entry chunk, in the pages that use it.
      treeshake: {
        moduleSideEffects: [
          { test: /\/services\/web\/src\/components\//, sideEffects: false },
          // The typed-document map and types (src/graphql/generated): once inlineDocuments has replaced
          // the calls, nothing of them is needed at run time.
          { test: /\/services\/web\/src\/graphql\/generated\//, sideEffects: false },
        ],
      },
      output: {
        // A language's texts are named by it (it-shell-….js, de-features-….js): the first visit's
        // preload and the tests that watch the fallback's load tell them apart.
        chunkFileNames: (chunk) => {
          const texts = /\/src\/locales\/([^/]+)\/(shell|features)\.ts$/.exec(
            chunk.facadeModuleId ?? '',
          );
          return texts ? `assets/${texts[1]}-${texts[2]}-[hash].js` : 'assets/[name]-[hash].js';
        },
        codeSplitting: {
          groups: [
            { name: 'react', test: shellVendors, priority: 2 },
            { name: 'ui', test: uiVendors, priority: 1 },
            // The kit is a chunk per part (forms, filters, lists, badges) of the pages that use it,
            // not a chunk per piece: each chunk is one more name in the entry's preload map. Only
            // the kit's own modules; the state badge the dashboard shows stays a chunk of its own.
            ...['forms', 'filters', 'lists', 'badges'].map((part) => ({
              name: part,
              test: new RegExp(`/services/web/src/components/${part}/(?!StateBadge\\.tsx)`),
              includeDependenciesRecursively: false,
            })),
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    // `pnpm dev` starts the BFF with PORTAL_ORIGIN set to this server, so the sign-in callback
    // and the CSRF origin check (docs/api.md) both see the address the browser uses.
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: BFF }])),
  },
  preview: { port: 5173 },
}));
