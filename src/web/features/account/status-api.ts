import type { ApplicantStatusView } from '#domain/account/application-status.ts';
import { API, UPLOAD_FILE_FIELD } from '#domain/contracts/wire.ts';
import { callApi } from '#web/api/call.ts';

/**
 * The applicant's calls (decision 093): open the emailed status link, answer a question, upload a
 * document, ask for a copy of the affordability record (issue 21). Each answers the application's
 * new status view, or the server's message to show. Through the one client (decision 160).
 */
export type StatusCallOutcome =
  | { ok: true; view: ApplicantStatusView }
  | { ok: false; status: number; message: string | null; fields?: Record<string, string> };

type StatusCall = (typeof API)[
  | 'statusLinkOpen'
  | 'applicantAnswer'
  | 'applicantDocument'
  | 'applicantAffordabilityCopy'
  | 'applicantWithdraw'
  | 'applicantOfferCode'
  | 'applicantOfferAccept'
  | 'applicantCancel'];

/** Every one of these calls answers the status view (src/domain/contracts/application-status.ts). */
const answers = () =>
  import('#domain/contracts/application-status.ts').then((c) => ({
    200: c.applicantStatusViewSchema,
  }));

async function call(
  entry: StatusCall,
  reference: string,
  body?: unknown,
  id?: number,
): Promise<StatusCallOutcome> {
  const outcome = await callApi(entry, {
    params: { reference, id: id ?? '' },
    body,
    answers,
  });
  if (outcome.ok) return { ok: true, view: outcome.body };
  const { status, message, fields } = outcome;
  // An answer its contract does not allow counts as none (status 0), as before.
  return {
    ok: false,
    status: outcome.kind === 'failed' && status < 300 ? 0 : status,
    message,
    ...(fields ? { fields } : {}),
  };
}

export const openStatusLink = (link: string, dateOfBirth: string) =>
  call(API.statusLinkOpen, '', { Link: link, DateOfBirth: dateOfBirth });

export function sendDocument(reference: string, id: number, file: File) {
  const form = new FormData();
  form.append(UPLOAD_FILE_FIELD, file);
  return call(API.applicantDocument, reference, form, id);
}

export const requestAffordabilityCopy = (reference: string) =>
  call(API.applicantAffordabilityCopy, reference);

export const withdrawApplication = (reference: string) => call(API.applicantWithdraw, reference);

/** The offer (issue 31, decision 143): a code to sign with, the signing, the cancellation. */
export const requestOfferCode = (reference: string, consent: boolean) =>
  call(API.applicantOfferCode, reference, { consent });

export const acceptOffer = (reference: string, code: string) =>
  call(API.applicantOfferAccept, reference, { code });

export const cancelLoan = (reference: string) => call(API.applicantCancel, reference);
