import { applicantStatusMessages, statusLinkCopy } from '#content/applicant-status.ts';
import { STATUS_LINK_PAGE_PATH } from '#domain/account/application-status.ts';
import { tryParseDate } from '#domain/loan-application/dates.ts';
import type { FormValues } from '#domain/validation/types.ts';
import { textValue as text } from '#domain/validation/text-value.ts';
import type { applications } from '../db/schema/index.ts';
import { enqueueEmail, type Executor } from '../email/outbox.ts';
import { HttpError } from '../http-error.ts';
import { checkDateOfBirth, findLink, newLink } from '../loan-application/resume-links.ts';
import type { ServiceDeps } from '../services.ts';

/**
 * The emailed status link (issue 20 "The applicant's side", decision 093): the resume link's
 * mechanism (decision 059: 256 random bits in the fragment, only its SHA-256 stored, opened only
 * with the date of birth, locked after RESUME_LINK_MAX_ATTEMPTS wrong dates), with the purpose
 * `status`. Unlike a resume link it opens a submitted application and works as often as needed
 * for STATUS_LINK_DAYS: the emails on submit, on a request and on a decision point to it.
 */

export interface StatusLinkSettings {
  baseUrl: string;
  days: number;
  now: Date;
}

/** An email to the applicant with a fresh status link (first name and reference only). */
export async function emailApplicant(
  db: Executor,
  application: { id: string; referenceNumber: number; formData: FormValues },
  settings: StatusLinkSettings,
  email: {
    kind: string;
    subject: (reference: string) => string;
    text: (firstName: string, reference: string, link: string | null, days: number) => string;
  },
): Promise<void> {
  const to = text(application.formData.Email);
  if (to === '') return;
  const reference = String(application.referenceNumber);
  const link = tryParseDate(application.formData.DateOfBirth)
    ? await newLink(db, {
        applicationId: application.id,
        purpose: 'status',
        pagePath: STATUS_LINK_PAGE_PATH,
        ...settings,
      })
    : null;
  await enqueueEmail(db, {
    kind: email.kind,
    applicationId: application.id,
    to,
    subject: email.subject(reference),
    text: email.text(text(application.formData.FirstName), reference, link, settings.days),
  });
}

/**
 * Opens a status link with the date of birth: unknown and expired links are one 410, a locked one
 * 423, a wrong date 422 naming DateOfBirth (counted in one statement). Answers the application.
 */
export async function openStatusLink(
  deps: Pick<ServiceDeps, 'db' | 'clock' | 'config'>,
  input: { link: string; dateOfBirth: string },
): Promise<typeof applications.$inferSelect> {
  const found = await findLink(deps.db, input.link, 'status');
  if (!found || found.link.expiresAt.getTime() <= deps.clock().getTime())
    throw new HttpError(410, statusLinkCopy.gone);
  if (!found.application.complete) throw new HttpError(404, applicantStatusMessages.notFound);
  await checkDateOfBirth(deps, found, input.dateOfBirth);
  return found.application;
}
