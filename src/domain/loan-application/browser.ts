/**
 * The loan application's pure rules without the whole rule table (decision 115): what a step's
 * page in the browser imports. It reads a step's rules through rule-table.ts over the tables it
 * holds (its own step's from fields/step-N.ts; the others on demand from fields/index.ts). The
 * server and the tests import index.ts, which adds the whole table and what reads it, the saved
 * form data's conversion (save-data.ts) and the address check (fields/address.ts): the browser's
 * code that needs those (the save, a resumed application, step 2's form) imports them from their
 * modules, so a step's page does not carry them with this barrel.
 */
export * from './config.ts';
export * from './amounts.ts';
export * from './options.ts';
export * from './messages.ts';
export * from './types.ts';
export * from './dates.ts';
export * from './conditions.ts';
export * from './roles.ts';
export * from './source.ts';
export * from './steps.ts';
export * from './query.ts';
export * from './rule-context.ts';
export * from './rule-table.ts';
export * from './customer-locks.ts';
export * from './joint-invitation.ts';
export * from './referrer-products.ts';
export * from './outcome.ts';
export * from './referrer-page.ts';
export type { LoanApplicationRule, LoanApplicationRuleContext } from './fields/shared.ts';
export { LOAN_PURPOSE_MAX_LENGTH, LOAN_PURPOSE_PATTERN } from './fields/loan-purpose.ts';
