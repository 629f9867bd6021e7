/** The loan calculator, loaded when the visitor reaches for it (docs/decisions/162). */
export { LoanCalculator as default } from './loan-calculator.tsx';
