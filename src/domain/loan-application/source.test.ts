import { describe, expect, it } from 'vitest';
import { deriveSource, type SourceInputs } from './source.ts';

const none: SourceInputs = {
  relatedApplicationId: null,
  referrerIsBroker: false,
  preferredBranch: '12',
  staffBranchValue: 'staff',
  branchPreset: false,
};

describe('Source (loan-application §4)', () => {
  it('is Joint Borrower when a related application id exists, before anything else (loan-application §4)', () => {
    expect(
      deriveSource({
        ...none,
        relatedApplicationId: 'R1',
        referrerIsBroker: true,
        preferredBranch: 'staff',
        branchPreset: true,
      }),
    ).toBe('Joint Borrower');
  });

  it('is Broker when the referrer is a broker, before staff and branch (loan-application §4)', () => {
    expect(
      deriveSource({
        ...none,
        referrerIsBroker: true,
        preferredBranch: 'staff',
        branchPreset: true,
      }),
    ).toBe('Broker');
  });

  it('is Staff when the staff branch value is chosen, before a preset branch (loan-application §4)', () => {
    expect(deriveSource({ ...none, preferredBranch: 'staff', branchPreset: true })).toBe('Staff');
  });

  it("uses the branches domain's staff value by default (loan-application §6)", () => {
    const { staffBranchValue: _ignored, ...rest } = none;
    expect(deriveSource({ ...rest, preferredBranch: 'staff' })).toBe('Staff');
  });

  it('is Branch when a branch was preset (loan-application §4)', () => {
    expect(deriveSource({ ...none, branchPreset: true })).toBe('Branch');
  });

  it('is Website otherwise, also for a blank related id (loan-application §4)', () => {
    expect(deriveSource(none)).toBe('Website');
    expect(deriveSource({ ...none, relatedApplicationId: '  ' })).toBe('Website');
  });
});
