/**
 * The confirmation page's bank-statement form (loan-application §1 "a bank-statement (income
 * verification) widget inside a form"): one field, the bank-link widget's value, required until
 * the visitor finishes, with the message of the broker's widget (§5 "Please submit a bank
 * statement"). The page runs it before posting; POST /api/loan-app/bank-statements runs it again.
 */
import { BANK_STATEMENT_VALUE_MAX_LENGTH, bankStatementSent } from '../bank-link/bank-link.ts';
import { MESSAGES } from '../loan-application/messages.ts';
import { everyKind } from '../validation/rule-builders.ts';
import type { FieldRule } from '../validation/types.ts';

export const APPLICATION_BANK_STATEMENTS_MAX_LENGTH = BANK_STATEMENT_VALUE_MAX_LENGTH;

export const APPLICATION_BANK_STATEMENT_RULES: readonly FieldRule[] = [
  {
    name: 'BankStatements',
    required: true,
    personal: true,
    component: bankStatementSent,
    maxLength: BANK_STATEMENT_VALUE_MAX_LENGTH,
    messages: everyKind(MESSAGES.bankStatement),
  },
];
