import { API } from '#domain/contracts/wire.ts';
import type {
  HardshipActionBody,
  HardshipDetail,
  HardshipRow,
} from '#domain/contracts/hardship.ts';
import { getAnswer, type Fetched } from '#web/forms/get-answer.ts';

const contracts = () =>
  Promise.all([import('#domain/contracts/hardship.ts'), import('#domain/contracts/wire.ts')]);
const at = (path: string, reference: string) => path.replace(':reference', reference);
const FAILED = 'Something went wrong, please try again.';

/** The workspace's hardship applications (issue 32). */
export async function fetchHardshipList(): Promise<Fetched<{ rows: HardshipRow[] }>> {
  const [{ staffHardshipListContract }, { readAnswer }] = await contracts();
  return getAnswer(API.staffHardshipList.path, (body) =>
    readAnswer(staffHardshipListContract.response[200], body),
  );
}

export async function fetchHardship(reference: string): Promise<Fetched<HardshipDetail>> {
  const [{ staffHardshipContract }, { readAnswer }] = await contracts();
  return getAnswer(at(API.staffHardship.path, reference), (body) =>
    readAnswer(staffHardshipContract.response[200], body),
  );
}

/** The officer's action; the answer is the application as it now is, or the server's message. */
export async function actOnHardship(
  reference: string,
  body: HardshipActionBody,
): Promise<{ ok: true; detail: HardshipDetail } | { ok: false; message: string }> {
  try {
    const response = await fetch(at(API.staffHardshipAction.path, reference), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const [[{ staffHardshipActionContract }, { readAnswer }], { apiErrorSchema }] =
      await Promise.all([contracts(), import('#domain/contracts/api.ts')]);
    const json: unknown = await response.json().catch(() => undefined);
    if (response.ok) {
      const detail = readAnswer(staffHardshipActionContract.response[200], json);
      return detail ? { ok: true, detail } : { ok: false, message: FAILED };
    }
    const error = readAnswer(apiErrorSchema, json);
    const field = error?.fields ? Object.values(error.fields)[0] : undefined;
    return { ok: false, message: field ?? error?.error ?? FAILED };
  } catch {
    return { ok: false, message: FAILED };
  }
}
