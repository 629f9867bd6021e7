import { asc, notInArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Branch } from '#domain/branches/branch.ts';
import type { BranchChoice } from '#domain/contracts/page-data.ts';
import { isValidGeoPoint } from '#domain/branches/geo.ts';
import { branchUrl } from '#content/branches.ts';
import type { Database } from '#server/db/client.ts';
import { branches } from '#server/db/schema/index.ts';

/** Every branch in listing order, in the map data shape (site-and-tools §3). */
export async function listBranches(db: Database): Promise<Branch[]> {
  const rows = await db.select().from(branches).orderBy(asc(branches.sortOrder), asc(branches.id));
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    town: row.town,
    region: row.region,
    address: row.address,
    location: row.location,
    url: branchUrl(row.slug),
    phone: row.phone,
    email: row.email,
    coordinates: { latitude: row.latitude, longitude: row.longitude },
    openingHours: row.openingHours,
    postcodeAreas: row.postcodeAreas,
  }));
}

/**
 * The branches as the PreferredBranch question offers them (id, name, where), in listing order:
 * the same table the save checks a chosen branch against (decision 074).
 */
export async function listBranchChoices(db: Database): Promise<BranchChoice[]> {
  const rows = await db
    .select({
      id: branches.id,
      name: branches.name,
      latitude: branches.latitude,
      longitude: branches.longitude,
    })
    .from(branches)
    .orderBy(asc(branches.sortOrder), asc(branches.id));
  return rows.map(({ id, name, latitude, longitude }) => ({
    id,
    name,
    coordinates: { latitude, longitude },
  }));
}

const text = z.string().trim().min(1).max(200);
const seedBranchSchema = z.object({
  id: z.number().int().positive(),
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'lower-case words joined by hyphens'),
  name: text,
  town: text,
  region: text,
  address: text,
  location: text,
  phone: text,
  email: z.email(),
  coordinates: z
    .object({ latitude: z.number(), longitude: z.number() })
    .refine(isValidGeoPoint, 'latitude must be -90..90 and longitude -180..180'),
  openingHours: z.array(z.object({ days: text, hours: text })),
  postcodeAreas: z.array(z.string().regex(/^\d{2}$/, 'two digits')),
});

export class BranchContentError extends Error {}

/** Checks the content before it reaches the database, so a bad edit stops the start with a clear message. */
export function validateBranchContent(list: readonly Branch[]): void {
  const problems: string[] = [];
  list.forEach((branch, index) => {
    const result = seedBranchSchema.safeParse(branch);
    if (!result.success) {
      for (const issue of result.error.issues)
        problems.push(
          `branch ${index} (${branch.slug}): ${issue.path.join('.')}: ${issue.message}`,
        );
    }
  });
  for (const key of ['id', 'slug'] as const) {
    const seen = new Set<unknown>();
    for (const branch of list) {
      if (seen.has(branch[key])) problems.push(`duplicate ${key} ${String(branch[key])}`);
      seen.add(branch[key]);
    }
  }
  if (problems.length > 0)
    throw new BranchContentError(`content/branches.ts is invalid:\n  ${problems.join('\n  ')}`);
}

/**
 * Makes the branches table match the content: upserts every branch (so content edits apply on
 * the next start) and removes branches the content no longer lists. Safe to run from several
 * processes at once.
 */
export async function seedBranches(db: Database, list: readonly Branch[]): Promise<void> {
  validateBranchContent(list);
  if (list.length === 0) return;
  const rows = list.map((branch, index) => ({
    id: branch.id,
    slug: branch.slug,
    name: branch.name,
    town: branch.town,
    region: branch.region,
    address: branch.address,
    location: branch.location,
    phone: branch.phone,
    email: branch.email,
    latitude: branch.coordinates.latitude,
    longitude: branch.coordinates.longitude,
    openingHours: branch.openingHours,
    postcodeAreas: branch.postcodeAreas,
    sortOrder: index,
  }));
  await db.transaction(async (tx) => {
    const ids = rows.map((row) => row.id);
    // Removing first frees the slugs of branches that were renamed under a new id.
    await tx.delete(branches).where(notInArray(branches.id, ids));
    for (const row of rows) {
      const { id: _id, ...changes } = row;
      await tx
        .insert(branches)
        .values(row)
        .onConflictDoUpdate({ target: branches.id, set: { ...changes, updatedAt: new Date() } });
    }
  });
}
