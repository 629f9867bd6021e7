import { useState, type FormEvent } from 'react';
import { identityWords } from '#content/staff-workspace.ts';
import { API } from '#domain/contracts/wire.ts';
import type { LendingPanel } from '#domain/lending/panel.ts';
import type { StaffCallOutcome } from '../api.ts';
import { nzDate } from '../staff-layout.tsx';
import { lendingCall } from './api.ts';

const KIND_WORDS = { 'driver-licence': 'Driver licence', passport: 'Passport' } as const;
const words = identityWords;

type Identity = LendingPanel['identity'];

/**
 * The identity check (sandbox by default), its evidence, and the reviews behind the identity gate
 * (issue 30 finding 2, decision 135): the documents an officer saw and an approver's confirmation,
 * enhanced due diligence on a politically exposed person and an approver's sign-off. The gate's
 * reason is the server's, the one the decision's transaction reads.
 */
export function IdentitySection(props: {
  reference: string;
  identity: Identity;
  busy: boolean;
  act: (call: () => Promise<StaffCallOutcome>, done?: string) => Promise<void>;
}) {
  const { reference, identity, busy, act } = props;
  const [kind, setKind] = useState<'driver-licence' | 'passport'>('driver-licence');
  const [asked, setAsked] = useState(false);
  const latest = identity.checks[0];
  const checkVerified = latest?.outcome === 'verified' && latest.standard?.met === true;
  const runCheck = () =>
    act(async () => {
      const outcome = await lendingCall(API.staffIdentityCheck.path, reference, {
        documentKind: kind,
      });
      // A check that cannot verify asked the applicant for an identity document (the server).
      setAsked(
        outcome.ok &&
          (outcome.body as { documentsRequested?: boolean })?.documentsRequested === true,
      );
      return outcome;
    }, words.checkDone);
  return (
    <div>
      <h3 id="identity-heading">{words.heading}</h3>
      <p data-testid="identity-gate">
        <strong>{identity.block ?? words.verified}</strong>
      </p>
      <IdentityChecks checks={identity.checks} />
      {asked ? <p>{words.checkAskedForDocuments}</p> : null}
      <label htmlFor="identity-kind">Document to check</label>
      <select
        id="identity-kind"
        value={kind}
        onChange={(e) => setKind(e.target.value as typeof kind)}
      >
        <option value="driver-licence">Driver licence</option>
        <option value="passport">Passport</option>
      </select>
      <button type="button" className="button" disabled={busy} onClick={() => void runCheck()}>
        Run the identity check
      </button>
      <DocumentsSeen reference={reference} identity={identity} busy={busy} act={act} />
      {!checkVerified && !identity.sanctioned ? (
        <SeenForm reference={reference} busy={busy} act={act} />
      ) : null}
      {identity.politicallyExposed && !identity.sanctioned ? (
        <DueDiligence reference={reference} identity={identity} busy={busy} act={act} />
      ) : null}
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

/** The documents officers recorded, each confirmed or waiting for an approver. */
function DocumentsSeen(props: { reference: string; identity: Identity; busy: boolean; act: Act }) {
  const { reference, identity, busy, act } = props;
  if (identity.seen.length === 0) return null;
  return (
    <>
      <h4>{words.seenHeading}</h4>
      <ul>
        {identity.seen.map((entry) => (
          <li key={entry.id}>
            {nzDate.format(new Date(entry.at))}, {entry.by}: {entry.document} ending{' '}
            {entry.numberEnding}, expires {entry.expiresOn}. {entry.note}{' '}
            {entry.confirmedBy ? (
              `Confirmed by ${entry.confirmedBy} ${nzDate.format(new Date(entry.confirmedAt!))}.`
            ) : identity.canConfirm && !entry.own ? (
              <button
                type="button"
                className="button"
                disabled={busy}
                onClick={() =>
                  act(
                    () => lendingCall(API.staffIdentitySeenConfirm.path, reference, {}, entry.id),
                    words.confirmed,
                  )
                }
              >
                {words.confirm}
              </button>
            ) : identity.canConfirm ? (
              words.ownRecord
            ) : (
              words.waitingConfirmation
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

/** What the officer saw when the electronic check could not verify (AML/CFT Act s 16). */
function SeenForm({ reference, busy, act }: { reference: string; busy: boolean; act: Act }) {
  const recordSeen = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void act(
      () =>
        lendingCall(API.staffIdentitySeen.path, reference, {
          document: String(form.get('document')),
          number: String(form.get('number')),
          expiresOn: String(form.get('expiresOn')),
          note: String(form.get('note')),
        }),
      words.seenRecorded,
    );
  };
  return (
    <form method="post" onSubmit={recordSeen} aria-labelledby="seen-heading">
      <h4 id="seen-heading">{words.recordSeen}</h4>
      <label htmlFor="seen-document">{words.seenDocument}</label>
      <p id="seen-document-hint">{words.seenDocumentHint}</p>
      <input
        id="seen-document"
        name="document"
        required
        maxLength={200}
        aria-describedby="seen-document-hint"
      />
      <label htmlFor="seen-number">{words.seenNumber}</label>
      <input id="seen-number" name="number" required maxLength={40} autoComplete="off" />
      <label htmlFor="seen-expiry">{words.seenExpiry}</label>
      <input id="seen-expiry" name="expiresOn" type="date" required />
      <label htmlFor="seen-note">{words.seenNote}</label>
      <textarea id="seen-note" name="note" required maxLength={2000} />
      <button type="submit" className="button" disabled={busy}>
        {words.recordSeen}
      </button>
    </form>
  );
}

/** Enhanced due diligence on a politically exposed person (AML/CFT Act s 22, s 26). */
function DueDiligence(props: { reference: string; identity: Identity; busy: boolean; act: Act }) {
  const { reference, identity, busy, act } = props;
  const record = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void act(
      () =>
        lendingCall(API.staffDueDiligence.path, reference, {
          sourceOfFunds: String(form.get('sourceOfFunds')),
          sourceOfWealth: String(form.get('sourceOfWealth')),
        }),
      words.dueDiligenceRecorded,
    );
  };
  const signedOff = identity.dueDiligence.some((entry) => entry.signedOffBy !== null);
  return (
    <>
      <h4 id="due-diligence-heading">{words.dueDiligenceHeading}</h4>
      <ul>
        {identity.dueDiligence.map((entry) => (
          <li key={entry.id}>
            {nzDate.format(new Date(entry.at))}, {entry.by}: source of funds: {entry.sourceOfFunds};
            source of wealth: {entry.sourceOfWealth}.{' '}
            {entry.signedOffBy ? (
              `Signed off by ${entry.signedOffBy} ${nzDate.format(new Date(entry.signedOffAt!))}.`
            ) : identity.canConfirm && !entry.own ? (
              <button
                type="button"
                className="button"
                disabled={busy}
                onClick={() =>
                  act(
                    () => lendingCall(API.staffDueDiligenceSignOff.path, reference, {}, entry.id),
                    words.signedOff,
                  )
                }
              >
                {words.signOff}
              </button>
            ) : identity.canConfirm ? (
              words.ownDueDiligence
            ) : (
              words.waitingSignOff
            )}
          </li>
        ))}
      </ul>
      {signedOff ? null : (
        <form method="post" onSubmit={record} aria-labelledby="due-diligence-heading">
          <label htmlFor="edd-funds">{words.sourceOfFunds}</label>
          <textarea id="edd-funds" name="sourceOfFunds" required maxLength={2000} />
          <label htmlFor="edd-wealth">{words.sourceOfWealth}</label>
          <textarea id="edd-wealth" name="sourceOfWealth" required maxLength={2000} />
          <button type="submit" className="button" disabled={busy}>
            {words.recordDueDiligence}
          </button>
        </form>
      )}
    </>
  );
}
