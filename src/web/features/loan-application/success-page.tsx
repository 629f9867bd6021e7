import { useEffect } from 'react';
import { Link, useLocation } from '#web/router/router.tsx';
import { applicationCopy } from '#content/loan-application-copy.ts';
import { QUERY_PARAMETER_NAMES, STEP_PATHS } from '#domain/loan-application/index.ts';
import { useHttpStatus, usePageData, usePageTitle } from '#web/app/page-context.tsx';
import type { ApplicationConversionEvent } from '#domain/contracts/wire.ts';
import { trackApplication } from '#web/site/tracking/track.ts';
import { ConfirmationBankLink } from './confirmation-bank-link.tsx';
import './loan-application.css';

/** What the server loads for /loan-application/success/?appref=TOKEN: no personal data, only the reference and the variant. */
export interface LoanApplicationOutcome {
  reference: string;
  variant: 'conditional' | 'declined' | 'standard';
}

const copy = applicationCopy.success;

// spec: site-and-tools §7: the success page's events by confirmation variant.
const VARIANT_EVENTS: Record<LoanApplicationOutcome['variant'], ApplicationConversionEvent | null> =
  {
    conditional: 'Conditional Approval',
    declined: 'Auto-Decline',
    standard: null,
  };

/** Tokens whose confirmation events this page load already sent (React may run effects twice in development). */
const sentFor = new Set<string>();

/** The confirmation page (loan-application §2): the variant for this application, its reference, and the bank-statement slot. */
export function SuccessPage() {
  const outcome = usePageData<LoanApplicationOutcome | null>('loanApplicationOutcome') ?? null;
  const token = new URLSearchParams(useLocation().search).get(QUERY_PARAMETER_NAMES.appref);
  if (!outcome || !token) return <ApplicationNotFound />;
  return <Confirmation outcome={outcome} token={token} />;
}

function Confirmation({ outcome, token }: { outcome: LoanApplicationOutcome; token: string }) {
  usePageTitle(copy.title);
  const variant = copy.variants[outcome.variant];
  useEffect(() => {
    if (sentFor.has(token)) return;
    sentFor.add(token);
    const event = VARIANT_EVENTS[outcome.variant];
    if (event) void trackApplication(event, token);
    void trackApplication('Application-Complete', token);
  }, [outcome.variant, token]);
  return (
    <article className={`application-success application-success--${outcome.variant}`}>
      <h1>{variant.heading}</h1>
      <p className="application-success__reference">
        {copy.referenceLabel}: <strong>{outcome.reference}</strong>
      </p>
      <p className="lead">{variant.body}</p>
      {outcome.variant === 'declined' ? null : <ConfirmationBankLink token={token} />}
    </article>
  );
}

function ApplicationNotFound() {
  useHttpStatus(404);
  usePageTitle(copy.notFound.title);
  return (
    <article className="application-success">
      <h1>{copy.notFound.heading}</h1>
      <p className="lead">{copy.notFound.body}</p>
      <p>
        <Link to={STEP_PATHS[1]}>{copy.notFound.startLink}</Link>
      </p>
    </article>
  );
}
