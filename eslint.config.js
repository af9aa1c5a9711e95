// One flat config for the whole workspace (conventions: typescript-eslint, react-hooks, jsx-a11y,
// import boundaries, Prettier for formatting).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
  {
    files: ['services/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/app/**', '@/app/*'],
              message: 'Features do not import app/ (shared → features → app).',
            },
            {
              group: ['../../*/**', '!../../../**'],
              message: 'Features do not import each other.',
            },
          ],
        },
      ],
    },
  },
  prettier,
);
