import { describe, expect, it } from 'vitest';
import { testCreditApplicant } from '#server/test-support/credit.ts';
import { creditApplicantFrom } from './credit-applicant.ts';

const stored = {
  FirstName: ' Aroha ',
  MiddleName: '',
  LastName: 'Ngata',
  DateOfBirth: '1990/04/23',
  AddressUnit: '',
  AddressStreetNumber: '12',
  AddressStreetName: 'Kōwhai',
  AddressStreetType: 'Road',
  AddressSuburb: 'Mangawhai',
  AddressCity: 'Mangawhai',
  AddressPostcode: '0505',
  LoanAmount: '5000',
  LoanAmountSpecific: '7250',
  ProofType: 'NZDL',
  DriverLicenceNumber: 'ab123456',
  DriverLicenceVersion: '123',
  PassportNumber: 'LA123456',
};

describe('what the credit bureau is told', () => {
  it('sends the identity, the address parts and the photo ID of the chosen proof type only', () => {
    const applicant = creditApplicantFrom(stored, {
      reference: '1000009',
      stage: 'identity',
      amountField: 'LoanAmount',
    });
    // The name trimmed, the licence number in capitals, no passport: Aroha as the bureau knows her.
    expect(applicant).toEqual(testCreditApplicant({ reference: '1000009', stage: 'identity' }));
  });

  it('sends the passport for proof type PASS, and the specific amount while it is the amount asked', () => {
    const applicant = creditApplicantFrom(
      { ...stored, ProofType: 'PASS' },
      { reference: '1', stage: 'final', amountField: 'LoanAmountSpecific' },
    );
    expect(applicant).toMatchObject({
      driverLicence: null,
      passportNumber: 'LA123456',
      loanAmountDollars: 7250,
    });
  });
});
