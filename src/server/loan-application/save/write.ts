import { and, eq, sql } from 'drizzle-orm';
import type { WithSubqueryWithSelection } from 'drizzle-orm/pg-core';
import { CONCURRENT_CHANGE_MESSAGE } from '#content/loan-application-copy.ts';
import type { Database } from '../../db/client.ts';
import { applicationAudits, applications, saveIdempotencyKeys } from '../../db/schema/index.ts';
import { HttpError } from '../../http-error.ts';
import {
  ENCRYPTED_FIELD_NAMES,
  applicationReference,
  type ApplicationRow,
} from '../application-access.ts';
import { queueBrokerCopy } from '../broker-copy.ts';
import {
  INVITATION_USED_MESSAGE,
  claimInvitation,
  inviteJointApplicant,
} from '../joint-invitations.ts';
import { INVALID_FIELDS_MESSAGE } from './messages.ts';
import type { AuditFields, KeyRecord, SavePlan } from './plan.ts';
import type { SaveDeps } from './types.ts';

type Written = WithSubqueryWithSelection<(typeof applications)['_']['columns'], 'written'>;

/**
 * Writes a planned save: the application, its audit row and its key in one statement, and in the
 * same transaction what else it writes (the invitation claimed, the broker's copy, the joint
 * applicant's invitation). 412 when another window saved first.
 */
export async function writePlan(
  deps: Pick<SaveDeps, 'db' | 'cipher' | 'config'>,
  plan: SavePlan,
): Promise<ApplicationRow> {
  // The identity numbers are encrypted here, so the row and its audit copy never hold them in clear.
  const row = {
    ...plan.row,
    formData: deps.cipher.encryptFields(plan.row.formData, ENCRYPTED_FIELD_NAMES),
  };
  const stored = plan.row.formData;
  const write = async (db: Database): Promise<ApplicationRow> => {
    const savedRow = await writeSave(db, writtenRow(db, plan, row), plan.audit, plan.key);
    if (!savedRow) throw new HttpError(412, CONCURRENT_CHANGE_MESSAGE);
    // One application per invitation (decision 055): the first save claims it.
    if (plan.claimInvitation && !(await claimInvitation(db, plan.claimInvitation, savedRow.id)))
      throw new HttpError(422, INVALID_FIELDS_MESSAGE, {
        RelatedApplicationId: INVITATION_USED_MESSAGE,
      });
    // The broker email gets a copy of the submitted application, as its hint promises.
    if (plan.brokerCopy)
      await queueBrokerCopy(db, { reference: applicationReference(savedRow), values: stored });
    if (plan.inviteJointApplicant)
      await inviteJointApplicant(
        db,
        { id: savedRow.id, values: stored },
        deps.config.publicBaseUrl,
      );
    return savedRow;
  };
  return plan.inTransaction
    ? deps.db.transaction((tx) => write(tx as unknown as Database))
    : write(deps.db);
}

/** The insert of a new application, or the update of the stored one at the version it was read. */
function writtenRow(db: Database, plan: SavePlan, row: SavePlan['row']): Written {
  const { target } = plan;
  if ('insert' in target)
    return db.$with('written').as(
      db
        .insert(applications)
        .values({ ...row, ...target.insert, version: 1 })
        .returning(),
    );
  return db.$with('written').as(
    db
      .update(applications)
      // A step 4 whose bureau was unavailable is not completed: the applicant's next try is the
      // same save, made from the same version (decision 060).
      .set(target.keepVersion ? row : { ...row, version: sql`${applications.version} + 1` })
      .where(
        and(
          eq(applications.id, target.update.id),
          eq(applications.version, target.update.version),
          eq(applications.complete, false),
        ),
      )
      .returning(),
  );
}

/**
 * Writes the application (the insert or update in `written`, returning the row), its audit row
 * and the save's key with its answer in one statement: they are written together, or not at all,
 * without a transaction's extra round trips to the database (issue 12 proof 9). A key that is
 * already stored fails the statement (its primary key), and nothing is written. Answers the
 * written row, or undefined when the update matched none (another window saved first).
 */
async function writeSave(
  db: Database,
  written: Written,
  audit: AuditFields,
  key: KeyRecord | undefined,
): Promise<ApplicationRow | undefined> {
  const audited = db.$with('audited').as(
    db
      .insert(applicationAudits)
      .select(
        db
          .select({
            id: sql<number>`nextval(pg_get_serial_sequence('application_audits', 'id'))`.as('id'),
            applicationId: written.id,
            version: written.version,
            step: sql<number>`${audit.step}::integer`.as('step'),
            formData: written.formData,
            formState: written.formState,
            actorKind: sql<string>`${audit.actorKind}::text`.as('actor_kind'),
            actorId: sql<string | null>`${audit.actorId}::text`.as('actor_id'),
            requestId: sql<string | null>`${audit.requestId}::text`.as('request_id'),
            createdAt: sql<Date>`${audit.createdAt.toISOString()}::timestamptz`.as('created_at'),
          })
          .from(written),
      )
      .returning({ id: applicationAudits.id }),
  );
  const keyed =
    key &&
    db.$with('keyed').as(
      db
        .insert(saveIdempotencyKeys)
        .select(
          db
            .select({
              keyHash: sql<string>`${key.keyHash}::text`.as('key_hash'),
              applicationId: written.id,
              requestHash: sql<string>`${key.requestHash}::text`.as('request_hash'),
              // The reference is the new row's (a sequence gives it), as applicationReference writes it.
              answer: sql<
                Record<string, unknown>
              >`${JSON.stringify(key.answer)}::jsonb || jsonb_build_object('Reference', ${written.referenceNumber}::text)`.as(
                'answer',
              ),
              createdAt: sql<Date>`${key.createdAt.toISOString()}::timestamptz`.as('created_at'),
              expiresAt: sql<Date>`${key.expiresAt.toISOString()}::timestamptz`.as('expires_at'),
            })
            .from(written),
        )
        .returning({ keyHash: saveIdempotencyKeys.keyHash }),
    );
  const [row] = await db
    .with(written, audited, ...(keyed ? [keyed] : []))
    .select()
    .from(written);
  return row;
}
