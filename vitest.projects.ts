// Test files that run in a project of their own (vitest.config.ts), by package: the root config
// includes them there and each package's config leaves them out, so every file runs exactly once.
// Paths are relative to the package.

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
  ],
  tests: [
    'integration/bearer-replicas.test.ts',
    'integration/client-address.test.ts',
    'integration/compose.test.ts',
    'integration/load-smoke.test.ts',
    'integration/readiness.test.ts',
    'integration/replicas.test.ts',
  ],
} as const;

/** The files of a project of its own, relative to the repository's root. */
export function fromRoot(files: Record<string, readonly string[]>): string[] {
  return Object.entries(files).flatMap(([dir, names]) => names.map((name) => `${dir}/${name}`));
}
