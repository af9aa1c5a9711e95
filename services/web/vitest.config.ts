import { fileURLToPath } from 'node:url';
import { configDefaults, defineProject } from 'vitest/config';
import { WEB_UNIT_FILES } from '../../vitest.projects.ts';

export default defineProject({
  resolve: { alias: { '@/': fileURLToPath(new URL('./src/', import.meta.url)) } },
  test: {
    name: 'web',
    // jsdom, through this package's own copy (see the file).
    environment: './vitest.jsdom-environment.mjs',
    setupFiles: ['../../vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // They run in Node in the `web-unit` project (vitest.unit.config.ts).
    exclude: [...configDefaults.exclude, ...WEB_UNIT_FILES],
  },
});
