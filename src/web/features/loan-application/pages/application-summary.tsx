import { useEffect, useState } from 'react';
import { branches, preferredBranchSpecialValues } from '#content/branches.ts';
import { applicationCopy } from '#content/loan-application-copy.ts';
import { loanAmountDollars, loanAmountField } from '#domain/loan-application/index.ts';
import { formatDollars } from '#domain/money/format.ts';
import { useApplicationView } from '../state/application-context.tsx';
import { asText } from '#domain/validation/text-value.ts';

const copy = applicationCopy.summaryPanel;

/** The estimate's text once its code has loaded (repayment-estimate.on-demand.ts); null before. */
function useRepaymentEstimate(amount: number): string | null {
  const [estimate, setEstimate] = useState<{ amount: number; text: string } | null>(null);
  useEffect(() => {
    if (amount <= 0) return;
    let live = true;
    void import('./repayment-estimate.on-demand.ts').then(({ estimateRepayment }) => {
      if (live) setEstimate({ amount, text: estimateRepayment(amount) });
    });
    return () => {
      live = false;
    };
  }, [amount]);
  return estimate?.amount === amount ? estimate.text : null;
}

function branchName(value: string): string | null {
  if (value === preferredBranchSpecialValues.default.value)
    return preferredBranchSpecialValues.default.label;
  return branches.find((branch) => String(branch.id) === value)?.name ?? null;
}

/**
 * The summary beside the form on a desktop (issue 11 "What the applicant sees" 3): the amount, the
 * purpose, an estimated repayment, the branch, and how to reach us. It follows the form in the
 * page, so on a phone it comes after the form and never pushes it down.
 */
export function ApplicationSummary() {
  const { state, context } = useApplicationView();
  const { values } = state;
  const amount = loanAmountDollars(values, loanAmountField(context.config)) ?? 0;
  const purpose = asText(values.LoanPurposeOther) || asText(values.LoanPurpose);
  const branch = branchName(asText(values.PreferredBranch));
  const estimate = useRepaymentEstimate(amount);
  return (
    <section className="application-aside" aria-labelledby="application-summary-heading">
      <h2 id="application-summary-heading">{copy.heading}</h2>
      <dl>
        <dt>{copy.amount}</dt>
        <dd>{amount > 0 ? formatDollars(amount) : copy.notChosen}</dd>
        <dt>{copy.purpose}</dt>
        <dd>{purpose || copy.notChosen}</dd>
        {amount > 0 ? (
          <>
            <dt>{copy.repayment}</dt>
            <dd>
              {estimate ?? '…'}
              <span className="application-aside__note">{copy.repaymentNote}</span>
            </dd>
          </>
        ) : null}
        <dt>{copy.branch}</dt>
        <dd>{branch ?? copy.branchLater}</dd>
      </dl>
      <h3>{copy.helpHeading}</h3>
      <p>{copy.help}</p>
    </section>
  );
}
