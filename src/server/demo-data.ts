import type { FastifyBaseLogger } from 'fastify';
import type { Branch } from '#domain/branches/branch.ts';
import { demoAccounts } from '#content/accounts.ts';
import { seedDemoAccounts } from './accounts/seed-demo.ts';
import { seedDemoAddressesIfEmpty } from './address-search/seed-demo.ts';
import type { Database } from './db/client.ts';
import type { Env } from './env.ts';
import { seedBranches } from './routes/branches/repository.ts';

/**
 * The demo content a fresh install serves (SEED_DEMO_DATA): the demo accounts (content/accounts.ts,
 * added when missing), the site configuration's branches (content/branches.ts), upserted at every start so content edits apply, and the demo address index, loaded only into an
 * empty table so imported LINZ data is never mixed with it. buildApp awaits this before the app
 * is ready: a hook would fall under Fastify's plugin timeout, and the address seed takes seconds.
 */
export async function seedDemoData(
  db: Database,
  env: Env,
  branches: readonly Branch[],
  log: FastifyBaseLogger,
): Promise<void> {
  await seedBranches(db, branches);
  const accounts = await seedDemoAccounts(db, demoAccounts);
  if (accounts > 0) log.info({ accounts }, 'seeded the demo accounts');
  if (env.ADDRESS_PROVIDER === 'local') {
    const seeded = await seedDemoAddressesIfEmpty(db);
    if (seeded) log.info(seeded, 'seeded the demo address index');
  }
}
