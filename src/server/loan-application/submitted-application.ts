import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client.ts';
import { applications } from '../db/schema/index.ts';

/**
 * Inserts an application as submitted (step 4, complete) without the save engine, and answers its
 * id, token and reference: the demo's loans are booked on one (`loans/seed-demo.ts`) and the
 * server tests start from one. `values` add to it, or change it (an unfinished one, its token).
 */
export async function insertSubmittedApplication(
  db: Pick<Database, 'insert'>,
  values: Partial<typeof applications.$inferInsert> = {},
): Promise<{ id: string; token: string; reference: string }> {
  const [row] = await db
    .insert(applications)
    .values({ token: randomUUID(), guid: randomUUID(), step: 4, complete: true, ...values })
    .returning({
      id: applications.id,
      token: applications.token,
      reference: applications.referenceNumber,
    });
  return { id: row!.id, token: row!.token, reference: String(row!.reference) };
}
