import { howToSee } from '#content/applicant-status.ts';
import { brand } from '#content/brand.ts';
import { disclosureTerms } from '#content/lending/disclosure-terms.ts';

/**
 * The lender's words of the loan offer, its electronic signature, the cancellation and the payout
 * (issue 31 parts 1-3, decisions 143 and 144). The contract's text is here; its figures come from
 * the offer's fixed terms (src/server/lending/offers/contract.ts).
 */

/** The figures the contract states, already formatted. */
export interface ContractFigures {
  reference: string;
  borrowerName: string;
  madeOn: string;
  amount: string;
  establishmentFee: string;
  initialUnpaidBalance: string;
  interestPercent: string;
  perPaymentFee: string;
  termMonths: number;
  payments: string;
  firstPayment: string;
  totalInterest: string;
  totalFees: string;
  totalRepayable: string;
  coolingOffWorkingDays: number;
}

export interface ContractSection {
  heading: string;
  paragraphs: string[];
}

/** The loan contract, section by section: the same text on the page, in the PDF and its hash. */
export function contractSections(f: ContractFigures): ContractSection[] {
  const terms = disclosureTerms;
  return [
    {
      heading: `Loan contract ${f.reference}`,
      paragraphs: [
        `This contract is between ${brand.legalName} (${brand.fspNumber}), ${brand.postalAddress} ("we", "us") and ${f.borrowerName} ("you"). It is offered on ${f.madeOn} and is a consumer credit contract under the Credit Contracts and Consumer Finance Act 2003.`,
      ],
    },
    {
      heading: 'The loan',
      paragraphs: [
        `We lend you ${f.amount}. An establishment fee of ${f.establishmentFee} is added, so the initial unpaid balance is ${f.initialUnpaidBalance}.`,
        `Interest is charged at ${f.interestPercent} a year, fixed for the term of ${f.termMonths} months. ${terms.interestMethod}`,
        `You repay the loan in ${f.payments}, each including a fee of ${f.perPaymentFee}, the first on ${f.firstPayment}. A payment date that is not a working day moves to the next working day. Total interest ${f.totalInterest}; total fees ${f.totalFees}; total repayable ${f.totalRepayable}.`,
      ],
    },
    {
      heading: 'If you miss a payment',
      paragraphs: [
        `Default interest of ${terms.defaultInterestExtraPercent}% a year on top of the annual interest rate is charged on any overdue amount until it is paid. ${terms.defaultFees.map((fee) => `A ${fee.name.toLowerCase()} of $${fee.amount.toFixed(2)} is charged ${fee.when}.`).join(' ')}`,
      ],
    },
    {
      heading: 'Repaying early, hardship and cancelling',
      paragraphs: [
        `You may repay the whole unpaid balance at any time; we may charge a prepayment fee of $${terms.fullPrepaymentFee.amount.toFixed(2)}.`,
        `If you cannot keep to this contract because of illness, injury, loss of employment, the end of a relationship or another reasonable cause, you may apply to us for a hardship variation (CCCFA s 55).`,
        `You may cancel this contract within ${f.coolingOffWorkingDays} working days after disclosure is made (CCCFA s 27), in your account or the link we email you, or by telling us in writing at ${brand.email}. If we have paid you the money, you repay it, and we may charge our reasonable costs and interest for the days you had it (CCCFA s 28).`,
      ],
    },
    {
      heading: 'Documents by email and your signature',
      paragraphs: [
        'You agree to receive this contract, its disclosure statement and every notice about the loan electronically, by email and in your account (Contract and Commercial Law Act 2017 s 220 and s 226).',
        'You sign this contract electronically by entering the one-time code we send you. Your signature identifies you and shows that you approve this contract (Contract and Commercial Law Act 2017 s 226). We keep the signed contract with a certificate of the signing.',
      ],
    },
  ];
}

/** The signature certificate's words in the signed PDF. */
export const certificateWords = {
  heading: 'Signature certificate',
  intro:
    'This contract was signed electronically in our own signing flow (Contract and Commercial Law Act 2017 s 226).',
  signer: 'Signed by',
  signedAt: 'Signed at (New Zealand time)',
  ipAddress: 'From the address',
  codeSentTo: 'One-time code sent to',
  codeVerification: 'Code verification',
  consentAt: 'Consent to electronic documents',
  hash: 'SHA-256 of the contract text signed',
  verified: (tries: number) => `Matched the code's SHA-256 on try ${tries}, within its time`,
};

const hello = (firstName: string) => `Kia ora ${firstName || 'there'},`;
const sign = `\n\nNgā mihi,\n${brand.name}\n${brand.phone}`;

/** The emails of an offer: first name and reference only (and the code itself). */
export const offerEmails = {
  offerSubject: (reference: string) => `Your loan offer ${reference}`,
  offerText: (firstName: string, reference: string, link: string | null, days: number) =>
    `${hello(firstName)}\n\nYour loan offer for application ${reference} is ready to read and sign. ${howToSee(link, days)}${sign}`,
  codeSubject: (reference: string) => `Your signing code for loan ${reference}`,
  codeText: (firstName: string, code: string, minutes: number) =>
    `${hello(firstName)}\n\nYour code to sign your loan contract is ${code}. It works for ${minutes} minutes. If you did not ask for it, please call us.${sign}`,
  signedSubject: (reference: string) => `Your signed loan contract ${reference}`,
  signedText: (firstName: string, reference: string, coolingOffEnds: string) =>
    `${hello(firstName)}\n\nThank you for signing your loan contract ${reference}. Your signed contract is in your account. You may cancel it until the end of ${coolingOffEnds}.${sign}`,
};

/** What the applicant sees of the offer, the signing and the cancellation. */
export const offerCopy = {
  heading: 'Your loan offer',
  intro: (expiresOn: string) =>
    `Read your disclosure statement and your loan contract below. The offer is open until the end of ${expiresOn}.`,
  disclosureLink: 'Disclosure statement (PDF)',
  contractHeading: 'Your loan contract',
  consentLabel:
    'I agree to receive this contract and all documents about my loan electronically, by email and in my account.',
  consentNeeded: 'Tick the box to agree to receive your documents electronically.',
  sendCode: 'Email me a code to sign',
  sendingCode: 'Sending…',
  codeSent: 'We have emailed you a 6-digit code. It works for 10 minutes.',
  codeLabel: 'Your 6-digit code',
  codeNeeded: 'Enter the 6-digit code we emailed you.',
  signButton: 'Sign my loan contract',
  signing: 'Signing…',
  signed: 'Your loan contract is signed.',
  signedPdf: 'Signed contract (PDF)',
  cancelHeading: 'Changed your mind?',
  cancelUntil: (day: string) => `You can cancel this loan until the end of ${day}.`,
  cancelIntro:
    'If we have already paid you, you repay what you received and may pay our reasonable costs and interest for the days you had it.',
  cancelButton: 'Cancel my loan',
  cancelling: 'Cancelling…',
  cancelled: 'Your loan is cancelled.',
  failed: 'Something went wrong. Please try again.',
};

/** The server's refusals of the offer's steps. */
export const offerMessages = {
  noOffer: 'This application has no loan offer open.',
  expired: 'This offer has expired. Please contact us if you would still like the loan.',
  consentRequired: 'Agree to receive your documents electronically before you sign.',
  noEmail: 'We have no email address for this application, so please call us to sign.',
  tooManyCodes: `You have asked for too many codes. Please call us on ${brand.phone}.`,
  codeWrong: (left: number) =>
    left > 0
      ? `That code is not right. You have ${left} ${left === 1 ? 'try' : 'tries'} left.`
      : 'That code is not right, and it no longer works. Ask for a new code.',
  codeExpired: 'That code has expired. Ask for a new code.',
  codeNone: 'Ask for a code first.',
  codeShape: 'Enter the 6-digit code we emailed you.',
  coolingOffEnded: (day: string) =>
    `The cancellation period ended on ${day}, so this loan can no longer be cancelled here. Please call us on ${brand.phone} if you want to repay it early.`,
  cannotCancel: 'This loan cannot be cancelled now.',
};

/** The workspace's words of the offer and the payout (staff). */
export const offerStaffMessages = {
  offerMade: 'Offer made. The applicant has been emailed a link to sign it.',
  noApproval: 'This application has no approval to offer.',
  accountChecked: 'Account check recorded.',
  accountInvalid: 'Enter an NZ bank account number, like 12-3456-1234567-00.',
  noMatch:
    'The bank says this account is not in the borrower’s name. Record a bank statement that shows the account and the name instead.',
  unavailable: (reason: string) =>
    `The name check gave no answer (${reason}). Record a bank statement that shows the account and the name instead.`,
  earlyRecorded: 'Early release recorded.',
  released: 'Payout released and the loan booked.',
  needsAccountCheck: 'Check the payout account as the borrower’s first.',
  ownAccountCheck: 'You recorded the account check, so another approver releases the payout.',
  coolingOffOpen: (day: string) =>
    `The cancellation period runs until the end of ${day}. Release the payout after it, or record the borrower’s written request for early release.`,
  offerExpired: 'The offer has expired.',
  cancelledTask: (reference: string) =>
    `Loan ${reference} was cancelled in its cancellation period.`,
};
