/**
 * A signed-in customer's record in their application (loan-application §2 "Logged-in users",
 * §4 "Step locks", §6): step 1's personal details are read-only and always theirs; steps 2, 3,
 * 4-security and 4-employment start locked with the record's answers until the customer presses
 * Change or Add. The browser shows it; the server applies it again on every save, so a locked
 * answer never comes from the browser.
 */
import type { FormValues } from '../validation/types.ts';
import { lockSectionFieldNames } from './context.ts';
import {
  CUSTOMER_IDENTITY_FIELDS,
  CUSTOMER_LOCK_SECTIONS,
  CUSTOMER_PREFILLED_FIELDS,
  applyRecordOver,
  type StepLocks,
} from './customer-locks.ts';

export {
  CUSTOMER_IDENTITY_FIELDS,
  CUSTOMER_PREFILLED_FIELDS,
  CUSTOMER_LOCK_SECTIONS,
  CUSTOMER_START_LOCKS,
  CUSTOMER_SUMMARY_FIELDS,
  NO_LOCKS,
  lockSectionsOfStep,
  resolveStepLocks,
  type CustomerLockSection,
  type StepLocks,
} from './customer-locks.ts';

/** The fields a record answers: step 1's personal details, the prefilled and the lockable sections' fields. */
export function customerRecordFieldNames(): string[] {
  return [
    ...CUSTOMER_IDENTITY_FIELDS,
    ...CUSTOMER_PREFILLED_FIELDS,
    ...CUSTOMER_LOCK_SECTIONS.flatMap((section) => lockSectionFieldNames(section)),
  ];
}

/** The part of an account's profile the application reads (nothing else leaves the server). */
export function customerRecord(profile: FormValues): FormValues {
  const record: FormValues = {};
  for (const name of customerRecordFieldNames())
    if (Object.hasOwn(profile, name)) record[name] = profile[name];
  return record;
}

/**
 * The values with the record applied: step 1's personal details and every locked section's
 * fields are the record's (a field the record lacks is removed: it is unknown, and a locked
 * section without it offers Add). Unlocked sections keep the customer's own answers.
 */
export function applyCustomerRecord(
  values: FormValues,
  profile: FormValues,
  locks: StepLocks,
): FormValues {
  return applyRecordOver(values, profile, locks, lockSectionFieldNames);
}
