import {
  DROPPED_QUERY_PARAMETERS,
  QUERY_PARAMETER_NAMES,
  STEP_PATHS,
  type Step,
} from '#domain/loan-application/index.ts';

/**
 * The address of another step (loan-application §2): the query string is kept, the utm source,
 * medium and campaign are dropped, `ref` is set to the application guid and `amount` to the
 * current loan amount.
 */
export function stepUrl(
  step: Step,
  currentSearch: string,
  guid: string | null,
  amount: string | null,
): string {
  const params = new URLSearchParams(currentSearch);
  for (const name of DROPPED_QUERY_PARAMETERS) params.delete(name);
  if (guid) params.set(QUERY_PARAMETER_NAMES.ref, guid);
  if (amount) params.set(QUERY_PARAMETER_NAMES.amount, amount);
  const search = params.toString();
  return search === '' ? STEP_PATHS[step] : `${STEP_PATHS[step]}?${search}`;
}
