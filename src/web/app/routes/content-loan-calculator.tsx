import { calculatorConfig, calculatorPage } from '#content/calculator.ts';
import { ContentPage } from '#web/pages/content-page.tsx';
import { usePageData } from '#web/app/page-context.tsx';
import { onInteraction } from '#web/site/on-demand/on-interaction.tsx';
// The calculator's styles come with the page: its HTML shows before its code.
import '#web/features/calculator/calculator.css';

// Its figures are in the page's HTML; its code loads when the visitor reaches for it
// (docs/decisions/162).
const LoanCalculator = onInteraction(
  'loan-calculator',
  () => import('#web/features/calculator/loan-calculator.on-demand.tsx'),
);

export function Component() {
  const applicationInProgress = usePageData('applicationInProgress') ?? false;
  return (
    <ContentPage content={calculatorPage}>
      <LoanCalculator config={calculatorConfig} applicationInProgress={applicationInProgress} />
    </ContentPage>
  );
}
