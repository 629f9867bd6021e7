import { PROOF_TYPES } from '#domain/loan-application/options.ts';
import { textValue as text } from '#domain/validation/text-value.ts';
import type { FormValues } from '#domain/validation/types.ts';
import type { CreditApplicant } from '../adapters/credit/index.ts';

function wholeDollars(value: unknown): number | null {
  const amount = Number(text(value));
  return text(value) !== '' && Number.isFinite(amount) ? Math.round(amount) : null;
}

/**
 * What the credit bureau is told, from the validated and converted form data (dates yyyy/MM/dd,
 * address flattened). Only the fields a bureau enquiry needs: never the whole form.
 */
export function creditApplicantFrom(
  values: FormValues,
  options: { reference: string; stage: CreditApplicant['stage']; specificAmount: boolean },
): CreditApplicant {
  const { reference, stage } = options;
  const proof = text(values.ProofType);
  // The specific amount counts only while it is the amount asked (toggled, or always for brokers).
  const specific = options.specificAmount ? wholeDollars(values.LoanAmountSpecific) : null;
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
    loanAmountDollars: specific ?? wholeDollars(values.LoanAmount),
  };
}
