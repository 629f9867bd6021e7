import { API } from '#domain/contracts/wire.ts';
import type { LendingPanel } from '#domain/lending/panel.ts';
import { callApi, callPath, type Answers } from '#web/api/call.ts';
import { staffOutcome, type StaffCallOutcome } from '../api.ts';

/** The lending calls' contracts, loaded with a call (decision 024). */
const lendingContracts = () => import('#domain/contracts/lending.ts');

/** The lending panel's data, read with its contract, or null when it could not be loaded. */
export async function loadLendingPanel(reference: string): Promise<LendingPanel | null> {
  const outcome = await callApi(API.staffLending, {
    params: { reference },
    answers: () => lendingContracts().then((contracts) => contracts.lendingPanelContract.response),
  });
  return outcome.ok ? outcome.body : null;
}

/** The contract of the call at `path` among a contract file's exports. */
const isContractOf =
  (path: string) =>
  (entry: unknown): entry is { path: string; response: Answers } =>
    typeof entry === 'object' &&
    entry !== null &&
    'response' in entry &&
    (entry as { path?: unknown }).path === path;

/**
 * A lending call (a POST of the call table at `path`): done with its answer as the call's contract
 * reads it, or the server's message (409, 412, 403, 422, 503) to show.
 */
export async function lendingCall(
  path: string,
  reference: string,
  body: object = {},
  id = '',
): Promise<StaffCallOutcome> {
  const outcome = await callApi(
    { method: 'POST', path },
    {
      params: { reference, id },
      body,
      answers: async () =>
        (Object.values(await lendingContracts()) as unknown[]).find(isContractOf(path))!.response,
    },
  );
  return staffOutcome(outcome);
}

export const documentHref = (reference: string, id: string) =>
  callPath(API.staffLendingDocument, { reference, id });
export const evidencePackHref = (reference: string) =>
  callPath(API.staffEvidencePack, { reference });
