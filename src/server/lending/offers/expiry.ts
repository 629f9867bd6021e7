import { and, eq, lt } from 'drizzle-orm';
import { newZealandDate } from '#domain/calendar/new-zealand-date.ts';
import { applications, loanOffers } from '../../db/schema/index.ts';
import type { ServiceDeps } from '../../services.ts';
import { writeTransition } from '../../workflow/transition.ts';
import { currentOffer } from './offers.ts';

/** The job that lapses offers past their last day (issue 31 part 1, decision 143). */
export const OFFER_EXPIRY_JOB = 'lending.offer-expiry';

/**
 * Lapses one offer (`expire-offer`, as the system): the application goes back to approved, where
 * staff may make a new offer. Refused (and so nothing written) when it has moved on meanwhile.
 */
export async function lapseOffer(
  deps: Pick<ServiceDeps, 'db'>,
  applicationId: string,
  now: Date,
  requestId: string | null,
): Promise<boolean> {
  const result = await deps.db.transaction((tx) =>
    writeTransition(tx, {
      applicationId,
      event: 'expire-offer',
      actor: { kind: 'system', id: 'offer-expiry' },
      version: null,
      audit: { actorId: 'system:offer-expiry', requestId, action: 'offer-lapsed' },
      now,
    }),
  );
  return result.ok;
}

/**
 * Every offer still open after its last day lapses (the queue's filters and the applicant's page
 * then say so without waiting for the applicant to act). Answers how many lapsed.
 */
export async function expireOffers(deps: Pick<ServiceDeps, 'db' | 'clock'>): Promise<number> {
  const now = deps.clock();
  const due = await deps.db
    .selectDistinct({ applicationId: loanOffers.applicationId })
    .from(loanOffers)
    .innerJoin(applications, eq(applications.id, loanOffers.applicationId))
    .where(and(eq(applications.status, 'offered'), lt(loanOffers.expiresOn, newZealandDate(now))));
  let lapsed = 0;
  for (const { applicationId } of due) {
    // The newest offer decides: an older one past its day says nothing of a newer one.
    const offer = await currentOffer(deps.db, applicationId);
    if (!offer || offer.expiresOn >= newZealandDate(now)) continue;
    if (await lapseOffer(deps, applicationId, now, null)) lapsed += 1;
  }
  return lapsed;
}
