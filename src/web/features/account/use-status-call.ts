import { useState } from 'react';
import type { ApplicantStatusView } from '#domain/account/application-status.ts';
import type { StatusCallOutcome } from './status-api.ts';

type StatusApi = typeof import('./status-api.ts');

/**
 * One of the applicant's calls from a button of the status view (status-api.ts, loaded when first
 * pressed): `busy` while it runs; the application's new view to `done`, or the server's words
 * (`failed` when it has none) in `error`.
 */
export function useStatusCall(failed: string) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (
    call: (api: StatusApi) => Promise<StatusCallOutcome>,
    done: (view: ApplicantStatusView) => void,
  ) => {
    setBusy(true);
    setError(null);
    const outcome = await call(await import('./status-api.ts'));
    setBusy(false);
    if (outcome.ok) done(outcome.view);
    else setError(outcome.message ?? failed);
  };
  return { busy, error, run };
}
