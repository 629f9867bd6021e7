import { pages } from '#content/pages.ts';
import { calculatorConfig } from '#content/calculator.ts';
import { LoanCalculator } from '#web/features/calculator/loan-calculator.tsx';
import { ContentPage } from '#web/pages/content-page.tsx';

export function Component() {
  return (
    <ContentPage content={pages.calculator}>
      <LoanCalculator config={calculatorConfig} />
    </ContentPage>
  );
}
