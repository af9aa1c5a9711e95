import { defineConfig } from 'vitest/config';

// One run over every package, so the test command prints one summary and one coverage report.
export default defineConfig({
  test: {
    projects: ['packages/*', 'services/*', 'tests'],
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
    coverage: {
      provider: 'v8',
      include: ['packages/shared/src/**/*.ts'],
      exclude: ['**/*.test.ts', 'packages/shared/src/types/**', 'packages/shared/src/index.ts'],
      reporter: ['text', 'text-summary'],
      thresholds: { branches: 95, statements: 95, functions: 95, lines: 95 },
    },
  },
});
