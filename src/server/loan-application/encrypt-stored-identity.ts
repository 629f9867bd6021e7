import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { applicationAudits, applications } from '../db/schema/index.ts';
import { ENCRYPTED_FIELD_NAMES } from './application-access.ts';
import { ENCRYPTED_VALUE_PREFIX, type FieldCipher } from '../crypto/field-cipher.ts';

const BATCH_ROWS = 200;

/**
 * Encrypts identity numbers saved in clear before decision 030 (issue 12 finding 10 names the
 * application rows and their audit rows). Run at every start, before the app serves: it finds
 * nothing once done. Each row is updated only while it still holds the clear value, so processes
 * starting together cannot undo each other's work. Answers how many rows it changed.
 */
export async function encryptStoredIdentityNumbers(
  db: Database,
  cipher: FieldCipher,
): Promise<number> {
  let changed = 0;
  for (const table of [applications, applicationAudits]) {
    const inClear = sql.join(
      ENCRYPTED_FIELD_NAMES.map(
        (name) =>
          sql`(coalesce(${table.formData} ->> ${name}, '') <> '' and ${table.formData} ->> ${name} not like ${`${ENCRYPTED_VALUE_PREFIX}%`})`,
      ),
      sql` or `,
    );
    // A row another process changed meanwhile is left to it: seen once, never looped on.
    const seen = new Set<string>();
    for (;;) {
      const rows = (
        await db
          .select({ id: table.id, formData: table.formData })
          .from(table)
          .where(inClear)
          .limit(BATCH_ROWS)
      ).filter((row) => !seen.has(String(row.id)));
      if (rows.length === 0) break;
      for (const row of rows) {
        seen.add(String(row.id));
        const sealed = cipher.encryptFields(row.formData, ENCRYPTED_FIELD_NAMES);
        const unchanged: SQL = sql`${table.formData} = ${JSON.stringify(row.formData)}::jsonb`;
        const updated = await db
          .update(table)
          .set({ formData: sealed })
          .where(and(eq(table.id, row.id as never), unchanged))
          .returning({ id: table.id });
        changed += updated.length;
      }
    }
  }
  return changed;
}
