import { useState, type ReactNode } from 'react';
import { DUE_DILIGENCE_RULES, IDENTITY_SEEN_RULES } from '#domain/staff/form-rules.ts';
import { Field, describedBy } from '#web/widgets/field/field.tsx';
import { Text } from '#web/widgets/text/text.tsx';
import { Textarea } from '#web/widgets/textarea/textarea.tsx';
import { identityWords } from '#content/staff-workspace.ts';
import { API } from '#domain/contracts/wire.ts';
import { callPath } from '#web/api/call.ts';
import type { LendingPanel } from '#domain/lending/panel.ts';
import type { StaffCallOutcome } from '../api.ts';
import { nzDate } from '../staff-layout.tsx';
import { StaffForm, useStaffForm } from '../staff-form.tsx';
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
export function IdentitySection(props: Parts) {
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
      <DocumentsSeen {...props} />
      {!checkVerified && !identity.sanctioned ? <SeenForm {...props} /> : null}
      {identity.politicallyExposed && !identity.sanctioned ? <DueDiligence {...props} /> : null}
    </div>
  );
}

type Act = (call: () => Promise<StaffCallOutcome>, done?: string) => Promise<void>;
type Parts = { reference: string; identity: Identity; busy: boolean; act: Act };

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

/** The two reviews an approver gives (decision 135): what they press, the call, and the words. */
const REVIEWS = {
  seen: {
    reviewedBy: 'Confirmed by',
    action: words.confirm,
    path: API.staffIdentitySeenConfirm.path,
    done: words.confirmed,
    own: words.ownRecord,
    waiting: words.waitingConfirmation,
  },
  dueDiligence: {
    reviewedBy: 'Signed off by',
    action: words.signOff,
    path: API.staffDueDiligenceSignOff.path,
    done: words.signedOff,
    own: words.ownDueDiligence,
    waiting: words.waitingSignOff,
  },
} as const;

/** What an approver reviews: an entry an officer recorded. */
type Entry = { id: string; by: string; at: string; own: boolean };

/**
 * Entries waiting for a second pair of eyes (decision 135): when, who and what (`describe`), and
 * who reviewed it and when, the approver's button (never on their own entry), or who it waits for.
 */
function ReviewedEntries<E extends Entry>(
  props: Parts & {
    entries: readonly E[];
    review: (typeof REVIEWS)[keyof typeof REVIEWS];
    describe: (entry: E) => string;
    reviewed: (entry: E) => { by: string | null; at: string | null };
  },
) {
  return (
    <ul>
      {props.entries.map((entry) => (
        <li key={entry.id}>
          {nzDate.format(new Date(entry.at))}, {entry.by}: {props.describe(entry)}{' '}
          <Review {...props} entry={entry} reviewed={props.reviewed(entry)} />
        </li>
      ))}
    </ul>
  );
}

function Review(
  props: Parts & {
    review: (typeof REVIEWS)[keyof typeof REVIEWS];
    entry: Entry;
    reviewed: { by: string | null; at: string | null };
  },
) {
  const { review, entry, reviewed, reference, identity, busy, act } = props;
  if (reviewed.by)
    return `${review.reviewedBy} ${reviewed.by} ${nzDate.format(new Date(reviewed.at!))}.`;
  if (!identity.canConfirm) return review.waiting;
  if (entry.own) return review.own;
  const send = () => act(() => lendingCall(review.path, reference, {}, entry.id), review.done);
  return (
    <button type="button" className="button" disabled={busy} onClick={() => void send()}>
      {review.action}
    </button>
  );
}

/** The documents officers recorded, each confirmed or waiting for an approver. */
function DocumentsSeen(props: Parts) {
  if (props.identity.seen.length === 0) return null;
  return (
    <>
      <h4>{words.seenHeading}</h4>
      <ReviewedEntries
        {...props}
        entries={props.identity.seen}
        review={REVIEWS.seen}
        describe={(entry) =>
          `${entry.document} ending ${entry.numberEnding}, expires ${entry.expiresOn}. ${entry.note}`
        }
        reviewed={(entry) => ({ by: entry.confirmedBy, at: entry.confirmedAt })}
      />
    </>
  );
}

/** The records an officer makes here: their rules, their call, the button and the words when done. */
const RECORDS = {
  seen: {
    rules: IDENTITY_SEEN_RULES,
    idPrefix: 'seen',
    call: API.staffIdentitySeen,
    submit: words.recordSeen,
    done: words.seenRecorded,
  },
  dueDiligence: {
    rules: DUE_DILIGENCE_RULES,
    idPrefix: 'edd',
    call: API.staffDueDiligence,
    submit: words.recordDueDiligence,
    done: words.dueDiligenceRecorded,
  },
} as const;

/** A record's form, labelled by its heading (`<idPrefix>-heading`); `children` are its fields. */
function IdentityRecordForm(
  props: Parts & {
    record: (typeof RECORDS)[keyof typeof RECORDS];
    children: (bind: ReturnType<typeof useStaffForm>['bind']) => ReactNode;
  },
) {
  const { record, reference, busy, act } = props;
  const staffForm = useStaffForm(record.rules, { idPrefix: record.idPrefix });
  const path = callPath(record.call, { reference });
  const send = () => void act(() => staffForm.post(path), record.done);
  return (
    <StaffForm
      form={staffForm}
      send={send}
      busy={busy}
      submit={record.submit}
      labelledBy={`${record.idPrefix}-heading`}
    >
      {props.children(staffForm.bind)}
    </StaffForm>
  );
}

/** What the officer saw when the electronic check could not verify (AML/CFT Act s 16). */
function SeenForm(props: Parts) {
  return (
    <IdentityRecordForm {...props} record={RECORDS.seen}>
      {(bind) => {
        const expiry = bind('expiresOn', words.seenExpiry);
        return (
          <>
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
          </>
        );
      }}
    </IdentityRecordForm>
  );
}

/** Enhanced due diligence on a politically exposed person (AML/CFT Act s 22, s 26). */
function DueDiligence(props: Parts) {
  const { identity } = props;
  const signedOff = identity.dueDiligence.some((entry) => entry.signedOffBy !== null);
  return (
    <>
      <h4 id="edd-heading">{words.dueDiligenceHeading}</h4>
      <ReviewedEntries
        {...props}
        entries={identity.dueDiligence}
        review={REVIEWS.dueDiligence}
        describe={(entry) =>
          `source of funds: ${entry.sourceOfFunds}; source of wealth: ${entry.sourceOfWealth}.`
        }
        reviewed={(entry) => ({ by: entry.signedOffBy, at: entry.signedOffAt })}
      />
      {signedOff ? null : (
        <IdentityRecordForm {...props} record={RECORDS.dueDiligence}>
          {(bind) => (
            <>
              <Textarea {...bind('sourceOfFunds', words.sourceOfFunds)} />
              <Textarea {...bind('sourceOfWealth', words.sourceOfWealth)} />
            </>
          )}
        </IdentityRecordForm>
      )}
    </>
  );
}
