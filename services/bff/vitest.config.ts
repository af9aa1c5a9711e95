import { configDefaults, defineProject } from 'vitest/config';
import { filesReplacingModules, LARGE_FILES, SHAPE_FILES } from '../../vitest.projects.ts';

export default defineProject({
  test: {
    name: 'bff',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // They run in the `large`, `shape` and `isolated` projects (vitest.config.ts).
    exclude: [
      ...configDefaults.exclude,
      ...LARGE_FILES['services/bff'],
      ...SHAPE_FILES['services/bff'],
      ...filesReplacingModules('services/bff'),
    ],
    // Each file builds its own app and sandbox: one module graph per worker serves them all
    // (docs/decisions/0011-vitest-run.md).
    isolate: false,
    setupFiles: ['../../vitest.setup.ts'],
    testTimeout: 20_000,
    // A file's set-up starts a sandbox and the BFF and signs customers in: a hang guard, as long
    // as the `isolated` project's, whose files start the same (two copies of the suite on two
    // cores took more than 30 s for one).
    hookTimeout: 60_000,
  },
});
