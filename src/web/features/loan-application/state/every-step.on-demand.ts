// Every step's rule table, for a step's page that holds only its own step's until it needs the
// others: a resumed application's earlier steps, a signed-in customer's record (decision 115).
export { STEP_RULES } from '#domain/loan-application/fields/index.ts';
