/**
 * The address value (site-and-tools §3 "Address value"): the parts a person or the address finder
 * fills in, the coordinates of a looked-up address, the BoxType of a postal address and the flag
 * saying whether the input was a postal-address input.
 */

/** The parts with their own error marker, in the order the manual fields show them. */
export const ADDRESS_PARTS = [
  'Unit',
  'StreetNumber',
  'StreetName',
  'StreetType',
  'Suburb',
  'City',
  'Postcode',
] as const;
export type AddressPart = (typeof ADDRESS_PARTS)[number];

export interface AddressValue {
  Unit: string;
  StreetNumber: string;
  StreetName: string;
  StreetType: string;
  Suburb: string;
  City: string;
  Postcode: string;
  /** WGS84 degrees of a looked-up address; null when typed by hand. */
  Latitude: number | null;
  Longitude: number | null;
  /** 'PO Box', 'Private Bag' ...: present only for postal box addresses; it changes the summary order (§4). */
  BoxType: string;
  /** True when the value came from a postal-address input (search-postal). */
  Postal: boolean;
}

export function emptyAddress(postal = false): AddressValue {
  return {
    Unit: '',
    StreetNumber: '',
    StreetName: '',
    StreetType: '',
    Suburb: '',
    City: '',
    Postcode: '',
    Latitude: null,
    Longitude: null,
    BoxType: '',
    Postal: postal,
  };
}

/** True when at least one part holds more than whitespace (coordinates and BoxType do not count). */
export function isAddressFilled(value: AddressValue): boolean {
  return ADDRESS_PARTS.some((part) => value[part].trim() !== '');
}

/**
 * Reads an address value from untrusted input (a saved form, a request body). Missing parts become
 * empty; anything of the wrong type makes the whole value unreadable (null) so the caller answers 4xx.
 */
export function readAddressValue(input: unknown): AddressValue | null {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return null;
  const source = input as Record<string, unknown>;
  const value = emptyAddress(false);
  for (const part of [...ADDRESS_PARTS, 'BoxType'] as const) {
    const raw = source[part];
    if (raw === undefined || raw === null) continue;
    if (typeof raw !== 'string') return null;
    value[part] = raw;
  }
  for (const coordinate of ['Latitude', 'Longitude'] as const) {
    const raw = source[coordinate];
    if (raw === undefined || raw === null) continue;
    if (typeof raw !== 'number' || !Number.isFinite(raw)) return null;
    value[coordinate] = raw;
  }
  if (source.Postal !== undefined && typeof source.Postal !== 'boolean') return null;
  value.Postal = source.Postal === true;
  return value;
}
