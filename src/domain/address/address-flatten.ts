import type { AddressValue } from './address-value.ts';

/** The address as loan-application §3 step 2 also saves it, one flat field per part. */
export interface FlatAddress {
  AddressUnit: string;
  AddressStreetNumber: string;
  AddressStreetName: string;
  AddressStreetType: string;
  AddressSuburb: string;
  AddressCity: string;
  AddressPostcode: string;
}

/** spec: loan-application §3 step 2: Address is "also flattened on save into AddressUnit ... AddressPostcode". */
export function flattenAddress(value: AddressValue): FlatAddress {
  return {
    AddressUnit: value.Unit.trim(),
    AddressStreetNumber: value.StreetNumber.trim(),
    AddressStreetName: value.StreetName.trim(),
    AddressStreetType: value.StreetType.trim(),
    AddressSuburb: value.Suburb.trim(),
    AddressCity: value.City.trim(),
    AddressPostcode: value.Postcode.trim(),
  };
}
