export { PaymentResultPage as Component } from '#web/features/payment/payment-result.tsx';
