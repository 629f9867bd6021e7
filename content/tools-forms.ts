import { brand } from './brand.ts';

/**
 * Words and settings of the tool forms (site-and-tools §2, §3 "Configuration", §8). Texts the spec
 * gives are word for word; the spec leaves the configured ones (ReCaptchaMessage,
 * MessageSubmissionFailure, ConfirmationMessage, FailureMessage) to the brand: these are the demo's.
 */
export const bankStatementsCopy = {
  fields: {
    Customer: { label: 'Customer Number', hint: 'Up to 7 digits, on your loan documents' },
    ApplicationToggle: { label: 'Customer Number Only' },
    Application: { label: 'Application Number', hint: '7 digits, in the email we sent you' },
  },
  toggleOptions: { Yes: 'Yes', No: 'No' },
  submit: 'Submit',
  busy: 'Sending…',
  captchaDisclaimer:
    'This form is protected by a captcha check that runs in your browser. We do not track you with it.',
  // spec: site-and-tools §8 "Bank statements" (word for word, including its "to to")
  failure: 'There was an issue with your submission. Please talk to to one of our staff members.',
  reCaptchaMessage:
    'We need one more check that you are a person before we can send your details. Tick the box below, then submit again.',
  success:
    'Thank you. Now connect your bank below: choose your bank, sign in and pick the accounts to share.',
  frameTitle: 'Connect your bank',
  homeUrl: '/',
  backToHome: 'Back to Home',
};

export const bankLinkCopy = {
  label: 'Bank statements',
  hint: 'Connect your bank to share 90 days of statements.',
  finished: 'Thank you, your bank statements have been sent.',
};

export const paymentCopy = {
  sectionTitle: 'Your payment details',
  fields: {
    FullName: { label: 'Full Name' },
    Email: { label: 'Email' },
    LoanId: { label: 'Loan Id', hint: '7 digits or more, on your loan statement' },
    PaymentAmount: { label: 'Payment Amount' },
  },
  /** The hidden PageId the form sends (site-and-tools §3): which page took the payment. */
  pageId: 'make-a-payment',
  submit: 'Submit',
  busy: 'Taking you to the payment page…',
  messageSubmissionFailure:
    'Sorry, we could not start your payment. Please try again, or call your branch.',
  /** A number that is no loan we can take a payment for (decision 146): the same for any reason. */
  loanNotPayable:
    'We cannot take a payment for this Loan Id. Check the number on your loan statement, or call your branch.',
  /** Too many loan numbers tried from one place (decision 146). */
  tooManyLoanIds: (minutes: number) =>
    `You have tried too many Loan Ids. Please wait ${minutes} minutes and try again, or call your branch.`,
  reCaptchaMessage:
    'We need one more check that you are a person before we can take your payment. Tick the box below, then submit again.',
  result: {
    title: 'Payment result',
    approved: 'Thank you, your payment was approved',
    declined: 'Your payment was declined',
    pending: 'We are waiting to hear from the payment provider',
    amount: 'Amount',
    declinedBody: 'Nothing was taken from your card. You can try again with another card.',
    pendingBody: 'Refresh this page in a minute to see the outcome.',
    notFound: 'We could not find that payment.',
    again: 'Make another payment',
  },
};

export const referCopy = {
  heading: 'Tell us about your friend',
  fields: {
    Name: { label: 'Your full name' },
    Branch: { label: 'Branch' },
    FriendName: { label: "Your friend's name" },
    FriendPhone: { label: "Your friend's phone" },
    FriendEmail: { label: "Your friend's email" },
  },
  // spec: site-and-tools §2 "Its first option reads 'Please select'"
  pleaseSelect: 'Please select',
  submit: 'Refer my friend',
  busy: 'Sending…',
  confirmationMessage: `Thank you. ${brand.name} will be in touch with your friend soon.`,
  failureMessage: 'Sorry, we could not send your referral. Please try again later.',
  reCaptchaMessage:
    'We need one more check that you are a person before we can send your referral. Tick the box below, then submit again.',
  /** The online branch: the fallback when a customer's branch matches none (§6). */
  onlineBranch: { id: 'online', name: 'Online', email: 'online@kowhai.example.nz' },
};
