import type { Plugin, Rollup } from 'vite';
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { BUILD_TESTS, INTEGRATION_TESTS } from './tests/projects.ts';

// One config for the app build and every test project (tests/README.md). `npm test` runs all
// projects; `npm run test:unit` runs domain, server and web, which need no build, no browser and
// no process of their own (tests/projects.ts). The e2e project builds the site once and drives the
// system Chromium (tests/setup/e2e-global.ts); the route budgets measure that build.
/** The entry's chunk (index.html's script), as Rolldown names it. */
const ENTRY_CHUNK = /^assets\/index-[\w-]+\.js$/;

/** A module id that is one of `paths` (under the project, without the extension). */
const oneOf = (paths: string[]) =>
  new RegExp(`[\\\\/](${paths.map((p) => p.replace(/\//g, '[\\\\/]')).join('|')})\\.tsx?$`);
/**
 * Chunks of code that always load together (docs/decisions/154): a page pays for each file it
 * fetches, compressed on its own (its imports by hashed name, a dictionary started afresh), so a
 * step that loaded the same thirty small chunks as every other step pays about a tenth more
 * than their code. Each group is only modules that the pages loading one of them all load: the
 * form runtime (every form page), and what the four steps share and no other page loads.
 */
const FORM_RUNTIME = oneOf([
  'src/web/forms/use-form',
  'src/web/forms/form-runtime',
  'src/web/forms/store',
  'src/web/widgets/field/widget-props',
  'src/domain/validation/engine',
  // What was typed before hydration: the steps and sign-in read it, and load the form runtime.
  'src/web/app/typed-before-hydration',
  // The live region of a form's announcements: every page with the form runtime shows one.
  'src/web/forms/form-announcer',
]);
const inGroup = (group: RegExp, id: string) => group.test(id) && !/\.on-demand\.tsx?$/.test(id);
const APPLICATION_STEPS = oneOf([
  'src/web/features/loan-application/(state|controller|pages)/[\\w-]+',
  // Not the save's calls (save-api, save-with-retries): they load with the save (decision 163).
  'src/web/features/loan-application/api/api',
  'src/web/features/loan-application/steps/(field-binding|customer-summary|why-we-ask)',
  'src/domain/loan-application/(joint-invitation|referrer-page|customer-locks|fields/shared)',
  'src/domain/validation/normalise',
  'src/domain/branches/preferred-branch',
  'src/domain/session/actor',
  'src/web/site/tooltip/tooltip',
  'src/web/forms/retry',
  'content/(resume-link-button|loan-application-copy|captcha-fallback-message|loan-application)',
]);
/**
 * What step 2 alone loads (decision 166): its fields' rules and its words, which the step's page
 * and, on demand, the resumed application's checks and a customer's summary share.
 */
const STEP_2 = oneOf([
  'src/domain/loan-application/fields/(step-2|address)',
  'content/loan-application-step-2-copy',
  'src/domain/address/address-summary',
]);

/**
 * The browser build's chunks as they are written, for `resolveDependencies` (which is given only
 * file names): captured before Vite writes each dynamic import's preload list.
 */
let clientBundle: Rollup.OutputBundle | undefined;
const captureBundle: Plugin = {
  name: 'capture-client-bundle',
  generateBundle: {
    order: 'pre',
    handler(_options, bundle) {
      clientBundle = bundle;
    },
  },
};
/** The files a chunk imports statically, at any depth: loaded before any of its code runs. */
function staticClosure(bundle: Rollup.OutputBundle, file: string, into = new Set<string>()) {
  const chunk = bundle[file];
  if (chunk?.type !== 'chunk' || into.has(file)) return into;
  into.add(file);
  for (const imported of chunk.imports) staticClosure(bundle, imported, into);
  return into;
}

/**
 * For each chunk, the files certainly loaded whenever its code runs: its own static imports, and
 * what every chunk that can load it (statically or on demand) certainly has loaded. Computed once
 * per build, as the greatest fixed point from "everything" down.
 */
const certainlyLoaded = new WeakMap<Rollup.OutputBundle, Map<string, Set<string>>>();
function loadedWith(file: string): Set<string> {
  const bundle = clientBundle;
  if (!bundle) return new Set();
  let sets = certainlyLoaded.get(bundle);
  if (!sets) {
    const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
    const importers = new Map<string, string[]>(chunks.map((chunk) => [chunk.fileName, []]));
    for (const chunk of chunks)
      for (const imported of [...chunk.imports, ...chunk.dynamicImports])
        importers.get(imported)?.push(chunk.fileName);
    const all = new Set(chunks.map((chunk) => chunk.fileName));
    const found = new Map<string, Set<string>>(
      chunks.map((chunk) => [
        chunk.fileName,
        chunk.isEntry || importers.get(chunk.fileName)!.length === 0
          ? staticClosure(bundle, chunk.fileName)
          : all,
      ]),
    );
    for (let changed = true; changed;) {
      changed = false;
      for (const chunk of chunks) {
        const from = importers.get(chunk.fileName)!;
        if (chunk.isEntry || from.length === 0) continue;
        const next = staticClosure(bundle, chunk.fileName);
        const [first, ...rest] = from.map((importer) => found.get(importer)!);
        for (const loaded of first!) if (rest.every((set) => set.has(loaded))) next.add(loaded);
        if (next.size !== found.get(chunk.fileName)!.size) {
          found.set(chunk.fileName, next);
          changed = true;
        }
      }
    }
    sets = found;
    certainlyLoaded.set(bundle, sets);
  }
  return sets.get(file) ?? new Set();
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    captureBundle,
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
    // The entry names no route's scripts to preload with it (docs/decisions/140): that list (every
    // route's chunks, 2.6 KB gzip) rode on every first visit, whose own route's chunks the server
    // already preloads (src/server/pages/assets.ts). A page reached in the browser fetches its
    // chunks as its module imports them; its stylesheets are still named and loaded with it.
    modulePreload: {
      polyfill: false,
      // Elsewhere a dynamic import's list leaves out the chunks its host chunk imports statically
      // (docs/decisions/157): they are loaded before the import can run, so naming them (every
      // step's shared chunks, in each of its on-demand imports) only added weight to the page.
      resolveDependencies: (_file, deps, { hostId }) => {
        if (ENTRY_CHUNK.test(hostId)) return [];
        const loaded = loadedWith(hostId);
        return deps.filter((dep) => !loaded.has(dep));
      },
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // A group holds its modules only, not what they import (that stays where it was).
          includeDependenciesRecursively: false,
          groups: [
            { name: 'app', tags: ['$initial'] },
            // The browser's pages only; never the modules loaded on demand (their own chunks).
            ...(isSsrBuild
              ? []
              : [
                  { name: 'form-runtime', test: (id: string) => inGroup(FORM_RUNTIME, id) },
                  { name: 'application', test: (id: string) => inGroup(APPLICATION_STEPS, id) },
                  { name: 'step-2', test: (id: string) => inGroup(STEP_2, id) },
                ]),
          ],
        },
      },
    },
  },
  server: { port: 5173 },
  test: {
    // Three files at a time on a 2-core machine (vitest's default is cores - 1, one file): a
    // server test waits on its database, an integration test on the process it started and a
    // browser test on the browser, the server and the page's own clocks, so two files left the
    // cores idle a fifth of the time (decisions 159 and 167).
    maxWorkers: 3,
    reporters: process.env.CI ? ['default', 'json'] : ['default'],
    outputFile: { json: 'test-results/vitest.json' },
    projects: [
      {
        extends: true,
        test: {
          name: 'domain',
          include: ['src/domain/**/*.test.ts', 'tests/tooling/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/setup/fast-check.ts'],
          // Pure functions and checks on files, no mocks: one worker process evaluates the modules
          // once for all its files instead of a fresh process per file (decision 159).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['src/server/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...INTEGRATION_TESTS],
          environment: 'node',
          setupFiles: ['tests/setup/fail-on-console-error.ts', 'tests/setup/fast-check.ts'],
          globalSetup: ['tests/setup/server-global.ts'],
          // Each worker evaluates the server's modules once for all its files instead of once per
          // file (decision 112): each file still builds its own app on its own fresh database.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // Server tests that start processes (a server from source with tsx, the importer): no
          // build, but slow, so `npm test` runs them and `npm run test:unit` does not.
          name: 'integration',
          include: INTEGRATION_TESTS,
          environment: 'node',
          setupFiles: ['tests/setup/fail-on-console-error.ts', 'tests/setup/fast-check.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
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
          include: ['tests/e2e/**/*.test.ts', ...BUILD_TESTS],
          environment: 'node',
          globalSetup: ['tests/setup/e2e-global.ts'],
          // A journey's state is in the browser and the server, not in modules: a worker evaluates
          // Playwright, axe and the support modules once, not once per file (decision 159).
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A poll waits up to 15 s, not vitest's 1 s (Playwright's own waits allow 30 s): a journey
          // polls what the browser or the server does next, which takes longer when three journeys
          // share two cores (decision 167). Only a failing poll takes longer to fail.
          expect: { poll: { timeout: 15_000 } },
          // Its own group, after the others: the browser tests start once the in-process tests
          // are done, so they do not compete for the two cores.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
}));
