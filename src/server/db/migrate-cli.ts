// `npm run db:migrate`: applies the committed migrations to the configured database and exits.
import { readEnv } from '../env.ts';
import { openDatabase } from './client.ts';
import path from 'node:path';

const env = readEnv();
const handle = await openDatabase({
  databaseUrl: env.DATABASE_URL,
  pgliteDataDir: path.join(env.DATA_DIR, 'pglite'),
});
console.log(`Migrations applied (${handle.driver}).`);
await handle.close();
