/**
 * Form data as it is saved (loan-application §3): dates as yyyy/MM/dd and the address also
 * flattened into AddressUnit ... AddressPostcode, by the address domain's flattenAddress.
 */
import { flattenAddress, readAddressValue } from '../address/index.ts';
import type { FormValues } from '../validation/types.ts';
import { convertDateFields } from './dates.ts';

/** Adds the flat Address* fields from `Address`; an absent or unreadable address adds nothing. */
export function flattenAddressFields(values: FormValues): FormValues {
  const address =
    values.Address === undefined || values.Address === null
      ? null
      : readAddressValue(values.Address);
  return address ? { ...values, ...flattenAddress(address) } : { ...values };
}

/** The form data to save: dates converted (throws 'Datestring was invalid' on a bad date) and the address flattened. */
export function prepareFormDataForSave(values: FormValues): FormValues {
  return flattenAddressFields(convertDateFields(values));
}

/**
 * Reads saved FormData JSON. Unparseable or non-object data throws (§8: the caller logs it and
 * rethrows); dates are read from any accepted format into yyyy/MM/dd.
 */
export function parseSavedFormData(json: string): FormValues {
  const data: unknown = JSON.parse(json);
  if (data === null || typeof data !== 'object' || Array.isArray(data))
    throw new Error('Saved form data is not an object');
  return convertDateFields(data as FormValues);
}
