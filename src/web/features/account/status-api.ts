import type { ApplicantStatusView } from '#domain/account/application-status.ts';
import { API, UPLOAD_FILE_FIELD, readAnswer } from '#domain/contracts/wire.ts';

/**
 * The applicant's calls (decision 093): open the emailed status link, answer a question, upload a
 * document, ask for a copy of the affordability record (issue 21). Each answers the application's new status view, or the server's message to show.
 * The answer schemas load with the call (docs/decisions/024).
 */
export type StatusCallOutcome =
  | { ok: true; view: ApplicantStatusView }
  | { ok: false; status: number; message: string | null; fields?: Record<string, string> };

const schemas = () =>
  Promise.all([
    import('#domain/contracts/api.ts'),
    import('#domain/contracts/application-status.ts'),
  ]).then(([api, status]) => ({ ...api, ...status }));

async function call(path: string, init: RequestInit): Promise<StatusCallOutcome> {
  try {
    const loaded = schemas();
    const response = await fetch(path, { method: 'POST', ...init });
    const body: unknown = await response.json().catch(() => undefined);
    const { apiErrorSchema, applicantStatusViewSchema } = await loaded;
    if (response.ok) {
      const view = readAnswer(applicantStatusViewSchema, body);
      return view ? { ok: true, view } : { ok: false, status: 0, message: null };
    }
    const error = readAnswer(apiErrorSchema, body);
    return {
      ok: false,
      status: response.status,
      message: error?.error ?? null,
      ...(error?.fields ? { fields: error.fields } : {}),
    };
  } catch {
    return { ok: false, status: 0, message: null };
  }
}

const at = (path: string, reference: string, id?: number) =>
  path.replace(':reference', reference).replace(':id', String(id ?? ''));

const json = (body: object): RequestInit => ({
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

export const openStatusLink = (link: string, dateOfBirth: string) =>
  call(API.statusLinkOpen.path, json({ Link: link, DateOfBirth: dateOfBirth }));

export const answerQuestion = (reference: string, id: number, answer: string) =>
  call(at(API.applicantAnswer.path, reference, id), json({ answer }));

export function sendDocument(reference: string, id: number, file: File) {
  const form = new FormData();
  form.append(UPLOAD_FILE_FIELD, file);
  return call(at(API.applicantDocument.path, reference, id), { body: form });
}

export const requestAffordabilityCopy = (reference: string) =>
  call(at(API.applicantAffordabilityCopy.path, reference), {});

export const withdrawApplication = (reference: string) =>
  call(at(API.applicantWithdraw.path, reference), {});

/** The offer (issue 31, decision 143): a code to sign with, the signing, the cancellation. */
export const requestOfferCode = (reference: string, consent: boolean) =>
  call(at(API.applicantOfferCode.path, reference), json({ consent }));

export const acceptOffer = (reference: string, code: string) =>
  call(at(API.applicantOfferAccept.path, reference), json({ code }));

export const cancelLoan = (reference: string) => call(at(API.applicantCancel.path, reference), {});
