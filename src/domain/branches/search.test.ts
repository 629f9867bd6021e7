import { describe, expect, it } from 'vitest';
import { filterBranches, findBranchesForPlace, normaliseSearchText } from './search.ts';
import { testBranches } from './branch-fixtures.ts';

const names = (branches: Array<{ name: string }>) => branches.map((b) => b.name);

describe('search text', () => {
  it('ignores case, macrons and apostrophes', () => {
    expect(normaliseSearchText('Whangārei')).toBe('whangarei');
    expect(normaliseSearchText("  Hawke's  Bay ")).toBe('hawkes bay');
    expect(normaliseSearchText('Manawatū-Whanganui')).toBe('manawatu whanganui');
  });
});

describe('the branch listing filter (site-and-tools §2 "searchable branch listing")', () => {
  it('keeps every branch for an empty query', () => {
    expect(filterBranches(testBranches, '   ')).toHaveLength(testBranches.length);
  });

  it('matches by name, town or region, with or without macrons', () => {
    expect(names(filterBranches(testBranches, 'whangarei'))).toEqual(['Whangārei']);
    expect(names(filterBranches(testBranches, 'canterbury'))).toEqual(['Christchurch', 'Timaru']);
    expect(names(filterBranches(testBranches, 'Manawatu'))).toEqual(['Palmerston North']);
  });

  it('matches part of a word, and needs every typed word', () => {
    expect(names(filterBranches(testBranches, 'palm nor'))).toEqual(['Palmerston North']);
    expect(names(filterBranches(testBranches, 'auckland manukau'))).toEqual(['Manukau']);
  });

  it('returns nothing for a place with no branch', () => {
    expect(filterBranches(testBranches, 'Queenstown')).toEqual([]);
  });
});

describe('the find-a-branch box place match (site-and-tools §2)', () => {
  it('matches a postcode to the branch serving its postcode area', () => {
    expect(names(findBranchesForPlace(testBranches, '0110'))).toEqual(['Whangārei']);
    expect(names(findBranchesForPlace(testBranches, '2025'))).toEqual(['Manukau']);
    expect(names(findBranchesForPlace(testBranches, 'Lower Hutt 5010'))).toEqual(['Wellington']);
  });

  it('matches nothing for a postcode area no branch serves', () => {
    expect(findBranchesForPlace(testBranches, '9300')).toEqual([]);
  });

  it('prefers the town over the region of the same name', () => {
    expect(names(findBranchesForPlace(testBranches, 'auckland'))).toEqual(['Auckland CBD']);
  });

  it('offers every branch of a region typed in full', () => {
    expect(names(findBranchesForPlace(testBranches, 'Canterbury'))).toEqual([
      'Christchurch',
      'Timaru',
    ]);
    expect(names(findBranchesForPlace(testBranches, 'hawkes bay'))).toEqual(['Napier']);
  });

  it('matches the start of a town name of three letters or more', () => {
    expect(names(findBranchesForPlace(testBranches, 'Palmerston'))).toEqual(['Palmerston North']);
    expect(names(findBranchesForPlace(testBranches, 'chr'))).toEqual(['Christchurch']);
    expect(findBranchesForPlace(testBranches, 'ch')).toEqual([]);
  });

  it('matches nothing for an empty query or an unknown town', () => {
    expect(findBranchesForPlace(testBranches, '  ')).toEqual([]);
    expect(findBranchesForPlace(testBranches, 'Queenstown')).toEqual([]);
  });
});
