import { doublePrecision, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { OpeningHours } from '#domain/branches/branch.ts';

/**
 * Branches (site-and-tools §3 "Branch (map data)"). Seeded from content/branches.ts at start when
 * SEED_DEMO_DATA is on; the map data call and the finder pages read them from here.
 */
export const branches = pgTable('branches', {
  /** Stable id from the content; the loan application stores it as PreferredBranch. */
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  town: text('town').notNull(),
  region: text('region').notNull(),
  address: text('address').notNull(),
  location: text('location').notNull(),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  openingHours: jsonb('opening_hours').$type<OpeningHours[]>().notNull(),
  postcodeAreas: jsonb('postcode_areas').$type<string[]>().notNull(),
  /** Listing order (north to south in the demo content). */
  sortOrder: integer('sort_order').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
