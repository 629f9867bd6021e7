/** Site navigation: every public page is reachable from here (header or footer). */
export const primaryNavigation = [
  { label: 'Home', to: '/' },
  { label: 'Loan calculator', to: '/loan-calculator/' },
  { label: 'Find a branch', to: '/find-a-branch-near-you/' },
  { label: 'Fast $500', to: '/promotions/fast-500/' },
  { label: 'Apply now', to: '/loan-application/step-1/' },
] as const;

export const footerNavigation = [
  { label: 'Send bank statements', to: '/bank-statements/' },
  { label: 'Make a payment', to: '/make-a-payment/' },
  { label: 'Refer a friend', to: '/refer-a-friend/' },
  { label: 'Privacy policy', to: '/privacy-policy/' },
  { label: 'Find a branch', to: '/find-a-branch-near-you/' },
] as const;
