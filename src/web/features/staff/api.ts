import { API } from '#domain/contracts/wire.ts';
import { callApi, type CallOutcome } from '#web/api/call.ts';
import type { DecideRequest } from '#domain/contracts/staff.ts';

/** A workspace call's outcome: done, or the server's message (409, 412, 403, 422) to show. */
export type StaffCallOutcome =
  { ok: true; body?: unknown } | { ok: false; status: number; message: string };

const FAILED = 'Something went wrong, please try again.';

/** The outcome of a call through the one client, as the workspace's panels show it. */
export const staffOutcome = (outcome: CallOutcome<unknown>): StaffCallOutcome =>
  outcome.ok
    ? { ok: true, body: outcome.body }
    : { ok: false, status: outcome.status, message: outcome.message ?? FAILED };

type Call = (typeof API)[keyof typeof API];
const post = async (call: Call, reference: string, body: object, id?: number) =>
  staffOutcome(await callApi(call, { params: { reference, id: id ?? '' }, body }));

export const assignApplication = (reference: string, to: string, version: number) =>
  post(API.staffAssign, reference, { to, version });

export const decideApplication = (reference: string, body: DecideRequest) =>
  post(API.staffDecide, reference, body);

export const acceptItem = (reference: string, id: number, version: number) =>
  post(API.staffAcceptItem, reference, { version }, id);

/** The offer and the payout (issue 31, decisions 143 and 144). */
export const makeOffer = (reference: string, version: number) =>
  post(API.staffMakeOffer, reference, { version });

export const recordEarlyRelease = (reference: string, version: number) =>
  post(API.staffEarlyRelease, reference, { version });

export const releasePayout = (reference: string, version: number) =>
  post(API.staffReleasePayout, reference, { version });
