import { LETTERS_SPACES } from '../../validation/patterns.ts';

/**
 * LoanPurpose's rule (step-1.ts), also applied to the `purpose` query parameter (query.ts), which
 * every step reads: apart from step 1's table, so a later step's page does not load it (decision 115).
 */
export const LOAN_PURPOSE_PATTERN = LETTERS_SPACES;
export const LOAN_PURPOSE_MAX_LENGTH = 100;
