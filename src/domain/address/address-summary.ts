import type { AddressValue } from './address-value.ts';

/**
 * The one-line summary of a chosen address, in the order of site-and-tools §4 "Address search":
 * the unit followed by a comma; with a BoxType the street name before the number ("PO Box 5678"),
 * otherwise the number before the name; the street type; the suburb; the city with the postcode.
 * A suburb that only repeats the city (Kaiwaka, Kaiwaka) is said once.
 */
export function formatAddressSummary(value: AddressValue): string {
  const part = (text: string) => text.replace(/\s+/g, ' ').trim();
  const numberAndName = value.BoxType.trim()
    ? [value.StreetName, value.StreetNumber]
    : [value.StreetNumber, value.StreetName];
  const street = [...numberAndName, value.StreetType].map(part).filter(Boolean).join(' ');
  const city = [value.City, value.Postcode].map(part).filter(Boolean).join(' ');
  const suburb =
    part(value.Suburb).toLowerCase() === part(value.City).toLowerCase() ? '' : part(value.Suburb);
  return [part(value.Unit), street, suburb, city].filter(Boolean).join(', ');
}
