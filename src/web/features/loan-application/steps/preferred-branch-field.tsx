import { useEffect, useMemo, useReducer, useState } from 'react';
import { preferredBranchSpecialValues } from '#content/loan-application-copy.ts';
import { step2Copy } from '#content/loan-application-step-2-copy.ts';
import { readAddressValue } from '#domain/address/index.ts';
import { controlId } from '#web/widgets/field/widget-props.ts';
import { Select } from '#web/widgets/select/select.tsx';
import type { ApplicationView } from '../state/application-context.tsx';
import { textField } from './field-binding.ts';
import { useActor } from '../state/rules.ts';
import { useBranchChoices } from '../state/step-page-data.ts';

/**
 * The page data's branches by name: the table the save checks a choice against (decision 074),
 * in the page data so the page renders them on the server too.
 */
function useBranchOptions() {
  const branches = useBranchChoices();
  const options = useMemo(
    () =>
      [...branches]
        .sort((a, b) => a.name.localeCompare(b.name, 'en-NZ'))
        .map((branch) => ({ value: String(branch.id), label: branch.name })),
    [branches],
  );
  return { branches, options };
}

type Nearest = typeof import('./nearest-branch.on-demand.ts');
let nearest: Nearest['nearestBranch'] | undefined;

/** The nearest branch's code, asked for once an address has a place; renders again when it came. */
function useNearestBranch(wanted: boolean): Nearest['nearestBranch'] | undefined {
  const [, loaded] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (wanted && !nearest)
      import('./nearest-branch.on-demand.ts').then((module) => {
        nearest = module.nearestBranch;
        loaded();
      }, loaded);
  }, [wanted]);
  return nearest;
}

/**
 * PreferredBranch (loan-application §2 step 2, §3): the branches and the default special value
 * ("no preferred branch"), and for a signed-in staff member only the staff value, which makes
 * Source Staff (§4, §6; the server refuses it from anyone else). A looked-up address recommends
 * its nearest branch.
 */
export function PreferredBranchField({ view }: { view: ApplicationView }) {
  const { branches, options } = useBranchOptions();
  const address = readAddressValue(view.state.values.Address ?? {});
  const point =
    address && address.Latitude !== null && address.Longitude !== null
      ? { latitude: address.Latitude, longitude: address.Longitude }
      : null;
  const nearestOf = useNearestBranch(point !== null);
  const closest = point && nearestOf?.(branches, point);
  const hint = closest
    ? step2Copy.branchRecommendation.replace('{branch}', closest.branch.name)
    : undefined;
  const field = textField(view, 'PreferredBranch');
  const { default: online, staff } = preferredBranchSpecialValues;
  const special = useActor().kind === 'staff' ? [online, staff] : [online];
  return <Select {...field} hint={hint} options={[...special, ...options]} />;
}

/**
 * A branch preset by a branch page's Apply now (issue 11; decision 058): the sentence naming it and
 * a "Change branch" button that reveals the choice of another branch (the server takes a real
 * branch only, so the special values are not offered). Focus moves to the revealed choice.
 */
export function PresetBranchChoice({ view }: { view: ApplicationView }) {
  const [changing, setChanging] = useState(false);
  const { branches, options } = useBranchOptions();
  const field = textField(view, 'PreferredBranch');
  const id = controlId(field);
  useEffect(() => {
    if (changing) document.getElementById(id)?.focus();
  }, [changing, id]);
  if (changing) return <Select {...field} required options={options} />;
  const branch = branches.find((candidate) => String(candidate.id) === field.value);
  if (!branch) return null;
  return (
    <div className="preset-branch">
      <p>{step2Copy.presetBranch.sentence.replace('{branch}', branch.name)}</p>
      <button type="button" className="button" onClick={() => setChanging(true)}>
        {step2Copy.presetBranch.change}
      </button>
    </div>
  );
}
