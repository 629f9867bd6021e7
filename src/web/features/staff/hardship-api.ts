import { API } from '#domain/contracts/wire.ts';
import type { HardshipActionBody, HardshipDetail } from '#domain/contracts/hardship.ts';
import { callApi } from '#web/api/call.ts';

const contracts = () => import('#domain/contracts/hardship.ts');
const FAILED = 'Something went wrong, please try again.';

/** The workspace's hardship applications (issue 32). */
export const fetchHardshipList = () =>
  callApi(API.staffHardshipList, {
    answers: () => contracts().then((c) => c.staffHardshipListContract.response),
  });

export const fetchHardship = (reference: string) =>
  callApi(API.staffHardship, {
    params: { reference },
    answers: () => contracts().then((c) => c.staffHardshipContract.response),
  });

/** The officer's action; the answer is the application as it now is, or the server's message. */
export async function actOnHardship(
  reference: string,
  body: HardshipActionBody,
): Promise<{ ok: true; detail: HardshipDetail } | { ok: false; message: string }> {
  const outcome = await callApi(API.staffHardshipAction, {
    params: { reference },
    body,
    answers: () => contracts().then((c) => c.staffHardshipActionContract.response),
  });
  if (outcome.ok) return { ok: true, detail: outcome.body };
  const field = outcome.fields ? Object.values(outcome.fields)[0] : undefined;
  return { ok: false, message: field ?? outcome.message ?? FAILED };
}
