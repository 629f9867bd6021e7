/**
 * A joint applicant's secondary application (loan-application §2 `related-id`, §4 "Secondary
 * (joint or broker-related) applications lock amount and purpose", §6; issue 8 "Joint borrowers";
 * decisions 050, 055): the amount and purpose are the primary application's. The step pages show
 * them read-only from the server's loader, and the server takes them from the primary on every save.
 */
import { textValue } from '../validation/text-value.ts';
import type { FormValues } from '../validation/types.ts';

/** The amount and purpose a secondary application takes from its primary. */
export const LOCKED_FROM_PRIMARY = [
  'LoanAmount',
  'LoanAmountSpecific',
  'LoanPurpose',
  'LoanPurposeOther',
] as const;

/**
 * What the step pages' loader says of the address's `related-id`: an open invitation with the
 * primary's amount and purpose; `unknown` when it names no invitation; `used` when an application
 * was already started from it. Never the primary's other answers.
 */
export type JointInvitationPageData =
  { status: 'open'; loan: FormValues } | { status: 'unknown' } | { status: 'used' };

export type JointInvitationProblem = Exclude<JointInvitationPageData['status'], 'open'>;

/** The primary's amount and purpose, only those it has (a slider amount has no LoanAmountSpecific). */
export function primaryLoanDetails(primary: FormValues): FormValues {
  const details: FormValues = {};
  for (const name of LOCKED_FROM_PRIMARY)
    if (Object.hasOwn(primary, name)) details[name] = primary[name];
  return details;
}

/** The values with the primary's amount and purpose: a secondary application has no others. */
export function withPrimaryAmountAndPurpose(values: FormValues, primary: FormValues): FormValues {
  const locked = { ...values };
  for (const name of LOCKED_FROM_PRIMARY)
    if (Object.hasOwn(primary, name)) locked[name] = primary[name];
    else delete locked[name];
  return locked;
}

/**
 * The locked fields among `submitted` whose value is not the primary's (a field the primary left
 * empty counts as empty): a secondary application's save that would change them is refused.
 */
export function changedFromPrimary(submitted: FormValues, primary: FormValues): string[] {
  return LOCKED_FROM_PRIMARY.filter(
    (name) =>
      Object.hasOwn(submitted, name) && textValue(submitted[name]) !== textValue(primary[name]),
  );
}
