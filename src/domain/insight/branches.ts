import type { FormValues } from '../validation/types.ts';
import type { LoanApplicationConfig } from '../loan-application/config.ts';
import {
  isPreviousAddressRequired,
  isPreviousEmploymentRequired,
} from '../loan-application/conditions.ts';
import { BRANCH_STEP, BRANCHES, type Branch } from './events.ts';

/**
 * The optional sections a saved step showed, by the same conditions that show them (a joint
 * applicant when the primary applicant answered Yes).
 */
export function branchesShown(
  step: number,
  values: FormValues,
  config: Pick<
    LoanApplicationConfig,
    'previousAddressThresholdMonths' | 'previousEmploymentThresholdMonths'
  >,
): Branch[] {
  const shown: Record<Branch, boolean> = {
    'joint-applicant': values.JointApplication === 'Yes',
    'previous-address': isPreviousAddressRequired(values, config),
    'previous-employment': isPreviousEmploymentRequired(values, config),
  };
  return BRANCHES.filter((branch) => BRANCH_STEP[branch] === step && shown[branch]);
}
