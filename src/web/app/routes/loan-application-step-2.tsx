import { StepPage } from '#web/features/loan-application/pages/step-page.tsx';
import { StepTwoFields } from '#web/features/loan-application/steps/step-2-form.tsx';

/** Step 2's page: the shared step page with only this step's form code (docs/decisions/028). */
export function Component() {
  return <StepPage Fields={StepTwoFields} />;
}
