import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { dumpMigratedPglite, openDatabase } from '../../src/server/db/client.ts';
import { createTestPostgresDatabase } from '../../src/server/test-support/test-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of an empty, migrated PGlite database; empty on PostgreSQL runs. */
    migratedPglite: string;
    /** The name of an empty, migrated PostgreSQL database to copy; empty on PGlite runs. */
    postgresTemplate: string;
  }
}

/**
 * Makes one migrated database for the whole server run: each test file's database starts from it
 * (openTestDatabase) instead of applying every migration itself, which takes seconds each. On
 * PGlite a dump in a file (a new PGlite also spends seconds creating its cluster); on PostgreSQL
 * (TEST_POSTGRES_URL) a database that each file's is created from as its template (decision 153).
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_POSTGRES_URL;
  if (adminUrl) {
    const template = await createTestPostgresDatabase(adminUrl);
    try {
      await (await openDatabase({ databaseUrl: template.url })).close();
    } catch (error) {
      await template.drop();
      throw error;
    }
    project.provide('migratedPglite', '');
    project.provide('postgresTemplate', new URL(template.url).pathname.slice(1));
    return template.drop;
  }
  project.provide('postgresTemplate', '');
  await mkdir('.tmp', { recursive: true });
  const dir = await mkdtemp(path.resolve('.tmp', 'pglite-'));
  const file = path.join(dir, 'migrated.tar');
  await writeFile(file, Buffer.from(await (await dumpMigratedPglite()).arrayBuffer()));
  project.provide('migratedPglite', file);
  return () => rm(dir, { recursive: true, force: true });
}
