/**
 * Texts of the address input's manual fields (site-and-tools §2, §8), loaded with the fields when
 * the visitor turns to them or a lookup fails (docs/decisions/165).
 */
export const manualAddressText = {
  legend: 'Address',
  /** spec: site-and-tools §8: shown with manual entry when a lookup fails. */
  searchUnavailable:
    'Sorry, address search is not available at the moment. Please enter your address in the fields below.',
  partLabels: {
    Unit: 'Unit',
    StreetNumber: 'Street number',
    StreetName: 'Street name',
    StreetType: 'Street type',
    Suburb: 'Suburb',
    City: 'City',
    Postcode: 'Postcode',
  },
  partHints: {
    Unit: 'For example, Flat 2 or 7A',
    StreetNumber: 'For example, 15, 15A or 2-4',
    StreetName: 'For example, Queen',
    StreetType: 'For example, Street, Road or Avenue',
  },
} as const;
