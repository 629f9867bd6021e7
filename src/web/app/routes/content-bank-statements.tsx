import { pages } from '#content/pages.ts';
import { BankStatementsForm } from '#web/features/bank-statements/bank-statements-form.tsx';
import { ContentPage } from '#web/pages/content-page.tsx';

export function Component() {
  return (
    <ContentPage content={pages.bankStatements}>
      <BankStatementsForm />
    </ContentPage>
  );
}
