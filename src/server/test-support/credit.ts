import type { CreditApplicant } from '#server/adapters/credit/types.ts';

/**
 * Aroha Ngata as the credit bureau is told of her: the applicant of
 * src/domain/loan-application/fixtures.ts (born 23 April 1990, 12 Kōwhai Road, Mangawhai, a
 * driver licence, $5,000), at the final check of application 1000001.
 */
export const testCreditApplicant = (change: Partial<CreditApplicant> = {}): CreditApplicant => ({
  reference: '1000001',
  stage: 'final',
  firstName: 'Aroha',
  middleName: '',
  lastName: 'Ngata',
  dateOfBirth: '1990/04/23',
  address: {
    unit: '',
    streetNumber: '12',
    streetName: 'Kōwhai',
    streetType: 'Road',
    suburb: 'Mangawhai',
    city: 'Mangawhai',
    postcode: '0505',
  },
  driverLicence: { number: 'AB123456', version: '123' },
  passportNumber: null,
  loanAmountDollars: 5000,
  ...change,
});
