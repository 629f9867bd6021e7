/**
 * Funnel insight's events (issue 22): the one list of names, what each carries, and how the
 * browser's facts become the dimensions kept with them. Never a value an applicant typed: fields
 * are named, errors are kinds, the channel is a host or a campaign's source and medium.
 */
import type { ErrorKind } from '../validation/types.ts';

export const INSIGHT_EVENT_NAMES = [
  /** A step page opened (browser). */
  'step_viewed',
  /** A step saved (server, after the save). */
  'step_saved',
  /**
   * A step's fields failed validation: counted by the step page on each blocked submit and sent
   * batched with its beacons (issue 34 finding 1), and the §7 logging call's summary (a resumed
   * application's re-check).
   */
  'validation_failed',
  /** The applicant left a step page: the last field they touched (browser). */
  'step_left',
  /** Step 4 saved and the application completed (server). */
  'submitted',
  /** A decision on the application (the workspace calls recordDecisionEvent). */
  'decision',
] as const;
export type InsightEventName = (typeof INSIGHT_EVENT_NAMES)[number];

/** What the browser may send itself; the others only the server records. */
export const BROWSER_EVENT_NAMES = ['step_viewed', 'step_left', 'validation_failed'] as const;

/** The most failures of one field and kind a beacon carries, and the most pairs it carries. */
export const MAX_FAILURE_COUNT = 20;
export const MAX_FAILURES_PER_BEACON = 100;

/** A step's failures of one field and error kind since its last beacon: never the value. */
export interface FailureCount extends FieldFailure {
  count: number;
}

export const DEVICE_CLASSES = ['phone', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

const PHONE_MAX_WIDTH = 599;
const TABLET_MAX_WIDTH = 1023;

/** The device class of a viewport's CSS width (the breakpoints of the site's own layouts). */
export function deviceClassOf(viewportWidth: number): DeviceClass {
  if (viewportWidth <= PHONE_MAX_WIDTH) return 'phone';
  if (viewportWidth <= TABLET_MAX_WIDTH) return 'tablet';
  return 'desktop';
}

/** The sections that only some applicants see: the funnel counts them apart (Formbricks). */
export const BRANCHES = ['joint-applicant', 'previous-address', 'previous-employment'] as const;
export type Branch = (typeof BRANCHES)[number];

// The sources are the applications' own list: APPLICATION_SOURCES (src/domain/staff/queue-query.ts).

/** A field name and an error kind: all a validation failure keeps. */
export interface FieldFailure {
  field: string;
  kind: ErrorKind;
}

export const ERROR_KINDS: readonly ErrorKind[] = [
  'required',
  'pattern',
  'min',
  'max',
  'range',
  'file-format',
  'file-size',
  'custom',
  'incomplete',
  'upload',
  'invalid',
];

const TOKEN = /^[a-z0-9][a-z0-9._-]{0,39}$/;
const HOST = /^[a-z0-9.-]{1,253}$/;

/** What the entry page knew of where the visitor came from, before its utm parameters went. */
export interface EntryFacts {
  utmSource?: string | undefined;
  utmMedium?: string | undefined;
  /** The referring page's host (never its path or query). */
  referrerHost?: string | undefined;
}

export const DIRECT_CHANNEL = 'direct';

/**
 * The entry's channel: `utm:source/medium` when the campaign said so, else the referring site's
 * host (our own host is no channel), else `direct`. Anything but short lowercase tokens is
 * dropped, so a parameter cannot carry an email address or a name into the events.
 */
export function channelOf(entry: EntryFacts, ownHost?: string): string {
  const source = entry.utmSource?.trim().toLowerCase();
  if (source && TOKEN.test(source) && !source.includes('@')) {
    const medium = entry.utmMedium?.trim().toLowerCase();
    return medium && TOKEN.test(medium) ? `utm:${source}/${medium}` : `utm:${source}`;
  }
  const host = entry.referrerHost
    ?.trim()
    .toLowerCase()
    .replace(/^www\./, '');
  if (host && HOST.test(host) && host !== ownHost?.replace(/^www\./, '')) return host;
  return DIRECT_CHANNEL;
}

/** The step each optional section is on. */
export const BRANCH_STEP: Readonly<Record<Branch, 1 | 2 | 3 | 4>> = {
  'joint-applicant': 1,
  'previous-address': 2,
  'previous-employment': 4,
};

const BRANCH_FIELD_PREFIX: Readonly<Record<Branch, string>> = {
  'joint-applicant': 'JointApplicant',
  'previous-address': 'PreviousAddress',
  'previous-employment': 'PreviousEmployment',
};

/** The optional section a field belongs to, if any (by the rule table's naming). */
export function branchOfField(field: string): Branch | null {
  for (const branch of BRANCHES) if (field.startsWith(BRANCH_FIELD_PREFIX[branch])) return branch;
  return null;
}

/** Branches as a bitmask (bit i for BRANCHES[i]), as the events and journeys keep them. */
export function branchMask(branches: Iterable<Branch>): number {
  let mask = 0;
  for (const branch of branches) mask |= 1 << BRANCHES.indexOf(branch);
  return mask;
}
