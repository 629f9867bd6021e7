import { calculatorConfig, calculatorPage } from '#content/calculator.ts';
import { LoanCalculator } from '#web/features/calculator/loan-calculator.tsx';
import { ContentPage } from '#web/pages/content-page.tsx';
import { usePageData } from '#web/app/page-context.tsx';

export function Component() {
  const applicationInProgress = usePageData('applicationInProgress') ?? false;
  return (
    <ContentPage content={calculatorPage}>
      <LoanCalculator config={calculatorConfig} applicationInProgress={applicationInProgress} />
    </ContentPage>
  );
}
