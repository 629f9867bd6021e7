import { customerLoanCopy as copy } from '#content/account-copy.ts';
import type { PortalLoan, PortalLoans, PaymentPageState } from '#domain/account/customer-loan.ts';
import { longDate } from '#domain/calendar/new-zealand-date.ts';
import { formatCents } from '#domain/payment/fields.ts';
import { useNavigate } from '#web/router/router.tsx';

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
        <table className="portal-table">
          <caption className="visually-hidden">{copy.paymentsHeading}</caption>
          <thead>
            <tr>
              <th scope="col">{columns.date}</th>
              <th scope="col">{columns.amount}</th>
            </tr>
          </thead>
          <tbody>
            {loan.payments.map((payment, index) => (
              <tr key={index}>
                <td data-label={columns.date}>{longDate(payment.date)}</td>
                <td data-label={columns.amount}>{formatCents(payment.amountCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

function LoanSchedule({ loan }: { loan: PortalLoan }) {
  const columns = copy.scheduleColumns;
  return (
    <details className="customer-loan__schedule">
      <summary>{copy.scheduleHeading}</summary>
      <table className="portal-table">
        <caption className="visually-hidden">{copy.scheduleHeading}</caption>
        <thead>
          <tr>
            <th scope="col">{columns.number}</th>
            <th scope="col">{columns.due}</th>
            <th scope="col">{columns.amount}</th>
            <th scope="col">{columns.paid}</th>
          </tr>
        </thead>
        <tbody>
          {loan.schedule.map((instalment) => (
            <tr key={instalment.number}>
              <td data-label={columns.number}>{instalment.number}</td>
              <td data-label={columns.due}>{longDate(instalment.dueDate)}</td>
              <td data-label={columns.amount}>{formatCents(instalment.totalCents)}</td>
              <td data-label={columns.paid}>{formatCents(instalment.paidCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

function LoanDocuments({ loan }: { loan: PortalLoan }) {
  return (
    <>
      <h4>{copy.documentsHeading}</h4>
      {loan.documents.length === 0 ? (
        <p>{copy.documentsNone}</p>
      ) : (
        <ul>
          {loan.documents.map((document) => (
            <li key={document.id}>
              <a href={document.href}>
                {document.title} {copy.opens}
              </a>{' '}
              ({longDate(new Date(document.at))})
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
