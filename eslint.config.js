// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist.*/**',
      '**/node_modules/**',
      'fixtures/recorded/**',
      '.bench/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': [
        'error',
        { allow: ['warn', 'error', 'info', 'table', 'groupCollapsed', 'groupEnd'] },
      ],
    },
  },
  {
    // Feature packages may import core but never each other (docs/architecture.md).
    files: ['packages/*/src/**/*.{ts,tsx}'],
    // The bundle and the audit command put the packages together.
    ignores: ['packages/runtime/src/**', 'packages/cli/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@islet/*',
                '!@islet/core',
                '!@islet/core/*',
                '!@islet/primitives',
                '!@islet/primitives/*',
              ],
              message: 'A feature package imports only @islet/core and @islet/primitives.',
            },
          ],
        },
      ],
    },
  },
  {
    // The primitives sit beneath every feature and core alike: they import no Islet package.
    files: ['packages/primitives/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@islet/*'], message: 'The primitives import no Islet package.' }] },
      ],
    },
  },
  {
    files: ['scripts/**', 'examples/demo/**', 'tests/**', 'fixtures/generate/**'],
    rules: { 'no-console': 'off' },
  },
  prettier,
);
