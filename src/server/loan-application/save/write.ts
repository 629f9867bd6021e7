import { CONCURRENT_CHANGE_MESSAGE } from '#content/loan-application-copy.ts';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../http-error.ts';
import {
  ENCRYPTED_FIELD_NAMES,
  applicationReference,
  type ApplicationRow,
} from '../application-access.ts';
import { submittedEmail } from '#content/applicant-status.ts';
import { emailApplicant } from '../../applicant/status-links.ts';
import { queueBrokerCopy } from '../broker-copy.ts';
import {
  INVITATION_USED_MESSAGE,
  claimInvitation,
  inviteJointApplicant,
} from '../joint-invitations.ts';
import { INVALID_FIELDS_MESSAGE } from './messages.ts';
import type { SavePlan } from './plan.ts';
import { writeSaveStatement } from './statement.ts';
import type { SaveDeps } from './types.ts';

/** The outbox's kind of the applicant's submit email (the confirmation page looks for it). */
export const SUBMITTED_EMAIL_KIND = 'submitted';

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
    const savedRow = await writeSaveStatement(db, plan, row, { reuse: db === deps.db });
    if (!savedRow) throw new HttpError(412, CONCURRENT_CHANGE_MESSAGE);
    // One application per invitation (decision 055): the first save claims it.
    if (plan.claimInvitation && !(await claimInvitation(db, plan.claimInvitation, savedRow.id)))
      throw new HttpError(422, INVALID_FIELDS_MESSAGE, {
        RelatedApplicationId: INVITATION_USED_MESSAGE,
      });
    // The broker email gets a copy of the submitted application, as its hint promises.
    if (plan.brokerCopy)
      await queueBrokerCopy(db, { reference: applicationReference(savedRow), values: stored });
    if (plan.submittedEmail)
      await emailApplicant(
        db,
        savedRow,
        {
          baseUrl: deps.config.publicBaseUrl,
          days: deps.config.env.STATUS_LINK_DAYS,
          now: plan.audit.createdAt,
        },
        { kind: SUBMITTED_EMAIL_KIND, ...submittedEmail },
      );
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
