import { describe, expect, it } from 'vitest';
import {
  PREFERRED_BRANCH_DEFAULT_VALUE,
  PREFERRED_BRANCH_STAFF_VALUE,
  isSpecialPreferredBranch,
  isStaffPreferredBranch,
} from './preferred-branch.ts';

describe('preferred-branch special values (loan-application §3 step 2, §4)', () => {
  it('marks only the staff value as a staff application (Source: Staff)', () => {
    expect(isStaffPreferredBranch(PREFERRED_BRANCH_STAFF_VALUE)).toBe(true);
    expect(isStaffPreferredBranch(PREFERRED_BRANCH_DEFAULT_VALUE)).toBe(false);
    expect(isStaffPreferredBranch('3')).toBe(false);
  });

  it('tells the special values apart from branch ids', () => {
    expect(isSpecialPreferredBranch(PREFERRED_BRANCH_DEFAULT_VALUE)).toBe(true);
    expect(isSpecialPreferredBranch(PREFERRED_BRANCH_STAFF_VALUE)).toBe(true);
    expect(isSpecialPreferredBranch('12')).toBe(false);
  });
});
