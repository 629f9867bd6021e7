/**
 * One normal form for address text, applied to the stored index and to every query, so that
 * case, macrons (ā or a), punctuation, abbreviations (Rd or Road) and unit notation (2/15,
 * "Unit 2, 15", "Flat 2 15") do not change what matches.
 *
 * The server stores this form (PostgreSQL's unaccent() is not IMMUTABLE, so it cannot back an
 * index); the same function turns queries into the same form.
 */

/**
 * Abbreviation → the word the index holds. Both the stored text and the query are expanded, so an
 * expansion only needs to be consistent, not linguistically right ("St Heliers" is indexed as
 * "street heliers" and still found by "St Heliers").
 * Sources: the official labels in LINZ NZ Roads (road_name_label: Rd, Ln, Pde, Hts ...) and NZ Post's
 * common abbreviations.
 */
export const ADDRESS_ABBREVIATIONS: Readonly<Record<string, string>> = {
  rd: 'road',
  st: 'street',
  str: 'street',
  ave: 'avenue',
  av: 'avenue',
  pl: 'place',
  ln: 'lane',
  dr: 'drive',
  drv: 'drive',
  cres: 'crescent',
  cr: 'crescent',
  crs: 'crescent',
  tce: 'terrace',
  terr: 'terrace',
  gr: 'grove',
  gro: 'grove',
  cl: 'close',
  ct: 'court',
  crt: 'court',
  hts: 'heights',
  hwy: 'highway',
  sh: 'state highway',
  pde: 'parade',
  sq: 'square',
  blvd: 'boulevard',
  bvd: 'boulevard',
  esp: 'esplanade',
  trk: 'track',
  hl: 'hill',
  pt: 'point',
  mt: 'mount',
  pk: 'park',
  wy: 'way',
  pob: 'po box',
};

/** Words that introduce a unit ("Unit 2, 15 Queen Street"); the index writes units as 2/15. */
const UNIT_WORDS = ['unit', 'flat', 'apartment', 'apt', 'suite', 'shop', 'villa'];

const UNIT_PREFIX = new RegExp(
  // "unit 2, 15" | "flat 2 15a" | "unit b/15" | "unit 2" (number not typed yet)
  `^(?:${UNIT_WORDS.join('|')})\\s*([0-9]+[a-z]?|[a-z])(?:\\s*[,/ ]\\s*(?=[0-9])|\\s*$)`,
);

/** Lower case, macrons and other accents folded, apostrophes dropped, punctuation as spaces. */
function foldCharacters(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      // O'Shea, Kings' Road: the apostrophe is dropped, not turned into a word break.
      .replace(/['’‘`]/g, '')
      // "P.O. Box" and "P O Box" both become "po box".
      .replace(/\bp\.?\s*o\.?\s+box\b/g, 'po box')
      // Hyphens join words (Kaiwaka-Mangawhai); between digits they mark a range (979-993).
      .replace(/(?<=[a-z])\s*-\s*(?=[a-z])/g, ' ')
      .replace(/(?<=\d)\s*-\s*(?=\d)/g, '-')
      .replace(/\s*\/\s*/g, '/')
      .replace(/[^a-z0-9/\- ]+/g, ' ')
      // What is left of - and / outside a range or a unit is punctuation.
      .replace(/(?<![0-9])-|-(?![0-9])|(?<![a-z0-9])\//g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

function expandWord(word: string): string {
  return ADDRESS_ABBREVIATIONS[word] ?? word;
}

/** Folded words with the unit written the index's way (2/15), abbreviations not yet expanded. */
function canonicalWords(text: string): string[] {
  return foldCharacters(text)
    .replace(UNIT_PREFIX, (_match, unit: string) => `${unit}/`)
    .split(' ')
    .filter((word) => word !== '');
}

/** Normal form of a complete address text (what the index stores). */
export function normaliseAddressText(text: string): string {
  return canonicalWords(text).map(expandWord).join(' ');
}

/** The query was typed to the end of its last word (it ends with a space). */
function lastWordFinished(query: string): boolean {
  return /\s$/.test(query);
}

/**
 * The normal forms a query may be a prefix of, most likely first. The last word may be
 * unfinished: "12 Queen Rd" means Road, but "12 St" may become "12 Stanley Street", so when the
 * last word is an abbreviation both readings are returned (one when the literal reading is already
 * a prefix of the expanded one: "st" of "street").
 */
export function normaliseQueryPrefixes(query: string): string[] {
  const words = canonicalWords(query);
  const last = words[words.length - 1];
  if (last === undefined) return [];
  const expanded = words.map(expandWord).join(' ');
  if (lastWordFinished(query) || !(last in ADDRESS_ABBREVIATIONS)) return [expanded];
  const literal = [...words.slice(0, -1).map(expandWord), last].join(' ');
  return expanded.startsWith(literal) ? [literal] : [expanded, literal];
}

export interface QueryWords {
  /** Words that must each appear in the address. */
  complete: string[];
  /** Readings of the unfinished last word (each may be several words: "state highway"); one must prefix-match. Empty when the query ends with a space. */
  partial: string[];
}

/**
 * The words of a query for matching in any order ("queen street 15", "auckland queen"). Unit
 * notation 2/15 yields the words 2 and 15, matching the index's unit and number.
 */
export function queryWords(query: string): QueryWords {
  const words = canonicalWords(query)
    .flatMap((word) => word.split('/'))
    .filter((word) => word !== '');
  const last = words[words.length - 1];
  if (last === undefined) return { complete: [], partial: [] };
  const finished = lastWordFinished(query);
  const complete = (finished ? words : words.slice(0, -1)).flatMap((word) =>
    expandWord(word).split(' '),
  );
  if (finished) return { complete, partial: [] };
  const expansion = expandWord(last);
  return {
    complete,
    partial: expansion === last || expansion.startsWith(last) ? [last] : [expansion, last],
  };
}
