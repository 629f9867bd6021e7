/**
 * A known population of applicants for the insight tests (issue 22 "Done when"): each journey's
 * drop-off point, source, referrer, device, channel, branches, validation failures and timings are
 * set here, so that every figure of the funnel can be computed from the population alone.
 */
import { channelOf, deviceClassOf, type EntryFacts } from '#domain/insight/events.ts';
import { DECISION_OUTCOMES, type DecisionOutcome } from '#domain/staff/status.ts';
import { PREFERRED_BRANCH_STAFF_VALUE } from '#domain/branches/preferred-branch.ts';
import { applicant } from '#server/test-support/loan-application.ts';

export interface Journey {
  index: number;
  visitId: string;
  viewportWidth: number;
  entry: EntryFacts | undefined;
  staff: boolean;
  referrer: '' | 'fast-500';
  joint: boolean;
  previousAddress: boolean;
  previousEmployment: boolean;
  /** The last step the applicant opens. */
  lastStep: 1 | 2 | 3 | 4;
  /** Saves step 4 (submits); otherwise leaves on lastStep without saving it. */
  submits: boolean;
  /** A validation failure on a step before it is saved (or left). */
  failure: { step: 1 | 2 | 3 | 4; fields: Record<string, string> } | null;
  /** How many submits of the failure's step were blocked by it (1 or 2; 0 without a failure). */
  failedSubmits: number;
  /** The last field touched on leaving, for a journey that does not submit. */
  leftField: string;
  decision: DecisionOutcome | null;
  /** The day (0-based) of the range the journey starts on, and its start within that day (s). */
  day: number;
  startSecond: number;
  /** Seconds from viewing step n to saving it. */
  stepSeconds: Record<1 | 2 | 3 | 4, number>;
}

/** mulberry32: a small seeded generator, so each run makes the same population. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const ENTRIES: Array<EntryFacts | undefined> = [
  undefined,
  { utmSource: 'google', utmMedium: 'cpc' },
  { referrerHost: 'www.news.example.nz' },
  { utmSource: 'newsletter' },
];
export const VIEWPORTS = [390, 820, 1280];
export const FAILURES: Array<{ step: 1 | 2 | 3 | 4; fields: Record<string, string> }> = [
  { step: 1, fields: { Email: 'pattern', LastName: 'required' } },
  { step: 2, fields: { ContactNumber: 'pattern' } },
  { step: 2, fields: { PreviousAddressYear: 'required' } },
  { step: 3, fields: { DriverLicenceNumber: 'pattern' } },
  { step: 4, fields: { PreviousEmploymentStatus: 'required', EmploymentCompany: 'max' } },
];
const LEFT_FIELDS: Record<1 | 2 | 3 | 4, string[]> = {
  1: ['LoanAmount', 'Email'],
  2: ['ContactNumber', 'Address'],
  3: ['DriverLicenceNumber'],
  4: ['EmploymentStatus', 'PreviousEmploymentStatus'],
};

export const POPULATION_DAYS = 7;

export function makePopulation(size: number, seed = 22): Journey[] {
  const next = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  return Array.from({ length: size }, (_, index): Journey => {
    const lastStep = pick([1, 2, 3, 4, 4, 4] as const);
    const submits = lastStep === 4 && next() < 0.7;
    const previousEmployment = next() < 0.3;
    const previousAddress = next() < 0.3;
    const candidate = next() < 0.35 ? pick(FAILURES) : null;
    // A failure on a branch's field only where the journey has that branch.
    const failure =
      candidate &&
      candidate.step <= lastStep &&
      (!('PreviousAddressYear' in candidate.fields) || previousAddress) &&
      (!('PreviousEmploymentStatus' in candidate.fields) || previousEmployment)
        ? candidate
        : null;
    return {
      index,
      visitId: `visit-${seed}-${index.toString().padStart(6, '0')}-population`,
      viewportWidth: pick(VIEWPORTS),
      entry: pick(ENTRIES),
      staff: next() < 0.2,
      referrer: next() < 0.15 ? 'fast-500' : '',
      joint: next() < 0.2,
      previousAddress,
      previousEmployment,
      lastStep,
      submits,
      failure,
      failedSubmits: failure ? 1 + Math.floor(next() * 2) : 0,
      leftField: pick(LEFT_FIELDS[lastStep]),
      decision: submits ? pick([...DECISION_OUTCOMES, null]) : null,
      day: index % POPULATION_DAYS,
      startSecond: 3_600 + Math.floor(next() * 30_000),
      stepSeconds: {
        1: 20 + Math.floor(next() * 300),
        2: 20 + Math.floor(next() * 300),
        3: 20 + Math.floor(next() * 300),
        4: 20 + Math.floor(next() * 300),
      },
    };
  });
}

/**
 * The failures a journey's step page counts on its blocked submits and sends with its next beacon
 * (issue 34 finding 1): each field and kind, as often as a submit was blocked. None on other steps.
 */
export function failureBeacon(journey: Journey, step: number) {
  if (journey.failure?.step !== step) return [];
  return Object.entries(journey.failure.fields).map(([field, kind]) => ({
    field,
    kind,
    count: journey.failedSubmits,
  }));
}

/** The figures of the facts the product derives, computed from the journey alone. */
export function expectedFacts(journey: Journey) {
  const saved = (step: number) => step < journey.lastStep || (step === 4 && journey.submits);
  const failedOn = (prefix: string) =>
    journey.failure !== null &&
    Object.keys(journey.failure.fields).some((f) => f.startsWith(prefix));
  return {
    saved,
    viewed: (step: number) => step <= journey.lastStep,
    // Staff is set by the step 2 save (PreferredBranch is a step 2 field).
    source: journey.staff && saved(2) ? 'Staff' : 'Website',
    referrer: saved(1) ? journey.referrer : '',
    device: deviceClassOf(journey.viewportWidth),
    channel: journey.entry ? channelOf(journey.entry, 'localhost') : 'direct',
    branches: {
      'joint-applicant': journey.joint && saved(1),
      'previous-address': journey.previousAddress && (saved(2) || failedOn('PreviousAddress')),
      'previous-employment':
        journey.previousEmployment && (saved(4) || failedOn('PreviousEmployment')),
    },
    branchContinued: {
      'joint-applicant': journey.joint && saved(1),
      'previous-address': journey.previousAddress && saved(2),
      'previous-employment': journey.previousEmployment && saved(4),
    },
    lastField: journey.submits ? null : journey.leftField,
  };
}

/** The answers a journey saves: a valid application with its referrer, staff branch and branches. */
export function journeyValues(journey: Journey) {
  return applicant({
    ...(journey.referrer && { Referrer: journey.referrer, LoanAmountSpecific: '500' }),
    ...(journey.staff && { PreferredBranch: PREFERRED_BRANCH_STAFF_VALUE }),
    ...(journey.joint && {
      JointApplication: 'Yes',
      JointApplicantFirstName: 'Mere',
      JointApplicantLastName: 'Tane',
      JointApplicantEmail: `mere.${journey.index}@example.co.nz`,
      JointApplicantPhoneNumber: '021 555 0101',
    }),
    ...(journey.previousAddress && {
      AddressDurationYear: '1',
      AddressDurationMonth: '0',
      PreviousAddressYear: '3',
      PreviousAddressMonth: '0',
    }),
    ...(journey.previousEmployment && {
      EmploymentTimeYear: '1',
      EmploymentTimeMonth: '0',
      PreviousEmploymentStatus: 'Student',
      PreviousEmploymentTimeYear: '2',
      PreviousEmploymentTimeMonth: '0',
    }),
  });
}
