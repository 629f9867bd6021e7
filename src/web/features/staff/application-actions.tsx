import { useState, type FormEvent } from 'react';
import { DECISION_RULES } from '#domain/staff/form-rules.ts';
import { FormAnnouncer } from '#web/forms/form-announcer.tsx';
import { Select } from '#web/widgets/select/select.tsx';
import { Textarea } from '#web/widgets/textarea/textarea.tsx';
import type {
  StaffApplicationView,
  StaffApplicationWorkday,
} from '#domain/staff/application-view.ts';
import { DECISION_OUTCOMES, type DecisionOutcome } from '#domain/staff/status.ts';
import {
  DECISION_EVENT,
  isApprover,
  type Refusal,
  type WorkflowEvent,
} from '#domain/staff/workflow-policy.ts';
import { WholeDollarsInput, nzDollars } from './staff-layout.tsx';
import { useStaffForm } from './staff-form.tsx';

type Page = StaffApplicationView & StaffApplicationWorkday;

/** The policy's allowed events as a lookup: the event, and why it cannot be used yet if so. */
export function allowedOf(view: Page): Map<WorkflowEvent, Refusal | undefined> {
  return new Map(view.allowed.map((entry) => [entry.event, entry.blockedBy]));
}

export function AssignForm({
  view,
  busy,
  onAssign,
}: {
  view: StaffApplicationView;
  busy: boolean;
  onAssign: (to: string) => void;
}) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onAssign(String(new FormData(event.currentTarget).get('to')));
  };
  return (
    <form method="post" onSubmit={submit} className="staff-actions__assign">
      <label htmlFor="assign-to">Assign to</label>
      <select id="assign-to" name="to" defaultValue="me">
        <option value="me">Me</option>
        {view.staff
          .filter((member) => member.id !== view.me.id)
          .map((member) => (
            <option key={member.id} value={member.id}>
              {member.email}
            </option>
          ))}
      </select>
      <button type="submit" className="button" disabled={busy}>
        Assign
      </button>
    </form>
  );
}

const OUTCOME_WORDS: Record<DecisionOutcome, string> = {
  approved: 'Approve',
  'conditionally-approved': 'Approve with conditions',
  declined: 'Decline',
};

export type DecisionBody = {
  outcome: DecisionOutcome;
  amount?: number;
  reason: string;
  comment: string;
  propose?: boolean;
  proposalId?: number;
};

/**
 * The outcomes the policy offers this person now: a decision event it allows (an approval it
 * would refuse only above the officer's limit is still offered when a proposal is allowed).
 */
export function offeredOutcomes(allowed: Map<WorkflowEvent, Refusal | undefined>) {
  return DECISION_OUTCOMES.filter(
    (outcome) =>
      allowed.has(DECISION_EVENT[outcome]) || (outcome === 'approved' && allowed.has('propose')),
  );
}

/** Why an approval cannot be recorded yet, from the policy's refusal (the summary says more). */
function blockedWords(refusal: Refusal | undefined): string | null {
  if (!refusal) return null;
  if (refusal.kind === 'needs-record') return 'the affordability record does not allow it yet.';
  // The identity gate's own reason (issue 30 finding 2): what to do, or why it never can.
  if (refusal.kind === 'needs-identity') return refusal.detail;
  if (refusal.kind === 'needs-amount') return 'an approval needs an amount.';
  if (refusal.kind === 'not-assessed')
    return `the record assessed ${nzDollars.format(refusal.assessed.amount)} over ${refusal.assessed.termMonths} months: approve that amount, or update the record first.`;
  if (refusal.kind === 'checker-limit')
    return `this proposal is above your approval limit of ${nzDollars.format(refusal.limit)}, so a senior approver decides it.`;
  return null;
}

function OutcomeChoice(props: {
  outcomes: readonly DecisionOutcome[];
  outcome: DecisionOutcome;
  onChoose: (outcome: DecisionOutcome) => void;
}) {
  return (
    <fieldset>
      <legend>Outcome</legend>
      {props.outcomes.map((choice) => (
        <label key={choice} className="choice">
          <input
            type="radio"
            name="outcome"
            value={choice}
            checked={props.outcome === choice}
            onChange={() => props.onChoose(choice)}
          />{' '}
          {OUTCOME_WORDS[choice]}
        </label>
      ))}
    </fieldset>
  );
}

export function DecisionForm(props: {
  view: Page;
  busy: boolean;
  proposalId: number | undefined;
  onDecide: (body: DecisionBody) => void;
}) {
  const { view, busy, proposalId, onDecide } = props;
  const allowed = allowedOf(view);
  const outcomes = offeredOutcomes(allowed);
  const [outcome, setOutcome] = useState<DecisionOutcome>(outcomes[0] ?? 'declined');
  const { state, form, bind, values, formProps } = useStaffForm(DECISION_RULES, {
    idPrefix: 'decision',
    initialValues: { reason: view.reasons[outcome][0] ?? '' },
  });
  // An officer's approval above their limit becomes a proposal, whatever amount is typed.
  const approver = isApprover({ kind: 'staff', ...view.me });
  const mayPropose = allowed.has('propose') || !approver;
  const blocked =
    outcome === 'declined' ? null : blockedWords(allowed.get(DECISION_EVENT[outcome]));
  const checking = proposalId !== undefined && outcome !== 'declined';
  const choose = (choice: DecisionOutcome) => {
    setOutcome(choice);
    form.change('reason', view.reasons[choice][0] ?? '');
  };
  const send = (element: HTMLFormElement) => {
    const typed = new FormData(element);
    const amount = Number(typed.get('amount'));
    const { reason, comment } = values();
    onDecide({
      outcome,
      ...(outcome !== 'declined' && amount > 0 ? { amount } : {}),
      reason: reason!,
      comment: comment!,
      ...(typed.get('propose') === 'on' ? { propose: true } : {}),
      // A decline is the approver's own decision, never a check of the proposal (decision 134).
      ...(checking ? { proposalId } : {}),
    });
  };
  return (
    <form method="post" {...formProps(send)} className="staff-actions__decision">
      <OutcomeChoice outcomes={outcomes} outcome={outcome} onChoose={choose} />
      {outcome !== 'declined' ? (
        <WholeDollarsInput
          id="decision-amount"
          name="amount"
          label="Approved amount ($)"
          defaultValue={view.affordability?.loan.amount ?? view.amount ?? ''}
        />
      ) : null}
      <Select
        {...bind('reason', 'Reason')}
        options={view.reasons[outcome].map((reason) => ({ value: reason, label: reason }))}
      />
      <Textarea {...bind('comment', 'Comment')} rows={2} />
      {outcome !== 'declined' && mayPropose && !proposalId ? (
        <label className="choice">
          <input type="checkbox" name="propose" /> Above my limit of{' '}
          {nzDollars.format(view.me.approvalLimit)}: propose it for{' '}
          {approver ? 'a senior approver' : 'an approver'}
        </label>
      ) : null}
      {blocked ? <p className="staff-actions__blocked">Before approving: {blocked}</p> : null}
      <button type="submit" className="button" disabled={busy || state.busy}>
        {checking ? 'Decide the proposal' : 'Record the decision'}
      </button>
      <FormAnnouncer announcement={state.announcement} />
    </form>
  );
}

/** The open proposal, in words, above the decision form. */
export function OpenProposal({ view }: { view: StaffApplicationView }) {
  const open = view.decisions.find((d) => d.kind === 'proposal' && d.state === 'open');
  if (!open) return null;
  return (
    <p>
      Proposal waiting for an approver: {open.outcome}
      {open.amount === null ? '' : ` of ${nzDollars.format(open.amount)}`} by {open.by} (
      {open.reason}).
    </p>
  );
}

/** The decision events the page's decision form may raise. */
export const DECISION_EVENTS: readonly WorkflowEvent[] = [
  'approve',
  'approve-conditionally',
  'decline',
  'propose',
];
