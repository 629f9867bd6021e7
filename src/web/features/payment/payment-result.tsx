import { Link } from '#web/router/router.tsx';
import { paymentCopy } from '#content/tools-forms.ts';
import { formatCents } from '#domain/payment/fields.ts';
import type { PaymentResult } from '#domain/payment/result.ts';
import { useHttpStatus, usePageData, usePageTitle } from '#web/app/page-context.tsx';

const copy = paymentCopy.result;
const HEADINGS: Record<PaymentResult['status'], string> = {
  approved: copy.approved,
  declined: copy.declined,
  pending: copy.pending,
};

/**
 * Where the payment gateway returns the browser (issue 9): the outcome and amount of our record,
 * settled by the gateway's signed notification, never by anything in the address.
 */
export function PaymentResultPage() {
  const result = usePageData('paymentResult') ?? null;
  usePageTitle(copy.title);
  if (!result) return <PaymentNotFound />;
  return (
    <article className="content-page">
      <h1>{HEADINGS[result.status]}</h1>
      <p className="lead">
        {copy.amount}: <strong>{formatCents(result.amountCents)}</strong>
      </p>
      {result.status === 'declined' ? <p>{copy.declinedBody}</p> : null}
      {result.status === 'pending' ? <p>{copy.pendingBody}</p> : null}
      <p>
        <Link to="/make-a-payment/">{copy.again}</Link>
      </p>
    </article>
  );
}

function PaymentNotFound() {
  useHttpStatus(404);
  return (
    <article className="content-page">
      <h1>{copy.notFound}</h1>
      <p>
        <Link to="/make-a-payment/">{copy.again}</Link>
      </p>
    </article>
  );
}
