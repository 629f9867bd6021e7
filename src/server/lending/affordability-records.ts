import { and, desc, eq, type SQL } from 'drizzle-orm';
import { affordabilityPolicy } from '#content/lending/affordability-policy.ts';
import { householdBenchmark } from '#content/lending/household-benchmark.ts';
import {
  assessAffordability,
  type AffordabilityRecord,
  type AffordabilityRules,
  type Assessment,
} from '#domain/lending/affordability.ts';
import { affordabilityRecords, applicationDecisions } from '../db/schema/index.ts';
import { HttpError } from '../http-error.ts';
import type { Database } from '../db/client.ts';
import type { ServiceDeps } from '../services.ts';

export const RECORD_CHANGED_MESSAGE =
  'Someone else changed this record. Reload it to see their changes, then make yours again.';

/** The lender's rules: its policy, benchmark and the product's fees (the calculator's). */
export function lendingRules(deps: Pick<ServiceDeps, 'config'>): AffordabilityRules {
  return {
    policy: affordabilityPolicy,
    benchmark: householdBenchmark,
    rates: deps.config.site.calculator,
  };
}

export interface RecordVersion {
  version: number;
  record: AffordabilityRecord;
  assessment: Assessment;
  actorKind: string;
  actorId: string | null;
  createdAt: Date;
}

/**
 * Saves a new version of an application's affordability record (issue 21 "versioned: each change
 * audited"): the server assesses it again, never trusting the browser's figures. A version that
 * another save took first is refused with 412, as a stale tab's save is.
 */
export async function saveRecordVersion(
  deps: Pick<ServiceDeps, 'db' | 'config' | 'actor' | 'requestId' | 'clock'>,
  applicationId: string,
  record: AffordabilityRecord,
  expectedVersion: number,
): Promise<RecordVersion> {
  const assessment = assessAffordability(record, lendingRules(deps));
  const createdAt = deps.clock();
  const actorId = 'id' in deps.actor ? deps.actor.id : null;
  const written = await deps.db
    .insert(affordabilityRecords)
    .values({
      applicationId,
      version: expectedVersion + 1,
      record: record as unknown as Record<string, unknown>,
      outcome: assessment.outcome,
      complete: assessment.complete,
      actorKind: deps.actor.kind,
      actorId,
      requestId: deps.requestId,
      createdAt,
    })
    .onConflictDoNothing()
    .returning({ version: affordabilityRecords.version });
  if (written.length === 0) throw new HttpError(412, RECORD_CHANGED_MESSAGE);
  return {
    version: expectedVersion + 1,
    record,
    assessment,
    actorKind: deps.actor.kind,
    actorId,
    createdAt,
  };
}

/** The application's rows of `kind` in its decisions: its decisions proper, or its proposals. */
export const decisionsOf = (applicationId: string, kind: 'decision' | 'proposal') =>
  and(eq(applicationDecisions.applicationId, applicationId), eq(applicationDecisions.kind, kind));

/**
 * The application's last decision (not a proposal), or the last that also `matches` (made on a
 * record version, an approval): the highest id, read with that order (a table's own order changes
 * as its rows are updated), or undefined before any.
 */
export async function lastDecision(
  db: Pick<Database, 'select'>,
  applicationId: string,
  matches?: SQL,
): Promise<typeof applicationDecisions.$inferSelect | undefined> {
  const [decision] = await db
    .select()
    .from(applicationDecisions)
    .where(and(decisionsOf(applicationId, 'decision'), matches))
    .orderBy(desc(applicationDecisions.id))
    .limit(1);
  return decision;
}

/** A version of the record (the latest when none is named), assessed, or null when there is none. */
export async function recordVersion(
  deps: Pick<ServiceDeps, 'config'> & { db: Pick<Database, 'select'> },
  applicationId: string,
  version?: number,
): Promise<RecordVersion | null> {
  const [row] = await deps.db
    .select()
    .from(affordabilityRecords)
    .where(
      version === undefined
        ? eq(affordabilityRecords.applicationId, applicationId)
        : and(
            eq(affordabilityRecords.applicationId, applicationId),
            eq(affordabilityRecords.version, version),
          ),
    )
    .orderBy(desc(affordabilityRecords.version))
    .limit(1);
  if (!row) return null;
  const record = row.record as unknown as AffordabilityRecord;
  return {
    version: row.version,
    record,
    assessment: assessAffordability(record, lendingRules(deps)),
    actorKind: row.actorKind,
    actorId: row.actorId,
    createdAt: row.createdAt,
  };
}
