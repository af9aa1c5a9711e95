import { configDefaults, defineProject } from 'vitest/config';
import { filesReplacingModules } from '../../vitest.projects.ts';

export default defineProject({
  test: {
    name: 'upstream-contract',
    include: ['src/**/*.test.ts', 'kit/**/*.test.ts'],
    // They run in the `isolated` project (vitest.config.ts).
    exclude: [...configDefaults.exclude, ...filesReplacingModules('packages/upstream-contract')],
    // One module graph per worker (docs/decisions/0011-vitest-run.md).
    isolate: false,
    setupFiles: ['../../vitest.setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
