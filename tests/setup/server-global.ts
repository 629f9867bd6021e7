import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { dumpMigratedPglite } from '../../src/server/db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of an empty, migrated PGlite database; empty on PostgreSQL runs. */
    migratedPglite: string;
  }
}

/**
 * Makes one migrated PGlite database for the whole server run and dumps it to a file: each test
 * file's database starts from it (openTestDatabase) instead of creating a cluster of its own,
 * which takes seconds each. On PostgreSQL (TEST_POSTGRES_URL) each file creates its database.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_POSTGRES_URL) {
    project.provide('migratedPglite', '');
    return;
  }
  await mkdir('.tmp', { recursive: true });
  const dir = await mkdtemp(path.resolve('.tmp', 'pglite-'));
  const file = path.join(dir, 'migrated.tar');
  await writeFile(file, Buffer.from(await (await dumpMigratedPglite()).arrayBuffer()));
  project.provide('migratedPglite', file);
  return () => rm(dir, { recursive: true, force: true });
}
