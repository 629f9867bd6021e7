import {
  STATUS_LABELS,
  type ApplicationStatus,
  type DecisionOutcome,
} from '#domain/staff/status.ts';
import type { WorkflowEvent } from '#domain/staff/workflow-policy.ts';

/**
 * The lender's workspace configuration and words (issue 20). A lender replaces the lists: the
 * reasons a decision may give and the documents an information request may ask for.
 */
export const decisionReasons = {
  approved: ['Meets lending criteria', 'Meets lending criteria with a guarantor'],
  'conditionally-approved': [
    'Subject to proof of income',
    'Subject to security inspection',
    'Subject to a clearer ID',
  ],
  declined: [
    'Cannot afford the repayments',
    'Credit history',
    'Could not verify identity',
    'Outside our lending policy',
  ],
} as const;

export const requestableDocuments = [
  { id: 'payslip', label: 'Payslip' },
  { id: 'bank-statement', label: 'Bank statement' },
  { id: 'proof-of-address', label: 'Proof of address' },
  { id: 'clearer-id', label: 'A clearer photo of your ID' },
  { id: 'identity-document', label: 'Your passport or driver licence, to confirm who you are' },
] as const;

/** The document asked for automatically when the electronic identity check cannot verify. */
export const IDENTITY_DOCUMENT_REQUEST = 'identity-document';

/**
 * The identity gate's words (issue 30 finding 2): why an approval waits on the applicant's
 * identity (AML/CFT Act s 14-16; the Amended Identity Verification Code of Practice), on enhanced
 * due diligence for a politically exposed person (s 22, s 26), or cannot be made at all (a
 * sanctions match), and the refusals of the identity forms.
 */
export const identityGateMessages = {
  sanctioned:
    'The identity check matched the applicant to a sanctions list, so this application cannot be approved. Refer it to the AML/CFT compliance officer.',
  noCheck:
    'The applicant’s identity is not verified yet: run the electronic identity check, or record the identity documents seen for an approver to confirm.',
  notVerified:
    'The electronic identity check did not verify the applicant to the code of practice’s standard: record the identity documents seen for an approver to confirm.',
  awaitingConfirmation:
    'The identity documents recorded are waiting for an approver to confirm them.',
  needsDueDiligence:
    'The applicant is a politically exposed person: record enhanced due diligence (source of funds and source of wealth) for an approver to sign off.',
  awaitingSignOff: 'The enhanced due diligence recorded is waiting for an approver’s sign-off.',
  /** The refusals of an approver's confirmation of the identity documents seen (four eyes). */
  documentsSeen: {
    notApprover: 'Only an approver can confirm identity documents.',
    own: 'You recorded these identity documents, so another approver must confirm them.',
    done: 'These identity documents are already confirmed.',
    missing: 'There are no such identity documents recorded for this application.',
  },
  expired: 'That document has expired. Record a document that is current.',
  /** The refusals of an approver's sign-off of enhanced due diligence (four eyes). */
  dueDiligence: {
    notApprover: 'Only an approver can sign off enhanced due diligence.',
    own: 'You recorded this due diligence, so another approver must sign it off.',
    done: 'This due diligence is already signed off.',
    missing: 'There is no such due diligence recorded for this application.',
  },
  noDueDiligenceNeeded:
    'No identity check found the applicant to be a politically exposed person, so no enhanced due diligence is needed.',
};

export const staffMessages = {
  /** 412: another staff member changed the application since this page loaded. */
  changedMeanwhile:
    'This application was changed by someone else. Please reload the page to see the change.',
  notFound: 'There is no application with that reference.',
  notWorkspaceRole: 'Your account cannot use the workspace.',
  aboveLimit: (limit: string) =>
    `This amount is above your approval limit of ${limit}. Propose it for an approver to decide.`,
  ownProposal: 'You proposed this decision, so another approver must decide it.',
  onlyApprovers: 'Only an approver can decide a proposal.',
  noOpenProposal: 'This application has no proposal waiting for a decision.',
  approverOnlyAssign: 'You can assign an application only to a staff member.',
  unknownReason: 'Choose a reason from the list.',
  amountRequired: 'Enter the approved amount in whole dollars.',
  exportTooLarge: (max: number) =>
    `This view has more than ${max.toLocaleString('en-NZ')} applications. Narrow it with the filters, then export it.`,
  bulkNoneChosen: 'Choose at least one application.',
  declineReasonRequired: 'Choose a reason for declining.',
  /** An approval needs a complete affordability and suitability record (issue 21). */
  noAffordabilityRecord:
    'Complete the affordability and suitability record before recording a decision.',
};

/** The identity section of the application page (issue 30 finding 2, decision 135). */
export const identityWords = {
  heading: 'Identity',
  verified: 'Identity verified: it does not hold an approval.',
  checkDone: 'Identity check done.',
  checkAskedForDocuments:
    'The check could not verify the applicant, so they were asked for their passport or driver licence.',
  seenHeading: 'Identity documents seen',
  seenDocument: 'Document seen',
  seenDocumentHint: 'For example: NZ passport, NZ driver licence',
  seenNumber: 'Document number',
  seenExpiry: 'Expiry date',
  seenNote: 'What was seen',
  recordSeen: 'Record the documents seen',
  seenRecorded: 'Recorded the documents seen. An approver confirms them.',
  confirm: 'Confirm the documents as approver',
  confirmed: 'Documents confirmed.',
  waitingConfirmation: 'Waiting for an approver to confirm.',
  ownRecord: 'You recorded these, so another approver confirms them.',
  dueDiligenceHeading: 'Enhanced due diligence (politically exposed person)',
  sourceOfFunds: 'Source of funds (where the money for this loan comes from)',
  sourceOfWealth: 'Source of wealth (how the applicant’s wealth was made)',
  recordDueDiligence: 'Record the due diligence',
  dueDiligenceRecorded: 'Due diligence recorded. An approver signs it off.',
  signOff: 'Sign off the due diligence as approver',
  signedOff: 'Due diligence signed off.',
  waitingSignOff: 'Waiting for an approver’s sign-off.',
  ownDueDiligence: 'You recorded this, so another approver signs it off.',
};

/** What each workflow event does, in the words of a refusal (issue 29, the workflow policy). */
const EVENT_WORDS: Readonly<Record<WorkflowEvent, string>> = {
  assign: 'assigned',
  'request-information': 'sent an information request',
  'information-complete': 'returned to review',
  propose: 'given a proposal',
  approve: 'approved',
  'approve-conditionally': 'conditionally approved',
  decline: 'declined',
  withdraw: 'withdrawn',
  'make-offer': 'offered a loan',
  'accept-offer': 'signed',
  'expire-offer': 'lapsed',
  cancel: 'cancelled',
  'release-payout': 'paid out',
  activate: 'made active',
  close: 'closed',
};

/** The words of the workflow policy's refusals (src/server/workflow/transition.ts). */
export const workflowRefusals = {
  state: (from: ApplicationStatus, event: WorkflowEvent, outcome?: DecisionOutcome) =>
    from === outcome
      ? `This application is already ${STATUS_LABELS[from].toLowerCase()}.`
      : `This application is ${STATUS_LABELS[from].toLowerCase()}, so it cannot be ${EVENT_WORDS[event]}.`,
  notAllowed: (event: WorkflowEvent) =>
    event === 'approve' || event === 'approve-conditionally' || event === 'decline'
      ? 'Only an approver can decide a proposal.'
      : 'Your account cannot do that to this application.',
  withinLimit: 'This amount is within your approval limit: record the decision instead.',
  proposalOpen: 'This application already has a proposal waiting for an approver.',
  needsReason: 'Give a reason.',
  /** Issue 30 finding 1 (CCCFA s 9C): the approval is for the loan the record assessed. */
  notAssessed: (assessed: { amount: string; termMonths: number }, amount: string) =>
    `The record assessed ${assessed.amount} over ${assessed.termMonths} months; this approval is for ${amount}. Update the record first.`,
  /** Issue 30 finding 7: a checker accepts the proposal as made (decision 134). */
  proposalChanged: (proposal: { outcome: string; amount: string | null }) =>
    `The proposal is ${proposal.outcome}${proposal.amount ? ` at ${proposal.amount}` : ''}. Decide it as proposed, or make your own decision instead of checking it: a different decision is a new proposal.`,
  checkerLimit: (limit: string) =>
    `This proposal is above your approval limit of ${limit}, so a senior approver decides it.`,
  aboveApproverLimit: (limit: string) =>
    `This amount is above your approval limit of ${limit}. Propose it for a senior approver to decide.`,
  outranked:
    'This conditional approval was made by someone with a higher approval authority than yours, so they or a colleague with that authority approve or decline it.',
};

import { brand } from './brand.ts';

/** The decision emails (issue 20): the first name and the reference only, no other personal data. */
export const decisionEmails = {
  subject: (reference: string) => `Your loan application ${reference}`,
  text: (firstName: string, reference: string, outcome: string) => {
    const hello = `Kia ora ${firstName || 'there'},`;
    const sign = `\n\nNgā mihi,\n${brand.name}\n${brand.phone}`;
    if (outcome === 'declined')
      return `${hello}\n\nWe are sorry: we cannot offer you a loan for application ${reference}. Sign in to your account, or open the link in your earlier email, to see the reason.\n\nIf you are unhappy with our decision, please talk to us first. If we cannot resolve it, you can contact ${brand.disputeScheme.name}, ${brand.disputeScheme.description}: ${brand.disputeScheme.phone}, ${brand.disputeScheme.website}.${sign}`;
    if (outcome === 'conditionally-approved')
      return `${hello}\n\nGood news: application ${reference} is conditionally approved. We will be in touch about the conditions.${sign}`;
    return `${hello}\n\nGood news: application ${reference} is approved. We will be in touch about the next steps.${sign}`;
  },
};

/** The words of information requests and notes in the workspace (issue 20, decision 092). */
export const informationRequestMessages = {
  nothingRequested: 'Choose at least one document or type a question.',
  unknownDocument: 'Choose documents from the list.',
  noSuchItem: 'This application has no such requested item.',
  notReceived: 'Nothing has been received for this item yet, so it cannot be accepted.',
  alreadyClosed: 'This item is already accepted or was asked for again.',
  enterReason: 'Say why you are asking again.',
  enterNote: 'Enter a note.',
};
