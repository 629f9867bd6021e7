import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accountStatementFileContract,
  accountStatementsContract,
} from '#domain/contracts/loan-statements.ts';
import { HttpError } from '#server/http-error.ts';
import { statementFile, statementsOfAccount } from '#server/loans/statements.ts';
import { NOT_ALLOWED_MESSAGE } from '#server/session/guards.ts';
import { sendPrivateFile } from '../send-file.ts';

/**
 * A borrower's continuing disclosure statements (CCCFA s 18, decision 151), inside the customer
 * guard of /api/account: the list for the portal, and one statement's PDF (its opening recorded).
 */
export async function statementRoutes(
  fastify: FastifyInstance,
  options: { accountPrefix: string },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const relative = (path: string) => path.slice(options.accountPrefix.length);
  const customerId = (actor: { kind: string; id?: string }) => {
    if (actor.kind !== 'customer' || !actor.id) throw new HttpError(403, NOT_ALLOWED_MESSAGE);
    return actor.id;
  };
  app.get(
    relative(accountStatementsContract.path),
    { schema: { response: accountStatementsContract.response } },
    async (request) => ({
      statements: await statementsOfAccount(app, customerId(request.actor)),
    }),
  );
  app.get(
    relative(accountStatementFileContract.path),
    {
      schema: {
        params: accountStatementFileContract.params,
        response: accountStatementFileContract.response,
      },
    },
    async (request, reply) => {
      const found = await statementFile(
        { db: app.db, adapters: app.adapters, clock: app.clock },
        customerId(request.actor),
        request.params.id,
      );
      return sendPrivateFile(reply, {
        type: 'application/pdf',
        name: `statement-${found.loanNumber}-${found.periodTo}.pdf`,
        body: found.bytes,
      });
    },
  );
}
