import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Architecture boundaries (docs/decisions/001): domain is pure; web and server meet only in domain.
const frameworkImports = [
  'react',
  'react-*',
  'react/*',
  'fastify',
  'fastify-*',
  '@fastify/*',
  'drizzle-orm',
  'drizzle-orm/*',
  'pg',
  '@electric-sql/*',
  'node:*',
];

const DOMAIN_IS_PURE =
  'src/domain is pure TypeScript shared by browser and server: no frameworks, no node:*.';
const DOMAIN_IMPORTS_NOTHING = 'src/domain imports nothing else of ours.';
const WEB_OVER_HTTP = 'Web code talks to the server over HTTP only.';
const SERVER_NOT_WEB =
  'Server code does not import the web app; it renders through the SSR contract in plugins/pages.ts.';
// The package.json "imports" aliases (#domain/*, #web/* ...). `group` patterns are gitignore
// globs, where a leading # starts a comment, so aliases are matched by regex.
const alias = (...areas) => `^#(${areas.join('|')})/`;

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'data/**',
      'node_modules/**',
      'coverage/**',
      '.tmp/**',
      'test-results/**',
      'src/server/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['src/domain/**/*.ts'],
    ignores: ['src/domain/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: frameworkImports, message: DOMAIN_IS_PURE },
            {
              group: ['**/web/**', '**/server/**', '**/content/**'],
              message: DOMAIN_IMPORTS_NOTHING,
            },
            { regex: alias('web', 'server', 'content'), message: DOMAIN_IMPORTS_NOTHING },
          ],
        },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/server/**',
                'fastify',
                '@fastify/*',
                'drizzle-orm',
                'drizzle-orm/*',
                'pg',
              ],
              message: WEB_OVER_HTTP,
            },
            { regex: alias('server'), message: WEB_OVER_HTTP },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/web/**', 'react', 'react-dom', 'react-dom/*', 'react-router'],
              message: SERVER_NOT_WEB,
            },
            { regex: alias('web'), message: SERVER_NOT_WEB },
          ],
        },
      ],
    },
  },
);
