export { StepPage as Component } from '#web/features/loan-application/step-page.tsx';
