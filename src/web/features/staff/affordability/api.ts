import { API } from '#domain/contracts/wire.ts';
import type { LendingPanel } from '#domain/lending/panel.ts';
import type { StaffCallOutcome } from '../api.ts';

const FAILED = 'Something went wrong, please try again.';
const at = (path: string, reference: string, id = '') =>
  path.replace(':reference', reference).replace(':id', id);

/** The lending panel's data, or null when it could not be loaded. */
export async function loadLendingPanel(reference: string): Promise<LendingPanel | null> {
  try {
    const response = await fetch(at(API.staffLending.path, reference));
    return response.ok ? ((await response.json()) as LendingPanel) : null;
  } catch {
    return null;
  }
}

/** A lending call's outcome: done, or the server's message (409, 412, 403, 422, 503) to show. */
export async function lendingCall(
  path: string,
  reference: string,
  body: object = {},
  id = '',
): Promise<StaffCallOutcome> {
  try {
    const response = await fetch(at(path, reference, id), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (response.ok) return { ok: true, body: await response.json().catch(() => undefined) };
    const answer = (await response.json().catch(() => undefined)) as
      { error?: unknown } | undefined;
    const message = typeof answer?.error === 'string' ? answer.error : FAILED;
    return { ok: false, status: response.status, message };
  } catch {
    return { ok: false, status: 0, message: FAILED };
  }
}

export const documentHref = (reference: string, id: string) =>
  at(API.staffLendingDocument.path, reference, id);
export const evidencePackHref = (reference: string) => at(API.staffEvidencePack.path, reference);
