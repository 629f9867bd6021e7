import { useEffect, useRef, useState } from 'react';
import type { BranchChoice } from '#domain/contracts/page-data.ts';
import { applicationCopy, preferredBranchSpecialValues } from '#content/loan-application-copy.ts';
import { loanAmountDollars, loanAmountField } from '#domain/loan-application/browser.ts';
import { formatDollars } from '#domain/money/format.ts';
import { asText } from '#domain/validation/text-value.ts';
import { useApplicationView } from '../state/application-context.tsx';
import { useBranchChoices } from '../state/step-page-data.ts';
import { useNearView } from '#web/site/on-demand/use-near-view.ts';

const copy = applicationCopy.summaryPanel;

/**
 * The estimate's text once its code has loaded (repayment-estimate.on-demand.ts); null before.
 * The code loads once the summary is near the screen (`shown`), not with the page.
 */
function useRepaymentEstimate(
  amount: number,
  interestPercent: number | null,
  termMonths: number | null,
  shown: boolean,
): string | null {
  const [estimate, setEstimate] = useState<{ key: string; text: string } | null>(null);
  const key = `${amount}:${interestPercent}:${termMonths}`;
  useEffect(() => {
    if (amount <= 0 || !shown) return;
    let live = true;
    void import('./repayment-estimate.on-demand.ts').then(({ estimateRepayment }) => {
      if (live)
        setEstimate({ key, text: estimateRepayment(amount, { interestPercent, termMonths }) });
    });
    return () => {
      live = false;
    };
  }, [amount, interestPercent, termMonths, key, shown]);
  return estimate?.key === key ? estimate.text : null;
}

/** A calculator figure the form state holds as text (null when the visitor did not come from it). */
function figure(text: string | null): number | null {
  const value = text === null || text.trim() === '' ? NaN : Number(text);
  return Number.isFinite(value) ? value : null;
}

function branchName(value: string, branches: readonly BranchChoice[]): string | null {
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
  const branch = branchName(asText(values.PreferredBranch), useBranchChoices());
  const section = useRef<HTMLElement>(null);
  const estimate = useRepaymentEstimate(
    amount,
    figure(state.formState.calculator_interest),
    figure(state.formState.calculator_term),
    useNearView(section),
  );
  return (
    <section
      ref={section}
      className="application-aside"
      aria-labelledby="application-summary-heading"
    >
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
