import { StepPage } from '#web/features/loan-application/pages/step-page.tsx';
import { StepOneFields } from '#web/features/loan-application/steps/step-1-form.tsx';

/** Step 1's page: the shared step page with only this step's form code (docs/decisions/028). */
export function Component() {
  return <StepPage Fields={StepOneFields} />;
}
