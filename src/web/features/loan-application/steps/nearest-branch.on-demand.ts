/**
 * The branch nearest a looked-up address (loan-application §2 step 2, the branch question's hint).
 * An address has its place only once the lookups' code or a resumed application gave it one, so
 * this loads then, not with the step (docs/decisions/166).
 */
export { nearestBranch } from '#domain/branches/nearest-branches.ts';
