import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'tests',
    include: ['integration/**/*.test.ts'],
    setupFiles: ['../vitest.setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
