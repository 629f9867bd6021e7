import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// Issue 29 finding 1: the application's status had four writers (decisions and requests through
// the machine, auto-assign and the applicant's answers by hand). This reads every status change in
// the server's code (a write of `workflowStatus` in Drizzle, or of `workflow_status` in SQL) and
// finds exactly one writer: src/server/workflow/transition.ts. The schema that declares the column
// (and the generated `status` derived from it, decision 120) and the tests that seed rows are
// not writers of the running app.

const SERVER = path.resolve(import.meta.dirname, '..');
const DRIZZLE_WRITE = /\bworkflowStatus\s*:/g;
const SQL_WRITE = /\bworkflow_status\s*=(?!=)/gi;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const writes = sources(SERVER)
  .filter((file) => !file.includes(`${path.sep}db${path.sep}schema${path.sep}`))
  .filter((file) => !file.includes(`${path.sep}test-support${path.sep}`))
  .flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    const found = [...text.matchAll(DRIZZLE_WRITE), ...text.matchAll(SQL_WRITE)];
    return found.map(() => path.relative(SERVER, file));
  });

describe('the application status has one writer', () => {
  it('finds every status write in one file, the transition writer', () => {
    expect([...new Set(writes)]).toEqual([path.join('workflow', 'transition.ts')]);
    // The writer sets the status in one place.
    expect(writes).toHaveLength(1);
  });
});
