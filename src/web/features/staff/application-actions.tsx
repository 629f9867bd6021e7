import { useLayoutEffect, useRef, type FormEvent } from 'react';
import { DECIDE_RULES } from '#domain/staff/form-rules.ts';
import { FormAnnouncer } from '#web/forms/form-announcer.tsx';
import { Radio } from '#web/widgets/radio/radio.tsx';
import { Select } from '#web/widgets/select/select.tsx';
import { TextNoOptional } from '#web/widgets/text-no-optional/text-no-optional.tsx';
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
import { nzDollars } from './staff-layout.tsx';
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

export function DecisionForm(props: {
  view: Page;
  busy: boolean;
  proposalId: number | undefined;
  onDecide: (body: DecisionBody) => void;
}) {
  const { view, busy, proposalId, onDecide } = props;
  const allowed = allowedOf(view);
  const outcomes = offeredOutcomes(allowed);
  const first = outcomes[0] ?? 'declined';
  const { state, form, bind, values, formProps } = useStaffForm(DECIDE_RULES, {
    idPrefix: 'decision',
    initialValues: {
      outcome: first,
      amount: String(view.affordability?.loan.amount ?? view.amount ?? ''),
      reason: view.reasons[first][0] ?? '',
      propose: false,
    },
  });
  const outcome = state.values.outcome as DecisionOutcome;
  useFirstReasonOf(outcome, view.reasons, form);
  // An officer's approval above their limit becomes a proposal, whatever amount is typed.
  const approver = isApprover({ kind: 'staff', ...view.me });
  const mayPropose = allowed.has('propose') || !approver;
  const blocked =
    outcome === 'declined' ? null : blockedWords(allowed.get(DECISION_EVENT[outcome]));
  const checking = proposalId !== undefined && outcome !== 'declined';
  const send = () => {
    const { amount, reason, comment } = values();
    const dollars = Number(amount);
    onDecide({
      outcome,
      ...(outcome !== 'declined' && dollars > 0 ? { amount: dollars } : {}),
      reason: reason!,
      comment: comment!,
      ...(outcome !== 'declined' && state.values.propose === true ? { propose: true } : {}),
      // A decline is the approver's own decision, never a check of the proposal (decision 134).
      ...(checking ? { proposalId } : {}),
    });
  };
  return (
    <form method="post" {...formProps(send)} className="staff-actions__decision">
      <Radio
        {...bind('outcome', 'Outcome')}
        options={outcomes.map((choice) => ({ value: choice, label: OUTCOME_WORDS[choice] }))}
        inline
      />
      {outcome !== 'declined' ? (
        <TextNoOptional {...bind('amount', 'Approved amount ($)')} />
      ) : null}
      <Select
        {...bind('reason', 'Reason')}
        options={view.reasons[outcome].map((reason) => ({ value: reason, label: reason }))}
      />
      <Textarea {...bind('comment', 'Comment')} rows={2} />
      {outcome !== 'declined' && mayPropose && !proposalId ? (
        <label className="choice">
          <input
            type="checkbox"
            name="propose"
            checked={state.values.propose === true}
            onChange={(event) => form.change('propose', event.target.checked)}
          />{' '}
          Above my limit of {nzDollars.format(view.me.approvalLimit)}: propose it for{' '}
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

/**
 * Each outcome has its own reasons: a new outcome starts at the first of its list, whether it was
 * chosen now or before the page's script ran (then it comes into the form's state after hydration,
 * beside the reason the server rendered for the other outcome). Before paint, so the reason shown
 * is the one sent.
 */
function useFirstReasonOf(
  outcome: DecisionOutcome,
  reasons: Page['reasons'],
  form: ReturnType<typeof useStaffForm>['form'],
): void {
  const shown = useRef(outcome);
  useLayoutEffect(() => {
    if (shown.current === outcome) return;
    shown.current = outcome;
    form.change('reason', reasons[outcome][0] ?? '');
  }, [outcome, reasons, form]);
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
