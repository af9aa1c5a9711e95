import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

export default defineProject({
  // The web client's own alias, for the test that reads its page documents (page-queries.test.ts).
  resolve: { alias: { '@/': fileURLToPath(new URL('../services/web/src/', import.meta.url)) } },
  test: {
    name: 'tests',
    include: ['integration/**/*.test.ts'],
    setupFiles: ['../vitest.setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
