import { describe, expect, it } from 'vitest';
import { resolveMessage } from './messages.ts';

describe('message text (loan-application §5)', () => {
  it('fills {min} and {max} and leaves other messages alone (loan-application §5)', () => {
    const bounds = { specificAmountMinDollars: 2000, specificAmountMaxDollars: 30000 };
    expect(
      resolveMessage('Please enter a whole dollar amount between {min} and {max}', bounds),
    ).toBe('Please enter a whole dollar amount between $2,000 and $30,000');
    expect(resolveMessage('This field is required', bounds)).toBe('This field is required');
  });
});
