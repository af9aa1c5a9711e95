import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { WEB_UNIT_FILES } from '../../vitest.projects.ts';

// The web client's tests of plain functions and source files (vitest.projects.ts): in Node, one
// module graph per worker instead of one per file.
export default defineProject({
  resolve: { alias: { '@/': fileURLToPath(new URL('./src/', import.meta.url)) } },
  test: {
    name: 'web-unit',
    environment: 'node',
    isolate: false,
    setupFiles: ['../../vitest.setup.ts'],
    include: [...WEB_UNIT_FILES],
    // Some read every source file of the client (literals, boundaries, tokens): seconds on a busy
    // machine, more as the client grows.
    testTimeout: 30_000,
  },
});
