export { SuccessPage as Component } from '#web/features/loan-application/success-page.tsx';
