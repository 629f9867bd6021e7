import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILD_TESTS, INTEGRATION_TESTS } from '../projects.ts';

/** Every test file under a folder, as a path from the repository's root. */
const testFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(file);
    return /\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });

/** What starts a process or builds the site: a unit test must do neither (issue 19 finding 6). */
const STARTS_OR_BUILDS = [
  /node:child_process/,
  /\bstartServer\(/,
  /\bstartTestModeServer\(/,
  /\bmeasureRoutes\(/,
  /from 'vite'/,
];

describe('npm run test:unit needs no build, no browser and no process (issue 19 finding 6)', () => {
  const slow = new Set([...INTEGRATION_TESTS, ...BUILD_TESTS]);
  // This file names the patterns it looks for, so it is left out of its own scan.
  const unit = [...testFiles('src'), ...testFiles('tests/tooling')].filter(
    (file) => !slow.has(file) && file !== 'tests/tooling/test-projects.test.ts',
  );

  it('finds the unit tests (the scan is not empty)', () => {
    expect(unit).toContain('src/server/app.test.ts');
    expect(unit.length).toBeGreaterThan(100);
  });

  it('leaves every test that starts a process or builds to the integration and e2e projects', () => {
    const offenders = unit.filter((file) => {
      const text = readFileSync(file, 'utf8');
      return STARTS_OR_BUILDS.some((pattern) => pattern.test(text));
    });
    expect(offenders).toEqual([]);
  });

  it('names only files that exist', () => {
    const all = new Set([...testFiles('src'), ...testFiles('bench')]);
    expect([...slow].filter((file) => !all.has(file))).toEqual([]);
  });
});
