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
import { PortalTable } from './portal-table.tsx';
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
 * "Continue" of an unfinished application: asks the server for the resume pair, then loads the
 * step page; a refusal shows under that application's button and is announced.
 */
function useContinueApplication() {
  const [announcement, setAnnouncement] = useState<Announcement | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

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
  return { announcement, failed, busy, continueWith };
}

type Continuing = Omit<ReturnType<typeof useContinueApplication>, 'announcement'>;

/** The action cell: "Continue" for an unfinished application, and why it could not. */
function ContinueCell({
  application,
  continuing: { busy, failed, continueWith },
}: {
  application: PortalApplication;
  continuing: Continuing;
}) {
  return (
    <>
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
    </>
  );
}

/** The customer's applications: the table, then each submitted one's status (decision 093). */
function Applications({
  applications,
  continuing,
}: {
  applications: readonly PortalApplication[];
  continuing: Continuing;
}) {
  if (applications.length === 0)
    return (
      <p>
        {copy.none} <Link to={STEP_PATHS[1]}>{copy.apply}</Link>
      </p>
    );
  return (
    <>
      <p>{copy.intro}</p>
      <PortalTable
        columns={[
          { heading: copy.columns.reference, cell: (application) => application.reference },
          {
            heading: copy.columns.created,
            cell: (application) => dateFormat.format(new Date(application.createdAt)),
          },
          {
            heading: copy.columns.step,
            cell: (application) => copy.stepOf(application.step, STEP_COUNT),
          },
          { heading: copy.columns.status, cell: statusOf },
          {
            heading: copy.columns.action,
            cell: (application) => (
              <ContinueCell application={application} continuing={continuing} />
            ),
          },
        ]}
        rows={applications}
        rowKey={(application) => application.reference}
      />
      {applications.map((application) =>
        application.statusView ? (
          <ApplicantStatus key={application.reference} initial={application.statusView} signedIn />
        ) : null,
      )}
    </>
  );
}

/**
 * The customer portal (issue 8 "Sign-in" 3): the signed-in customer's applications with their
 * step, status and reference, and "Continue" for an unfinished one; then their loans (issue 31).
 * Anonymous visitors are sent to sign in and come back here.
 * `children`: what the route adds below the applications (the complaint form, issue 32).
 */
export function PortalPage({ children }: { children?: ReactNode } = {}) {
  usePageTitle(copy.title);
  const portal = usePageData('accountPortal');
  // The server redirects a page request; a client-side navigation goes on from here.
  const navigate = useNavigate();
  const signInRequired = portal?.state === 'sign-in-required';
  useEffect(() => {
    if (signInRequired) void navigate(signInPathReturningTo(ACCOUNT_PATH), { replace: true });
  }, [signInRequired, navigate]);
  const { announcement, ...continuing } = useContinueApplication();

  if (!portal || portal.state === 'sign-in-required') return null;
  if (portal.state === 'not-customer')
    return (
      <article>
        <h1>{copy.heading}</h1>
        <p>{copy.notCustomer}</p>
      </article>
    );
  return (
    <article>
      <h1>{copy.heading}</h1>
      <Applications applications={portal.applications} continuing={continuing} />
      <CustomerLoans loans={portal.loans} />
      {children}
      <FormAnnouncer announcement={announcement} />
    </article>
  );
}
