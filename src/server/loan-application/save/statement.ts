import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Placeholder } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { applicationAudits, applications, saveIdempotencyKeys } from '../../db/schema/index.ts';
import type { ApplicationRow } from '../application-access.ts';
import type { AuditFields, KeyRecord, SavedColumns, SavePlan } from './plan.ts';

/** The columns a save writes (plan.ts SavedColumns), each a placeholder of the statement. */
const SAVED_COLUMNS = [
  'step',
  'source',
  'formData',
  'formState',
  'creditResult',
  'creditDecision',
  'creditCommitments',
  'complete',
  'applicantEmail',
  'relatedApplicationId',
  'ownerAccountId',
  'updatedAt',
] as const satisfies ReadonlyArray<keyof SavedColumns>;
// Every saved column has its placeholder: a column added to SavedColumns fails to compile here.
const everyColumn: Record<Exclude<keyof SavedColumns, (typeof SAVED_COLUMNS)[number]>, never> = {};
void everyColumn;

const NEW_APPLICATION_COLUMNS = ['token', 'guid', 'presetBranch', 'createdAt'] as const;

/** Which of the statement's shapes a save takes. */
interface Shape {
  target: 'insert' | 'update' | 'update-same-version';
  keyed: boolean;
}

type Prepared = { execute(values: Record<string, unknown>): Promise<ApplicationRow[]> };

/**
 * The save's statement in its few shapes, built once per database and prepared (decision 069;
 * issue 19 finding 9): building it was a tenth of a save's CPU. A transaction's saves build theirs
 * each time (a prepared query belongs to the connection it was made on).
 */
const preparedByDatabase = new WeakMap<Database, Map<string, Prepared>>();

/**
 * Writes the application (the insert, or the update of the stored row at the version it was read),
 * its audit row and the save's key with its answer in one statement: they are written together or
 * not at all, without a transaction's extra round trips (issue 12 proof 9). A key already stored
 * fails the statement (its primary key), and nothing is written. Answers the written row, or
 * undefined when the update matched none (another window saved first).
 */
export async function writeSaveStatement(
  db: Database,
  plan: Pick<SavePlan, 'target' | 'audit' | 'key'>,
  row: SavedColumns,
  options: { reuse: boolean },
): Promise<ApplicationRow | undefined> {
  const { target, audit, key } = plan;
  const shape: Shape = {
    target: 'insert' in target ? 'insert' : target.keepVersion ? 'update-same-version' : 'update',
    keyed: key !== undefined,
  };
  const name = `save_${shape.target.replaceAll('-', '_')}${shape.keyed ? '_keyed' : ''}`;
  let prepared = options.reuse ? preparedByDatabase.get(db)?.get(name) : undefined;
  if (!prepared) {
    prepared = buildStatement(db, shape).prepare(name) as unknown as Prepared;
    if (options.reuse) {
      const map = preparedByDatabase.get(db) ?? new Map<string, Prepared>();
      preparedByDatabase.set(db, map.set(name, prepared));
    }
  }
  const [written] = await prepared.execute({
    ...row,
    ...('insert' in target
      ? target.insert
      : { id: target.update.id, version: target.update.version }),
    ...auditValues(audit),
    ...(key ? keyValues(key) : {}),
  });
  return written;
}

function auditValues(audit: AuditFields): Record<string, unknown> {
  return {
    auditStep: audit.step,
    auditActorKind: audit.actorKind,
    auditActorId: audit.actorId,
    auditRequestId: audit.requestId,
    auditCreatedAt: audit.createdAt.toISOString(),
  };
}

function keyValues(key: KeyRecord): Record<string, unknown> {
  return {
    keyHash: key.keyHash,
    requestHash: key.requestHash,
    keyAnswer: JSON.stringify(key.answer),
    keyCreatedAt: key.createdAt.toISOString(),
    keyExpiresAt: key.expiresAt.toISOString(),
  };
}

const p = (name: string): Placeholder => sql.placeholder(name);
const placeholders = <K extends string>(names: readonly K[]) =>
  Object.fromEntries(names.map((name) => [name, p(name)])) as Record<K, Placeholder>;

/** The insert of a new application, or the update of the stored one at the version it was read. */
function writtenRow(db: Database, shape: Shape) {
  const row = placeholders(SAVED_COLUMNS);
  if (shape.target === 'insert')
    return db.$with('written').as(
      db
        .insert(applications)
        .values({ ...row, ...placeholders(NEW_APPLICATION_COLUMNS), version: 1 })
        .returning(),
    );
  return db.$with('written').as(
    db
      .update(applications)
      // A step 4 whose bureau was unavailable is not completed: the applicant's next try is the
      // same save, made from the same version (decision 060).
      // drizzle encodes each placeholder with its column's encoder (as it does in an insert), though
      // its types do not take placeholders in an update's set.
      .set(
        (shape.target === 'update-same-version'
          ? row
          : { ...row, version: sql`${applications.version} + 1` }) as unknown as Partial<
          typeof applications.$inferInsert
        >,
      )
      .where(
        and(
          eq(applications.id, p('id') as unknown as SQL),
          eq(applications.version, p('version') as unknown as SQL),
          eq(applications.complete, false),
        ),
      )
      .returning(),
  );
}

function buildStatement(db: Database, shape: Shape) {
  const written = writtenRow(db, shape);
  const audited = db.$with('audited').as(
    db
      .insert(applicationAudits)
      .select(
        db
          .select({
            id: sql<number>`nextval(pg_get_serial_sequence('application_audits', 'id'))`.as('id'),
            applicationId: written.id,
            version: written.version,
            step: sql<number>`${p('auditStep')}::integer`.as('step'),
            formData: written.formData,
            formState: written.formState,
            actorKind: sql<string>`${p('auditActorKind')}::text`.as('actor_kind'),
            actorId: sql<string | null>`${p('auditActorId')}::text`.as('actor_id'),
            requestId: sql<string | null>`${p('auditRequestId')}::text`.as('request_id'),
            createdAt: sql<Date>`${p('auditCreatedAt')}::timestamptz`.as('created_at'),
          })
          .from(written),
      )
      .returning({ id: applicationAudits.id }),
  );
  const keyed =
    shape.keyed &&
    db.$with('keyed').as(
      db
        .insert(saveIdempotencyKeys)
        .select(
          db
            .select({
              keyHash: sql<string>`${p('keyHash')}::text`.as('key_hash'),
              applicationId: written.id,
              requestHash: sql<string>`${p('requestHash')}::text`.as('request_hash'),
              // The reference is the new row's (a sequence gives it), as applicationReference writes it.
              answer: sql<
                Record<string, unknown>
              >`${p('keyAnswer')}::jsonb || jsonb_build_object('Reference', ${written.referenceNumber}::text)`.as(
                'answer',
              ),
              createdAt: sql<Date>`${p('keyCreatedAt')}::timestamptz`.as('created_at'),
              expiresAt: sql<Date>`${p('keyExpiresAt')}::timestamptz`.as('expires_at'),
            })
            .from(written),
        )
        .returning({ keyHash: saveIdempotencyKeys.keyHash }),
    );
  return db
    .with(written, audited, ...(keyed ? [keyed] : []))
    .select()
    .from(written);
}
