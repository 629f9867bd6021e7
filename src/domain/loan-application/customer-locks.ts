/**
 * A signed-in customer's locks and record over the locked sections (loan-application §2
 * "Logged-in users", §4 "Step locks", §6), without the rule tables: customer-record.ts reads the
 * sections' fields from the whole table (the server's); a step's page in the browser from the
 * tables it holds (decision 115).
 */
import type { FormValues } from '../validation/types.ts';
import type { LockSection } from './types.ts';

/** The sections that start locked for a signed-in customer (§4); step 1 never locks. */
export const CUSTOMER_LOCK_SECTIONS = ['2', '3', '4-security', '4-employment'] as const;
export type CustomerLockSection = (typeof CUSTOMER_LOCK_SECTIONS)[number];

/** Step 1's personal details: shown read-only and taken from the record, never typed (§2 step 1, §6). */
export const CUSTOMER_IDENTITY_FIELDS = [
  'Title',
  'FirstName',
  'MiddleName',
  'LastName',
  'Email',
] as const;

/**
 * Asked of every applicant on its step, outside any locked section (step 2's "Are you an existing
 * customer?"): the record answers it only while the application has no answer, so the customer's
 * own answer is the one saved (issue 34 finding 3). Never part of a locked section (rule-table.ts).
 */
export const CUSTOMER_PREFILLED_FIELDS = ['ExistingCustomer'] as const;

/** The step 1 summary (§2 step 1): name, email, contact, date of birth and gender. */
export const CUSTOMER_SUMMARY_FIELDS = ['Email', 'ContactNumber', 'DateOfBirth', 'Gender'] as const;

export type StepLocks = Record<LockSection, boolean>;

export const NO_LOCKS: Readonly<StepLocks> = {
  '1': false,
  '2': false,
  '3': false,
  '4-security': false,
  '4-employment': false,
};

/** Every customer section locked: a customer's new application (§4 "start locked"). */
export const CUSTOMER_START_LOCKS: Readonly<StepLocks> = {
  '1': false,
  '2': true,
  '3': true,
  '4-security': true,
  '4-employment': true,
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The customer's locks after a save: a section stays locked unless the customer unlocked it,
 * now (the browser's FormState) or before (the stored FormState). Unlocking cannot be undone, and
 * nothing the browser sends can lock a section again and so bring the record's answers back over
 * the customer's own.
 */
export function resolveStepLocks(stored: unknown, submitted: unknown): StepLocks {
  const unlocked = (state: unknown, section: LockSection) =>
    isRecord(state) && isRecord(state.stepLocked) && state.stepLocked[section] === false;
  return {
    ...NO_LOCKS,
    ...Object.fromEntries(
      CUSTOMER_LOCK_SECTIONS.map((section) => [
        section,
        !unlocked(stored, section) && !unlocked(submitted, section),
      ]),
    ),
  };
}

/**
 * The values with the record applied: step 1's personal details and every locked section's
 * fields are the record's (a field the record lacks is removed: it is unknown, and a locked
 * section without it offers Add). Unlocked sections keep the customer's own answers; a prefilled
 * field (CUSTOMER_PREFILLED_FIELDS) takes the record's answer only when it has none. The
 * sections' fields are those of the rule tables `sectionFieldNames` reads (decision 115).
 */
export function applyRecordOver(
  values: FormValues,
  profile: FormValues,
  locks: StepLocks,
  sectionFieldNames: (section: LockSection) => string[],
): FormValues {
  const applied = { ...values };
  const names = [
    ...CUSTOMER_IDENTITY_FIELDS,
    ...CUSTOMER_LOCK_SECTIONS.filter((section) => locks[section]).flatMap((section) =>
      sectionFieldNames(section),
    ),
  ];
  for (const name of names) {
    if (Object.hasOwn(profile, name)) applied[name] = profile[name];
    else delete applied[name];
  }
  for (const name of CUSTOMER_PREFILLED_FIELDS) {
    const answered = applied[name] !== undefined && applied[name] !== null && applied[name] !== '';
    if (!answered && Object.hasOwn(profile, name)) applied[name] = profile[name];
  }
  return applied;
}

/** The locked sections whose fields belong to a step (step 2: '2'; step 4: security and employment). */
export function lockSectionsOfStep(step: number): CustomerLockSection[] {
  return CUSTOMER_LOCK_SECTIONS.filter((section) => section.startsWith(String(step)));
}
