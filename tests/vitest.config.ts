import { fileURLToPath } from 'node:url';
import { configDefaults, defineProject } from 'vitest/config';
import { filesReplacingModules, SHAPE_FILES } from '../vitest.projects.ts';

export default defineProject({
  // The web client's own alias, for the test that reads its page documents (page-queries.test.ts).
  resolve: { alias: { '@/': fileURLToPath(new URL('../services/web/src/', import.meta.url)) } },
  test: {
    name: 'tests',
    include: ['integration/**/*.test.ts'],
    // They run in the `shape` and `isolated` projects (vitest.config.ts).
    exclude: [...configDefaults.exclude, ...SHAPE_FILES.tests, ...filesReplacingModules('tests')],
    // One module graph per worker (docs/decisions/0011-vitest-run.md).
    isolate: false,
    setupFiles: ['../vitest.setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
