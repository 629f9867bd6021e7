import { emptyAddress, type AddressValue } from './address-value.ts';

/**
 * Test fixture (not exported from index.ts): the address finder's detail answer for a unit with a
 * building name, used by the domain's mapping tests and the address input's component tests.
 */
export const QUEEN_STREET_DETAIL = {
  UnitType: 'Flat',
  UnitIdentifier: '2',
  Floor: '',
  // Not part of the address value (site-and-tools §3): the mapping must leave it out.
  BuildingName: 'Dilworth Building',
  Number: '15',
  Alpha: 'A',
  StreetName: 'Queen',
  Street: 'Queen Street',
  StreetType: 'Street',
  Suburb: 'Auckland Central',
  City: 'Auckland',
  Postcode: '1010',
  BoxType: '',
  LobbyName: '',
  Mailtown: '',
  RuralDeliveryNumber: '',
  Lat: -36.8446,
  Long: 174.7669,
};

/** A complete street address as the address input keeps it: 1 Queen Street, Auckland Central. */
export const QUEEN_STREET_ADDRESS: AddressValue = {
  ...emptyAddress(),
  StreetNumber: '1',
  StreetName: 'Queen',
  StreetType: 'Street',
  Suburb: 'Auckland Central',
  City: 'Auckland',
  Postcode: '1010',
};
