import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'shared',
    include: ['src/**/*.test.ts'],
    setupFiles: ['../../vitest.setup.ts'],
    // Pure functions (no I/O, no module state to reset): one module graph per worker is enough.
    isolate: false,
    // The clock's checks walk tens of thousands of instants, slower under coverage on a busy machine.
    testTimeout: 30_000,
  },
});
