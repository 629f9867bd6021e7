/** A GET call's answer: its body as the contract's schema reads it, or the status (0: no answer). */
export type Fetched<T> = { ok: true; body: T } | { ok: false; status: number };

/**
 * Fetches JSON from one of our calls and reads it with `read` (the contract's `readAnswer`): the
 * read-only counterpart of `postForm`, for pages that load their facts after the first render.
 */
export async function getAnswer<T>(
  path: string,
  read: (body: unknown) => T | null,
): Promise<Fetched<T>> {
  try {
    const response = await fetch(path, { headers: { accept: 'application/json' } });
    if (!response.ok) return { ok: false, status: response.status };
    const body = read(await response.json());
    return body === null ? { ok: false, status: 0 } : { ok: true, body };
  } catch {
    return { ok: false, status: 0 };
  }
}
