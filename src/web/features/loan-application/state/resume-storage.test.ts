import { afterEach, describe, expect, it } from 'vitest';
import { CALCULATOR_HANDOFF_KEY, takeCalculatorHandoff } from './resume-storage.ts';

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('what the browser keeps (loan-application §3, §9)', () => {
  it('reads the calculator’s six local-storage figures and the default branch once, then they are gone', () => {
    localStorage.setItem('calculator-amount', '7500');
    localStorage.setItem('calculator-term', '24');
    localStorage.setItem('calculator-interest', '12.95');
    localStorage.setItem('calculator-repaymentW', '80.12');
    localStorage.setItem('calculator-repaymentF', '160.2');
    localStorage.setItem('calculator-repaymentM', '347.5');
    sessionStorage.setItem(CALCULATOR_HANDOFF_KEY, JSON.stringify({ preferredBranch: '101' }));
    expect(takeCalculatorHandoff()).toEqual({
      amount: 7500,
      term: 24,
      interest: 12.95,
      repaymentW: 80.12,
      repaymentF: 160.2,
      repaymentM: 347.5,
      preferredBranch: '101',
    });
    expect(Object.keys(localStorage).filter((key) => key.startsWith('calculator-'))).toEqual([]);
    expect(sessionStorage.getItem(CALCULATOR_HANDOFF_KEY)).toBeNull();
    expect(takeCalculatorHandoff()).toBeUndefined();
  });

  it('drops calculator figures that are not numbers, and clears them too', () => {
    localStorage.setItem('calculator-amount', 'lots');
    localStorage.setItem('calculator-term', '');
    expect(takeCalculatorHandoff()).toEqual({});
    expect(localStorage.getItem('calculator-amount')).toBeNull();
  });
});
