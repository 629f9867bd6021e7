import { StepPage } from '#web/features/loan-application/pages/step-page.tsx';
import { StepThreeFields } from '#web/features/loan-application/steps/step-3-form.tsx';

/** Step 3's page: the shared step page with only this step's form code (docs/decisions/028). */
export function Component() {
  return <StepPage Fields={StepThreeFields} />;
}
