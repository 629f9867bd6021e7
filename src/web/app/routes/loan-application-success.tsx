export { SuccessPage as Component } from '#web/features/loan-application/confirmation/success-page.tsx';
