import { StepPage } from '#web/features/loan-application/pages/step-page.tsx';
import { StepFourFields } from '#web/features/loan-application/steps/step-4-form.tsx';

/** Step 4's page: the shared step page with only this step's form code (docs/decisions/028). */
export function Component() {
  return <StepPage Fields={StepFourFields} />;
}
