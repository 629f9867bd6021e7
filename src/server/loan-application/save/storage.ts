import { flattenAddress, readAddressValue } from '#domain/address/index.ts';
import {
  DATE_FIELD_NAMES,
  INVALID_DATE_STRING_MESSAGE,
  convertDateFields,
} from '#domain/loan-application/dates.ts';
import { MESSAGES } from '#domain/loan-application/messages.ts';
import type { FormValues } from '#domain/validation/types.ts';
import { HttpError, type FieldErrors } from '../../http-error.ts';
import { INVALID_FIELDS_MESSAGE } from './messages.ts';

/**
 * Stored form: the DATE_FIELD_NAMES dates as yyyy/MM/dd (§3) and the address also flattened into
 * AddressUnit ... AddressPostcode. A date the step's rules did not look at (a hidden
 * field) but that cannot be read is still refused, with the spec's message (§8).
 */
export function convertForStorage(values: FormValues): FormValues {
  let converted: FormValues;
  try {
    converted = convertDateFields(values);
  } catch {
    const fields: FieldErrors = {};
    for (const name of DATE_FIELD_NAMES) {
      try {
        convertDateFields({ [name]: values[name] });
      } catch {
        fields[name] = INVALID_DATE_STRING_MESSAGE;
      }
    }
    throw new HttpError(422, INVALID_FIELDS_MESSAGE, fields);
  }
  if (converted.Address !== undefined && converted.Address !== null && converted.Address !== '') {
    const address = readAddressValue(converted.Address);
    if (!address) throw new HttpError(422, INVALID_FIELDS_MESSAGE, { Address: MESSAGES.address });
    Object.assign(converted, flattenAddress(address));
  }
  return converted;
}
