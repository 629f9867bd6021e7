/**
 * Words of a signed-in customer's read-only details and locked sections (loan-application §2
 * step 1, §4 "Step locks"). Apart from content/loan-application-copy.ts because only a signed-in
 * customer's steps load them (src/web/features/loan-application/steps/customer-summary.on-demand.tsx).
 */
export const customerSummaryCopy = {
  /**
   * The link back to the portal (loan-application §2 "Logged-in users get a link back to the
   * portal"); on step 4 only when `onFinalStep` is set.
   */
  portalLink: { label: 'Back to your account', href: '/account/', onFinalStep: true },
  heading: 'Your details',
  name: 'Name',
  // spec: loan-application §2 step 1 "showing Unknown when missing"
  unknown: 'Unknown',
  change: 'Change',
  add: 'Add',
  years: 'years',
  months: 'months',
  sections: {
    '2': 'Your personal details and address',
    '3': 'Your residency and photo ID type',
    '4-security': 'Security',
    '4-employment': 'Your employment',
  },
} as const;
