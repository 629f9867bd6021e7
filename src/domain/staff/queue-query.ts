import type { ApplicationSource } from '../loan-application/types.ts';
import { isApplicationStatus, type ApplicationStatus } from './status.ts';

/** The sources an application can have (loan-application §4), as the queue filters them. */
export const APPLICATION_SOURCES: readonly ApplicationSource[] = [
  'Website',
  'Broker',
  'Joint Borrower',
  'Branch',
  'Staff',
];
export const ASSIGNED_FILTERS = ['anyone', 'me', 'unassigned'] as const;
export const QUEUE_SORTS = ['submitted', 'reference', 'name', 'amount', 'status'] as const;
/**
 * The queue's columns (issue 20) with the sort each head offers, or null: the page shows them and
 * the waiting time; the CSV export is the view, so it holds these columns and no more.
 */
export const QUEUE_COLUMNS = [
  ['reference', 'Reference'],
  ['name', 'Applicant'],
  ['amount', 'Amount'],
  [null, 'Purpose'],
  [null, 'Source'],
  [null, 'Branch'],
  ['status', 'Status'],
  [null, 'Assigned to'],
  ['submitted', 'Submitted'],
] as const satisfies readonly (readonly [(typeof QUEUE_SORTS)[number] | null, string])[];
export const QUEUE_PAGE_SIZE = 25;
export const QUEUE_SEARCH_MAX_LENGTH = 100;

/**
 * The queue's view (issue 20 "The queue"): its filters, search, sort and page. It lives in the
 * page's address, `/staff/?status=submitted&q=ngata&page=2`, so a view can be shared and
 * survives a reload; the API takes the same parameters.
 */
export interface QueueQuery {
  status?: ApplicationStatus;
  source?: ApplicationSource;
  branch?: string;
  assigned: (typeof ASSIGNED_FILTERS)[number];
  /** Submitted from and to, New Zealand calendar dates (YYYY-MM-DD), both included. */
  from?: string;
  to?: string;
  /** Amount range in whole dollars, both included. */
  min?: number;
  max?: number;
  q?: string;
  sort: (typeof QUEUE_SORTS)[number];
  dir: 'asc' | 'desc';
  page: number;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DOLLARS = /^\d{1,9}$/;
const BRANCH = /^[A-Za-z0-9-]{1,40}$/;

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : undefined;

/**
 * The view of an address's query. A parameter that is not valid is left out (a shared or edited
 * address still opens the queue), so the page shows what it filters by.
 */
export function readQueueQuery(params: URLSearchParams): QueueQuery {
  const text = (name: string, pattern: RegExp) => {
    const value = params.get(name);
    return value !== null && pattern.test(value) ? value : undefined;
  };
  const status = params.get('status');
  const page = Number(text('page', /^\d{1,5}$/) ?? '1');
  const q = params.get('q')?.trim().slice(0, QUEUE_SEARCH_MAX_LENGTH);
  const min = text('min', DOLLARS);
  const max = text('max', DOLLARS);
  return {
    status: isApplicationStatus(status) ? status : undefined,
    source: oneOf(APPLICATION_SOURCES, params.get('source')),
    branch: text('branch', BRANCH),
    assigned: oneOf(ASSIGNED_FILTERS, params.get('assigned')) ?? 'anyone',
    from: text('from', DATE),
    to: text('to', DATE),
    min: min === undefined ? undefined : Number(min),
    max: max === undefined ? undefined : Number(max),
    q: q ? q : undefined,
    sort: oneOf(QUEUE_SORTS, params.get('sort')) ?? 'submitted',
    dir: params.get('dir') === 'asc' ? 'asc' : 'desc',
    page: Math.max(1, page),
  };
}

/** The address query of a view: only what differs from the defaults, in a fixed order. */
export function writeQueueQuery(query: Partial<QueueQuery>): string {
  const params = new URLSearchParams();
  const set = (name: string, value: string | number | undefined, omit?: string | number) => {
    if (value !== undefined && value !== '' && value !== omit) params.set(name, String(value));
  };
  set('status', query.status);
  set('source', query.source);
  set('branch', query.branch);
  set('assigned', query.assigned, 'anyone');
  set('from', query.from);
  set('to', query.to);
  set('min', query.min);
  set('max', query.max);
  set('q', query.q);
  set('sort', query.sort, 'submitted');
  set('dir', query.dir, 'desc');
  set('page', query.page, 1);
  const text = params.toString();
  return text ? `?${text}` : '';
}
