import { sql, type SQL } from 'drizzle-orm';
import type { AddressRow } from './address-row.ts';
import { queryRows, type SqlExecutor } from './sql-rows.ts';

/** Column, its PostgreSQL array type for unnest(), and how to read it from a row. */
const COLUMNS: ReadonlyArray<readonly [column: string, pgType: string, key: keyof AddressRow]> = [
  ['source_id', 'text', 'sourceId'],
  ['generated', 'boolean', 'generated'],
  ['postal', 'boolean', 'postal'],
  ['unit_type', 'text', 'unitType'],
  ['unit_identifier', 'text', 'unitIdentifier'],
  ['floor', 'text', 'floor'],
  ['building_name', 'text', 'buildingName'],
  ['number', 'text', 'number'],
  ['alpha', 'text', 'alpha'],
  ['street_name', 'text', 'streetName'],
  ['street', 'text', 'street'],
  ['street_type', 'text', 'streetType'],
  ['suburb', 'text', 'suburb'],
  ['city', 'text', 'city'],
  ['postcode', 'text', 'postcode'],
  ['box_type', 'text', 'boxType'],
  ['lobby_name', 'text', 'lobbyName'],
  ['mailtown', 'text', 'mailtown'],
  ['rural_delivery_number', 'text', 'ruralDeliveryNumber'],
  ['lat', 'float8', 'lat'],
  ['long', 'float8', 'long'],
  ['full_address', 'text', 'fullAddress'],
  ['search_text', 'text', 'searchText'],
  ['street_search_text', 'text', 'streetSearchText'],
  ['street_key', 'text', 'streetKey'],
  ['number_sort', 'int4', 'numberSort'],
  ['place_rank', 'int4', 'placeRank'],
];

/** Rows per statement: one array parameter per column keeps any batch size to 25 parameters. */
export const ADDRESS_INSERT_BATCH_ROWS = 5_000;

/**
 * Inserts rows with one `INSERT ... SELECT FROM unnest(array, array, ...)` per batch: one parse and
 * 25 parameters however many rows, which is what makes seeding fast on PGlite. A row whose
 * source id is already there is updated (re-importing a file is safe).
 */
export async function insertAddressRows(
  db: SqlExecutor,
  rows: readonly AddressRow[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += ADDRESS_INSERT_BATCH_ROWS) {
    const batch = rows.slice(start, start + ADDRESS_INSERT_BATCH_ROWS);
    const arrays: SQL[] = COLUMNS.map(
      ([, pgType, key]) => sql`${sql.param(batch.map((row) => row[key]))}::${sql.raw(pgType)}[]`,
    );
    const names = sql.raw(COLUMNS.map(([column]) => `"${column}"`).join(', '));
    const updates = sql.raw(
      COLUMNS.filter(([column]) => column !== 'source_id')
        .map(([column]) => `"${column}" = excluded."${column}"`)
        .join(', '),
    );
    await db.execute(
      sql`insert into addresses (${names}) select * from unnest(${sql.join(arrays, sql`, `)}) on conflict (source_id) do update set ${updates}`,
    );
  }
}

/**
 * Runs a bulk load with the search indexes dropped and rebuilds them afterwards: building an index
 * once over all rows is many times faster than updating it row by row (GIN above all). The index
 * definitions are read back from the database, so the migration stays their only source. Use it
 * inside a transaction: if the load fails, the dropped indexes come back with the rollback.
 */
export async function withSearchIndexesRebuilt<T>(
  db: SqlExecutor,
  load: () => Promise<T>,
): Promise<T> {
  const indexes = await queryRows<{ name: string; definition: string }>(
    db,
    sql`
    select index_class.relname as name, pg_get_indexdef(index_class.oid) as definition
    from pg_index
    join pg_class index_class on index_class.oid = pg_index.indexrelid
    where pg_index.indrelid = 'addresses'::regclass and not pg_index.indisprimary and not pg_index.indisunique`,
  );
  for (const { name } of indexes) await db.execute(sql`drop index ${sql.identifier(name)}`);
  const loaded = await load();
  for (const { definition } of indexes) await db.execute(sql.raw(definition));
  return loaded;
}
