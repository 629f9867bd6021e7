import { pages } from '#content/pages.ts';
import { PaymentForm } from '#web/features/payment/payment-form.tsx';
import { ContentPage } from '#web/pages/content-page.tsx';

export function Component() {
  return (
    <ContentPage content={pages.payment}>
      <PaymentForm />
    </ContentPage>
  );
}
