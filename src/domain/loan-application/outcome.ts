/** The credit decision a completed application got: the confirmation page's variant (§2). */
export type ApplicationDecision = 'conditional' | 'declined' | 'standard';

/**
 * The confirmation page's data (`loanApplicationOutcome`, loan-application §2): the reference, the
 * decision's variant and which emails the application sent (issue 11 "What the applicant sees"
 * 4). Never personal data: the page's address holds only the appref.
 */
export interface LoanApplicationOutcome {
  reference: string;
  variant: ApplicationDecision;
  emailed: {
    /** The applicant was emailed the reference and the status link: it is in the outbox (decision 093). */
    applicant: boolean;
    /** The joint applicant was emailed a link to their part (decision 050). */
    jointApplicant: boolean;
    /** The broker was emailed a copy of the application (issue 8 "Brokers"). */
    broker: boolean;
  };
}
