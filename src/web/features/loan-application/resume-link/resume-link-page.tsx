import { resumeLinkCopy as copy } from '#content/resume-link.ts';
import { STEP_PATHS, isStep } from '#domain/loan-application/steps.ts';
import { usePageTitle } from '#web/app/page-context.tsx';
import { EmailedLinkForm, type LinkOpening } from '#web/forms/emailed-link-form.tsx';

async function open(link: string, dateOfBirth: string): Promise<LinkOpening> {
  const { confirmResumeLink } = await import('./resume-link-api.on-demand.ts');
  const outcome = await confirmResumeLink(link, dateOfBirth);
  if (outcome.kind === 'opened' && isStep(outcome.step))
    return { kind: 'opened', location: STEP_PATHS[outcome.step] };
  if (outcome.kind === 'wrong') return outcome;
  return { kind: 'refused', message: outcome.kind === 'refused' ? outcome.message : null };
}

/**
 * The emailed resume link's page (issue 11 "Come back and finish" 2, decision 059): the applicant
 * confirms their date of birth; the server then makes this browser's session hold the
 * application, and the step page resumes it.
 */
export function ResumeLinkPage() {
  usePageTitle(copy.pageTitle);
  return (
    <article className="resume-link">
      <h1>{copy.pageTitle}</h1>
      <EmailedLinkForm copy={copy} open={open} />
    </article>
  );
}
