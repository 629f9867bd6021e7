/** Site navigation: every public page is reachable from here (header or footer). */
export const primaryNavigation = [
  { label: 'Home', to: '/' },
  { label: 'Loan calculator', to: '/loan-calculator/' },
  { label: 'Find a branch', to: '/find-a-branch-near-you/' },
  { label: 'Fast $500', to: '/promotions/fast-500/' },
  // spec: site-and-tools §7 "Apply-Now-Button-Click: header apply button"
  { label: 'Apply now', to: '/loan-application/step-1/', event: 'Apply-Now-Button-Click' },
] as const;

export const footerNavigation = [
  { label: 'Send bank statements', to: '/bank-statements/' },
  { label: 'Make a payment', to: '/make-a-payment/' },
  { label: 'Refer a friend', to: '/refer-a-friend/' },
  { label: 'Privacy policy', to: '/privacy-policy/' },
  { label: 'Find a branch', to: '/find-a-branch-near-you/' },
  { label: 'Personal loans', to: '/personal-loans/' },
  { label: 'Car loans', to: '/car-loans/' },
  { label: 'Debt consolidation', to: '/debt-consolidation/' },
  { label: 'About us', to: '/about/' },
  { label: 'News', to: '/news/' },
  { label: 'Terms of use', to: '/terms/' },
  { label: 'Financial hardship', to: '/hardship/' },
  { label: 'Complaints', to: '/complaints/' },
  { label: 'Contact us', to: '/contact/' },
] as const;

/** The header's account control (issue 8 "Sign-in"). */
export const accountNavigation = { signIn: 'Sign in', signOut: 'Sign out' } as const;
