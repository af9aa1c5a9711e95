import { fileURLToPath } from 'node:url';
import { configDefaults, defineProject } from 'vitest/config';
import { WEB_UNIT_FILES } from '../../vitest.projects.ts';

export default defineProject({
  resolve: { alias: { '@/': fileURLToPath(new URL('./src/', import.meta.url)) } },
  test: {
    name: 'web',
    // jsdom, through this package's own copy (see the file).
    environment: './vitest.jsdom-environment.mjs',
    setupFiles: ['../../vitest.setup.ts', './src/test/setup.ts'],
    // Above the waits' own 5 s limit (src/test/setup.ts): a page test waits for several things, and
    // a file's first test also loads the page's lazy chunks, slow on a busy machine.
    testTimeout: 30_000,
    include: ['src/**/*.test.{ts,tsx}'],
    // They run in Node in the `web-unit` project (vitest.unit.config.ts).
    exclude: [...configDefaults.exclude, ...WEB_UNIT_FILES],
  },
});
