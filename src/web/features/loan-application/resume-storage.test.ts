import { afterEach, describe, expect, it } from 'vitest';
import {
  CALCULATOR_HANDOFF_KEY,
  clearResumeKeys,
  readResumeKeys,
  takeCalculatorHandoff,
  writeResumeKeys,
} from './resume-storage.ts';

afterEach(() => sessionStorage.clear());

describe('what the browser keeps (loan-application §3, §9)', () => {
  it('keeps only Token and Guid, whatever else is passed', () => {
    writeResumeKeys({ Token: 't', Guid: 'g', Email: 'aroha@example.co.nz' } as never);
    expect(JSON.parse(sessionStorage.getItem('loanApplication.resume') ?? '')).toEqual({
      Token: 't',
      Guid: 'g',
    });
    expect(readResumeKeys()).toEqual({ Token: 't', Guid: 'g' });
    clearResumeKeys();
    expect(readResumeKeys()).toBeUndefined();
  });

  it('ignores a damaged or partial resume entry', () => {
    sessionStorage.setItem('loanApplication.resume', '{"Token":"t"}');
    expect(readResumeKeys()).toBeUndefined();
    sessionStorage.setItem('loanApplication.resume', 'not json');
    expect(readResumeKeys()).toBeUndefined();
  });

  it('reads the calculator values once, then they are gone', () => {
    sessionStorage.setItem(
      CALCULATOR_HANDOFF_KEY,
      JSON.stringify({
        amount: 7500,
        term: 24,
        interest: 12.95,
        repaymentW: 80.12,
        preferredBranch: '101',
        notes: 'x',
      }),
    );
    expect(takeCalculatorHandoff()).toEqual({
      amount: 7500,
      term: 24,
      interest: 12.95,
      repaymentW: 80.12,
      preferredBranch: '101',
    });
    expect(sessionStorage.getItem(CALCULATOR_HANDOFF_KEY)).toBeNull();
    expect(takeCalculatorHandoff()).toBeUndefined();
  });

  it('drops calculator values that are not numbers', () => {
    sessionStorage.setItem(CALCULATOR_HANDOFF_KEY, JSON.stringify({ amount: '7500', term: null }));
    expect(takeCalculatorHandoff()).toEqual({});
  });
});
