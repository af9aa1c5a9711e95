// One flat config for the whole workspace (conventions: typescript-eslint, react-hooks, jsx-a11y,
// import boundaries, Prettier for formatting).
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const WEB = './services/web/src';

/** One zone per feature: it may import itself, no other feature (conventions 7). */
const featureZones = readdirSync(new URL(`${WEB}/features/`, import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => ({
    target: `${WEB}/features/${name}`,
    from: `${WEB}/features`,
    except: [`./${name}`],
    message: 'Features do not import each other; app/ composes them (conventions 7).',
  }));

const frameworkImports = [
  'node:*',
  'fastify',
  'fastify-*',
  '@fastify/*',
  'react',
  'react-*',
  'undici',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['services/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.flatConfigs.strict.rules },
  },
  // Command-line scripts talk to the terminal.
  { files: ['scripts/**/*.mjs', 'services/*/scripts/**/*.mjs'], rules: { 'no-console': 'off' } },
  // Import boundaries: shared → services; shared stays pure; services never reach into each other.
  {
    files: ['packages/shared/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: frameworkImports, message: 'packages/shared is pure: no I/O, no framework.' },
            {
              group: ['**/services/**', '@portal/*'],
              message: 'packages/shared imports nothing of the services.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['services/sandbox/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@portal/bff', '@portal/web', '**/bff/**', '**/web/**'],
              message: 'The sandbox stands alone.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['services/bff/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@portal/sandbox', '**/sandbox/**'],
              message: 'The BFF talks to upstream over HTTP only.',
            },
            { group: ['@portal/web', '**/web/**'], message: 'The BFF does not import the client.' },
          ],
        },
      ],
    },
  },
  // The BFF's arrows (conventions 18): domains → core → upstream. Only the composition module of
  // the GraphQL core (graphql/schema.ts) imports the domains.
  {
    files: ['services/bff/src/{graphql,authz,upstream,session,plugins,errors,auth}/**/*.ts'],
    ignores: ['**/*.test.ts', 'services/bff/src/graphql/schema.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@portal/sandbox', '**/sandbox/**'],
              message: 'The BFF talks to upstream over HTTP only.',
            },
            { group: ['@portal/web', '**/web/**'], message: 'The BFF does not import the client.' },
            {
              group: ['**/domains/**'],
              message: 'The core does not import a domain (domains → core → upstream).',
            },
          ],
        },
      ],
    },
  },
  // The web client's arrows on resolved paths (issue 11 item 3, conventions 7): shared → lib and
  // components → features → app, whether an import is written '../../features/x' or '@/features/x';
  // and no import cycles in the web client or packages/shared (type-only imports do not count).
  // Scoped to those two packages to keep `pnpm lint` fast.
  {
    files: ['services/web/src/**/*.{ts,tsx}', 'packages/shared/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // Modules with these extensions are parsed to follow their imports (no-cycle).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['services/web/tsconfig.json', 'packages/shared/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['services/web/src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          // Zones are relative to the repository, wherever ESLint runs from.
          basePath: fileURLToPath(new URL('.', import.meta.url)),
          zones: [
            ...featureZones,
            {
              target: `${WEB}/features`,
              from: `${WEB}/app`,
              message: 'Features do not import app/ (shared → features → app).',
            },
            {
              target: [`${WEB}/lib`, `${WEB}/components`],
              from: [`${WEB}/features`, `${WEB}/app`],
              message:
                'lib/ and components/ serve every feature: they import no feature and not app/.',
            },
          ],
        },
      ],
    },
  },
  prettier,
);
