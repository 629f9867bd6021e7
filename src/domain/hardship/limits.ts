/**
 * A hardship application's limits, apart from its rule tables (hardship.ts) so the workspace's
 * forms (src/domain/staff/form-rules.ts) take them without the borrower's rules.
 */
export const HARDSHIP_TEXT_MAX_LENGTH = 2000;
/** How long the borrower asks the change for, in months: at most two years. */
export const HARDSHIP_MONTHS_MAX = 24;
/** The largest payment the form takes, in whole dollars. */
export const HARDSHIP_PAYMENT_MAX_DOLLARS = 100_000;
