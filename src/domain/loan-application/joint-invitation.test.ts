import { describe, expect, it } from 'vitest';
import {
  changedFromPrimary,
  primaryLoanDetails,
  withPrimaryAmountAndPurpose,
} from './joint-invitation.ts';

// A joint applicant's application has the primary's amount and purpose (loan-application §4, §6; decision 055).
const PRIMARY = {
  LoanAmountSpecific: '12345',
  LoanPurpose: 'Other',
  LoanPurposeOther: 'Boat trailer',
  FirstName: 'Aroha',
};

describe('the amount and purpose a secondary application takes from its primary (§4, §6)', () => {
  it("gives the page only the primary's amount and purpose", () => {
    expect(primaryLoanDetails(PRIMARY)).toEqual({
      LoanAmountSpecific: '12345',
      LoanPurpose: 'Other',
      LoanPurposeOther: 'Boat trailer',
    });
  });

  it("replaces the secondary's own amount and purpose, dropping those the primary has not", () => {
    expect(
      withPrimaryAmountAndPurpose(
        { LoanAmount: '5000', LoanPurpose: 'Travel', FirstName: 'Tama' },
        PRIMARY,
      ),
    ).toEqual({
      LoanAmountSpecific: '12345',
      LoanPurpose: 'Other',
      LoanPurposeOther: 'Boat trailer',
      FirstName: 'Tama',
    });
  });

  it('names the locked fields a save would change; the same values, or none sent, change nothing', () => {
    expect(
      changedFromPrimary({ LoanAmountSpecific: '12345 ', LoanPurpose: 'Other' }, PRIMARY),
    ).toEqual([]);
    expect(changedFromPrimary({ FirstName: 'Tama' }, PRIMARY)).toEqual([]);
    expect(changedFromPrimary({ LoanAmount: '5000', LoanPurposeOther: 'Boat' }, PRIMARY)).toEqual([
      'LoanAmount',
      'LoanPurposeOther',
    ]);
    expect(changedFromPrimary({ LoanAmountSpecific: 12345 }, PRIMARY)).toEqual([]);
  });
});
