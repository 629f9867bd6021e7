import { describe, expect, it } from 'vitest';
import { formatPhoneNumber } from '../validation/normalise.ts';
import { ruleOf } from './context.ts';
import { answerText } from './answer-text.ts';

const lookups = { branchName: (id: string) => (id === '102' ? 'Auckland CBD' : null) };
const shown = (name: string, value: unknown) => answerText(ruleOf(name)!, value, lookups);

// Issue 34 finding 2: an answer read back as the applicant gave it, from the rule table.
describe('answers as the applicant saw them', () => {
  it.each([
    ['0215550199', '021 555 0199'],
    ['021555019', '021 555 019'],
    ['02112345678', '021 1234 5678'],
    ['094381234', '09 438 1234'],
    ['0800123456', '0800 123 456'],
    ['+64215550199', '+64 21 555 0199'],
    ['+44 20 7946 0958', '+44 20 7946 0958'],
  ])('groups the phone number %s as %s', (typed, written) => {
    expect(formatPhoneNumber(typed)).toBe(written);
  });

  it('reads choices, dates, branches and amounts from the rule table', () => {
    expect(shown('ProofType', 'NZDL')).toBe('New Zealand driver licence');
    expect(shown('DateOfBirth', '1985/06/15')).toBe('15 June 1985');
    expect(shown('PreferredBranch', '102')).toBe('Auckland CBD');
    expect(shown('PreferredBranch', '999')).toBe('999');
    expect(shown('LoanAmountSpecific', '12000')).toBe('$12,000');
    expect(shown('Email', '')).toBe('');
  });
});
