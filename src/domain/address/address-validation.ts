import type { FieldError } from '../validation/types.ts';
import {
  CITY_SUBURB,
  LETTERS_DIGITS_SPACES,
  LETTERS_SPACES,
  POSTCODE,
  STREET_NAME,
  STREET_NUMBER,
} from '../validation/patterns.ts';
import {
  ADDRESS_PARTS,
  isAddressFilled,
  type AddressPart,
  type AddressValue,
} from './address-value.ts';

/** spec: site-and-tools §5 "Address": longest accepted text of each part, in characters. */
export const ADDRESS_PART_MAX_LENGTHS: Readonly<Record<AddressPart, number>> = {
  Unit: 100,
  StreetNumber: 100,
  StreetName: 100,
  StreetType: 16,
  Suburb: 100,
  City: 40,
  Postcode: 4,
};

/** spec: site-and-tools §5 "Address": the parts a complete address needs. Unit, StreetType and Suburb are always optional. */
export const ADDRESS_REQUIRED_PARTS: readonly AddressPart[] = [
  'StreetNumber',
  'StreetName',
  'City',
  'Postcode',
];

/** spec: site-and-tools §5 "Address", table "Pattern messages" (word for word). */
export const ADDRESS_PART_PATTERN_MESSAGES: Readonly<Record<AddressPart, string>> = {
  Unit: 'Numbers and letters only',
  StreetNumber: 'Numbers and hyphens only',
  StreetName: 'Numbers and letters only',
  StreetType: 'Letters only',
  Suburb: 'Letters only',
  City: 'Letters only',
  Postcode: 'Your postcode must be 4 numbers',
};

/**
 * spec: site-and-tools §5 "Address": each filled part must match its pattern. The spec hides the
 * patterns; these are the named patterns (street number, street name, city/suburb, postcode and the
 * letters-only variants), defined once in validation/patterns.ts and proven on LINZ data there and
 * in this folder's tests: macrons, apostrophes, hyphens, "RD 2" as a postal suburb.
 */
export const ADDRESS_PART_PATTERNS: Readonly<Record<AddressPart, RegExp>> = {
  Unit: LETTERS_DIGITS_SPACES, // 7A, Flat 2, Level 3
  StreetNumber: STREET_NUMBER, // 15, 15A, 2-4, 979-993, 1700
  StreetName: STREET_NAME, // O'Connell, Kaiwaka-Mangawhai, State Highway 1, Bay Of Many Coves - Miritū Bay
  StreetType: LETTERS_SPACES, // Road, Te Ara, State Highway
  Suburb: CITY_SUBURB,
  City: CITY_SUBURB, // Arthur's Pass, St. Arnaud, Riverton/Aparima, Great Barrier Island (Aotea Island)
  Postcode: POSTCODE,
};

/**
 * Texts that come from configuration (site-and-tools §5: required, invalid and custom), passed in by
 * the caller from content/. `tooLong` may hold `{max}`.
 */
export interface AddressMessages {
  /** Required and no part filled (loan-application §5: 'Please enter a complete address'). */
  required: string;
  /** Something filled but a needed part missing. */
  invalid: string;
  /** Marks each needed part that is empty. */
  partRequired: string;
  /** A part longer than its maximum. */
  tooLong: string;
  /** The caller's own check failed. */
  custom: string;
}

export interface AddressValidationOptions {
  required: boolean;
  messages: AddressMessages;
  /** A form's own rule (for example: no box addresses); true when acceptable. */
  custom?: (value: AddressValue) => boolean;
}

export type AddressPartErrors = Partial<Record<AddressPart, FieldError>>;

export interface AddressValidation {
  /** The input's error: required, pattern (the first failing part's message), max, invalid or custom; null when valid. */
  error: FieldError | null;
  /** The error marker of each failing part. */
  parts: AddressPartErrors;
}

/**
 * Validates an address value (site-and-tools §5 "Address"), in the engine's order: required, then
 * each filled part's pattern and maximum length, then completeness (invalid), then the custom check.
 */
export function validateAddress(
  value: AddressValue,
  options: AddressValidationOptions,
): AddressValidation {
  const { messages } = options;
  const missing = (): AddressPartErrors =>
    Object.fromEntries(
      ADDRESS_REQUIRED_PARTS.filter((part) => value[part].trim() === '').map((part) => [
        part,
        { kind: 'required', message: messages.partRequired },
      ]),
    );

  if (!isAddressFilled(value)) {
    return options.required
      ? { error: { kind: 'required', message: messages.required }, parts: missing() }
      : { error: null, parts: {} };
  }

  const parts: AddressPartErrors = {};
  for (const part of ADDRESS_PARTS) {
    const text = value[part].trim();
    if (text === '') continue;
    if (!ADDRESS_PART_PATTERNS[part].test(text))
      parts[part] = { kind: 'pattern', message: ADDRESS_PART_PATTERN_MESSAGES[part] };
    else if (text.length > ADDRESS_PART_MAX_LENGTHS[part])
      parts[part] = {
        kind: 'max',
        message: messages.tooLong.replace('{max}', String(ADDRESS_PART_MAX_LENGTHS[part])),
      };
  }
  const firstPartError = ADDRESS_PARTS.map((part) => parts[part]).find(
    (error) => error !== undefined,
  );
  if (firstPartError) return { error: firstPartError, parts };

  const incomplete = missing();
  if (Object.keys(incomplete).length > 0)
    return { error: { kind: 'invalid', message: messages.invalid }, parts: incomplete };

  if (options.custom && !options.custom(value))
    return { error: { kind: 'custom', message: messages.custom }, parts: {} };
  return { error: null, parts: {} };
}
