/** One suggestion (site-and-tools §3): the display text and the id to ask the detail for. */
export interface AddressSuggestion {
  Address: string;
  Id: string;
}

/**
 * Every field of site-and-tools §3 "Address detail response". Absent parts are null, never
 * missing. StreetName followed by StreetType reads as the road is signed; Street is the full road
 * name. Box addresses carry BoxType, Number, LobbyName, Mailtown (also in City) and Postcode.
 */
export interface AddressDetail {
  UnitType: string | null;
  UnitIdentifier: string | null;
  Floor: string | null;
  BuildingName: string | null;
  Number: string | null;
  Alpha: string | null;
  StreetName: string | null;
  Street: string | null;
  StreetType: string | null;
  Suburb: string | null;
  City: string | null;
  Postcode: string | null;
  BoxType: string | null;
  LobbyName: string | null;
  Mailtown: string | null;
  RuralDeliveryNumber: string | null;
  Lat: number | null;
  Long: number | null;
}

/**
 * The address service behind /api/address-finder: our own index (default) or an outside
 * AddressFinder-style service, chosen by ADDRESS_PROVIDER.
 */
export interface AddressProvider {
  /** Physical addresses matching a query, best first, at most ADDRESS_SEARCH_MAX_RESULTS. */
  search(query: string): Promise<AddressSuggestion[]>;
  /** Postal addresses (PO Box, Private Bag, rural delivery) matching a query. */
  searchPostal(query: string): Promise<AddressSuggestion[]>;
  /** The detail of one suggestion, or null when no address has this id. */
  detail(id: string): Promise<AddressDetail | null>;
  /** Whether a string can be an id of this provider at all (a malformed id is a 400, not a 404). */
  isValidId(id: string): boolean;
}

/** Issue 3: "at most 10, best first". */
export const ADDRESS_SEARCH_MAX_RESULTS = 10;
