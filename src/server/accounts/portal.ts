import { and, desc, eq } from 'drizzle-orm';
import type { ContinueApplicationAnswer } from '#domain/contracts/account.ts';
import type { PortalApplication } from '#domain/account/portal.ts';
import { applicantStatusView } from '../applicant/status-view.ts';
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
  deps: Pick<ServiceDeps, 'db' | 'clock'>,
  accountId: string,
): Promise<PortalApplication[]> {
  const rows = await deps.db
    .select({
      id: applications.id,
      status: applications.status,
      submittedAt: applications.submittedAt,
      referenceNumber: applications.referenceNumber,
      step: applications.step,
      complete: applications.complete,
      creditDecision: applications.creditDecision,
      createdAt: applications.createdAt,
    })
    .from(applications)
    .where(eq(applications.ownerAccountId, accountId))
    .orderBy(desc(applications.createdAt), desc(applications.referenceNumber));
  // A submitted application's status, requests and timeline (decision 093); a customer has few.
  const views = await Promise.all(
    rows.map((row) => (row.complete ? applicantStatusView(deps.db, row, deps.clock()) : null)),
  );
  return rows.map((row, index) => ({
    statusView: views[index] ?? null,
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
 * "Continue" in the portal (docs/decisions/046, 059): finds one of the owner's unfinished
 * applications for the route to make the customer's session hold it; the step page then resumes
 * it as it resumes any application (no key reaches the browser). The owner has proved who they are by signing in, so the
 * anonymous resume window (APPLICATION_SESSION_TTL_HOURS) starts again now. Someone else's
 * application, a submitted one and an unknown reference are the same 404.
 */
export async function continueApplication(
  deps: Pick<ServiceDeps, 'db' | 'clock'>,
  accountId: string,
  reference: string,
): Promise<{ applicationId: string; Step: ContinueApplicationAnswer['Step'] }> {
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
    .returning({ id: applications.id, step: applications.step });
  if (!row) throw new HttpError(404, APPLICATION_NOT_FOUND_MESSAGE);
  return { applicationId: row.id, Step: row.step };
}
