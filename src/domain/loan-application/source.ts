import { PREFERRED_BRANCH_STAFF_VALUE } from '../branches/index.ts';
import type { ApplicationSource } from './types.ts';

export interface SourceInputs {
  relatedApplicationId: string | null | undefined;
  referrerIsBroker: boolean;
  preferredBranch: string | null | undefined;
  /** The special PreferredBranch value that marks a staff-originated application; the branches domain's by default. */
  staffBranchValue?: string;
  /** A branch was preset (query `branch` or the stored default branch). */
  branchPreset: boolean;
}

/**
 * The application's Source, set at save; the first that applies wins (loan-application §4):
 * Joint Borrower (a related application id), Broker, Staff (the staff branch value), Branch (preset), Website.
 */
export function deriveSource({
  relatedApplicationId,
  referrerIsBroker,
  preferredBranch,
  staffBranchValue = PREFERRED_BRANCH_STAFF_VALUE,
  branchPreset,
}: SourceInputs): ApplicationSource {
  if (relatedApplicationId && relatedApplicationId.trim() !== '') return 'Joint Borrower';
  if (referrerIsBroker) return 'Broker';
  if (preferredBranch === staffBranchValue) return 'Staff';
  if (branchPreset) return 'Branch';
  return 'Website';
}
