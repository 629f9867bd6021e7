import type { RetentionSchedule } from '#domain/lending/retention.ts';

/**
 * The demo lender's retention schedule (Privacy Act 2020 IPP 9: personal information is kept no
 * longer than it is needed). A lender replaces these values with its own; the rules that apply
 * them, and the law's floors the values may not go below, are src/domain/lending/retention.ts.
 */
export const retentionSchedule: RetentionSchedule = {
  // An application that never became a loan: nothing in law requires it after the decision
  // (CCCFA s 9CA asks for no records of a declined or withdrawn application).
  notLoanDays: 365,
  // A loan's records: CCCFA s 9CA keeps the record of the lender's inquiries at least 7 years
  // after they were made; counted here from the loan's last record, so never shorter. They
  // include the loan's own records after the payout (issue 32, decision 156): its continuing
  // disclosure statements (CCCFA s 18), hardship applications with their letters, answers and
  // variation disclosures (ss 55-57A, s 22) and missed-payment reminders; as records of the
  // loan's transactions they are also kept at least 5 years after each (AML/CFT Act s 49), which
  // 7 years after the last record, never before the relationship ended, always is.
  loanYears: 7,
  // Identity and verification records: AML/CFT Act 2009 s 50 (and s 51(1)(a) for the records of
  // establishing the relationship), at least 5 years after the business relationship ends.
  identityYears: 5,
  purgeAfterDays: {
    // Messages sent or given up on; a message still to go is never purged.
    'email-outbox': 90,
    // The sandbox's delivered copies (development and demo only).
    'sandbox-email': 30,
    // Client diagnostics kept for support.
    'client-log': 90,
    // Contact form messages, answered by staff by email.
    'contact-message': 365,
    // A complaint, with its notes and letters, 7 years after it closed (resolved or deadlocked):
    // a claim about what it concerns may be brought for 6 years (Limitation Act 2010 s 11), the
    // scheme may ask for the lender's file (Financial Service Providers (Registration and Dispute
    // Resolution) Act 2008, the scheme's rules), and the annual return counts by month. An open
    // complaint is never purged.
    complaint: 7 * 365 + 2,
  },
};
