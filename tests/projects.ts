/**
 * Which test project runs which file (vite.config.ts). `npm run test:unit` runs domain, server and
 * web: no build, no browser, no process of its own. `npm test` adds integration (tests that start
 * a server or a command-line tool as a process) and e2e (the browser journeys, and the route
 * budgets, which measure the same build: the site is built once, by tests/setup/e2e-global.ts).
 * tests/tooling/test-projects.test.ts checks that no unit test starts a process or builds.
 */

/** Files that start processes of their own: a server (tsx, no build) or the address importer. */
export const INTEGRATION_TESTS = [
  'src/server/server.test.ts',
  'src/server/durability.test.ts',
  'src/server/several-processes.test.ts',
  'src/server/session/sessions-processes.test.ts',
  'src/server/address-search/import-cli.test.ts',
  'src/server/production-start.test.ts',
  'src/server/seed-at-start.test.ts',
  'src/server/ops/restore-check.test.ts',
];

/** Files that need the site's production build: the e2e project's build serves them. */
export const BUILD_TESTS = ['bench/route-budgets.test.ts'];
