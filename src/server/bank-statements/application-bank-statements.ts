import { and, eq } from 'drizzle-orm';
import {
  bankLinkReference,
  readBankLinkValue,
  type BankLinkEntry,
} from '#domain/bank-link/bank-link.ts';
import { APPLICATION_BANK_STATEMENT_RULES } from '#domain/bank-statements/application.ts';
import type { ApplicationBankStatementsRequest } from '#domain/contracts/bank-statements.ts';
import { isStorableText } from '#domain/contracts/text.ts';
import { MESSAGES } from '#domain/loan-application/messages.ts';
import { applicationBankStatements, applications } from '../db/schema/index.ts';
import { checkForm, storing } from '../form-check.ts';
import { HttpError } from '../http-error.ts';
import type { ServiceDeps } from '../services.ts';

export const NO_SUBMITTED_APPLICATION_MESSAGE = 'No submitted application has this reference.';

/**
 * The confirmation page's bank statements (loan-application §1): the widget's value, posted with
 * the application's token, stored with that submitted application. Every entry must carry this
 * application's bank-link reference (site-and-tools §3 "account code + '-webid:' + the
 * application reference"), so statements filed under another application are refused (422).
 */
export async function recordApplicationBankStatements(
  deps: Pick<ServiceDeps, 'db' | 'clock' | 'log' | 'requestId' | 'config'>,
  body: ApplicationBankStatementsRequest,
): Promise<{ recorded: true }> {
  const values = { BankStatements: body.BankStatements ?? '' };
  checkForm(APPLICATION_BANK_STATEMENT_RULES, { values, today: deps.clock(), config: undefined });
  const [application] = await storing(deps.log, () =>
    deps.db
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.token, body.Token), eq(applications.complete, true)))
      .limit(1),
  );
  if (!application) throw new HttpError(404, NO_SUBMITTED_APPLICATION_MESSAGE);
  const reference = bankLinkReference(deps.config.env.BANK_LINK_ACCOUNT_CODE, body.Token);
  const entries = readBankLinkValue(values.BankStatements);
  const foreign = (entry: BankLinkEntry) =>
    entry.reference !== reference || !isStorableText(entry.status) || entry.status.length > 100;
  if (entries.some(foreign))
    throw new HttpError(422, MESSAGES.bankStatement, { BankStatements: MESSAGES.bankStatement });
  await storing(deps.log, () =>
    deps.db.insert(applicationBankStatements).values({
      applicationId: application.id,
      entries: entries.map(({ status, reference: entryReference }) => ({
        status,
        reference: entryReference,
      })),
      requestId: deps.requestId,
    }),
  );
  return { recorded: true };
}
