import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { serialId } from './columns.ts';

/**
 * The address index behind /api/address-finder (site-and-tools §3 "Address detail response", §4
 * "Address search"). One row per address: the detail fields as served, the display text, and two
 * normalised search keys (src/domain/address-search/normalise.ts) computed in TypeScript because
 * unaccent() is not IMMUTABLE and so cannot back an index.
 */
export const addresses = pgTable(
  'addresses',
  {
    id: serialId(),
    /** Where the row came from: `linz:<address_id>` for LINZ NZ Addresses, `demo:...` for generated rows. */
    sourceId: text('source_id').notNull().unique(),
    /** Demo rows made up from real roads (real road, suburb, city, postcode; invented number). */
    generated: boolean('generated').notNull().default(false),
    /** PO Box, Private Bag and rural delivery addresses: the only rows postal search returns. */
    postal: boolean('postal').notNull().default(false),

    unitType: text('unit_type'),
    unitIdentifier: text('unit_identifier'),
    floor: text('floor'),
    buildingName: text('building_name'),
    number: text('number'),
    alpha: text('alpha'),
    /** With StreetType it reads as the full street: "Queen" + "Street"; a road whose type leads or has a suffix keeps its full name here. */
    streetName: text('street_name'),
    /** The full road name as signed: "Queen Street", "Te Ara Whanake", "State Highway 1". */
    street: text('street'),
    streetType: text('street_type'),
    suburb: text('suburb'),
    city: text('city'),
    postcode: text('postcode'),
    boxType: text('box_type'),
    lobbyName: text('lobby_name'),
    mailtown: text('mailtown'),
    ruralDeliveryNumber: text('rural_delivery_number'),
    lat: doublePrecision('lat'),
    long: doublePrecision('long'),

    /** Display text: "2/15 Queen Street, Auckland Central, Auckland 1010". */
    fullAddress: text('full_address').notNull(),
    /** Normalised display text, number first: "2/15 queen street auckland central auckland 1010". */
    searchText: text('search_text').notNull(),
    /** Normalised, street first, for queries that start with the street: "queen street auckland central auckland 1010 2/15". */
    streetSearchText: text('street_search_text').notNull(),
    /** Normalised street name alone ("queen street"; "po box" for boxes): short, so misspelt streets are found cheaply by trigram similarity. */
    streetKey: text('street_key').notNull().default(''),
    /** The street number as an integer, so street-first results list 1, 2, 3 ... rather than 1, 10, 100. */
    numberSort: integer('number_sort').notNull().default(0),
    /** Size of the town (its number of roads in the roads data): the same street in a city ranks before a hamlet's. */
    placeRank: integer('place_rank').notNull().default(0),
  },
  (t) => [
    // Prefix search (LIKE 'q%') on either key, one kind of address at a time.
    index('addresses_search_prefix_idx').on(t.postal, t.searchText.op('text_pattern_ops')),
    index('addresses_street_prefix_idx').on(t.postal, t.streetSearchText.op('text_pattern_ops')),
    // Words in any order, the last one unfinished: to_tsvector('simple') with prefix tsquery.
    index('addresses_search_words_idx').using(
      'gin',
      sql`to_tsvector('simple', replace(${t.searchText}, '/', ' '))`,
    ),
    // Misspelt street names: trigram similarity on the short street key.
    index('addresses_street_trgm_idx').using('gin', t.streetKey.op('gin_trgm_ops')),
  ],
);

/** Progress of `npm run addresses:import`, so an interrupted import resumes where it stopped. */
export const addressImports = pgTable('address_imports', {
  /** The file's name and size: the same file resumes, another file starts over. */
  fileKey: text('file_key').primaryKey(),
  /** Data lines (after the header) already imported. */
  linesDone: integer('lines_done').notNull().default(0),
  lastAddressId: text('last_address_id'),
  rowsImported: integer('rows_imported').notNull().default(0),
  rowsSkipped: integer('rows_skipped').notNull().default(0),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
