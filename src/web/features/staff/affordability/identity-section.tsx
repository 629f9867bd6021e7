import { useState } from 'react';
import { DUE_DILIGENCE_RULES, IDENTITY_SEEN_RULES } from '#domain/staff/form-rules.ts';
import { FormAnnouncer } from '#web/forms/form-announcer.tsx';
import { Field, describedBy } from '#web/widgets/field/field.tsx';
import { Text } from '#web/widgets/text/text.tsx';
import { Textarea } from '#web/widgets/textarea/textarea.tsx';
import { identityWords } from '#content/staff-workspace.ts';
import { API } from '#domain/contracts/wire.ts';
import { callPath } from '#web/api/call.ts';
import type { LendingPanel } from '#domain/lending/panel.ts';
import type { StaffCallOutcome } from '../api.ts';
import { nzDate } from '../staff-layout.tsx';
import { useStaffForm } from '../staff-form.tsx';
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

/**
 * An entry's second pair of eyes (decision 135): who reviewed it and when, the approver's button
 * (never on their own entry), or who it waits for.
 */
function Review(props: {
  done: string | null;
  identity: Identity;
  own: boolean;
  busy: boolean;
  action: string;
  onReview: () => void;
  ownWords: string;
  waitingWords: string;
}) {
  const { done, identity, own, busy } = props;
  if (done) return done;
  if (!identity.canConfirm) return props.waitingWords;
  if (own) return props.ownWords;
  return (
    <button type="button" className="button" disabled={busy} onClick={props.onReview}>
      {props.action}
    </button>
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
            <Review
              done={
                entry.confirmedBy &&
                `Confirmed by ${entry.confirmedBy} ${nzDate.format(new Date(entry.confirmedAt!))}.`
              }
              identity={identity}
              own={entry.own}
              busy={busy}
              action={words.confirm}
              onReview={() =>
                act(
                  () => lendingCall(API.staffIdentitySeenConfirm.path, reference, {}, entry.id),
                  words.confirmed,
                )
              }
              ownWords={words.ownRecord}
              waitingWords={words.waitingConfirmation}
            />
          </li>
        ))}
      </ul>
    </>
  );
}

/** What the officer saw when the electronic check could not verify (AML/CFT Act s 16). */
function SeenForm({ reference, busy, act }: { reference: string; busy: boolean; act: Act }) {
  const { state, bind, post, formProps } = useStaffForm(IDENTITY_SEEN_RULES, { idPrefix: 'seen' });
  const path = callPath(API.staffIdentitySeen, { reference });
  const send = () => void act(() => post(path), words.seenRecorded);
  const expiry = bind('expiresOn', words.seenExpiry);
  return (
    <form method="post" {...formProps(send)} aria-labelledby="seen-heading">
      <h4 id="seen-heading">{words.recordSeen}</h4>
      <Text {...bind('document', words.seenDocument)} hint={words.seenDocumentHint} />
      <Text {...bind('number', words.seenNumber)} />
      <Field id={expiry.id} label={expiry.label} required error={expiry.error}>
        <input
          id={expiry.id}
          name={expiry.name}
          type="date"
          required
          value={expiry.value}
          onChange={(event) => expiry.onChange(event.target.value)}
          aria-invalid={expiry.error ? true : undefined}
          aria-describedby={describedBy(expiry.id, undefined, expiry.error)}
        />
      </Field>
      <Textarea {...bind('note', words.seenNote)} />
      <button type="submit" className="button" disabled={busy || state.busy}>
        {words.recordSeen}
      </button>
      <FormAnnouncer announcement={state.announcement} />
    </form>
  );
}

/** Enhanced due diligence on a politically exposed person (AML/CFT Act s 22, s 26). */
function DueDiligence(props: { reference: string; identity: Identity; busy: boolean; act: Act }) {
  const { reference, identity, busy, act } = props;
  const { state, bind, post, formProps } = useStaffForm(DUE_DILIGENCE_RULES, { idPrefix: 'edd' });
  const path = callPath(API.staffDueDiligence, { reference });
  const record = () => void act(() => post(path), words.dueDiligenceRecorded);
  const signedOff = identity.dueDiligence.some((entry) => entry.signedOffBy !== null);
  return (
    <>
      <h4 id="due-diligence-heading">{words.dueDiligenceHeading}</h4>
      <ul>
        {identity.dueDiligence.map((entry) => (
          <li key={entry.id}>
            {nzDate.format(new Date(entry.at))}, {entry.by}: source of funds: {entry.sourceOfFunds};
            source of wealth: {entry.sourceOfWealth}.{' '}
            <Review
              done={
                entry.signedOffBy &&
                `Signed off by ${entry.signedOffBy} ${nzDate.format(new Date(entry.signedOffAt!))}.`
              }
              identity={identity}
              own={entry.own}
              busy={busy}
              action={words.signOff}
              onReview={() =>
                act(
                  () => lendingCall(API.staffDueDiligenceSignOff.path, reference, {}, entry.id),
                  words.signedOff,
                )
              }
              ownWords={words.ownDueDiligence}
              waitingWords={words.waitingSignOff}
            />
          </li>
        ))}
      </ul>
      {signedOff ? null : (
        <form method="post" {...formProps(record)} aria-labelledby="due-diligence-heading">
          <Textarea {...bind('sourceOfFunds', words.sourceOfFunds)} />
          <Textarea {...bind('sourceOfWealth', words.sourceOfWealth)} />
          <button type="submit" className="button" disabled={busy || state.busy}>
            {words.recordDueDiligence}
          </button>
          <FormAnnouncer announcement={state.announcement} />
        </form>
      )}
    </>
  );
}
