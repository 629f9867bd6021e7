import { createHash } from 'node:crypto';
import { and, eq, isNull, or } from 'drizzle-orm';
import { jointInvitationEmail } from '#content/joint-invitation-email.ts';
import {
  changedFromPrimary,
  primaryLoanDetails,
  type JointInvitationPageData,
} from '#domain/loan-application/joint-invitation.ts';
import { QUERY_PARAMETER_NAMES } from '#domain/loan-application/query.ts';
import { STEP_PATHS } from '#domain/loan-application/steps.ts';
import { textValue as text } from '#domain/validation/text-value.ts';
import type { FormValues } from '#domain/validation/types.ts';
import type { Database } from '../db/client.ts';
import { applications, jointInvitations } from '../db/schema/index.ts';
import { enqueueEmail, type Executor } from '../email/outbox.ts';
import type { FieldErrors } from '../http-error.ts';
import type { ApplicationRow } from './application-access.ts';
import { newApplicationToken } from './tokens.ts';

export const INVITATION_NOT_FOUND_MESSAGE =
  'This invitation link is not valid. Please use the link in the email you received.';
export const INVITATION_USED_MESSAGE =
  'This invitation link has already been used to start an application.';
export const LOCKED_BY_INVITATION_MESSAGE =
  'This comes from the application you were invited to join and cannot be changed here.';

// A related-id is 43 base64url characters (tokens.ts); anything else names no invitation.
const RELATED_ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
export interface Invitation {
  primary: ApplicationRow;
  /** The application started from it, or null while it is open. */
  secondaryApplicationId: string | null;
}

/** The invitation a `related-id` names, with its primary application, or undefined. */
export async function findInvitation(db: Database, token: string): Promise<Invitation | undefined> {
  if (!RELATED_ID_PATTERN.test(token)) return undefined;
  const [found] = await db
    .select({
      primary: applications,
      secondaryApplicationId: jointInvitations.secondaryApplicationId,
    })
    .from(jointInvitations)
    .innerJoin(applications, eq(applications.id, jointInvitations.primaryApplicationId))
    .where(eq(jointInvitations.tokenHash, hashOf(token)))
    .limit(1);
  return found;
}

/**
 * What the step pages learn of the address's `related-id` (decision 055): the primary's amount
 * and purpose for an open invitation, to show locked; for an unknown or used one only that, so
 * the page says so and starts an ordinary application. Null without a `related-id`.
 */
export async function jointInvitationPageData(
  db: Database,
  relatedId: string | null,
): Promise<JointInvitationPageData | null> {
  if (relatedId === null) return null;
  const invitation = await findInvitation(db, relatedId);
  if (!invitation) return { status: 'unknown' };
  if (invitation.secondaryApplicationId !== null) return { status: 'used' };
  return { status: 'open', loan: primaryLoanDetails(invitation.primary.formData) };
}

export type InvitationCheck = { primary: ApplicationRow } | { refused: FieldErrors };

/**
 * The primary application a secondary application's save belongs to (§4, §6; decisions 050,
 * 055): its `related-id` must name an invitation (`findInvitation`) that is open or already this
 * application's (`applicationId`, undefined for a new one), and the step's own fields
 * (`submitted`) may not change the primary's amount or purpose. Otherwise the fields to refuse,
 * with their messages.
 */
export function judgeInvitation(
  invitation: Invitation | undefined,
  { applicationId, submitted }: { applicationId: string | undefined; submitted: FormValues },
): InvitationCheck {
  if (!invitation) return { refused: { RelatedApplicationId: INVITATION_NOT_FOUND_MESSAGE } };
  const claimedBy = invitation.secondaryApplicationId;
  if (claimedBy !== null && claimedBy !== applicationId)
    return { refused: { RelatedApplicationId: INVITATION_USED_MESSAGE } };
  const changed = changedFromPrimary(submitted, invitation.primary.formData);
  if (changed.length > 0)
    return {
      refused: Object.fromEntries(changed.map((name) => [name, LOCKED_BY_INVITATION_MESSAGE])),
    };
  return { primary: invitation.primary };
}

/**
 * Claims the invitation for the application just saved from it, in the save's transaction: one
 * application per invitation, also when two saves race. False when another application has it
 * (the caller refuses the save, so its transaction is rolled back).
 */
export async function claimInvitation(
  tx: Pick<Database, 'update'>,
  token: string,
  applicationId: string,
): Promise<boolean> {
  const claimed = await tx
    .update(jointInvitations)
    .set({ secondaryApplicationId: applicationId })
    .where(
      and(
        eq(jointInvitations.tokenHash, hashOf(token)),
        or(
          isNull(jointInvitations.secondaryApplicationId),
          eq(jointInvitations.secondaryApplicationId, applicationId),
        ),
      ),
    )
    .returning({ tokenHash: jointInvitations.tokenHash });
  return claimed.length > 0;
}

/** The save asks to invite a joint applicant: it answered Yes and gave their email. */
export function asksForJointApplicant(values: FormValues): boolean {
  return values.JointApplication === 'Yes' && text(values.JointApplicantEmail) !== '';
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
  if (!asksForJointApplicant(values)) return;
  const email = text(values.JointApplicantEmail);
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
