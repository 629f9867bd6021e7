import {
  BROKER_AMOUNT_FIELDS,
  CUSTOMER_START_LOCKS,
  DEFAULT_LOAN_AMOUNT_DOLLARS,
  NO_LOCKS,
  applyRecordOver,
  cleanReferrerQuery,
  findReferrer,
  isSpecificAmountChosen,
  loanAmountsFor,
  prefilledAmount,
  readLoanApplicationQuery,
  withPrimaryAmountAndPurpose,
  type JointInvitationProblem,
  type LoanApplicationConfig,
  type LoanApplicationFormState,
  type LoanApplicationQuery,
} from '#domain/loan-application/browser.ts';
import type { FormValues } from '#domain/validation/types.ts';
import { pageRules } from './rules.ts';
import type { BranchChoice, StepPagesData } from '#domain/contracts/page-data.ts';

/**
 * Whether a branch id from the address or the calculator hand-off presets the branch. Only a real
 * branch does, one of the page data's (the table the server checks; decisions 022, 074): a closed branch's old link leaves the question
 * asked instead of hiding a question the server then requires.
 */
export function isPresetBranch(id: string, branches: readonly BranchChoice[]): boolean {
  return branches.some((branch) => String(branch.id) === id);
}

/** The form state of an application nobody has saved yet (loan-application §3 "Form state"). */
export function emptyFormState(): LoanApplicationFormState {
  return {
    result: null,
    appReference: null,
    guid: null,
    step: 1,
    preSaveCheckDone: false,
    specifyLoanAmount: false,
    presetPreferredBranch: false,
    jointApplication: false,
    secondaryApplication: false,
    referrerDataToken: null,
    stepLocked: { ...NO_LOCKS },
    http_referrer: null,
    calculator_term: null,
    calculator_interest: null,
    calculator_repaymentW: null,
    calculator_repaymentF: null,
    calculator_repaymentM: null,
    centrixResult: null,
    complete: false,
    Source: null,
  };
}

export interface InitialApplication {
  values: FormValues;
  formState: LoanApplicationFormState;
  query: LoanApplicationQuery;
  /** The amount or purpose in the address was invalid: referrer, amount, purpose and related-id are to be removed (§8). */
  invalidReferrerQuery: boolean;
  /** The address's related-id is no open invitation: the page says so and removes it (decision 055). */
  invitationProblem: JointInvitationProblem | null;
}

/**
 * The application before anything is restored: defaults plus what the address prefills
 * (loan-application §2 query parameters), for a signed-in customer their record (over every
 * step's rules, which their page holds first: use-step-application.ts), for a joint
 * applicant's link the invitation the server found (its amount and purpose, locked; decision 055),
 * and for a referrer's link the products the server read from its signed `referrer-data`
 * (decision 056): the address's own text is never a product list. A pure function of the
 * address, the configuration and the page data, so the server's render and the browser's first
 * render agree.
 */
export function initialApplication(
  search: string,
  config: LoanApplicationConfig,
  pageData: Partial<StepPagesData> = {},
): InitialApplication {
  const {
    referrerProducts = [],
    jointInvitation: invitation = null,
    branchChoices = [],
  } = pageData;
  const customerRecord = pageData.customer?.record ?? null;
  const query = readLoanApplicationQuery(search);
  const invalidReferrerQuery = cleanReferrerQuery(search, config).removed;
  const formState = emptyFormState();
  let values: FormValues = {
    LoanAmount: String(DEFAULT_LOAN_AMOUNT_DOLLARS),
    PrivacyPolicyVersion: config.privacyPolicyVersion,
    MarketingPolicyVersion: config.marketingPolicyVersion,
    AgreedToPrivacyPolicy: false,
    AgreedToElectronicCommunication: false,
  };
  // The broker amounts default to 0 (loan-application §3).
  for (const name of BROKER_AMOUNT_FIELDS) values[name] = '0';
  if (!invalidReferrerQuery) {
    const referrer = findReferrer(config, query.referrer);
    if (referrer) values.Referrer = referrer.id;
    // The saves send the token again; the server reads the products from it, not from FormData.
    if (referrer && referrerProducts.length > 0) {
      values.ReferrerData = [...referrerProducts];
      formState.referrerDataToken = query.referrerData;
    }
    if (query.amount !== null) {
      // A referrer's own amounts (Fast $500, amounts.ts): $500 is then a specific amount. The
      // amount is one the referrer lends (cleanReferrerQuery checked it).
      const prefill = prefilledAmount(Number(query.amount), loanAmountsFor(config, referrer));
      if (prefill) values[prefill.field] = prefill.value;
      if (prefill?.field === 'LoanAmountSpecific') formState.specifyLoanAmount = true;
    }
    if (query.purpose !== null) {
      const option = config.loanPurposeOptions.find(
        (candidate) => candidate.value.toLowerCase() === query.purpose!.toLowerCase(),
      );
      values.LoanPurpose = option ? option.value : 'Other';
      if (!option) values.LoanPurposeOther = query.purpose;
    }
    // Only an invitation the server found open makes a secondary application, with the primary's
    // amount and purpose whatever else the address says (§4, §6; decision 055).
    if (query.relatedId !== null && invitation?.status === 'open') {
      values = withPrimaryAmountAndPurpose(
        { ...values, RelatedApplicationId: query.relatedId },
        invitation.loan,
      );
      formState.specifyLoanAmount = isSpecificAmountChosen(values);
      formState.secondaryApplication = true;
    }
  }
  const invitationProblem =
    !invalidReferrerQuery && query.relatedId !== null && invitation && invitation.status !== 'open'
      ? invitation.status
      : null;
  if (query.firstName !== null) values.FirstName = query.firstName;
  if (query.lastName !== null) values.LastName = query.lastName;
  if (query.email !== null) values.Email = query.email;
  if (query.brokerEmail !== null) values.BrokerEmailSubmission = query.brokerEmail;
  if (query.branch !== null && isPresetBranch(query.branch, branchChoices)) {
    values.PreferredBranch = query.branch;
    formState.presetPreferredBranch = true;
  }
  // A signed-in customer starts with their record and its sections locked (§4 "Step locks").
  if (customerRecord) formState.stepLocked = { ...CUSTOMER_START_LOCKS };
  return {
    values: customerRecord
      ? applyRecordOver(values, customerRecord, formState.stepLocked, (section) =>
          pageRules().lockSectionFieldNames(section),
        )
      : values,
    formState,
    query,
    invalidReferrerQuery,
    invitationProblem,
  };
}
