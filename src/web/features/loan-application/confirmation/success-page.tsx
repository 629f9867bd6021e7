import { useEffect } from 'react';
import { Link, useLocation } from '#web/router/router.tsx';
import { successCopy } from '#content/loan-application-success-copy.ts';
import {
  QUERY_PARAMETER_NAMES,
  STEP_PATHS,
  type LoanApplicationOutcome,
} from '#domain/loan-application/browser.ts';
import { useHttpStatus, usePageData, usePageTitle } from '#web/app/page-context.tsx';
import type { ApplicationConversionEvent } from '#domain/contracts/wire.ts';
import { trackApplication } from '#web/site/tracking/track.ts';
import { ConfirmationOverlay } from '#web/site/confirmation-overlay/confirmation-overlay.tsx';
import { ConfirmationBankLink } from './confirmation-bank-link.tsx';
import '../loan-application.css';

const copy = successCopy;

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
  const outcome = usePageData('loanApplicationOutcome') ?? null;
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
      <ConfirmationOverlay>{copy.overlay}</ConfirmationOverlay>
      <h1>{variant.heading}</h1>
      <p className="application-success__reference">
        {copy.referenceLabel}: <strong>{outcome.reference}</strong>
      </p>
      <p className="lead">{variant.body}</p>
      {outcome.variant === 'declined' ? null : <NextSteps outcome={outcome} />}
      <Emailed outcome={outcome} />
      {outcome.variant === 'declined' ? null : <ConfirmationBankLink token={token} />}
    </article>
  );
}

/** The timeline of what follows (issue 11): a joint applicant's part comes before our call. */
function NextSteps({ outcome }: { outcome: LoanApplicationOutcome }) {
  const steps = copy.nextSteps;
  const items = [
    steps.review,
    ...(outcome.emailed.jointApplicant ? [steps.joint] : []),
    steps.call,
    steps.income,
    steps.sign,
  ];
  return (
    <section className="application-success__next" aria-labelledby="next-steps-heading">
      <h2 id="next-steps-heading">{steps.heading}</h2>
      <ol className="timeline">
        {items.map((item) => (
          <li key={item.title}>
            <h3>{item.title}</h3>
            <p>{item.body}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Who we emailed about this application, without saying their addresses (issue 11). */
function Emailed({ outcome }: { outcome: LoanApplicationOutcome }) {
  const words = copy.emailed;
  const lines = [
    ...(outcome.emailed.applicant ? [words.applicant] : []),
    ...(outcome.emailed.jointApplicant ? [words.jointApplicant] : []),
    ...(outcome.emailed.broker ? [words.broker] : []),
  ];
  if (lines.length === 0 && outcome.variant === 'declined') return null;
  return (
    <section className="application-success__emailed" aria-labelledby="emailed-heading">
      <h2 id="emailed-heading">{words.heading}</h2>
      {lines.length ? (
        <ul>
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : (
        <p>{words.nothing}</p>
      )}
    </section>
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
