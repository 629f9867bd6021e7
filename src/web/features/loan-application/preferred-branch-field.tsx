import { branches, preferredBranchSpecialValues } from '#content/branches.ts';
import { applicationCopy } from '#content/loan-application-copy.ts';
import { nearestBranch } from '#domain/branches/index.ts';
import { readAddressValue } from '#domain/address/index.ts';
import { Select } from '#web/widgets/select/select.tsx';
import type { ApplicationView } from './application-context.tsx';
import { textField } from './field-binding.ts';

/** Branches by name; the list is content (content/branches.ts), so the page renders it on the server too. */
const BRANCH_OPTIONS = [...branches]
  .sort((a, b) => a.name.localeCompare(b.name, 'en-NZ'))
  .map((branch) => ({ value: String(branch.id), label: branch.name }));

/**
 * PreferredBranch (loan-application §2 step 2, §3): the branches and the default special value
 * ("no preferred branch"). The staff value is for staff-originated applications (the roles
 * issue) and is not offered to applicants. A looked-up address recommends its nearest branch.
 */
export function PreferredBranchField({ view }: { view: ApplicationView }) {
  const address = readAddressValue(view.state.values.Address ?? {});
  const nearest =
    address && address.Latitude !== null && address.Longitude !== null
      ? nearestBranch(branches, { latitude: address.Latitude, longitude: address.Longitude })
      : undefined;
  const hint = nearest
    ? applicationCopy.branchRecommendation.replace('{branch}', nearest.branch.name)
    : undefined;
  const field = textField(view, 'PreferredBranch');
  return (
    <Select
      {...field}
      hint={hint}
      options={[
        {
          value: preferredBranchSpecialValues.default.value,
          label: preferredBranchSpecialValues.default.label,
        },
        ...BRANCH_OPTIONS,
      ]}
    />
  );
}
