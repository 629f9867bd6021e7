import { useState, type FormEvent } from 'react';
import { API } from '#domain/contracts/wire.ts';
import type { LendingPanel } from '#domain/lending/panel.ts';
import type { StaffCallOutcome } from '../api.ts';
import { nzDate } from '../staff-layout.tsx';
import { lendingCall } from './api.ts';

/**
 * Asks the applicant for identity documents when the electronic check cannot verify: the
 * information-request feature sets it (issue 21); until then the button is not shown.
 */
export const identityDocumentRequest: {
  ask: ((reference: string) => Promise<StaffCallOutcome>) | null;
} = { ask: null };

const KIND_WORDS = { 'driver-licence': 'Driver licence', passport: 'Passport' } as const;

/** The identity check (sandbox by default), its evidence, and what the officer saw. */
export function IdentitySection(props: {
  reference: string;
  identity: LendingPanel['identity'];
  busy: boolean;
  act: (call: () => Promise<StaffCallOutcome>, done?: string) => Promise<void>;
}) {
  const { reference, identity, busy, act } = props;
  const [kind, setKind] = useState<'driver-licence' | 'passport'>('driver-licence');
  const latest = identity.checks[0];
  return (
    <div>
      <h3 id="identity-heading">Identity</h3>
      <IdentityChecks checks={identity.checks} />
      <label htmlFor="identity-kind">Document to check</label>
      <select
        id="identity-kind"
        value={kind}
        onChange={(e) => setKind(e.target.value as typeof kind)}
      >
        <option value="driver-licence">Driver licence</option>
        <option value="passport">Passport</option>
      </select>
      <button
        type="button"
        className="button"
        disabled={busy}
        onClick={() =>
          act(
            () => lendingCall(API.staffIdentityCheck.path, reference, { documentKind: kind }),
            'Identity check done.',
          )
        }
      >
        Run the identity check
      </button>
      {latest?.outcome === 'not-verified' ? (
        <SeenForm reference={reference} busy={busy} act={act} />
      ) : null}
      {identity.seen.map((entry) => (
        <p key={entry.at}>
          {nzDate.format(new Date(entry.at))}, {entry.by}: {entry.document}. {entry.note}
        </p>
      ))}
    </div>
  );
}

type Act = (call: () => Promise<StaffCallOutcome>, done?: string) => Promise<void>;

function IdentityChecks({ checks }: { checks: LendingPanel['identity']['checks'] }) {
  return (
    <ul>
      {checks.map((check) => (
        <li key={check.id}>
          {nzDate.format(new Date(check.checkedAt))}: {KIND_WORDS[check.documentKind]} ending{' '}
          {check.documentNumberEnding}:{' '}
          <strong>{check.outcome === 'verified' ? 'Verified' : 'Not verified'}</strong>.{' '}
          {check.documentSource.name}: {check.documentSource.matched ? 'matched' : 'no match'};{' '}
          {check.nameSource.name}: {check.nameSource.matched ? 'matched' : 'no match'}.
          {check.standard
            ? ` ${check.standard.met ? 'Meets' : 'Does not meet'} the identity verification code of practice: ${check.standard.explanation}`
            : ''}
          {check.politicallyExposed ? ' Politically exposed person.' : ''}
          {check.sanctioned ? ' On a sanctions list.' : ''}
        </li>
      ))}
      {checks.length === 0 ? <li>No electronic check yet.</li> : null}
    </ul>
  );
}

/** What the officer saw when the electronic check could not verify, and asking for documents. */
function SeenForm({ reference, busy, act }: { reference: string; busy: boolean; act: Act }) {
  const recordSeen = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void act(
      () =>
        lendingCall(API.staffIdentitySeen.path, reference, {
          document: String(form.get('document')),
          note: String(form.get('note')),
        }),
      'Recorded what was seen.',
    );
  };
  return (
    <form method="post" onSubmit={recordSeen}>
      {identityDocumentRequest.ask ? (
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() => act(() => identityDocumentRequest.ask!(reference), 'Documents asked for.')}
        >
          Ask the applicant for identity documents
        </button>
      ) : null}
      <label htmlFor="seen-document">Document seen</label>
      <input id="seen-document" name="document" required maxLength={200} />
      <label htmlFor="seen-note">What was seen</label>
      <textarea id="seen-note" name="note" required maxLength={2000} />
      <button type="submit" className="button" disabled={busy}>
        Record what was seen
      </button>
    </form>
  );
}
