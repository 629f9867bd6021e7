import { useEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate } from '#web/router/router.tsx';
import { portalCopy as copy } from '#content/account-copy.ts';
import type { PortalApplication } from '#domain/account/portal.ts';
import { STEP_COUNT } from '#domain/loan-application/config.ts';
import { STEP_PATHS, isStep } from '#domain/loan-application/steps.ts';
import { ACCOUNT_PATH, signInPathReturningTo } from '#domain/session/sign-in-paths.ts';
import { usePageData, usePageTitle } from '#web/app/page-context.tsx';
import { STATUS_LABELS } from '#domain/staff/status.ts';
import { FormAnnouncer } from '#web/forms/form-announcer.tsx';
import { ApplicantStatus } from './applicant-status.tsx';
import { CustomerLoans } from './customer-loans.tsx';
import type { Announcement } from '#web/forms/form-announcer.tsx';
import './account.css';

// en-NZ, in New Zealand time, so the server's render and the browser's agree.
const dateFormat = new Intl.DateTimeFormat('en-NZ', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Pacific/Auckland',
});

function statusOf(application: PortalApplication): string {
  if (application.status === 'in-progress') return copy.inProgress;
  // Once staff work it, the workspace's status says where it is (decision 093).
  const worked = application.statusView?.status;
  if (worked && worked !== 'submitted') return STATUS_LABELS[worked];
  return copy.submitted[application.decision ?? 'pending'];
}

/**
 * The customer portal (issue 8 "Sign-in" 3): the signed-in customer's applications with their
 * step, status and reference, and "Continue" for an unfinished one; then their loans (issue 31). Anonymous visitors are sent to
 * sign in and come back here.
 */
/** `children`: what the route adds below the applications (the complaint form, issue 32). */
export function PortalPage({ children }: { children?: ReactNode } = {}) {
  usePageTitle(copy.title);
  const portal = usePageData('accountPortal');
  // The server redirects a page request; a client-side navigation goes on from here.
  const navigate = useNavigate();
  const signInRequired = portal?.state === 'sign-in-required';
  useEffect(() => {
    if (signInRequired) void navigate(signInPathReturningTo(ACCOUNT_PATH), { replace: true });
  }, [signInRequired, navigate]);
  const [announcement, setAnnouncement] = useState<Announcement | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (!portal || portal.state === 'sign-in-required') return null;
  if (portal.state === 'not-customer')
    return (
      <article>
        <h1>{copy.heading}</h1>
        <p>{copy.notCustomer}</p>
      </article>
    );

  const continueWith = async (reference: string) => {
    if (busy) return;
    setBusy(true);
    setFailed(null);
    const { continueApplication } = await import('./api.ts');
    const answer = await continueApplication(reference);
    if (answer && isStep(answer.Step)) {
      // The session now holds the application (decision 059). A fresh load: the step page
      // resumes it from the session, whatever this visit held before.
      window.location.assign(STEP_PATHS[answer.Step]);
      return;
    }
    setBusy(false);
    setFailed(reference);
    setAnnouncement((last) => ({
      message: copy.continueFailed,
      sequence: (last?.sequence ?? 0) + 1,
    }));
  };

  return (
    <article>
      <h1>{copy.heading}</h1>
      {portal.applications.length === 0 ? (
        <p>
          {copy.none} <Link to={STEP_PATHS[1]}>{copy.apply}</Link>
        </p>
      ) : (
        <>
          <p>{copy.intro}</p>
          <table className="portal-table">
            <thead>
              <tr>
                <th scope="col">{copy.columns.reference}</th>
                <th scope="col">{copy.columns.created}</th>
                <th scope="col">{copy.columns.step}</th>
                <th scope="col">{copy.columns.status}</th>
                <th scope="col">{copy.columns.action}</th>
              </tr>
            </thead>
            <tbody>
              {portal.applications.map((application) => (
                <tr key={application.reference}>
                  <td data-label={copy.columns.reference}>{application.reference}</td>
                  <td data-label={copy.columns.created}>
                    {dateFormat.format(new Date(application.createdAt))}
                  </td>
                  <td data-label={copy.columns.step}>
                    {copy.stepOf(application.step, STEP_COUNT)}
                  </td>
                  <td data-label={copy.columns.status}>{statusOf(application)}</td>
                  <td data-label={copy.columns.action}>
                    {application.status === 'in-progress' ? (
                      <button
                        type="button"
                        className="button"
                        disabled={busy}
                        aria-label={copy.continueLabel(application.reference)}
                        onClick={() => void continueWith(application.reference)}
                      >
                        {copy.continue}
                      </button>
                    ) : null}
                    {failed === application.reference ? (
                      <p className="field__error">{copy.continueFailed}</p>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {portal.applications.map((application) =>
            application.statusView ? (
              <ApplicantStatus
                key={application.reference}
                initial={application.statusView}
                signedIn
              />
            ) : null,
          )}
        </>
      )}
      <CustomerLoans loans={portal.loans} />
      {children}
      <FormAnnouncer announcement={announcement} />
    </article>
  );
}
