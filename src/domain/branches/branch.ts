import type { GeoPoint } from './geo.ts';

/** Opening hours as shown to visitors: one line per group of days. */
export interface OpeningHours {
  days: string;
  hours: string;
}

/**
 * A branch as the map data call returns it (site-and-tools §3 "Branch (map data)": id, name,
 * region, address, location, url, phone, email, coordinates), plus what the finder pages show
 * and match on: slug, town, opening hours and the postcode areas the branch serves.
 */
export interface Branch {
  id: number;
  slug: string;
  name: string;
  town: string;
  region: string;
  address: string;
  /** Where to find it, in words ("Ground floor, opposite the library"). */
  location: string;
  url: string;
  phone: string;
  email: string;
  coordinates: GeoPoint;
  openingHours: OpeningHours[];
  /** First two digits of the NZ postcodes this branch serves ("01" for 0110, 0112 ...). */
  postcodeAreas: string[];
}
