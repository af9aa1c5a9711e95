import { configDefaults, defineProject } from 'vitest/config';
import { LARGE_FILES, SHAPE_FILES } from '../../vitest.projects.ts';

export default defineProject({
  test: {
    name: 'bff',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // They run in the `large` and `shape` projects (vitest.config.ts).
    exclude: [
      ...configDefaults.exclude,
      ...LARGE_FILES['services/bff'],
      ...SHAPE_FILES['services/bff'],
    ],
    setupFiles: ['../../vitest.setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
