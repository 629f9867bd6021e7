import type { StaffBankStatementsView } from '#domain/staff/application-view.ts';
import { nzDate } from './staff-layout.tsx';

const FROM = { broker: 'by the broker on step 4', confirmation: 'from the confirmation page' };

/**
 * The application's bank statements in the workspace (issue 23 item 1): whether they were sent,
 * and each statement's reference, status and where it was sent from.
 */
export function BankStatementsSection({ statements }: { statements: StaffBankStatementsView }) {
  return (
    <section aria-labelledby="bank-statements-heading">
      <h2 id="bank-statements-heading">Bank statements</h2>
      {statements.sent ? (
        <ul>
          {statements.entries.map((entry, index) => (
            <li key={index}>
              Sent {FROM[entry.from]}
              {entry.at ? ` on ${nzDate.format(new Date(entry.at))}` : ''}: {entry.reference} (
              {entry.status})
            </li>
          ))}
        </ul>
      ) : (
        <p>Not sent.</p>
      )}
    </section>
  );
}
