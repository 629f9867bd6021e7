/**
 * What the find-a-branch box does once the visitor asks (a place typed in, or "Use my location"),
 * loaded then rather than with the page it sits on (docs/decisions/028, "*.on-demand" modules).
 */
export { nearestBranch } from '#domain/branches/nearest-branches.ts';
export { findBranchesForPlace } from '#domain/branches/search.ts';
export { locateVisitor } from '#web/site/permissions/locate-visitor.ts';
export { locationMessage } from './location-message.ts';
export { branchForPlace } from './branch-for-place.ts';
export { fetchBranches } from './branch-data.ts';
