import { BANK_STATEMENT_RULES, isApplicationShown } from '#domain/bank-statements/fields.ts';
import type { BankStatementsRequest } from '#domain/contracts/bank-statements.ts';
import { textValue } from '#domain/validation/text-value.ts';
import { bankStatementSubmissions } from '../db/schema/index.ts';
import { checkForm, storing } from '../form-check.ts';
import type { ServiceDeps } from '../services.ts';

/**
 * Stores a bank-statement submission (site-and-tools §2 "Bank statements page", §7): the rule
 * table again, then one row. The Application Number is kept only when it was shown.
 */
export async function submitBankStatements(
  deps: Pick<ServiceDeps, 'db' | 'clock' | 'log' | 'requestId'>,
  body: BankStatementsRequest,
): Promise<{ received: true }> {
  const context = { values: { ...body }, today: deps.clock(), config: undefined };
  checkForm(BANK_STATEMENT_RULES, context);
  await storing(deps.log, () =>
    deps.db.insert(bankStatementSubmissions).values({
      customerNumber: textValue(body.Customer),
      applicationNumber: isApplicationShown(context) ? textValue(body.Application) : null,
      requestId: deps.requestId,
    }),
  );
  return { received: true };
}
