import { haversineDistanceKm, type GeoPoint } from './geo.ts';

// spec: site-and-tools §9 "With location the nearest 8 branches are shown."
export const NEAREST_BRANCH_COUNT = 8;

export interface BranchDistance<T> {
  branch: T;
  distanceKm: number;
}

/**
 * The `count` branches closest to `point`, nearest first (haversine, Earth radius 6371 km).
 * Equal distances keep the input order, so the result is stable.
 */
export function nearestBranches<T extends { coordinates: GeoPoint }>(
  branches: readonly T[],
  point: GeoPoint,
  count: number = NEAREST_BRANCH_COUNT,
): BranchDistance<T>[] {
  if (count <= 0) return [];
  return branches
    .map((branch) => ({ branch, distanceKm: haversineDistanceKm(point, branch.coordinates) }))
    .sort((a, b) => a.distanceKm - b.distanceKm)
    .slice(0, count);
}

/** The single closest branch (loan-application §9, the find-a-branch box), or undefined when there are none. */
export function nearestBranch<T extends { coordinates: GeoPoint }>(
  branches: readonly T[],
  point: GeoPoint,
): BranchDistance<T> | undefined {
  return nearestBranches(branches, point, 1)[0];
}
