/**
 * Query parameters of the application pages (loan-application §2, §8). Pure functions over search
 * strings; URLSearchParams is a web standard available in the browser and on the server.
 */
import { loanAmountsFor, type LoanAmounts } from './amounts.ts';
import type { LoanApplicationConfig } from './config.ts';
import { WHOLE_DOLLARS } from '../validation/patterns.ts';
import { LOAN_PURPOSE_MAX_LENGTH, LOAN_PURPOSE_PATTERN } from './fields/loan-purpose.ts';
import { findReferrer } from './roles.ts';

// spec: loan-application §2 (the parameters read)
export const QUERY_PARAMETER_NAMES = {
  referrer: 'referrer',
  referrerData: 'referrer-data',
  amount: 'amount',
  purpose: 'purpose',
  relatedId: 'related-id',
  firstName: 'first-name',
  lastName: 'last-name',
  email: 'email',
  brokerEmail: 'broker-email',
  branch: 'branch',
  ref: 'ref',
  appref: 'appref',
} as const;

export type LoanApplicationQuery = Record<keyof typeof QUERY_PARAMETER_NAMES, string | null>;

// spec: loan-application §8 (removed together when the amount or purpose is invalid)
export const REFERRER_QUERY_PARAMETERS: readonly string[] = [
  'referrer',
  'amount',
  'purpose',
  'related-id',
];
// spec: loan-application §2 (dropped on navigation)
export const DROPPED_QUERY_PARAMETERS: readonly string[] = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
];

export type SearchInput = string | URLSearchParams;

const toParams = (search: SearchInput): URLSearchParams =>
  new URLSearchParams(typeof search === 'string' ? search : search.toString());

/** '?a=1' from params; '' when there are none (the form of location.search). */
const toSearch = (params: URLSearchParams): string => {
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
};

/**
 * Reads the parameters; a missing or blank one is null. In purpose, plus signs become spaces, also
 * an encoded plus (%2B) that the standard decoding leaves as '+' (§2).
 */
export function readLoanApplicationQuery(search: SearchInput): LoanApplicationQuery {
  const params = toParams(search);
  const read = (name: string): string | null => {
    const value = params.get(name)?.trim() ?? '';
    return value === '' ? null : value;
  };
  const query = Object.fromEntries(
    Object.entries(QUERY_PARAMETER_NAMES).map(([key, name]) => [key, read(name)]),
  ) as LoanApplicationQuery;
  if (query.purpose !== null) query.purpose = query.purpose.replace(/\+/g, ' ').trim() || null;
  return query;
}

/** A query amount is whole dollars that the slider offers or that lie within the specific-amount bounds. */
export function isQueryAmountValid(amount: string, config: LoanAmounts): boolean {
  if (!WHOLE_DOLLARS.test(amount)) return false;
  const dollars = Number(amount);
  return (
    config.loanAmounts.some((option) => option.value === dollars) ||
    (dollars >= config.specificAmountMinDollars && dollars <= config.specificAmountMaxDollars)
  );
}

/** A query purpose passes LoanPurpose's own rule (letters and spaces, at most 100 characters). */
export function isQueryPurposeValid(purpose: string): boolean {
  return purpose.length <= LOAN_PURPOSE_MAX_LENGTH && LOAN_PURPOSE_PATTERN.test(purpose);
}

export interface CleanedQuery {
  /** The search string to show ('' or '?...'). */
  search: string;
  /** True when the referrer parameters were removed: the address should be replaced with `search`. */
  removed: boolean;
}

/**
 * An invalid amount or purpose removes referrer, amount, purpose and related-id from the address
 * (§8); absent ones are fine. The purpose is checked as read (plus signs as spaces); the amount
 * against the amounts of the referrer in the address (amounts.ts).
 */
export function cleanReferrerQuery(
  search: SearchInput,
  config: LoanApplicationConfig,
): CleanedQuery {
  const params = toParams(search);
  const { amount, purpose, referrer } = readLoanApplicationQuery(params);
  const amounts = loanAmountsFor(config, findReferrer(config, referrer));
  const invalidAmount = amount !== null && !isQueryAmountValid(amount, amounts);
  const invalidPurpose = purpose !== null && !isQueryPurposeValid(purpose);
  if (!invalidAmount && !invalidPurpose) return { search: toSearch(params), removed: false };
  for (const name of REFERRER_QUERY_PARAMETERS) params.delete(name);
  return { search: toSearch(params), removed: true };
}

/**
 * The search without `related-id`: one that names no open invitation is dropped from the address,
 * as §8 drops the referrer parameters, so the steps that follow do not carry it (decision 055).
 */
export function withoutRelatedId(search: SearchInput): string {
  const params = toParams(search);
  params.delete(QUERY_PARAMETER_NAMES.relatedId);
  return toSearch(params);
}

/**
 * The query of the step being moved to (§2): the current one without the utm parameters, with
 * `ref` set to the application guid (once there is one) and `amount` to the current loan amount.
 */
export function buildStepSearch(
  current: SearchInput,
  { guid, amount }: { guid: string | null | undefined; amount: number | string | null | undefined },
): string {
  const params = toParams(current);
  for (const name of DROPPED_QUERY_PARAMETERS) params.delete(name);
  if (guid) params.set(QUERY_PARAMETER_NAMES.ref, guid);
  if (amount !== null && amount !== undefined && String(amount).trim() !== '')
    params.set(QUERY_PARAMETER_NAMES.amount, String(amount).trim());
  return toSearch(params);
}
