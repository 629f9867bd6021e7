/**
 * The rule tables of the workspace's forms and of the applicant's answer (issue 29 finding 5):
 * each field's name (the contract's body key), whether it is required, its limit and its
 * messages, written once. The staff pages run them on the form runtime (src/web/forms), and the
 * contracts (src/domain/contracts) build the same fields from them with `ruleText`, so the form
 * the officer fills in and the schema the server validates cannot drift apart.
 */
import { COMPLAINT_OUTCOMES, COMPLAINT_STATES } from '../complaints/categories.ts';
import { choice, oneOf, sameMessage, when } from '../validation/rule-builders.ts';
import type { FieldRule, FormValues, RuleContext } from '../validation/types.ts';
import {
  HARDSHIP_MONTHS_MAX,
  HARDSHIP_PAYMENT_MAX_DOLLARS,
  HARDSHIP_TEXT_MAX_LENGTH,
} from '../hardship/limits.ts';
import { MAX_DUE_WORKING_DAYS } from './information-requests.ts';
import { DECISION_OUTCOMES } from './status.ts';
import { WITHDRAW_REASON_MAX } from './workflow-policy.ts';

/** A text rule: trimmed, at most `maxLength` characters, required when it has a message for it. */
export interface TextRule extends FieldRule {
  maxLength: number;
  messages: { required?: string; max: string };
}

export function text(name: string, maxLength: number, required?: string, max?: string): TextRule {
  return {
    name,
    required: required !== undefined,
    maxLength,
    messages: {
      ...(required === undefined ? {} : { required }),
      max: max ?? `Keep this to ${maxLength} characters.`,
    },
  };
}

/** The rule named `name` of a table; a missing rule is a bug. */
export function ruleNamed<Rule extends FieldRule>(rules: readonly Rule[], name: string): Rule {
  const rule = rules.find((candidate) => candidate.name === name);
  if (!rule) throw new Error(`No rule for ${name}`);
  return rule;
}

/** The workspace's forms take no configuration and no date: their context is their values. */
export const staffFormContext = (values: FormValues): RuleContext => ({
  values,
  today: new Date(),
  config: undefined,
});

/** An internal note, on an application or a complaint. */
export const NOTE_TEXT = text('text', 4000, 'Enter a note.');
export const NOTE_RULES: readonly FieldRule[] = [NOTE_TEXT];

/** A decision's reason (from the configured list) and comment; the bulk decline's too. */
export const DECISION_REASON = text('reason', 200, 'Choose a reason.');
export const DECISION_COMMENT = text('comment', 2000, 'Enter a comment.');
export const DECISION_RULES: readonly FieldRule[] = [DECISION_REASON, DECISION_COMMENT];

/** The largest amount a decision approves, in whole dollars. */
export const DECISION_AMOUNT_MAX = 100_000_000;
export const DECISION_OUTCOME_MESSAGE = 'Choose the outcome.';
const approving = when((values) => values.outcome !== 'declined');
/**
 * The application's decision (issue 29): its outcome, the amount an approval is for (none sent
 * when it is empty: the policy then says an approval needs one), the reason and comment, and an
 * officer's proposal above their limit. A decline has neither amount nor proposal.
 */
export const DECIDE_RULES: readonly FieldRule[] = [
  choice('outcome', DECISION_OUTCOMES, {
    messages: sameMessage(DECISION_OUTCOME_MESSAGE, 'required', 'custom'),
  }),
  {
    name: 'amount',
    condition: approving,
    pattern: /^\d{1,9}$/,
    min: 1,
    max: DECISION_AMOUNT_MAX,
    maxLength: 9,
    inputMode: 'numeric',
    messages: sameMessage(
      `Enter the amount in whole dollars, at most ${DECISION_AMOUNT_MAX}.`,
      'pattern',
      'min',
      'max',
    ),
  },
  ...DECISION_RULES,
  { name: 'propose', condition: approving },
];

/** An information request: documents from the list and/or a question, due in working days. */
export const REQUEST_QUESTION = text('question', 1000);
export const REQUEST_INFORMATION_RULES: readonly FieldRule[] = [
  REQUEST_QUESTION,
  {
    name: 'dueInWorkingDays',
    required: true,
    pattern: /^\d{1,3}$/,
    min: 1,
    max: MAX_DUE_WORKING_DAYS,
    maxLength: 3,
    inputMode: 'numeric',
    messages: Object.fromEntries(
      (['required', 'pattern', 'min', 'max'] as const).map((kind) => [
        kind,
        `Enter a number of working days from 1 to ${MAX_DUE_WORKING_DAYS}.`,
      ]),
    ),
  },
];

/** Asking again for an item the applicant sent. */
export const ASK_AGAIN_REASON = text('reason', 500, 'Say why you are asking again.');
export const ASK_AGAIN_RULES: readonly FieldRule[] = [ASK_AGAIN_REASON];

/** Staff record a withdrawal at the applicant's request (issue 29 "What to build" 2). */
export const WITHDRAW_REASON = text(
  'reason',
  WITHDRAW_REASON_MAX,
  'Say why the applicant withdrew.',
);
export const WITHDRAW_RULES: readonly FieldRule[] = [WITHDRAW_REASON];

/** An approver overrides the affordability buffer (decision 066). */
export const OVERRIDE_REASON = text('reason', 1000, 'Enter the reason.');
export const OVERRIDE_RULES: readonly FieldRule[] = [OVERRIDE_REASON];

/** The identity documents an officer saw (AML/CFT Act s 16); the expiry is a date input. */
export const SEEN_DOCUMENT = text('document', 200, 'Enter the document seen.');
export const SEEN_NUMBER: TextRule = {
  ...text(
    'number',
    40,
    'Enter the document’s number.',
    'Enter the document’s number (at most 40 characters).',
  ),
  spellCheck: false,
  autocomplete: 'off',
  personal: true,
};
export const SEEN_NOTE = text('note', 2000, 'Enter what was seen.');
export const IDENTITY_SEEN_RULES: readonly FieldRule[] = [
  SEEN_DOCUMENT,
  SEEN_NUMBER,
  {
    name: 'expiresOn',
    required: true,
    pattern: /^\d{4}-\d{2}-\d{2}$/,
    messages: { required: 'Enter the expiry date.', pattern: 'Enter the expiry date.' },
  },
  SEEN_NOTE,
];

/** Enhanced due diligence on a politically exposed person (AML/CFT Act s 22, s 26). */
export const SOURCE_OF_FUNDS = text('sourceOfFunds', 2000, 'Enter the source of funds.');
export const SOURCE_OF_WEALTH = text('sourceOfWealth', 2000, 'Enter the source of wealth.');
export const DUE_DILIGENCE_RULES: readonly FieldRule[] = [SOURCE_OF_FUNDS, SOURCE_OF_WEALTH];

/** The applicant's answer to a question we asked (decision 093). */
export const ANSWER_TEXT = text('answer', 2000, 'Please enter your answer.');
export const ANSWER_RULES: readonly FieldRule[] = [ANSWER_TEXT];

/** The payout account an officer checks as the borrower's (decision 144). */
export const PAYOUT_ACCOUNT_NUMBER: TextRule = {
  ...text('accountNumber', 30, 'Enter the account number.'),
  spellCheck: false,
};
export const PAYOUT_METHODS = ['name-check', 'bank-statement'] as const;
export const PAYOUT_METHOD_MESSAGE = 'Choose how the account is checked.';
export const PAYOUT_ACCOUNT_RULES: readonly FieldRule[] = [
  PAYOUT_ACCOUNT_NUMBER,
  choice('method', PAYOUT_METHODS, {
    messages: sameMessage(PAYOUT_METHOD_MESSAGE, 'required', 'custom'),
  }),
];

/** The hardship officer asks the borrower for information (CCCFA s 57A, decision 156). */
export const HARDSHIP_REQUEST = text(
  'request',
  HARDSHIP_TEXT_MAX_LENGTH,
  'Say what information you need.',
);
export const HARDSHIP_REQUEST_RULES: readonly FieldRule[] = [HARDSHIP_REQUEST];

/** The hardship officer refuses, with the reasons the borrower reads (s 57A(1)(b)). */
export const HARDSHIP_REASONS = text('reasons', HARDSHIP_TEXT_MAX_LENGTH, 'Give the reasons.');
export const HARDSHIP_REFUSE_RULES: readonly FieldRule[] = [HARDSHIP_REASONS];

/** A date as the arrangement's first payment travels: YYYY-MM-DD. */
export const ARRANGEMENT_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A required number as typed, within its bounds, with one message for every failure. */
export const numberRule = (
  name: string,
  facts: Pick<FieldRule, 'pattern' | 'min' | 'max' | 'maxLength' | 'inputMode'>,
  message: string,
): FieldRule => ({
  name,
  required: true,
  ...facts,
  messages: sameMessage(message, 'required', 'pattern', 'min', 'max'),
});

/**
 * The hardship officer agrees an arrangement: the payment each time in dollars (it travels in
 * cents), for how many months, from which payment's date.
 */
export const HARDSHIP_AGREE_RULES: readonly FieldRule[] = [
  numberRule(
    'payment',
    {
      pattern: /^\d{1,6}(\.\d{1,2})?$/,
      min: 0,
      max: HARDSHIP_PAYMENT_MAX_DOLLARS,
      maxLength: 9,
      inputMode: 'decimal',
    },
    `Enter the payment in dollars, at most ${HARDSHIP_PAYMENT_MAX_DOLLARS}.`,
  ),
  numberRule(
    'months',
    { pattern: /^\d{1,2}$/, min: 1, max: HARDSHIP_MONTHS_MAX, maxLength: 2, inputMode: 'numeric' },
    `Enter a number of months from 1 to ${HARDSHIP_MONTHS_MAX}.`,
  ),
  {
    name: 'startsOn',
    required: true,
    pattern: ARRANGEMENT_DATE,
    maxLength: 10,
    spellCheck: false,
    messages: sameMessage('Enter the first payment’s date, YYYY-MM-DD.', 'required', 'pattern'),
  },
];

/** The outcome a complaint resolved carries (the register refuses a resolution without one). */
export const COMPLAINT_NEEDS_OUTCOME = 'Choose the outcome of the complaint.';

/** A complaint moves to a state the register allows from its own; a resolution has an outcome. */
export const COMPLAINT_MOVE_RULES: readonly FieldRule[] = [
  choice('to', COMPLAINT_STATES, {
    messages: sameMessage('Choose the state to move it to.', 'required', 'custom'),
  }),
  {
    name: 'outcome',
    required: when((values) => values.to === 'resolved'),
    custom: oneOf(COMPLAINT_OUTCOMES),
    options: COMPLAINT_OUTCOMES,
    messages: sameMessage(COMPLAINT_NEEDS_OUTCOME, 'required', 'custom'),
  },
];

/** A complaint's owner: one of the workspace's members, by id. */
export const COMPLAINT_OWNER = text('to', 100, 'Choose an owner.');
export const COMPLAINT_OWNER_RULES: readonly FieldRule[] = [COMPLAINT_OWNER];
