import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

// One config for the app build and every test project. `npm test` runs all projects;
// the e2e project builds the site once and drives the system Chromium (tests/setup/e2e-global.ts).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    // Scripts and styles precompressed beside each file (brotli and gzip), for the server to send
    // as the browser asks (src/server/plugins/pages.ts, docs/decisions/029). The browser build only.
    isSsrBuild ? [] : compression({ algorithms: ['brotliCompress', 'gzip'], exclude: [/\.map$/] }),
  ],
  // The manifest maps each route's code to its chunks: the server preloads a page's, the bench
  // measures them (docs/decisions/028).
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: true,
    manifest: !isSsrBuild,
    // Every browser we support preloads modules natively; the polyfill would ship on every page.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
  },
  server: { port: 5173 },
  test: {
    reporters: process.env.CI ? ['default', 'json'] : ['default'],
    outputFile: { json: 'test-results/vitest.json' },
    projects: [
      {
        extends: true,
        test: {
          name: 'domain',
          include: ['src/domain/**/*.test.ts', 'tests/tooling/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['src/server/**/*.test.ts', 'bench/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/setup/fail-on-console-error.ts'],
          globalSetup: ['tests/setup/server-global.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['src/web/**/*.test.tsx', 'src/web/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['tests/setup/fail-on-console-error.ts', 'tests/setup/web.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/setup/e2e-global.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Two files at a time even on a 2-core machine (the default is one: cores - 1): a browser
          // test mostly waits on the browser and the server. Its own group, after the others, as
          // vitest runs projects of different worker counts in separate groups.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
}));
