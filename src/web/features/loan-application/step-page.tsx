import { usePageTitle } from '../../app/page-context.tsx';

const STEP_TITLES = ['Your loan', 'About you', 'Your identity', 'Work and income', 'Application received'];

/** The shell of one application step; the forms land with the loan-application feature. */
export function StepPage({ step }: { step: number }) {
  const title = STEP_TITLES[step - 1] ?? '';
  usePageTitle(`Loan application: ${title}`);
  return (
    <section aria-labelledby="step-heading">
      <h1 id="step-heading">{step <= 4 ? `Step ${step} of 4: ${title}` : title}</h1>
    </section>
  );
}
