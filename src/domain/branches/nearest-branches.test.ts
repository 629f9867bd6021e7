import { describe, expect, it } from 'vitest';
import { NEAREST_BRANCH_COUNT, nearestBranch, nearestBranches } from './nearest-branches.ts';
import { testBranches } from './branch-fixtures.ts';

const names = (results: Array<{ branch: { name: string } }>) => results.map((r) => r.branch.name);

describe('nearest branches (site-and-tools §9, loan-application §9)', () => {
  it('shows 8 branches with the visitor location', () => {
    expect(NEAREST_BRANCH_COUNT).toBe(8);
    const fromTaupo = nearestBranches(testBranches, { latitude: -38.6857, longitude: 176.0702 });
    expect(fromTaupo).toHaveLength(8);
  });

  it('orders branches nearest first, with their distance in km', () => {
    const lowerHutt = { latitude: -41.2092, longitude: 174.9081 };
    const results = nearestBranches(testBranches, lowerHutt, 3);
    expect(names(results)).toEqual(['Wellington', 'Palmerston North', 'Napier']);
    expect(results[0]!.distanceKm).toBeCloseTo(13.8, 0);
    expect(results.map((r) => r.distanceKm)).toEqual(
      [...results.map((r) => r.distanceKm)].sort((a, b) => a - b),
    );
  });

  it('finds Manukau, not the Auckland CBD, for a visitor in Papatoetoe', () => {
    expect(
      nearestBranch(testBranches, { latitude: -36.9786, longitude: 174.8497 })?.branch.name,
    ).toBe('Manukau');
  });

  it('finds Timaru for a visitor in Geraldine, though Christchurch is the bigger town', () => {
    expect(
      nearestBranch(testBranches, { latitude: -44.0928, longitude: 171.2437 })?.branch.name,
    ).toBe('Timaru');
  });

  it('returns every branch when fewer than asked for exist, and none for a count of 0', () => {
    expect(
      nearestBranches(testBranches.slice(0, 3), { latitude: -37, longitude: 175 }, 8),
    ).toHaveLength(3);
    expect(nearestBranches(testBranches, { latitude: -37, longitude: 175 }, 0)).toEqual([]);
  });

  it('has no nearest branch when there are no branches', () => {
    expect(nearestBranch([], { latitude: -41, longitude: 174 })).toBeUndefined();
  });

  it('keeps the listing order for branches at the same distance', () => {
    const twins = [
      { name: 'A', coordinates: { latitude: -41, longitude: 174 } },
      { name: 'B', coordinates: { latitude: -41, longitude: 174 } },
    ];
    expect(names(nearestBranches(twins, { latitude: -40, longitude: 174 }, 2))).toEqual(['A', 'B']);
  });
});
