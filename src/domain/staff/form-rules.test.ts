import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { applicantAnswerContract } from '../contracts/application-status.ts';
import {
  complaintAssignContract,
  complaintMoveContract,
  complaintNoteContract,
} from '../contracts/complaints.ts';
import { staffHardshipActionContract } from '../contracts/hardship.ts';
import {
  dueDiligenceContract,
  identitySeenContract,
  overrideAffordabilityContract,
  saveAffordabilityContract,
} from '../contracts/lending.ts';
import { completeRecord } from '../lending/fixtures.ts';
import {
  askAgainContract,
  bulkContract,
  decideContract,
  payoutAccountContract,
  requestInformationContract,
  staffNoteContract,
  staffWithdrawContract,
} from '../contracts/staff.ts';
import { validateFields } from '../validation/engine.ts';
import type { FieldRule } from '../validation/types.ts';
import {
  ANSWER_RULES,
  ASK_AGAIN_RULES,
  COMPLAINT_MOVE_RULES,
  COMPLAINT_OWNER_RULES,
  HARDSHIP_AGREE_RULES,
  HARDSHIP_REFUSE_RULES,
  HARDSHIP_REQUEST_RULES,
  DECIDE_RULES,
  DECISION_RULES,
  DUE_DILIGENCE_RULES,
  IDENTITY_SEEN_RULES,
  NOTE_RULES,
  OVERRIDE_RULES,
  PAYOUT_ACCOUNT_RULES,
  REQUEST_INFORMATION_RULES,
  WITHDRAW_RULES,
  staffFormContext,
} from './form-rules.ts';
import { recordRules, recordValues, recordWith } from './record-rules.ts';

type Body = z.ZodObject;
const bulkDecline = bulkContract.body.options.find(
  (option) => option.shape.action.value === 'decline',
)!;
const hardshipAction = (action: string) =>
  staffHardshipActionContract.body.options.find((option) => option.shape.action.value === action)!;

// Each form's rule table with the body schema its route validates with (issue 29 finding 5).
const FORMS: [string, readonly FieldRule[], Body][] = [
  ['note', NOTE_RULES, staffNoteContract.body],
  ['complaint note', NOTE_RULES, complaintNoteContract.body],
  ['decision', DECIDE_RULES, decideContract.body],
  ['bulk decline', DECISION_RULES, bulkDecline],
  ['information request', REQUEST_INFORMATION_RULES, requestInformationContract.body],
  ['ask again', ASK_AGAIN_RULES, askAgainContract.body],
  ['withdrawal', WITHDRAW_RULES, staffWithdrawContract.body],
  ['payout account', PAYOUT_ACCOUNT_RULES, payoutAccountContract.body],
  ['buffer override', OVERRIDE_RULES, overrideAffordabilityContract.body],
  ['identity seen', IDENTITY_SEEN_RULES, identitySeenContract.body],
  ['due diligence', DUE_DILIGENCE_RULES, dueDiligenceContract.body],
  ['applicant answer', ANSWER_RULES, applicantAnswerContract.body],
  ['complaint owner', COMPLAINT_OWNER_RULES, complaintAssignContract.body],
  ['hardship request', HARDSHIP_REQUEST_RULES, hardshipAction('request-information')],
  ['hardship refusal', HARDSHIP_REFUSE_RULES, hardshipAction('refuse')],
];

/** The message the contract gives a field's value, or undefined when it takes it. */
function contractSays(body: Body, name: string, value: unknown): string | undefined {
  const field = body.shape[name] as z.ZodType;
  const result = field.safeParse(value);
  return result.success ? undefined : result.error.issues[0]!.message;
}

/** The message the rule table gives a field's value, or undefined when it takes it. */
function formSays(rules: readonly FieldRule[], name: string, value: unknown) {
  return validateFields(rules, staffFormContext({ [name]: value }))[name]?.message;
}

/** The longest value a rule takes (or the largest number), and one past it. */
function limitsOf(rule: FieldRule): [string, string] | undefined {
  if (typeof rule.max === 'number') return [String(rule.max), String(rule.max + 1)];
  if (rule.maxLength === undefined) return undefined;
  return ['x'.repeat(rule.maxLength), 'x'.repeat(rule.maxLength + 1)];
}
/** A number field travels as a number, the form holds what was typed. */
const wire = (rule: FieldRule, value: string) =>
  typeof rule.max === 'number' ? Number(value) : value;

describe.each(FORMS)('the %s form and its contract', (_, rules, body) => {
  it('names only fields the contract takes', () => {
    expect(rules.map((rule) => rule.name).filter((name) => !(name in body.shape))).toEqual([]);
  });

  it.each(rules.map((rule) => [rule.name, rule] as const))(
    'agree on %s: required, its limit and their messages',
    (name, rule) => {
      if (typeof rule.max === 'number')
        expect(contractSays(body, name, undefined) !== undefined).toBe(Boolean(rule.required));
      else
        expect(contractSays(body, name, rule.required ? '' : undefined)).toBe(
          formSays(rules, name, ''),
        );
      const limits = limitsOf(rule);
      if (!limits) return;
      const [limit, over] = limits;
      expect(formSays(rules, name, limit)).toBeUndefined();
      expect(contractSays(body, name, wire(rule, limit))).toBeUndefined();
      expect(formSays(rules, name, over)).toBeDefined();
      expect(contractSays(body, name, wire(rule, over))).toBeDefined();
      if (typeof rule.max !== 'number')
        expect(contractSays(body, name, over)).toBe(formSays(rules, name, over));
    },
  );
});

// The forms whose values travel in another shape: an arrangement's payment in cents, a move's
// state and outcome from the register's lists.
describe('the hardship arrangement form and its contract', () => {
  const agree = hardshipAction('agree');
  const body = (payment: string, months: string, startsOn = '2027-03-01') => ({
    action: 'agree',
    version: 1,
    paymentCents: Math.round(Number(payment) * 100),
    months: Number(months),
    startsOn,
  });
  const takes = (payment: string, months: string, startsOn = '2027-03-01') => [
    validateFields(HARDSHIP_AGREE_RULES, staffFormContext({ payment, months, startsOn })),
    agree.safeParse(body(payment, months, startsOn)).success,
  ];
  const [payment, months] = ['payment', 'months'].map(
    (name) => HARDSHIP_AGREE_RULES.find((rule) => rule.name === name)!.max as number,
  );

  it('agree on the largest payment and the most months, and refuse one past them', () => {
    expect(takes(String(payment), String(months), '2027-03-01')).toEqual([{}, true]);
    const [overForm, overContract] = takes(String(payment! + 1), String(months! + 1));
    expect(Object.keys(overForm as object)).toEqual(['payment', 'months']);
    expect(overContract).toBe(false);
  });

  it('agree on the first payment’s date and its message', () => {
    const [form, contract] = takes('50', '3', '1 March');
    const rule = HARDSHIP_AGREE_RULES.find((candidate) => candidate.name === 'startsOn')!;
    expect((form as Record<string, { message: string }>).startsOn?.message).toBe(
      rule.messages?.pattern,
    );
    expect(contract).toBe(false);
    expect(agree.safeParse(body('50', '3', '1 March')).error?.issues[0]?.message).toBe(
      rule.messages?.pattern,
    );
  });
});

describe('the complaint move form and its contract', () => {
  it('offers the states and outcomes the contract takes', () => {
    const [to, outcome] = COMPLAINT_MOVE_RULES;
    expect(to!.options).toEqual(complaintMoveContract.body.shape.to.options);
    expect(outcome!.options).toEqual(complaintMoveContract.body.shape.outcome.unwrap().options);
  });

  it('asks for an outcome only for a resolution', () => {
    const says = (values: Record<string, string>) =>
      validateFields(COMPLAINT_MOVE_RULES, staffFormContext(values)).outcome?.message;
    expect(says({ to: 'resolved', outcome: '' })).toBe('Choose the outcome of the complaint.');
    expect(says({ to: 'investigating', outcome: '' })).toBeUndefined();
    expect(says({ to: 'resolved', outcome: 'upheld' })).toBeUndefined();
  });
});

// The affordability record's form (issue 29 finding 5): each typed field's limit is the contract's,
// at its path in the record the form sends.
describe('the affordability record form and its contract', () => {
  const record = { ...completeRecord(), noStatements: null };
  const unshared = {
    ...record,
    expenses: record.expenses.map((line) => ({ ...line, statementWeekly: null })),
  };
  const rules = [...recordRules(unshared), ...recordRules(record)].filter(
    (rule, index, all) => all.findIndex((other) => other.name === rule.name) === index,
  );
  // The note is asked for once a reason is chosen.
  const REASON = { 'noStatements.reason': 'other-evidence' };
  const says = (base: typeof record, name: string, typed: string) =>
    validateFields(recordRules(base), staffFormContext({ ...REASON, [name]: typed }))[name]
      ?.message;
  const sends = (base: typeof record, name: string, typed: string) =>
    saveAffordabilityContract.body.safeParse({
      record: recordWith(base, {
        ...(recordValues(base) as Record<string, string>),
        ...(name.startsWith('noStatements.note')
          ? { 'noStatements.reason': 'other-evidence' }
          : {}),
        [name]: typed,
      }),
      version: 0,
    }).success;

  it('sends back the record it was given', () => {
    expect(recordWith(record, recordValues(record) as Record<string, string>)).toEqual(record);
  });

  it.each(rules.filter((rule) => limitsOf(rule)).map((rule) => [rule.name, rule] as const))(
    'agree on %s: its limit and one past it',
    (name, rule) => {
      const base = name.startsWith('noStatements') ? unshared : record;
      const [limit, over] = limitsOf(rule)!;
      expect(says(base, name, limit)).toBeUndefined();
      expect(sends(base, name, limit)).toBe(true);
      expect(says(base, name, over)).toBeDefined();
      expect(sends(base, name, over)).toBe(false);
    },
  );
});
