import { Column, is, SQL, sql, type SQLWrapper } from 'drizzle-orm';
import type { Database } from './client.ts';

/** A select whose fields are columns or aliased SQL, as Drizzle's query builder makes it. */
interface RowsQuery<Row> extends SQLWrapper {
  readonly _: { readonly selectedFields: Record<string, unknown>; readonly result: Row[] };
}

/**
 * A query's rows as one value of a larger statement (decision 106): `json_agg` of the query as a
 * subquery, in the subquery's order (PostgreSQL aggregates a sorted subquery in its order, as
 * PostgREST's answers rely on), decoded on arrival with each column's own decoder, as Drizzle
 * decodes a select's columns (a timestamp becomes a Date); a field of aliased SQL arrives as JSON
 * has it (a count as a number). Several such values let one statement answer what took a round
 * trip each (`selectValues`). Each field must be a column or aliased SQL, each name once.
 */
export function jsonRows<Row>(query: RowsQuery<Row>): SQL<Row[]> {
  const fields = Object.entries(query._.selectedFields).map(([key, field]) => {
    if (is(field, Column))
      return { key, name: field.name, decode: (value: unknown) => field.mapFromDriverValue(value) };
    if (is(field, SQL.Aliased))
      return { key, name: field.fieldAlias, decode: (value: unknown) => value };
    throw new Error(`jsonRows: the field ${key} needs a name (a column or SQL with .as())`);
  });
  return sql`(select coalesce(json_agg(listed), '[]'::json) from ${query} listed)`.mapWith(
    (answer: unknown) => {
      const rows = (typeof answer === 'string' ? JSON.parse(answer) : answer) as Record<
        string,
        unknown
      >[];
      return rows.map((raw) =>
        Object.fromEntries(
          fields.map(({ key, name, decode }) => {
            const value = raw[name];
            return [key, value === null || value === undefined ? null : decode(value)];
          }),
        ),
      ) as Row[];
    },
  );
}

/**
 * One statement of several values, each its own subquery (such as `jsonRows`), answered in one
 * round trip and decoded as a select's fields are.
 */
export async function selectValues<Values extends Record<string, SQL>>(
  db: Pick<Database, 'select'>,
  values: Values,
): Promise<{ [Key in keyof Values]: Values[Key] extends SQL<infer T> ? T : never }> {
  const [row] = await db.select(values).from(sql`(values (0)) as statement`);
  return row as { [Key in keyof Values]: Values[Key] extends SQL<infer T> ? T : never };
}
