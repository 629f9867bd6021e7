/** A borrower's continuing disclosure statements in the portal (CCCFA s 18, decision 151). */
import { z } from 'zod';
import { ERROR_RESPONSES, fileBytes } from './api.ts';
import { API } from './wire.ts';

export const NO_SUCH_STATEMENT = 'There is no such statement.';

export const loanStatementSchema = z.object({
  id: z.string(),
  loanNumber: z.string(),
  /** The period's first and last days, YYYY-MM-DD. */
  periodFrom: z.string(),
  periodTo: z.string(),
  /** The PDF's address (opening it records the first opening). */
  href: z.string(),
  openedAt: z.string().nullable(),
});
export type LoanStatement = z.output<typeof loanStatementSchema>;

export const accountStatementsContract = {
  ...API.accountStatements,
  response: { 200: z.object({ statements: z.array(loanStatementSchema) }), ...ERROR_RESPONSES },
} as const;

export const accountStatementFileContract = {
  ...API.accountStatementFile,
  params: z.object({ id: z.string().uuid(NO_SUCH_STATEMENT) }),
  /** The PDF's bytes. */
  response: { 200: fileBytes, ...ERROR_RESPONSES },
} as const;
