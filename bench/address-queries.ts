// Realistic address-box queries for the address search bench, sampled from the index itself.
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { ADDRESS_ABBREVIATIONS } from '#domain/address-search/normalise.ts';
import { seededRandom } from '#server/address-search/demo-addresses.ts';
import { queryRows } from '#server/address-search/sql-rows.ts';

interface SampleRow {
  full_address: string;
  unit_identifier: string | null;
  number: string;
  alpha: string | null;
  street: string;
  suburb: string | null;
  city: string | null;
}

const TYPE_ABBREVIATIONS = new Map(
  Object.entries(ADDRESS_ABBREVIATIONS)
    .filter(([, word]) => !word.includes(' '))
    .map(([short, word]) => [word, short]),
);

/**
 * What people type into an address box, cut to a prefix of 3 to 20 characters:
 * 45% the address as written (number first), 15% lower case without macrons and with the road type
 * abbreviated ("12 kowhai rd"), 25% street first ("Kowhai Road, Whenuapai"), 15% a unit the other
 * way round ("Unit 2, 15 Queen Street"; for addresses with no unit, number first).
 */
function realisticQuery(row: SampleRow, random: () => number): string {
  const roll = random();
  let text: string;
  if (roll < 0.45) text = row.full_address;
  else if (roll < 0.6) {
    const folded = row.full_address
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
    text = folded
      .replace(/\b([a-z]+)\b/g, (word) => TYPE_ABBREVIATIONS.get(word) ?? word)
      .replace(/,/g, '');
  } else if (roll < 0.85) text = [row.street, row.suburb, row.city].filter(Boolean).join(', ');
  else
    text = row.unit_identifier
      ? `Unit ${row.unit_identifier}, ${row.number}${row.alpha ?? ''} ${row.street}`
      : row.full_address;
  const longest = Math.min(20, text.length);
  let length = 3 + Math.floor(random() * (longest - 2));
  while (text.slice(0, length).trim().length < 3 && length < text.length) length += 1;
  return text.slice(0, length);
}

/** `count` queries from random physical addresses of the index, the same for the same seed. */
export async function sampleQueries(db: Database, count: number, seed: number): Promise<string[]> {
  const random = seededRandom(seed);
  const [range] = await queryRows<{ low: number; high: number }>(
    db,
    sql`select min(id)::int as low, max(id)::int as high from addresses`,
  );
  const ids = Array.from(
    { length: count * 2 },
    () => (range?.low ?? 0) + Math.floor(random() * ((range?.high ?? 0) - (range?.low ?? 0) + 1)),
  );
  const rows = await queryRows<SampleRow>(
    db,
    sql`select full_address, unit_identifier, number, alpha, street, suburb, city from addresses
        where id = any(${sql.param(ids)}::bigint[]) and not postal and street is not null order by id`,
  );
  if (rows.length < count)
    throw new Error(`Only ${rows.length} sample addresses for ${count} queries`);
  // Shuffle deterministically so the queries are not in id (road) order.
  const picked = rows
    .map((row) => ({ row, key: random() }))
    .sort((a, b) => a.key - b.key)
    .slice(0, count);
  return picked.map(({ row }) => realisticQuery(row, random));
}
