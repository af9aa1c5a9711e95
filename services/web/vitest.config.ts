import { fileURLToPath } from 'node:url';
import { configDefaults, defineProject } from 'vitest/config';
import { WEB_UNIT_FILES } from '../../vitest.projects.ts';

export default defineProject({
  resolve: { alias: { '@/': fileURLToPath(new URL('./src/', import.meta.url)) } },
  test: {
    name: 'web',
    // jsdom, through this package's own copy (see the file).
    environment: './vitest.jsdom-environment.mjs',
    // Each file in a fresh window's context of a long-lived worker thread, not a process of its own
    // (docs/decisions/0027-web-tests-in-vm-contexts.md).
    pool: 'vmThreads',
    // react-router's ES modules sit in a CommonJS package, which a VM context's loader refuses:
    // they are bundled once for the run instead.
    deps: {
      optimizer: {
        client: { enabled: true, include: ['react-router-dom', 'react-router'] },
        ssr: { enabled: true, include: ['react-router-dom', 'react-router'] },
      },
    },
    setupFiles: ['../../vitest.setup.ts', './src/test/setup.ts'],
    // Above the waits' own 5 s limit (src/test/setup.ts): a page test waits for several things, and
    // a file's first test also loads the page's lazy chunks, slow on a busy machine.
    testTimeout: 30_000,
    include: ['src/**/*.test.{ts,tsx}'],
    // They run in Node in the `web-unit` project (vitest.unit.config.ts).
    exclude: [...configDefaults.exclude, ...WEB_UNIT_FILES],
  },
});
