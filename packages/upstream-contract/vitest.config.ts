import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'upstream-contract',
    include: ['src/**/*.test.ts', 'kit/**/*.test.ts'],
    setupFiles: ['../../vitest.setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
