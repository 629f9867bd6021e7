import { createHash } from 'node:crypto';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import {
  nothingToContinueEmail,
  resumeLinkEmail,
  resumeLinkMessages,
} from '#content/resume-link.ts';
import { compareCalendarDates, tryParseDate } from '#domain/loan-application/dates.ts';
import { RESUME_LINK_PAGE_PATH } from '#domain/loan-application/steps.ts';
import { textValue as text } from '#domain/validation/text-value.ts';
import type { Database } from '../db/client.ts';
import { applications, resumeLinks } from '../db/schema/index.ts';
import { enqueueEmail, type Executor } from '../email/outbox.ts';
import { HttpError } from '../http-error.ts';
import type { ServiceDeps } from '../services.ts';
import { applicationReference, type ApplicationRow } from './application-access.ts';
import { newApplicationToken } from './tokens.ts';

/**
 * The emailed resume link (issue 11 "Come back and finish" 2, decision 059). The link carries a
 * token of 256 random bits in its fragment (never sent in a request line, so never in a log or a
 * Referer); only its SHA-256 is stored. It works once, for RESUME_LINK_DAYS, and only with the
 * applicant's date of birth; RESUME_LINK_MAX_ATTEMPTS wrong dates lock it for good.
 */

const MS_PER_DAY = 86_400_000;

type LinkDeps = Pick<ServiceDeps, 'db' | 'clock' | 'config'>;

export const hashOfLink = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

/** resume: opens the unfinished application once; status: a submitted one's status (decision 093). */
export type LinkPurpose = 'resume' | 'status';

/**
 * Stores a new link of this purpose for an application, by its token's hash only, and answers the
 * link to email: the page's address on the public site with the token in its fragment.
 */
export async function newLink(
  db: Executor,
  link: {
    applicationId: string;
    purpose: LinkPurpose;
    pagePath: string;
    baseUrl: string;
    days: number;
    now: Date;
  },
): Promise<string> {
  const token = newApplicationToken();
  await db.insert(resumeLinks).values({
    tokenHash: hashOfLink(token),
    applicationId: link.applicationId,
    purpose: link.purpose,
    createdAt: link.now,
    expiresAt: new Date(link.now.getTime() + link.days * MS_PER_DAY),
  });
  return new URL(`${link.pagePath}#${token}`, link.baseUrl).toString();
}

/** The link of this purpose with this token, and its application; undefined for an unknown one. */
export async function findLink(db: Database, token: string, purpose: LinkPurpose) {
  const [found] = await db
    .select({ link: resumeLinks, application: applications })
    .from(resumeLinks)
    .innerJoin(applications, eq(applications.id, resumeLinks.applicationId))
    .where(and(eq(resumeLinks.tokenHash, hashOfLink(token)), eq(resumeLinks.purpose, purpose)))
    .limit(1);
  return found;
}

/**
 * The date of birth given with a link, against the application's: a locked link is 423; a wrong
 * date counts (in one statement, so parallel guesses all count) and is 422 naming DateOfBirth,
 * until the last allowed one locks the link (RESUME_LINK_MAX_ATTEMPTS).
 */
export async function checkDateOfBirth(
  deps: Pick<ServiceDeps, 'db' | 'config'>,
  found: {
    link: { tokenHash: string; failedAttempts: number };
    application: Pick<ApplicationRow, 'formData'>;
  },
  dateOfBirth: string,
): Promise<void> {
  const maxAttempts = deps.config.env.RESUME_LINK_MAX_ATTEMPTS;
  if (found.link.failedAttempts >= maxAttempts) throw new HttpError(423, resumeLinkMessages.locked);
  const given = tryParseDate(dateOfBirth);
  const saved = tryParseDate(found.application.formData.DateOfBirth);
  if (given && saved && compareCalendarDates(given, saved) === 0) return;
  const [counted] = await deps.db
    .update(resumeLinks)
    .set({ failedAttempts: sql`${resumeLinks.failedAttempts} + 1` })
    .where(eq(resumeLinks.tokenHash, found.link.tokenHash))
    .returning({ failedAttempts: resumeLinks.failedAttempts });
  const left = maxAttempts - (counted?.failedAttempts ?? maxAttempts);
  if (left <= 0) throw new HttpError(423, resumeLinkMessages.locked);
  const message = resumeLinkMessages.wrongDateOfBirth(left);
  throw new HttpError(422, message, { DateOfBirth: message });
}

/** The saved date of birth that opens a link; step 2 saves it, so step 1 alone has none. */
const hasDateOfBirth = (row: ApplicationRow) => tryParseDate(row.formData.DateOfBirth) !== null;

/** Creates a link for an application and queues its email to the applicant. */
async function sendLink(deps: LinkDeps, row: ApplicationRow): Promise<void> {
  const email = text(row.formData.Email);
  if (email === '') return;
  const days = deps.config.env.RESUME_LINK_DAYS;
  await deps.db.transaction(async (tx) => {
    const link = await newLink(tx, {
      applicationId: row.id,
      purpose: 'resume',
      pagePath: RESUME_LINK_PAGE_PATH,
      baseUrl: deps.config.publicBaseUrl,
      days,
      now: deps.clock(),
    });
    await enqueueEmail(tx, {
      kind: 'resume-link',
      to: email,
      subject: resumeLinkEmail.subject,
      text: resumeLinkEmail.text(
        text(row.formData.FirstName),
        applicationReference(row),
        link,
        days,
      ),
    });
  });
}

/** Tells the applicant of a step-1-only application to carry on with the new one (no link). */
async function sendNothingToContinue(deps: LinkDeps, row: ApplicationRow): Promise<void> {
  const email = text(row.formData.Email);
  if (email === '') return;
  await enqueueEmail(deps.db, {
    kind: 'resume-nothing-to-continue',
    to: email,
    subject: nothingToContinueEmail.subject,
    text: nothingToContinueEmail.text(text(row.formData.FirstName), applicationReference(row)),
  });
}

/** "Email me a link" on a step: the application the session holds, to its applicant's email. */
export async function requestResumeLink(
  deps: LinkDeps,
  heldApplicationId: string | null,
): Promise<{ sent: true; days: number }> {
  const [row] = heldApplicationId
    ? await deps.db
        .select()
        .from(applications)
        .where(and(eq(applications.id, heldApplicationId), eq(applications.complete, false)))
        .limit(1)
    : [];
  if (!row) throw new HttpError(404, resumeLinkMessages.nothingToSend);
  if (!hasDateOfBirth(row)) throw new HttpError(409, resumeLinkMessages.noDateOfBirthYet);
  await sendLink(deps, row);
  return { sent: true, days: deps.config.env.RESUME_LINK_DAYS };
}

/**
 * The pre-save check's modal (decision 003): a link for the newest unfinished application of this
 * email that the check would have found, sent to that email only. The answer is the same whether
 * or not there was one, so it tells a caller nothing the check did not.
 */
export async function requestResumeLinkByEmail(
  deps: LinkDeps,
  email: string,
): Promise<{ sent: true; days: number }> {
  const since = new Date(deps.clock().getTime() - deps.config.env.PRE_SAVE_CHECK_DAYS * MS_PER_DAY);
  const [row] = await deps.db
    .select()
    .from(applications)
    .where(
      and(
        eq(applications.applicantEmail, email.trim().toLowerCase()),
        eq(applications.complete, false),
        gt(applications.createdAt, since),
      ),
    )
    .orderBy(desc(applications.createdAt))
    .limit(1);
  if (row && hasDateOfBirth(row)) await sendLink(deps, row);
  else if (row) await sendNothingToContinue(deps, row);
  return { sent: true, days: deps.config.env.RESUME_LINK_DAYS };
}

/**
 * Opens a link with the applicant's date of birth. Unknown, used and expired links are one 410;
 * a locked one 423. A wrong date counts (in one statement, so parallel guesses all count) and is
 * 422 naming DateOfBirth, until the last allowed one locks the link. The right date uses the link
 * up (single use, in one conditional statement) and returns the application and its step; the
 * caller makes the session hold it. The anonymous resume window starts again, as for the portal.
 */
export async function confirmResumeLink(
  deps: LinkDeps,
  input: { link: string; dateOfBirth: string },
): Promise<{ applicationId: string; step: number }> {
  const now = deps.clock();
  const maxAttempts = deps.config.env.RESUME_LINK_MAX_ATTEMPTS;
  // A status link (decision 093) never resumes: it is for a submitted application.
  const found = await findLink(deps.db, input.link, 'resume');
  if (
    !found ||
    found.link.usedAt !== null ||
    found.link.expiresAt.getTime() <= now.getTime() ||
    found.application.complete
  )
    throw new HttpError(410, resumeLinkMessages.gone);
  await checkDateOfBirth(deps, found, input.dateOfBirth);

  const tokenHash = found.link.tokenHash;
  const used = await deps.db
    .update(resumeLinks)
    .set({ usedAt: now })
    .where(
      and(
        eq(resumeLinks.tokenHash, tokenHash),
        sql`${resumeLinks.usedAt} IS NULL`,
        sql`${resumeLinks.failedAttempts} < ${maxAttempts}`,
      ),
    )
    .returning({ applicationId: resumeLinks.applicationId });
  if (used.length === 0) throw new HttpError(410, resumeLinkMessages.gone);
  await deps.db
    .update(applications)
    .set({ updatedAt: now })
    .where(eq(applications.id, found.application.id));
  return { applicationId: found.application.id, step: found.application.step };
}
