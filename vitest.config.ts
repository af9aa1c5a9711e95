import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { fromRoot, isolatedFiles, LARGE_FILES, SHAPE_FILES } from './vitest.projects.ts';

// The Vitest part of the test command (docs/decisions/0011-vitest-run.md): the unit and integration
// projects together on two workers (the CI machine's two cores; Vitest's default there is one),
// then `large`, one file at a time on the one large sandbox, then `shape`, one file at a time (the
// test command runs it apart, beside the browser tests). Coverage is collected by the run of
// packages/shared alone, the one package it gates (scripts/test-all.mjs).

// VITEST_MAX_WORKERS changes the number of workers. Vitest would apply the variable to every
// project, also to those that run one file at a time, so it is read here and taken out.
const maxWorkers = Number(process.env.VITEST_MAX_WORKERS) || 2;
delete process.env.VITEST_MAX_WORKERS;

// VITEST_SHAPE=apart leaves the `shape` project out: the test command runs it in a run of its own,
// beside the browser tests (scripts/test-all.mjs).
const shapeApart = process.env.VITEST_SHAPE === 'apart';

// One fresh store cluster for every process of the run (workers, the shape's servers): the first
// store made in memory writes it, the others load it instead of running PGlite's initdb, seconds
// of CPU each (services/bff/src/store/store.ts).
process.env.PGLITE_CLUSTER_FILE ??= fileURLToPath(
  new URL('./test-results/pglite-cluster.tar', import.meta.url),
);

/** The production shape: Redis, nginx, replicas and the built BFF, one file at a time. */
const SHAPE_PROJECT = {
  test: {
    name: 'shape',
    include: fromRoot(SHAPE_FILES),
    setupFiles: ['./vitest.setup.ts'],
    globalSetup: ['./tests/shape/bff-bundle.global.ts'],
    fileParallelism: false,
    sequence: { groupOrder: 2 },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
};

export default defineConfig({
  test: {
    maxWorkers,
    projects: [
      'packages/*',
      'services/*',
      'services/web/vitest.unit.config.ts',
      'tests',
      {
        // The files that replace a module (vi.mock), each in a module graph of its own; the rest of
        // their packages share one per worker (vitest.projects.ts, filesReplacingModules).
        test: {
          name: 'isolated',
          include: isolatedFiles(),
          setupFiles: ['./vitest.setup.ts'],
          isolate: true,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'large',
          include: fromRoot(LARGE_FILES),
          setupFiles: ['./vitest.setup.ts'],
          globalSetup: ['./services/sandbox/test/large-sandbox.global.ts'],
          fileParallelism: false,
          sequence: { groupOrder: 1 },
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      ...(shapeApart ? [] : [SHAPE_PROJECT]),
    ],
    reporters: ['default', 'json'],
    // The coverage run of packages/shared writes its own (package.json, test:vitest).
    outputFile: { json: 'test-results/vitest.json' },
    coverage: {
      provider: 'v8',
      include: ['packages/shared/src/**/*.ts'],
      exclude: ['**/*.test.ts', 'packages/shared/src/types/**', 'packages/shared/src/index.ts'],
      reporter: ['text', 'text-summary'],
      thresholds: { branches: 95, statements: 95, functions: 95, lines: 95 },
    },
  },
});
