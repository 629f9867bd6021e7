import { useEffect, useState } from 'react';
import { statementWords } from '#content/lending/statement-words.ts';
import type { LoanStatement } from '#domain/contracts/loan-statements.ts';
import { API } from '#domain/contracts/wire.ts';
import { longDate } from '#domain/calendar/new-zealand-date.ts';
import { callApi } from '#web/api/call.ts';

/** The signed-in borrower's statements, or null when they could not be loaded. */
async function loadStatements(): Promise<LoanStatement[] | null> {
  const outcome = await callApi(API.accountStatements, {
    answers: () =>
      import('#domain/contracts/loan-statements.ts').then(
        (c) => c.accountStatementsContract.response,
      ),
  });
  return outcome.ok ? outcome.body.statements : null;
}

/**
 * The portal's continuing disclosure statements (CCCFA s 18, decision 151): each loan's
 * statements, newest first, each a PDF the server hands only to its borrower (opening one is
 * recorded). A section of its own, so the loan's page can show it where it likes; with no
 * statements yet it shows nothing.
 */
export function LoanStatements() {
  const [statements, setStatements] = useState<LoanStatement[] | null>(null);
  useEffect(() => {
    void loadStatements().then(setStatements);
  }, []);
  if (!statements || statements.length === 0) return null;
  return (
    <section aria-labelledby="loan-statements-heading">
      <h2 id="loan-statements-heading">{statementWords.portalHeading}</h2>
      <ul>
        {statements.map((statement) => (
          <li key={statement.id}>
            <a href={statement.href}>
              {statementWords.portalLink(
                statement.loanNumber,
                longDate(statement.periodFrom),
                longDate(statement.periodTo),
              )}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
