import { and, desc, eq } from 'drizzle-orm';
import type { ContinueApplicationAnswer } from '#domain/contracts/account.ts';
import type { PortalApplication } from '#domain/account/portal.ts';
import { applications } from '../db/schema/index.ts';
import { HttpError } from '../http-error.ts';
import {
  APPLICATION_NOT_FOUND_MESSAGE,
  applicationReference,
} from '../loan-application/application-access.ts';
import type { ServiceDeps } from '../services.ts';

const DECISIONS = new Set(['standard', 'conditional', 'declined']);

/** A customer's applications for the portal, newest first: only those the account owns. */
export async function customerApplications(
  deps: Pick<ServiceDeps, 'db'>,
  accountId: string,
): Promise<PortalApplication[]> {
  const rows = await deps.db
    .select({
      referenceNumber: applications.referenceNumber,
      step: applications.step,
      complete: applications.complete,
      creditDecision: applications.creditDecision,
      createdAt: applications.createdAt,
    })
    .from(applications)
    .where(eq(applications.ownerAccountId, accountId))
    .orderBy(desc(applications.createdAt), desc(applications.referenceNumber));
  return rows.map((row) => ({
    reference: applicationReference(row),
    createdAt: row.createdAt.toISOString(),
    step: row.step,
    status: row.complete ? 'submitted' : 'in-progress',
    decision:
      row.creditDecision && DECISIONS.has(row.creditDecision)
        ? (row.creditDecision as PortalApplication['decision'])
        : null,
  }));
}

/**
 * "Continue" in the portal (docs/decisions/046): hands the owner the resume pair of one of their
 * unfinished applications, in the answer of a call (never in a URL), for the step page to resume
 * it as it resumes any application. The owner has proved who they are by signing in, so the
 * anonymous resume window (APPLICATION_SESSION_TTL_HOURS) starts again now. Someone else's
 * application, a submitted one and an unknown reference are the same 404.
 */
export async function continueApplication(
  deps: Pick<ServiceDeps, 'db' | 'clock'>,
  accountId: string,
  reference: string,
): Promise<ContinueApplicationAnswer> {
  const [row] = await deps.db
    .update(applications)
    .set({ updatedAt: deps.clock() })
    .where(
      and(
        eq(applications.referenceNumber, Number(reference)),
        eq(applications.ownerAccountId, accountId),
        eq(applications.complete, false),
      ),
    )
    .returning({ token: applications.token, guid: applications.guid, step: applications.step });
  if (!row) throw new HttpError(404, APPLICATION_NOT_FOUND_MESSAGE);
  return { Token: row.token, Guid: row.guid, Step: row.step };
}
