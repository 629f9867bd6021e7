/**
 * Special values of the loan application's PreferredBranch besides a branch id
 * (spec: loan-application §3 step 2 "PreferredBranch (branch id, a default special value, or a
 * staff special value)", §4 "Source ... Staff if the staff branch is chosen", §6 "Staff:
 * identified by a special preferred-branch value"). Strings, so they never collide with the
 * numeric branch ids.
 */
export const PREFERRED_BRANCH_DEFAULT_VALUE = 'online';
export const PREFERRED_BRANCH_STAFF_VALUE = 'staff';

/** True when the chosen preferred branch marks a staff-originated application. */
export function isStaffPreferredBranch(value: unknown): boolean {
  return value === PREFERRED_BRANCH_STAFF_VALUE;
}

/** True for either special value (not a branch id). */
export function isSpecialPreferredBranch(value: unknown): boolean {
  return value === PREFERRED_BRANCH_DEFAULT_VALUE || value === PREFERRED_BRANCH_STAFF_VALUE;
}
