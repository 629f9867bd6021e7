import { API } from '#domain/contracts/wire.ts';
import type { DecideRequest, RequestInformationRequest } from '#domain/contracts/staff.ts';
import type { ComplaintMoveBody } from '#domain/contracts/complaints.ts';

/** A workspace call's outcome: done, or the server's message (409, 412, 403, 422) to show. */
export type StaffCallOutcome =
  { ok: true; body?: unknown } | { ok: false; status: number; message: string };

const FAILED = 'Something went wrong, please try again.';

async function post(path: string, body: object): Promise<StaffCallOutcome> {
  try {
    const response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (response.ok) return { ok: true };
    const { apiErrorSchema } = await import('#domain/contracts/api.ts');
    const { readAnswer } = await import('#domain/contracts/wire.ts');
    const error = readAnswer(apiErrorSchema, await response.json().catch(() => undefined));
    return { ok: false, status: response.status, message: error?.error ?? FAILED };
  } catch {
    return { ok: false, status: 0, message: FAILED };
  }
}

const at = (path: string, reference: string) => path.replace(':reference', reference);

export const assignApplication = (reference: string, to: string, version: number) =>
  post(at(API.staffAssign.path, reference), { to, version });

export const decideApplication = (reference: string, body: DecideRequest) =>
  post(at(API.staffDecide.path, reference), body);

export const requestInformation = (reference: string, body: RequestInformationRequest) =>
  post(at(API.staffRequestInformation.path, reference), body);

export const acceptItem = (reference: string, id: number, version: number) =>
  post(at(API.staffAcceptItem.path, reference).replace(':id', String(id)), { version });

export const askAgain = (reference: string, id: number, reason: string, version: number) =>
  post(at(API.staffAskAgain.path, reference).replace(':id', String(id)), { reason, version });

export const addNote = (reference: string, text: string) =>
  post(at(API.staffNote.path, reference), { text });

export const withdrawApplication = (reference: string, reason: string, version: number) =>
  post(at(API.staffWithdraw.path, reference), { reason, version });

/** The offer and the payout (issue 31, decisions 143 and 144). */
export const makeOffer = (reference: string, version: number) =>
  post(at(API.staffMakeOffer.path, reference), { version });

export const checkPayoutAccount = (
  reference: string,
  body: { accountNumber: string; method: 'name-check' | 'bank-statement'; version: number },
) => post(at(API.staffPayoutAccount.path, reference), body);

export const recordEarlyRelease = (reference: string, version: number) =>
  post(at(API.staffEarlyRelease.path, reference), { version });

export const releasePayout = (reference: string, version: number) =>
  post(at(API.staffReleasePayout.path, reference), { version });
// The complaints register (issue 32), its bodies the register's API contracts'.
export const assignComplaint = (reference: string, to: string, version: number) =>
  post(at(API.staffComplaintAssign.path, reference), { to, version });

export const moveComplaint = (reference: string, body: ComplaintMoveBody) =>
  post(at(API.staffComplaintMove.path, reference), body);

export const addComplaintNote = (reference: string, text: string) =>
  post(at(API.staffComplaintNote.path, reference), { text });
