import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Architecture boundaries (docs/decisions/001): domain is pure; web and server meet only in domain.
const frameworkImports = ['react', 'react-*', 'react/*', 'fastify', 'fastify-*', '@fastify/*', 'drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*', 'node:*'];

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'coverage/**', '.tmp/**', 'test-results/**', 'src/server/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
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
            { group: frameworkImports, message: 'src/domain is pure TypeScript shared by browser and server: no frameworks, no node:*.' },
            { group: ['**/web/**', '**/server/**', '**/content/**'], message: 'src/domain imports nothing else of ours.' },
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
        { patterns: [{ group: ['**/server/**', 'fastify', '@fastify/*', 'drizzle-orm', 'drizzle-orm/*', 'pg'], message: 'Web code talks to the server over HTTP only.' }] },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/web/**', 'react', 'react-dom', 'react-dom/*', 'react-router'], message: 'Server code does not import the web app; it renders through the SSR contract in plugins/pages.ts.' }] },
      ],
    },
  },
);
