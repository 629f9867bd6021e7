import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { jointInvitationEmail } from '#content/joint-invitation-email.ts';
import { QUERY_PARAMETER_NAMES } from '#domain/loan-application/query.ts';
import { STEP_PATHS } from '#domain/loan-application/steps.ts';
import type { FormValues } from '#domain/validation/types.ts';
import type { Database } from '../db/client.ts';
import { applications, jointInvitations } from '../db/schema/index.ts';
import { enqueueEmail, type Executor } from '../email/outbox.ts';
import type { ApplicationRow } from './application-access.ts';
import { newApplicationToken } from './tokens.ts';

export const INVITATION_NOT_FOUND_MESSAGE =
  'This invitation link is not valid. Please use the link in the email you received.';

/** The amount and purpose a secondary application takes from its primary (§4, §6 "locked"). */
const LOCKED_FROM_PRIMARY = ['LoanAmount', 'LoanAmountSpecific', 'LoanPurpose', 'LoanPurposeOther'];

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The primary application a `related-id` invites to, or undefined for an unknown one. */
export async function invitedPrimary(
  db: Database,
  token: string,
): Promise<ApplicationRow | undefined> {
  const [found] = await db
    .select({ application: applications })
    .from(jointInvitations)
    .innerJoin(applications, eq(applications.id, jointInvitations.primaryApplicationId))
    .where(eq(jointInvitations.tokenHash, hashOf(token)))
    .limit(1);
  return found?.application;
}

/** The values with the primary's amount and purpose: a secondary application cannot change them. */
export function withPrimaryAmountAndPurpose(values: FormValues, primary: FormValues): FormValues {
  const locked = { ...values };
  for (const name of LOCKED_FROM_PRIMARY)
    if (Object.hasOwn(primary, name)) locked[name] = primary[name];
    else delete locked[name];
  return locked;
}

/**
 * Invites the joint applicant the primary named (loan-application §4; issue 8): once per primary
 * application, in the save's transaction, with an email holding the link to their own
 * application (`related-id`, `first-name`, `last-name`, `email`, as the field hint promises).
 */
export async function inviteJointApplicant(
  tx: Executor,
  primary: { id: string; values: FormValues },
  baseUrl: string,
): Promise<void> {
  const { values } = primary;
  const email = text(values.JointApplicantEmail);
  if (values.JointApplication !== 'Yes' || email === '') return;
  const token = newApplicationToken();
  const [created] = await tx
    .insert(jointInvitations)
    .values({ tokenHash: hashOf(token), primaryApplicationId: primary.id })
    .onConflictDoNothing({ target: jointInvitations.primaryApplicationId })
    .returning();
  if (!created) return;
  const firstName = text(values.JointApplicantFirstName);
  const query = new URLSearchParams({
    [QUERY_PARAMETER_NAMES.relatedId]: token,
    [QUERY_PARAMETER_NAMES.firstName]: firstName,
    [QUERY_PARAMETER_NAMES.lastName]: text(values.JointApplicantLastName),
    [QUERY_PARAMETER_NAMES.email]: email,
  });
  const link = new URL(`${STEP_PATHS[1]}?${query.toString()}`, baseUrl).toString();
  await enqueueEmail(tx, {
    kind: 'joint-invitation',
    to: email,
    subject: jointInvitationEmail.subject,
    text: jointInvitationEmail.text(firstName, text(values.FirstName), link),
  });
}
