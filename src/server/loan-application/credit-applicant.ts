import { loanAmountDollars, type LoanAmountField } from '#domain/loan-application/amounts.ts';
import { PROOF_TYPES } from '#domain/loan-application/options.ts';
import { textValue as text } from '#domain/validation/text-value.ts';
import type { FormValues } from '#domain/validation/types.ts';
import type { CreditApplicant } from '../adapters/credit/index.ts';

/**
 * What the credit bureau is told, from the validated and converted form data (dates yyyy/MM/dd,
 * address flattened). Only the fields a bureau enquiry needs: never the whole form.
 */
export function creditApplicantFrom(
  values: FormValues,
  options: { reference: string; stage: CreditApplicant['stage']; amountField: LoanAmountField },
): CreditApplicant {
  const { reference, stage } = options;
  const proof = text(values.ProofType);
  return {
    reference,
    stage,
    firstName: text(values.FirstName),
    middleName: text(values.MiddleName),
    lastName: text(values.LastName),
    dateOfBirth: text(values.DateOfBirth),
    address: {
      unit: text(values.AddressUnit),
      streetNumber: text(values.AddressStreetNumber),
      streetName: text(values.AddressStreetName),
      streetType: text(values.AddressStreetType),
      suburb: text(values.AddressSuburb),
      city: text(values.AddressCity),
      postcode: text(values.AddressPostcode),
    },
    driverLicence:
      proof === PROOF_TYPES.driverLicence
        ? {
            number: text(values.DriverLicenceNumber).toUpperCase(),
            version: text(values.DriverLicenceVersion),
          }
        : null,
    passportNumber:
      proof === PROOF_TYPES.passport ? text(values.PassportNumber).toUpperCase() : null,
    // The amount asked: the specific amount while it is shown (toggled, or always for brokers).
    loanAmountDollars: loanAmountDollars(values, options.amountField),
  };
}
