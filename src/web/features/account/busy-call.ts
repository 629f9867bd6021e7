import { useState } from 'react';

type Answer = { ok: true } | { ok: false; message: string | null };

/**
 * One call at a time to the server from a button or form: `busy` while it runs, and on a refusal
 * the server's message (or `fallback`) as `error`; `then` takes an answer that is ok.
 */
export function useBusyCall(fallback: string) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async <A extends Answer>(
    call: () => Promise<A>,
    then: (answer: Extract<A, { ok: true }>) => void,
  ) => {
    setBusy(true);
    setError(null);
    const answer: Answer = await call();
    setBusy(false);
    if (answer.ok) then(answer as Extract<A, { ok: true }>);
    else setError(answer.message ?? fallback);
  };
  return { busy, error, run };
}
