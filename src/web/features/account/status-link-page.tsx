import { useState } from 'react';
import { statusLinkCopy as copy } from '#content/applicant-status.ts';
import type { ApplicantStatusView } from '#domain/account/application-status.ts';
import { usePageTitle } from '#web/app/page-context.tsx';
import { EmailedLinkForm, type LinkOpening } from '#web/forms/emailed-link-form.tsx';
import { ApplicantStatus } from './applicant-status.tsx';

/**
 * The emailed status link's page (issue 20 "The applicant's side", decision 093): the applicant
 * confirms their date of birth, then sees the application's status, answers what we asked for and
 * reads what happened.
 */
export function StatusLinkPage() {
  usePageTitle(copy.pageTitle);
  const [view, setView] = useState<ApplicantStatusView | null>(null);

  const open = async (link: string, dateOfBirth: string): Promise<LinkOpening> => {
    const { openStatusLink } = await import('./status-api.ts');
    const outcome = await openStatusLink(link, dateOfBirth);
    if (outcome.ok) {
      setView(outcome.view);
      return { kind: 'opened' };
    }
    if (outcome.status === 422 && outcome.message)
      return { kind: 'wrong', message: outcome.message };
    return { kind: 'refused', message: outcome.message };
  };

  return (
    <article className="status-link">
      <h1>{copy.pageTitle}</h1>
      {view ? <ApplicantStatus initial={view} /> : <EmailedLinkForm copy={copy} open={open} />}
    </article>
  );
}
