import { eq } from 'drizzle-orm';
import { offerMessages } from '#content/lending/offer.ts';
import type { FormValues } from '#domain/validation/types.ts';
import type { OfferView } from '#domain/account/application-status.ts';
import { API } from '#domain/contracts/wire.ts';
import type { ApplicationStatus } from '#domain/staff/status.ts';
import type { Database } from '../../db/client.ts';
import { applications } from '../../db/schema/index.ts';
import { HttpError } from '../../http-error.ts';
import { disclosureStatementPdf } from '../documents/disclosure.ts';
import { contractOf, offerDisclosure, type OfferRow } from './contract.ts';
import { currentOffer, offerFacts } from './offers.ts';

function stateOf(offer: OfferRow, status: ApplicationStatus): OfferView['state'] {
  if (offer.cancelledAt) return 'cancelled';
  if (offer.signedAt) return 'signed';
  return status === 'offered' ? 'open' : 'lapsed';
}

/**
 * The applicant's view of the application's offer (issue 31 parts 1 and 2): the contract's text
 * while it is open to sign; once signed, the cancellation period's last day and whether the
 * borrower may cancel now (the period runs and the loan is not cancelled or closed).
 */
export async function offerView(
  db: Database,
  row: { id: string; referenceNumber: number; status: string },
  now: Date,
): Promise<OfferView | null> {
  const offer = await currentOffer(db, row.id);
  if (!offer) return null;
  const status = row.status as ApplicationStatus;
  const state = stateOf(offer, status);
  const [application] =
    state === 'open'
      ? await db
          .select({
            referenceNumber: applications.referenceNumber,
            applicantName: applications.applicantName,
            formData: applications.formData,
          })
          .from(applications)
          .where(eq(applications.id, row.id))
      : [];
  const cancellable: readonly ApplicationStatus[] = ['accepted', 'paid-out', 'active'];
  return {
    state,
    expiresOn: offer.expiresOn,
    disclosureHref: API.applicantOfferDisclosure.path.replace(
      ':reference',
      String(row.referenceNumber),
    ),
    contract: application ? contractOf(offerDisclosure(offer, application)).sections : [],
    signedAt: offer.signedAt?.toISOString() ?? null,
    coolingOffEnds: offer.coolingOffEnds,
    canCancel:
      state === 'signed' &&
      cancellable.includes(status) &&
      (offerFacts(offer, now)?.coolingOffOpen ?? false),
  };
}

/** The offer's disclosure statement (CCCFA s 17) from its fixed terms, or 404 when none was made. */
export async function offerDisclosurePdf(
  db: Database,
  row: { id: string; referenceNumber: number; applicantName: string; formData: FormValues },
): Promise<Buffer> {
  const offer = await currentOffer(db, row.id);
  if (!offer) throw new HttpError(404, offerMessages.noOffer);
  return disclosureStatementPdf(offerDisclosure(offer, row));
}
