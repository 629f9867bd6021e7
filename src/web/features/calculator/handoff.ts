import {
  CALCULATOR_HANDOFF_FIELDS,
  CALCULATOR_STORAGE_KEYS,
  type CalculatorHandoff,
} from '#domain/calculator/handoff.ts';

/**
 * Leaves the calculator's figures for the application in local storage, under the six
 * calculator-* keys (site-and-tools §3); the application reads them once and clears them
 * (loan-application §9). Storage the browser refuses simply means no hand-off.
 */
export function writeCalculatorHandoff(values: Required<CalculatorHandoff>): void {
  try {
    for (const field of CALCULATOR_HANDOFF_FIELDS)
      window.localStorage.setItem(CALCULATOR_STORAGE_KEYS[field], String(values[field]));
  } catch {
    console.warn('The calculator could not keep its figures for the application.');
  }
}
