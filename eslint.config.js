// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { dirname, relative, resolve } from 'node:path';

/**
 * A relative import never leaves its package: another package (the test support, the demo
 * backends, another feature) is imported by its name, so the dependency is declared and the
 * layer rules below can see it.
 */
const packageBoundary = {
  rules: {
    'no-relative-cross-package': {
      meta: {
        type: 'problem',
        schema: [],
        messages: {
          leaves: "'{{source}}' leaves {{own}}: import the other package by its name.",
        },
      },
      create(context) {
        const file = context.filename;
        const own = /^(packages\/[^/]+)\//.exec(relative(process.cwd(), file))?.[1];
        if (!own) return {};
        const root = resolve(own);
        /** @param {any} node */
        const check = (node) => {
          const source = node.source?.value;
          if (typeof source !== 'string' || !source.startsWith('.')) return;
          const target = resolve(dirname(file), source);
          // The recorded and generated fixtures are data beside the packages, not a package.
          if (!relative(resolve('fixtures'), target).startsWith('..')) return;
          if (relative(root, target).startsWith('..'))
            context.report({ node, messageId: 'leaves', data: { source, own } });
        };
        return {
          ImportDeclaration: check,
          ExportAllDeclaration: check,
          ExportNamedDeclaration: check,
          ImportExpression: check,
        };
      },
    },
  },
};

/**
 * Production files that still break the length rules below, with the rules they break. This list
 * only shrinks: split the behaviour into a controller (docs/feature-packages.md § "Behaviour
 * shape") and delete its line; never add one. Listed per file so the rules stay on everywhere else.
 */
/** @type {Record<string, string[]>} */
const TOO_LONG = {};

/**
 * `no-restricted-imports` allowing, of the `@islet/*` packages, only `allowed` (and their
 * subpaths).
 * @param {string[]} allowed
 * @param {string} message
 */
const onlyIslet = (allowed, message) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          group: [
            '@islet/*',
            ...allowed.flatMap((name) => [`!@islet/${name}`, `!@islet/${name}/*`]),
          ],
          message,
        },
      ],
    },
  ],
});

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
    files: ['packages/*/src/**/*.{ts,tsx,mjs,js}', 'packages/*/test-support/**/*.{ts,mjs}'],
    // Not yet: the CLI reads the runtime's feature list and the demo's HTML scanner by path.
    ignores: ['packages/cli/**'],
    plugins: { islet: packageBoundary },
    rules: { 'islet/no-relative-cross-package': 'error' },
  },
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
    rules: onlyIslet(
      ['core', 'primitives'],
      'A feature package imports only @islet/core and @islet/primitives.',
    ),
  },
  {
    // Tests and their helpers may also use the shared test support and the demo backends.
    files: ['packages/*/src/**/*.test.{ts,tsx}', 'packages/*/test-support/**/*.ts'],
    ignores: ['packages/runtime/**', 'packages/cli/**'],
    rules: onlyIslet(
      ['core', 'primitives', 'test-support', 'demo'],
      "A feature package's tests import @islet/core, @islet/primitives, the test support and the demo.",
    ),
  },
  {
    // The primitives sit beneath every feature and core alike: they import no Islet package.
    files: ['packages/primitives/src/**/*.ts'],
    ignores: ['packages/primitives/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@islet/*'], message: 'The primitives import no Islet package.' }] },
      ],
    },
  },
  {
    // A behaviour longer than a screen becomes a controller (docs/feature-packages.md § "Behaviour
    // shape"). Lines are counted as a reader sees them, comments and blank lines included: a
    // function that needs a long comment to be read is a function to split, not to uncomment.
    files: ['packages/*/src/**/*.{ts,tsx}'],
    ignores: ['packages/*/src/**/*.test.{ts,tsx}'],
    rules: {
      'max-lines-per-function': ['error', { max: 80 }],
      'max-lines': ['error', { max: 300 }],
    },
  },
  ...Object.entries(TOO_LONG).map(([file, rules]) => ({
    files: [file],
    rules: Object.fromEntries(rules.map((rule) => [rule, 'off'])),
  })),
  {
    files: ['scripts/**', 'examples/demo/**', 'tests/**', 'fixtures/generate/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // Vitest's waitFor gives up after 1 s, which a chunk import outlasted on a loaded CI machine.
    files: ['packages/**/*.{ts,tsx}', 'tests/dom/**/*.ts'],
    ignores: ['packages/test-support/src/wait-for.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'vi',
          property: 'waitFor',
          message: "Use waitFor from '@islet/test-support/wait-for' (a 10 s limit).",
        },
      ],
    },
  },
  prettier,
);
