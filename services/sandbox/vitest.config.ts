import { configDefaults, defineProject } from 'vitest/config';
import { LARGE_FILES } from '../../vitest.projects.ts';

export default defineProject({
  test: {
    name: 'sandbox',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // They run in the `large` project (vitest.config.ts).
    exclude: [...configDefaults.exclude, ...LARGE_FILES['services/sandbox']],
    setupFiles: ['../../vitest.setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
