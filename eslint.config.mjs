// Lint catches the mistakes that matter: floating promises, non-exhaustive switches and one feature reaching
// into another (features share through components/ and lib/ only). Import cycles: scripts/check-import-cycles.mjs.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const NO_SERVER_IMPORTS = { group: ['@sahay/server', '@sahay/server/*'], message: 'The web app may import server types only through packages/domain.' };

const FEATURES_DIR = 'apps/web/src/features';
const features = readdirSync(FEATURES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'bench/results/**', 'apps/server/src/db/migrations/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: ['*.mjs', '*.js', 'vitest.config.ts', 'scripts/*.mjs', 'scripts/*.d.mts', 'bench/*.mjs', 'apps/server/build.mjs'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // react-hook-form's handleSubmit returns a promise that it handles itself.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    // Tests read JSON bodies loosely; a wrong shape fails the assertion anyway.
    files: ['**/test/**/*.{ts,tsx}', '**/e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [NO_SERVER_IMPORTS] }],
    },
  },
  {
    // STYLE §6: files stay small. Data files (the demo seed, the assistant's knowledge, the red-flag lexicon and its
    // evaluation set) are catalogues, not logic.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    ignores: [
      'apps/server/src/db/seed/**',
      'apps/server/src/providers/ai/knowledge/**',
      'packages/domain/src/red-flags/lexicon-*.ts',
      'packages/domain/src/triage-vocabulary.ts',
    ],
    rules: { 'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }] },
  },
  {
    // Layers point down (issue 18): the server's shared layers serve the feature modules and never import them.
    files: ['apps/server/src/{lib,db,providers,realtime}/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)modules/', message: 'Shared layers do not import feature modules: define a port here and let the module implement it.' }] },
      ],
    },
  },
  // Feature boundaries: files of one feature may not import another feature.
  ...features.map((feature) => ({
    files: [`${FEATURES_DIR}/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          // A flat config's later rule replaces the earlier one: the ban on the server is repeated here.
          patterns: [
            NO_SERVER_IMPORTS,
            {
              regex: `^(@/features/(?!${feature}/)|(\\.\\./)+features/)`,
              message: 'Features do not import each other: move the shared piece to components/ or lib/.',
            },
            { regex: `^\\.\\./\\.\\./(?!${feature}/)[a-z-]+/`, message: 'Features do not import each other.' },
          ],
        },
      ],
    },
  })),
  {
    files: ['**/*.mjs', '**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['apps/web/pwa/service-worker.js'],
    languageOptions: { globals: { ...globals.serviceworker, __SAHAY_PRECACHE__: 'readonly' } },
  },
);
