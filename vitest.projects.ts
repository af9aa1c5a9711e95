// Test files that run in a project of their own (vitest.config.ts), by package: the root config
// includes them there and each package's config leaves them out, so every file runs exactly once.
// Paths are relative to the package.
import { readdirSync, readFileSync } from 'node:fs';

/** Files that read the large data set: they share the one large sandbox of the `large` project. */
export const LARGE_FILES = {
  'services/bff': ['test/*-large.test.ts'],
  'services/sandbox': ['test/*-large.test.ts', 'test/large-scale.test.ts'],
} as const;

/**
 * The production shape: Redis, nginx, replicas in their own processes and the built BFF
 * (the `shape` project, run after the others so that its processes do not compete with them).
 */
export const SHAPE_FILES = {
  'services/bff': [
    'test/built-server.test.ts',
    'test/drain.test.ts',
    'test/redis-outage.test.ts',
    'test/redis-store.test.ts',
    'test/tracing.test.ts',
  ],
  tests: [
    'integration/bearer-replicas.test.ts',
    'integration/client-address.test.ts',
    'integration/compose.test.ts',
    'integration/load-smoke.test.ts',
    'integration/readiness.test.ts',
    'integration/replicas.test.ts',
    'integration/sentinel-failover.test.ts',
    'integration/soak-smoke.test.ts',
    'integration/worker.test.ts',
  ],
} as const;

/**
 * The web client's tests of plain functions and of its source files: no DOM, no module state
 * (translations, SWR, timers, globals). They run in Node without per-file isolation (the
 * `web-unit` project, services/web/vitest.unit.config.ts); the others in jsdom, each file alone.
 */
export const WEB_UNIT_FILES = [
  'src/features/**/model/*.test.ts',
  'src/app/import-boundaries.test.ts',
  'src/app/layouts/layouts-use-tokens.test.ts',
  'src/app/layouts/menu-model.test.ts',
  'src/build-output.test.ts',
  'src/components/date-range-picker/picker-state.test.ts',
  'src/dev-brand.test.ts',
  'src/features-use-tokens.test.ts',
  'src/features/dashboard/status-keys.test.ts',
  'src/features/notifications/components/objectLink.test.ts',
  'src/index-html.test.ts',
  'src/inline-documents.test.ts',
  'src/lib/errors.test.ts',
  'src/locales/locales.test.ts',
  'src/locales/no-literals.test.ts',
  'src/locales/register.test.ts',
  'src/locales/upstream-enumerations.test.ts',
  'src/theme.test.ts',
] as const;

/** The files of a project of its own, relative to the repository's root. */
export function fromRoot(files: Record<string, readonly string[]>): string[] {
  return Object.entries(files).flatMap(([dir, names]) => names.map((name) => `${dir}/${name}`));
}

/**
 * The test files under `dir` (relative to the repository's root) that replace a module with
 * `vi.mock`: a replacement only takes in a module graph of the file's own, so they run in the
 * `isolated` project while the rest of their package shares one graph per worker. Found by reading
 * the files, so a new one is never run where its mock would not take. Paths relative to `dir`.
 */
export function filesReplacingModules(dir: string): string[] {
  const root = new URL(`./${dir}/`, import.meta.url);
  return testFilesUnder(root)
    .filter((name) => /\bvi\.(do)?mock\(/.test(readFileSync(new URL(name, root), 'utf8')))
    .sort();
}

/** The test files under `root`, relative to it, leaving out installed and built trees. */
function testFilesUnder(root: URL, prefix = ''): string[] {
  return readdirSync(new URL(prefix, root), { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory())
      return SKIPPED_DIRECTORIES.has(entry.name)
        ? []
        : testFilesUnder(root, `${prefix}${entry.name}/`);
    return /\.test\.tsx?$/.test(entry.name) ? [`${prefix}${entry.name}`] : [];
  });
}

const SKIPPED_DIRECTORIES = new Set(['node_modules', 'dist', 'coverage', 'test-results']);

/**
 * The packages whose tests share a module graph per worker, but for those that replace a module.
 * A package config that leaves those files out (filesReplacingModules) is listed here, or they
 * would run nowhere.
 */
export const SHARED_GRAPH_PACKAGES = [
  'packages/upstream-contract',
  'services/bff',
  'services/sandbox',
  'tests',
] as const;

/** Every file of the `isolated` project, relative to the repository's root. */
export function isolatedFiles(): string[] {
  return SHARED_GRAPH_PACKAGES.flatMap((dir) =>
    filesReplacingModules(dir).map((name) => `${dir}/${name}`),
  );
}
