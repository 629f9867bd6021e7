import type {
  AddressDetailAnswer as AddressDetail,
  AddressSuggestion,
} from '#domain/contracts/address-finder.ts';

// The provider answers in the wire contract's shapes (site-and-tools §3).
export type { AddressDetail, AddressSuggestion };
export { ADDRESS_SEARCH_MAX_RESULTS } from '#domain/contracts/address-finder.ts';

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
