import type { FormValues } from '#domain/validation/types.ts';
import type { CreditApplicant } from '../adapters/credit/index.ts';

const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

function wholeDollars(value: unknown): number | null {
  const amount = Number(text(value));
  return text(value) !== '' && Number.isFinite(amount) ? Math.round(amount) : null;
}

// spec: loan-application §3 step 3 (ProofType values)
const DRIVER_LICENCE_PROOF = 'NZDL';
const PASSPORT_PROOF = 'PASS';

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
      proof === DRIVER_LICENCE_PROOF
        ? {
            number: text(values.DriverLicenceNumber).toUpperCase(),
            version: text(values.DriverLicenceVersion),
          }
        : null,
    passportNumber: proof === PASSPORT_PROOF ? text(values.PassportNumber).toUpperCase() : null,
    loanAmountDollars: specific ?? wholeDollars(values.LoanAmount),
  };
}
