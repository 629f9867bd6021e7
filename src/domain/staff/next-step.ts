import type { StaffApplicationView, StaffApplicationWorkday } from './application-view.ts';

/**
 * The next required step on an application, in words, for the page's summary (issue 29 "What to
 * build" 6): what the workflow waits for, from its status, its assignee, the affordability
 * record (issue 21, decision 096: no approval without a complete record and a kept buffer) and an
 * open proposal (maker-checker).
 */
export function nextStepInWords(
  view: Pick<StaffApplicationView, 'status' | 'assignedTo' | 'decisions'>,
  affordability: StaffApplicationWorkday['affordability'],
): string {
  const proposal = view.decisions.some((d) => d.kind === 'proposal' && d.state === 'open');
  switch (view.status) {
    case 'in-progress':
      return 'The applicant has not submitted yet.';
    case 'submitted':
      return view.assignedTo ? 'Start the review.' : 'Assign it to start the review.';
    case 'information-requested':
      return 'Waiting for the applicant’s information: accept each item as it comes in.';
    case 'in-review':
    case 'conditionally-approved':
      if (proposal) return 'An approver checks the proposal.';
      if (!affordability) return 'Complete the affordability and suitability record.';
      if (!affordability.complete)
        return `Complete the affordability record (${affordability.missing} ${affordability.missing === 1 ? 'gap' : 'gaps'}).`;
      if (affordability.outcome === 'fail')
        return 'The buffer fails: decline, or an approver overrides it with a reason.';
      return view.status === 'in-review'
        ? 'Record the decision.'
        : 'Confirm the conditions are met, then approve or decline.';
    case 'approved':
      return 'Make the loan offer for the applicant to sign.';
    case 'declined':
      return 'Decided: nothing more is needed.';
    case 'withdrawn':
      return 'Withdrawn: nothing more is needed.';
    // Issue 31 (decisions 143 and 144).
    case 'offered':
      return 'Waiting for the applicant to sign the offer.';
    case 'accepted':
      return 'Check the payout account, then an approver releases the payout.';
    case 'paid-out':
      return 'Paid out: the loan is being booked.';
    case 'active':
      return 'Active: the loan is being repaid.';
    case 'cancelled':
      return 'Cancelled: nothing more is needed unless money is to be repaid.';
    case 'closed':
      return 'Closed: nothing more is needed.';
  }
}
