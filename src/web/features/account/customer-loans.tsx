import { customerLoanCopy as copy } from '#content/account-copy.ts';
import type { PortalLoan, PortalLoans, PaymentPageState } from '#domain/account/customer-loan.ts';
import { longDate } from '#domain/calendar/new-zealand-date.ts';
import { formatCents } from '#domain/payment/fields.ts';
import { useNavigate } from '#web/router/router.tsx';
import { DocumentList } from './document-list.tsx';
import { SimpleTable } from './simple-table.tsx';

/** The site's payment page (site-and-tools §2 "Loan payment page"). */
const PAYMENT_PAGE_PATH = '/make-a-payment/';

/**
 * The customer's loans in the portal (issue 31 part 5): balance, next payment, payments received,
 * the schedule and the documents; "Make a payment" opens the payment page with the loan's number
 * in the navigation's state (decision 146), never in the address.
 */
export function CustomerLoans({ loans }: { loans: PortalLoans }) {
  if (loans !== null && loans.length === 0) return null;
  return (
    <section aria-labelledby="customer-loans-heading">
      <h2 id="customer-loans-heading">{copy.heading}</h2>
      {loans === null ? (
        <p>{copy.unavailable}</p>
      ) : (
        loans.map((loan) => <CustomerLoan key={loan.number} loan={loan} />)
      )}
    </section>
  );
}

function CustomerLoan({ loan }: { loan: PortalLoan }) {
  const navigate = useNavigate();
  const headingId = `loan-${loan.number}`;
  const pay = () => {
    const state: PaymentPageState = { loanNumber: loan.number };
    navigate(PAYMENT_PAGE_PATH, { state });
  };
  return (
    <section className="customer-loan" aria-labelledby={headingId}>
      <h3 id={headingId}>{copy.loanHeading(loan.number)}</h3>
      <dl className="customer-loan__summary">
        <dt>{copy.balance}</dt>
        <dd>{formatCents(loan.balanceCents)}</dd>
        <dt>{copy.nextPayment}</dt>
        <dd>
          {loan.nextPayment
            ? copy.nextPaymentOn(
                formatCents(loan.nextPayment.amountCents),
                longDate(loan.nextPayment.dueDate),
              )
            : copy.repaid}
          {loan.arrearsDays > 0 ? <strong> ({copy.arrears(loan.arrearsDays)})</strong> : null}
        </dd>
      </dl>
      {loan.status === 'active' ? (
        <button
          type="button"
          className="button"
          aria-label={copy.makePaymentLabel(loan.number)}
          onClick={pay}
        >
          {copy.makePayment}
        </button>
      ) : null}
      <LoanPayments loan={loan} />
      <LoanSchedule loan={loan} />
      <LoanDocuments loan={loan} />
    </section>
  );
}

function LoanPayments({ loan }: { loan: PortalLoan }) {
  const columns = copy.paymentColumns;
  return (
    <>
      <h4>{copy.paymentsHeading}</h4>
      {loan.payments.length === 0 ? (
        <p>{copy.paymentsNone}</p>
      ) : (
        <SimpleTable
          className="portal-table"
          caption={copy.paymentsHeading}
          rows={loan.payments}
          rowKey={(_, index) => index}
          columns={[
            { label: columns.date, cell: (payment) => longDate(payment.date) },
            { label: columns.amount, cell: (payment) => formatCents(payment.amountCents) },
          ]}
        />
      )}
    </>
  );
}

function LoanSchedule({ loan }: { loan: PortalLoan }) {
  const columns = copy.scheduleColumns;
  return (
    <details className="customer-loan__schedule">
      <summary>{copy.scheduleHeading}</summary>
      <SimpleTable
        className="portal-table"
        caption={copy.scheduleHeading}
        rows={loan.schedule}
        rowKey={(instalment) => instalment.number}
        columns={[
          { label: columns.number, cell: (instalment) => instalment.number },
          { label: columns.due, cell: (instalment) => longDate(instalment.dueDate) },
          { label: columns.amount, cell: (instalment) => formatCents(instalment.totalCents) },
          { label: columns.paid, cell: (instalment) => formatCents(instalment.paidCents) },
        ]}
      />
    </details>
  );
}

function LoanDocuments({ loan }: { loan: PortalLoan }) {
  return (
    <>
      <h4>{copy.documentsHeading}</h4>
      <DocumentList
        documents={loan.documents}
        words={{ none: copy.documentsNone, opens: copy.opens }}
      />
    </>
  );
}
