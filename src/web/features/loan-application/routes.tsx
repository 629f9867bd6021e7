import { Route } from 'react-router';
import { StepPage } from './step-page.tsx';
import { SuccessPage } from './success-page.tsx';

/** spec: loan-application §2: one configured path per step, the step index derived from the path. */
export const loanApplicationRoutes = [
  <Route key="step-1" path="loan-application/step-1/" element={<StepPage />} />,
  <Route key="step-2" path="loan-application/step-2/" element={<StepPage />} />,
  <Route key="step-3" path="loan-application/step-3/" element={<StepPage />} />,
  <Route key="step-4" path="loan-application/step-4/" element={<StepPage />} />,
  <Route key="success" path="loan-application/success/" element={<SuccessPage />} />,
];
