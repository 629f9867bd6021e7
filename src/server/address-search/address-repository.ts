import { sql, type SQL } from 'drizzle-orm';
import { normaliseQueryPrefixes, queryWords } from '#domain/address-search/normalise.ts';
import type { Database } from '../db/client.ts';
import { queryRows } from './sql-rows.ts';
import { ROAD_TYPES } from './road-name.ts';
import {
  ADDRESS_SEARCH_MAX_RESULTS,
  type AddressDetail,
  type AddressProvider,
  type AddressSuggestion,
} from './address-provider.ts';

/**
 * How many rows a prefix or word match reads (in index order) before ranking them. Bounds the work
 * of a short, common query ("1 ma", "road") on millions of addresses; a longer query has fewer
 * matches than this and is ranked completely.
 */
const CANDIDATE_ROWS = 300;

/** Fewer words in the street name first: Queen Street before Queen Mary Avenue. */
const STREET_WORDS = sql`array_length(string_to_array(coalesce(street, ''), ' '), 1)`;

/**
 * Trigram similarity a street name needs to count as the one meant: "quen street" is 0.79 like
 * "queen street" but only 0.41 like "green street" (pg_trgm's default of 0.3 lets in both).
 */
const SIMILAR_STREET_THRESHOLD = 0.5;

/** Normalised road type words, where the street part of a query ends. */
const ROAD_TYPE_WORDS = new Set([...ROAD_TYPES].map((type) => type.toLowerCase()));

/** Our ids are the index's row ids. */
const LOCAL_ID_PATTERN = /^[1-9][0-9]{0,14}$/;

interface SuggestionRow {
  id: number | string;
  full_address: string;
}

function toSuggestion(row: SuggestionRow): AddressSuggestion {
  return { Address: row.full_address, Id: String(row.id) };
}

/**
 * The word match of a query: every complete word must be in the address, and one reading of the
 * unfinished last word must start a word of it. Only selective words go to the GIN index: words
 * with letters (exact lexemes; the rarest one bounds the work) and an unfinished word of at least
 * four letters (a prefix; "mahut" expands to a handful of lexemes). A bare number ("1", in every
 * street) or a short unfinished word ("ro", the start of every road) would make the index return
 * a large part of the table, so they only filter the rows the selective words found. A query with
 * nothing selective has no word match: the prefix matchers have already covered it.
 */
interface WordMatch {
  /** tsquery of the selective words. */
  indexed: string;
  /** Regular expression for an unfinished word kept out of the index: a word of the address starts with one of its readings. */
  startsWord: string | null;
}

const MIN_INDEXED_PREFIX_CHARS = 4;

function wordMatch(query: string): WordMatch | null {
  const { complete, partial } = queryWords(query);
  const quote = (word: string) => `'${word}'`;
  const hasLetters = (word: string) => /[a-z]/.test(word);
  const partialIndexed =
    partial.length > 0 &&
    partial.every(
      (reading) =>
        hasLetters(reading) && reading.replace(/ /g, '').length >= MIN_INDEXED_PREFIX_CHARS,
    );
  if (!partialIndexed && !complete.some(hasLetters)) return null;
  const terms = complete.map(quote);
  if (partialIndexed) {
    const readings = partial.map((reading) => {
      const words = reading.split(' ');
      return words
        .map((word, i) => (i === words.length - 1 ? `${quote(word)}:*` : quote(word)))
        .join(' & ');
    });
    terms.push(readings.length === 1 ? (readings[0] as string) : `(${readings.join(' | ')})`);
  }
  // The readings hold only [a-z0-9 -]: nothing to escape in the pattern.
  const startsWord =
    !partialIndexed && partial.length > 0 ? `(^|[ /])(${partial.join('|')})` : null;
  return { indexed: terms.join(' & '), startsWord };
}

/**
 * A query typed number first ("10 queen", "2/15 queen st") names its street next: the word match
 * keeps addresses whose street starts with that word, so "10 queen" never offers 10 Birse Street,
 * Queenstown. A pattern on `street_key`, or null when the query does not start with a number.
 */
function streetStart(query: string, prefixes: readonly string[]): string | null {
  const finished = /\s$/.test(query);
  const starts = new Set<string>();
  for (const prefix of prefixes) {
    const words = prefix.split(' ');
    if (words.length < 2 || !/^[0-9]/.test(words[0] ?? '')) return null;
    const word = words[1] as string;
    if (!/[a-z]/.test(word)) return null;
    starts.add(words.length === 2 && !finished ? word : `${word}( |$)`);
  }
  // The normal form holds only [a-z0-9/ -]: nothing to escape in the pattern.
  return starts.size > 0 ? `^(${[...starts].join('|')})` : null;
}

/**
 * The local address index (PostgreSQL on PGlite or a server). A query runs through up to four
 * matchers, each only when the ones before found fewer than ten:
 *
 * 1. the number-first key starts with the query ("1 queen" → 1 Queen Street ...), the common way
 *    to type an address; a B-tree range scan;
 * 2. the street-first key starts with the query ("queen street auck");
 * 3. every word of the query appears, in any order ("auckland queen 15", "15 queen" finding 2/15);
 *    a GIN full-text index with a prefix match on the last word;
 * 4. nothing yet: a misspelt street name ("1 quen street"), by trigram similarity on street names.
 *
 * Within a prefix matcher, addresses where the query ends on a word boundary come first ("1 queen"
 * ranks Queen Street above Queens Road), then streets of fewer words (Queen Street above Queen
 * Mary Avenue), then bigger towns (Auckland before Albury), then (street first) lower numbers, then
 * alphabetical. Word and similarity matches rank by trigram similarity to the query.
 */
export class AddressRepository implements AddressProvider {
  constructor(private readonly db: Database) {}

  search(query: string): Promise<AddressSuggestion[]> {
    return this.find(query, false);
  }

  searchPostal(query: string): Promise<AddressSuggestion[]> {
    return this.find(query, true);
  }

  isValidId(id: string): boolean {
    return LOCAL_ID_PATTERN.test(id);
  }

  async detail(id: string): Promise<AddressDetail | null> {
    if (!this.isValidId(id)) return null;
    const [row] = await queryRows<AddressDetail>(
      this.db,
      sql`
      select unit_type as "UnitType", unit_identifier as "UnitIdentifier", floor as "Floor",
        building_name as "BuildingName", number as "Number", alpha as "Alpha",
        street_name as "StreetName", street as "Street", street_type as "StreetType",
        suburb as "Suburb", city as "City", postcode as "Postcode", box_type as "BoxType",
        lobby_name as "LobbyName", mailtown as "Mailtown",
        rural_delivery_number as "RuralDeliveryNumber", lat as "Lat", long as "Long"
      from addresses where id = ${Number(id)}`,
    );
    if (!row) return null;
    // node-postgres returns float8 as numbers, PGlite too; normalise anyway for strings from other drivers.
    return {
      ...row,
      Lat: row.Lat === null ? null : Number(row.Lat),
      Long: row.Long === null ? null : Number(row.Long),
    };
  }

  private async find(query: string, postal: boolean): Promise<AddressSuggestion[]> {
    const found: SuggestionRow[] = [];
    const seen = new Set<string>();
    const add = (rows: SuggestionRow[]) => {
      for (const row of rows) {
        if (found.length >= ADDRESS_SEARCH_MAX_RESULTS || seen.has(String(row.id))) continue;
        seen.add(String(row.id));
        found.push(row);
      }
    };
    const wanted = () => ADDRESS_SEARCH_MAX_RESULTS - found.length;

    const prefixes = normaliseQueryPrefixes(query);
    for (const key of ['search_text', 'street_search_text'] as const) {
      for (const prefix of prefixes)
        if (wanted() > 0) add(await this.prefixMatches(key, prefix, postal));
    }
    const text = prefixes[0];
    const words = wordMatch(query);
    if (wanted() > 0 && text && words)
      add(await this.wordMatches(words, text, postal, [...seen], streetStart(query, prefixes)));
    if (found.length === 0 && text && !(await this.streetExists(text, postal)))
      add(await this.similarMatches(text, postal));
    return found.map(toSuggestion);
  }

  private async prefixMatches(
    key: 'search_text' | 'street_search_text',
    prefix: string,
    postal: boolean,
  ): Promise<SuggestionRow[]> {
    const column = sql.identifier(key);
    // The normal form holds only [a-z0-9/ -], so the prefix needs no LIKE escaping.
    return queryRows<SuggestionRow>(
      this.db,
      sql`
      select id, full_address from (
        select id, full_address, street, place_rank, number_sort, ${column} as key
        from addresses
        where postal = ${postal} and ${column} like ${`${prefix}%`}
        -- The index's own (byte) order, so the first candidates come straight off the index
        -- whatever the database's collation.
        order by ${column} using ~<~
        limit ${CANDIDATE_ROWS}
      ) candidates
      order by ${this.boundaryFirst(sql`key`, prefix)}, ${STREET_WORDS}, place_rank desc,
        ${key === 'street_search_text' ? sql`number_sort,` : sql``} key
      limit ${ADDRESS_SEARCH_MAX_RESULTS}`,
    );
  }

  private async wordMatches(
    words: WordMatch,
    text: string,
    postal: boolean,
    exclude: string[],
    street: string | null,
  ): Promise<SuggestionRow[]> {
    return queryRows<SuggestionRow>(
      this.db,
      sql`
      select id, full_address from (
        select id, full_address, search_text, place_rank
        from addresses
        where postal = ${postal}
          and to_tsvector('simple', replace(search_text, '/', ' ')) @@ to_tsquery('simple', ${words.indexed})
          ${words.startsWord ? sql`and search_text ~ ${words.startsWord}` : sql``}
          ${street ? sql`and street_key ~ ${street}` : sql``}
          and not (id = any(${sql.param(exclude.map(Number))}::bigint[]))
        limit ${CANDIDATE_ROWS}
      ) candidates
      order by similarity(search_text, ${text}) desc, place_rank desc, search_text
      limit ${ADDRESS_SEARCH_MAX_RESULTS}`,
    );
  }

  /**
   * A misspelt street ("1 quen street", "tauranaga rd"): street names similar to the query's street
   * words (up to the first road type word; a suburb after it would only dilute the similarity),
   * by trigram similarity on the short street key. A leading number must still match.
   */
  private async similarMatches(text: string, postal: boolean): Promise<SuggestionRow[]> {
    const words = text.split(' ');
    const number = /^[0-9]/.test(words[0] ?? '') ? words.shift() : undefined;
    const typeAt = words.findIndex((word, i) => i > 0 && ROAD_TYPE_WORDS.has(word));
    const street = (typeAt > 0 ? words.slice(0, typeAt + 1) : words).join(' ');
    if (street.length < 3) return [];
    // "12 cuba street" is 0.5 like "con street" on the shared "street" alone: with a road type
    // typed, the street must have that type and a name like the one typed.
    const type = typeAt > 0 ? words[typeAt] : undefined;
    const name = typeAt > 0 ? words.slice(0, typeAt).join(' ') : undefined;
    return this.db.transaction(async (tx) => {
      await tx.execute(
        sql.raw(`set local pg_trgm.similarity_threshold = ${SIMILAR_STREET_THRESHOLD}`),
      );
      return queryRows<SuggestionRow>(
        tx,
        sql`
        select id, full_address from (
          select id, full_address, street_key, place_rank, number_sort, search_text
          from addresses
          where postal = ${postal} and street_key % ${street}
            ${number ? sql`and split_part(search_text, ' ', 1) like ${`${number}%`}` : sql``}
            ${
              type && name
                ? sql`and street_key like ${`% ${type}`}
                  and similarity(left(street_key, ${-(type.length + 1)}::int), ${name}) >= ${SIMILAR_STREET_THRESHOLD}::real`
                : sql``
            }
          limit ${CANDIDATE_ROWS}
        ) candidates
        order by similarity(street_key, ${street}) desc, place_rank desc, number_sort, search_text
        limit ${ADDRESS_SEARCH_MAX_RESULTS}`,
      );
    });
  }

  /**
   * Whether the street a number-first query names is in the index ("12 cuba street": Cuba Street
   * is, number 12 is not). Its number is then missing, not its spelling: no other street is offered.
   */
  private async streetExists(text: string, postal: boolean): Promise<boolean> {
    const words = text.split(' ');
    if (!/^[0-9]/.test(words[0] ?? '')) return false;
    const street = words.slice(1).join(' ');
    if (!/[a-z]/.test(street)) return false;
    const [row] = await queryRows<{ found: boolean }>(
      this.db,
      sql`select exists (
        select 1 from addresses
        where postal = ${postal} and street_search_text like ${`${street} %`}
      ) as found`,
    );
    return row?.found === true;
  }

  /** Rows where the prefix ends on a word boundary ("queen" in "queen street", not "queens road") sort first. */
  private boundaryFirst(key: SQL, prefix: string): SQL {
    return sql`(${key} = ${prefix} or ${key} like ${`${prefix} %`}) desc`;
  }
}
