import { dateOfBirthRule } from '../forms/date-of-birth.ts';
import type { FieldRule } from '../validation/types.ts';

/**
 * The resume page's one question (decision 059): the applicant's date of birth, with the same
 * rule and messages as step 2's, so what the page accepts is what the server compares.
 */
export const RESUME_LINK_FIELDS: readonly FieldRule<unknown>[] = [
  dateOfBirthRule<unknown>('DateOfBirth'),
];
