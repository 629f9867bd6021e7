import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Branch } from '#domain/branches/branch.ts';
import { demoAccounts } from '#content/accounts.ts';
import { demoLoans } from '#content/demo-loans.ts';
import { seedDemoAccounts } from './accounts/seed-demo.ts';
import { seedDemoAddressesIfEmpty } from './address-search/seed-demo.ts';
import type { Database } from './db/client.ts';
import type { Env } from './env.ts';
import { seedBranches } from './branches/repository.ts';
import { seedDemoLoans } from './loans/seed-demo.ts';
import type { Clock } from './services.ts';

// Any number works as long as every process uses the same one: it names the seeding lock.
const SEED_LOCK_ID = 7_310_522;
const SEED_LOCK_POLL_MS = 250;

/**
 * Takes the seeding lock for the rest of the transaction. Asked for again and again rather than
 * waited on: the seed takes longer than the database's query timeout (db/client.ts).
 */
async function waitForSeedLock(tx: Pick<Database, 'execute'>): Promise<void> {
  for (;;) {
    const result = (await tx.execute(
      sql`select pg_try_advisory_xact_lock(${SEED_LOCK_ID}) as "locked"`,
    )) as unknown as { rows: Array<{ locked: boolean }> };
    if (result.rows[0]?.locked) return;
    await new Promise((resolve) => setTimeout(resolve, SEED_LOCK_POLL_MS));
  }
}

/**
 * The demo content a fresh install serves (SEED_DEMO_DATA): the demo accounts (content/accounts.ts,
 * added when missing), the site configuration's branches (content/branches.ts), upserted at every
 * start so content edits apply, and the demo address index, loaded only into an empty table so
 * imported LINZ data is never mixed with it; and the demo loans (content/demo-loans.ts), booked
 * through the servicing sandbox into an empty loan book (only with the sandbox). buildApp awaits this before the app is ready: a hook
 * would fall under Fastify's plugin timeout, and the address seed takes seconds.
 *
 * Several processes may start together on one database (issue 23, probing finding 1): one
 * transaction under an advisory lock seeds while the others wait, then find nothing left to do.
 * A real deployment never gets the demo accounts, whatever SEED_DEMO_DATA says (decision 076).
 */
export async function seedDemoData(
  db: Database,
  env: Env,
  branches: readonly Branch[],
  log: FastifyBaseLogger,
  clock: Clock,
): Promise<void> {
  await db.transaction(async (tx) => {
    await waitForSeedLock(tx);
    await seedBranches(tx, branches);
    if (env.realDeployment) log.warn('demo accounts are never created in a real deployment');
    else {
      const accounts = await seedDemoAccounts(tx, demoAccounts);
      if (accounts > 0) log.info({ accounts }, 'seeded the demo accounts');
      if (env.LOAN_SERVICING_PROVIDER === 'sandbox') {
        const loans = await seedDemoLoans(tx, demoLoans, clock);
        if (loans > 0) log.info({ loans }, 'seeded the demo loans');
      }
    }
    if (env.ADDRESS_PROVIDER === 'local') {
      const seeded = await seedDemoAddressesIfEmpty(tx);
      if (seeded) log.info(seeded, 'seeded the demo address index');
    }
  });
}
