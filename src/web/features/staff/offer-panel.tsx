import { useId, type FormEvent } from 'react';
import type { StaffApplicationView } from '#domain/staff/application-view.ts';
import type { WorkflowEvent } from '#domain/staff/workflow-policy.ts';
import type { StaffCallOutcome } from './api.ts';

type Act = (call: () => Promise<StaffCallOutcome>) => void;

/**
 * The offer and the payout in the workspace (issue 31, decisions 143 and 144): make the offer of
 * an approval; for a signed one, check the payout account, record the borrower's written request
 * for early release, and release the payout. The server's policy decides each (four eyes, the
 * cancellation period) and its refusal shows in the page's alert.
 */
export function OfferPanel(props: {
  view: Pick<StaffApplicationView, 'reference' | 'version' | 'status'>;
  allowed: { has(event: WorkflowEvent): boolean };
  busy: boolean;
  act: Act;
}) {
  const { view, allowed, busy, act } = props;
  const id = useId();
  const api = () => import('./api.ts');
  if (!allowed.has('make-offer') && view.status !== 'accepted') return null;
  return (
    <section className="staff__panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Offer and payout</h2>
      {allowed.has('make-offer') ? (
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() => act(async () => (await api()).makeOffer(view.reference, view.version))}
        >
          Make the offer
        </button>
      ) : null}
      {view.status === 'accepted' ? <PayoutControls {...props} /> : null}
    </section>
  );
}

function PayoutControls(props: {
  view: Pick<StaffApplicationView, 'reference' | 'version'>;
  allowed: { has(event: WorkflowEvent): boolean };
  busy: boolean;
  act: Act;
}) {
  const { view, allowed, busy, act } = props;
  const id = useId();
  const api = () => import('./api.ts');
  const check = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body = {
      accountNumber: String(form.get('accountNumber') ?? ''),
      method: form.get('method') === 'bank-statement' ? 'bank-statement' : 'name-check',
      version: view.version,
    } as const;
    act(async () => (await api()).checkPayoutAccount(view.reference, body));
  };
  return (
    <>
      <form method="post" onSubmit={check}>
        <label htmlFor={`${id}-account`}>The borrower’s bank account</label>
        <input id={`${id}-account`} name="accountNumber" required inputMode="numeric" />
        <label htmlFor={`${id}-method`}>How it is checked as theirs</label>
        <select id={`${id}-method`} name="method" defaultValue="name-check">
          <option value="name-check">Name check with the bank</option>
          <option value="bank-statement">I have seen a bank statement showing it</option>
        </select>
        <button type="submit" className="button" disabled={busy}>
          Record the account check
        </button>
      </form>
      <button
        type="button"
        className="button"
        disabled={busy}
        onClick={() =>
          act(async () => (await api()).recordEarlyRelease(view.reference, view.version))
        }
      >
        Record the borrower’s written request for early release
      </button>
      {allowed.has('release-payout') ? (
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() => act(async () => (await api()).releasePayout(view.reference, view.version))}
        >
          Release the payout
        </button>
      ) : null}
    </>
  );
}
