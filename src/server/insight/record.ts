import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { InsightEventBody } from '#domain/contracts/insight.ts';
import { VISIT_ID_PATTERN } from '#domain/contracts/insight.ts';
import {
  branchMask,
  branchOfField,
  channelOf,
  deviceClassOf,
  ERROR_KINDS,
  type FieldFailure,
} from '#domain/insight/events.ts';
import type { DecisionOutcome } from '#domain/staff/status.ts';
import { branchesShown } from '#domain/insight/branches.ts';
import type { FormValues } from '#domain/validation/types.ts';
import type { Database } from '../db/client.ts';
import { applications, insightEvents } from '../db/schema/index.ts';
import type { Clock, ServiceConfig } from '../services.ts';

export interface InsightDeps {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
}

/**
 * Insight never costs an applicant anything: a failure to record is logged (without the event's
 * contents) and swallowed.
 */
async function quietly(deps: InsightDeps, what: string, write: () => Promise<unknown>) {
  try {
    await write();
  } catch (error) {
    deps.log.warn(
      { insight: what, reason: (error as Error).message },
      'insight event not recorded',
    );
  }
}

async function applicationIdOfToken(db: Database, token: string): Promise<string | null> {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.token, token));
  return row?.id ?? null;
}

/** Gives a visit's earlier events their application once an event names both. */
async function linkVisit(db: Database, visitId: string, applicationId: string) {
  await db
    .update(insightEvents)
    .set({ applicationId })
    .where(and(eq(insightEvents.visitId, visitId), isNull(insightEvents.applicationId)));
}

/**
 * A step page's view or leaving, and the validation failures its blocked submits counted, as the
 * browser reports them (POST /api/insight/events): one validation_failed event per failure.
 */
export async function recordBrowserEvent(
  deps: InsightDeps & { config: ServiceConfig },
  body: InsightEventBody,
): Promise<void> {
  const applicationId = body.token ? await applicationIdOfToken(deps.db, body.token) : null;
  const ownHost = new URL(deps.config.publicBaseUrl).hostname;
  const occurredAt = deps.clock();
  const common = { occurredAt, applicationId, visitId: body.visitId, step: body.step };
  const failures = (body.failures ?? []).flatMap(({ field, kind, count }) =>
    Array.from({ length: count }, () => ({
      ...common,
      name: 'validation_failed',
      field,
      errorKind: kind,
      branches: branchMask([branchOfField(field)].flatMap((branch) => branch ?? [])),
    })),
  );
  const rows = [
    ...(body.name === 'validation_failed'
      ? []
      : [
          {
            ...common,
            name: body.name,
            field: body.name === 'step_left' ? (body.field ?? null) : null,
            device: deviceClassOf(body.viewportWidth),
            channel: body.entry ? channelOf(body.entry, ownHost) : null,
          },
        ]),
    ...failures,
  ];
  if (rows.length > 0) await deps.db.insert(insightEvents).values(rows);
  if (applicationId) await linkVisit(deps.db, body.visitId, applicationId);
}

const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_.]{0,79}$/;

/** The field names and error kinds of a §7 log message's validation summary; nothing else. */
export function failuresOf(message: unknown): { step: number | null; failures: FieldFailure[] } {
  if (message === null || typeof message !== 'object') return { step: null, failures: [] };
  const { step, validation } = message as { step?: unknown; validation?: unknown };
  const failures: FieldFailure[] = [];
  if (validation !== null && typeof validation === 'object') {
    for (const [field, kind] of Object.entries(validation)) {
      if (FIELD_NAME.test(field) && (ERROR_KINDS as readonly unknown[]).includes(kind))
        failures.push({ field, kind: kind as FieldFailure['kind'] });
    }
  }
  const validStep = typeof step === 'number' && Number.isInteger(step) && step >= 1 && step <= 4;
  return { step: validStep ? step : null, failures };
}

/**
 * The validation failures of the §7 logging call (loan-application §7): its summary's field names
 * and error kinds, one event each. The form-data part of the message is never read here.
 */
export async function recordValidationFailures(
  deps: InsightDeps,
  input: { loggingToken: string | undefined; message: string },
): Promise<void> {
  await quietly(deps, 'validation_failed', async () => {
    let message: unknown;
    try {
      message = JSON.parse(input.message);
    } catch {
      return;
    }
    const { step, failures } = failuresOf(message);
    if (failures.length === 0) return;
    const visit = (message as { visitId?: unknown }).visitId;
    const visitId = typeof visit === 'string' && VISIT_ID_PATTERN.test(visit) ? visit : null;
    const applicationId = input.loggingToken
      ? await applicationIdOfToken(deps.db, input.loggingToken)
      : null;
    if (!applicationId && !visitId) return;
    const branches = branchMask(failures.flatMap(({ field }) => branchOfField(field) ?? []));
    const occurredAt = deps.clock();
    await deps.db.insert(insightEvents).values(
      failures.map(({ field, kind }) => ({
        occurredAt,
        name: 'validation_failed',
        applicationId,
        visitId,
        step,
        field,
        errorKind: kind,
        branches,
      })),
    );
    if (applicationId && visitId) await linkVisit(deps.db, visitId, applicationId);
  });
}

/**
 * A step saved (and, with step 4, the application submitted): called by the save route once the
 * save is written. Source and referrer code come from the application as saved; the referrer only
 * when it is a configured referrer's id: the `Referrer` parameter is free text a link can carry
 * anything in (?referrer=jane@example.nz, issue 33 finding 5), and insight keeps no personal data.
 */
export async function recordSavedStep(
  deps: InsightDeps & { config: Pick<ServiceConfig, 'site'> },
  input: { applicationId: string; step: number; complete: boolean; values: FormValues },
): Promise<void> {
  await quietly(deps, 'step_saved', async () => {
    const { values } = input;
    const branches = branchMask(
      branchesShown(input.step, values, deps.config.site.loanApplication),
    );
    const names = input.complete ? ['step_saved', 'submitted'] : ['step_saved'];
    const occurredAt = deps.clock().toISOString();
    const referrerIds = JSON.stringify(deps.config.site.loanApplication.referrers.map((r) => r.id));
    await deps.db.execute(sql`
      insert into insight_events (occurred_at, name, application_id, step, branches, source, referrer)
      select ${occurredAt}::timestamptz, event.name, id, ${input.step}, ${branches}, source,
        case when form_data->>'Referrer' in (select jsonb_array_elements_text(${referrerIds}::jsonb))
          then form_data->>'Referrer' end
      from applications,
        unnest(array[${sql.join(
          names.map((name) => sql`${name}`),
          sql`, `,
        )}]::text[]) with ordinality as event (name, n)
      where id = ${input.applicationId}
      order by event.n`);
  });
}

/**
 * A decision on an application (issue 22 "decision"), with the workspace's outcome (one list:
 * src/domain/staff/status.ts; the funnel's approved stage is its APPROVING_OUTCOMES). The workspace's decision service calls it
 * in or after the decision's transaction: `recordDecisionEvent(deps, { applicationId, outcome })`.
 */
export async function recordDecisionEvent(
  deps: InsightDeps,
  input: { applicationId: string; outcome: DecisionOutcome },
): Promise<void> {
  await quietly(deps, 'decision', () =>
    deps.db.insert(insightEvents).values({
      occurredAt: deps.clock(),
      name: 'decision',
      applicationId: input.applicationId,
      outcome: input.outcome,
    }),
  );
}
