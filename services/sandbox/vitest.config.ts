import { configDefaults, defineProject } from 'vitest/config';
import { filesReplacingModules, LARGE_FILES } from '../../vitest.projects.ts';

export default defineProject({
  test: {
    name: 'sandbox',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // They run in the `large` and `isolated` projects (vitest.config.ts).
    exclude: [
      ...configDefaults.exclude,
      ...LARGE_FILES['services/sandbox'],
      ...filesReplacingModules('services/sandbox'),
    ],
    // Each file starts its own sandbox: one module graph per worker serves them all
    // (docs/decisions/0011-vitest-run.md).
    isolate: false,
    setupFiles: ['../../vitest.setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
