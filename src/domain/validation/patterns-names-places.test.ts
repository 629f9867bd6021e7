import { existsSync, readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import {
  CITY_SUBURB,
  JOB_TITLE,
  LETTERS,
  LETTERS_DIGITS,
  LETTERS_DIGITS_SPACES,
  LETTERS_SPACES,
  NAME,
  NAME_MAX_LENGTH,
  ORGANISATION_NAME,
  STREET_NAME,
  STREET_NUMBER,
} from './patterns.ts';

// Real LINZ data (CC BY 4.0): "Sourced from the LINZ Data Service and licensed for reuse under CC BY 4.0."
// The large files ship with the product (content/nz-addresses); the small ones are test fixtures.
const shippedData = new URL('../../../content/nz-addresses/', import.meta.url);
const fixtureData = new URL(
  '../../../tests/fixtures/reference-data/nz-addresses/',
  import.meta.url,
);
const readCsv = (file: string) =>
  parse(
    readFileSync(new URL(file, existsSync(new URL(file, shippedData)) ? shippedData : fixtureData)),
    {
      columns: true,
      skip_empty_lines: true,
    },
  ) as Record<string, string>[];

const macronRoads = readCsv('road-names-with-macrons.csv');
const allRoads = readCsv('nz-roads-with-postcodes.csv');
const addresses = readCsv('linz-addresses-sample.csv');
const roadSample = readCsv('linz-roads-sample.csv');

const words = (text: string) => text.split(/[\s-]+/).filter((word) => word !== '');
const hasDigit = (text: string) => /\d/.test(text);
const failures = (pattern: RegExp, texts: Iterable<string>) =>
  [...new Set(texts)].filter((text) => !pattern.test(text));

describe('Māori road names with macrons (road-names-with-macrons.csv, both columns)', () => {
  const names = macronRoads.map((row) => row.name ?? '');
  const folded = macronRoads.map((row) => row.ascii_folded ?? '');

  it('reads the 117 names, each with a macron vowel', () => {
    expect(names).toHaveLength(117);
    expect(names.every((name) => /[āēīōūĀĒĪŌŪ]/.test(name))).toBe(true);
  });

  it('passes every word of every name as LETTERS, with macrons and ASCII-folded', () => {
    expect(
      failures(
        LETTERS,
        [...names, ...folded].flatMap(words).filter((word) => !hasDigit(word)),
      ),
    ).toEqual([]);
  });

  it('passes every word with its macrons decomposed, as some Mac and iOS apps paste them', () => {
    expect(
      failures(
        LETTERS,
        names.flatMap(words).map((word) => word.normalize('NFD')),
      ),
    ).toEqual([]);
  });

  it('passes every name as LETTERS_SPACES and as NAME, with macrons and ASCII-folded', () => {
    const withoutDigits = [...names, ...folded].filter((name) => !hasDigit(name));
    expect(failures(LETTERS_SPACES, withoutDigits)).toEqual([]);
    expect(failures(NAME, withoutDigits)).toEqual([]);
  });

  it('passes every name as STREET_NAME and LETTERS_DIGITS_SPACES', () => {
    expect(failures(STREET_NAME, [...names, ...folded])).toEqual([]);
    expect(failures(LETTERS_DIGITS_SPACES, [...names, ...folded])).toEqual([]);
  });
});

describe('STREET_NAME on every NZ road (nz-roads-with-postcodes.csv, site-and-tools §5 "Numbers and letters only")', () => {
  it('passes all 79,153 road names, with numbers (10th Avenue), apostrophes and hyphens', () => {
    expect(allRoads).toHaveLength(79_153);
    expect(
      failures(
        STREET_NAME,
        allRoads.map((row) => row.name ?? ''),
      ),
    ).toEqual([]);
  });

  it('passes the LINZ sample road names and full road names', () => {
    expect(
      failures(
        STREET_NAME,
        roadSample.flatMap((row) => [row.road_name ?? '', row.full_road_name ?? '']),
      ),
    ).toEqual([]);
    expect(
      failures(
        STREET_NAME,
        addresses.flatMap((row) => [row.road_name ?? '', row.full_road_name ?? '']),
      ),
    ).toEqual([]);
  });

  it('passes a road type as letters and spaces (Road, Te Ara, State Highway)', () => {
    const types = roadSample.map((row) => row.road_type_name ?? '').filter((type) => type !== '');
    expect(types).toContain('Te Ara');
    expect(failures(LETTERS_SPACES, types)).toEqual([]);
  });

  it.each([
    'Queen St & Victoria St',
    'Main Road; DROP TABLE',
    '<b>Queen</b>',
    'Street #2',
    '-Queen',
  ])('rejects %j', (name) => {
    expect(STREET_NAME.test(name)).toBe(false);
  });
});

describe('CITY_SUBURB on every NZ locality and town (site-and-tools §5 "Letters only")', () => {
  // The postcode file joins a road's several localities with commas; each one is a place name.
  const places = (column: string) =>
    allRoads
      .flatMap((row) => (row[column] ?? '').split(','))
      .filter((place) => place !== '' && place !== '\\N');

  it('passes every locality and town, including dual names and qualifiers', () => {
    const all = [...places('locality'), ...places('city')];
    for (const sample of [
      "Arthur's Pass",
      'St. Arnaud',
      'Franz Josef/Waiau',
      'Hauraki Gulf / Tikapa Moana',
      'Great Barrier Island (Aotea Island)',
    ]) {
      expect(all).toContain(sample);
    }
    expect(failures(CITY_SUBURB, all)).toEqual([]);
  });

  it('passes the suburbs and towns of the LINZ address sample', () => {
    expect(
      failures(
        CITY_SUBURB,
        addresses
          .flatMap((row) => [row.suburb_locality ?? '', row.town_city ?? ''])
          .filter(Boolean),
      ),
    ).toEqual([]);
  });

  it('passes a rural delivery area in the suburb place (RD 2) and macron place names', () => {
    for (const place of ['RD 2', 'rd 12', 'Whangārei', 'Ōtautahi', 'Taupō'])
      expect(CITY_SUBURB.test(place)).toBe(true);
  });

  it.each(['Auckland 1010', 'Auckland!', 'Wellington; Lower Hutt', '@Home', 'RD 2345'])(
    'rejects %j',
    (place) => {
      expect(CITY_SUBURB.test(place)).toBe(false);
    },
  );
});

describe('STREET_NUMBER on LINZ address numbers (site-and-tools §5 "Numbers and hyphens only")', () => {
  it('passes every number of the LINZ sample with its letter suffix and range', () => {
    const numbers = addresses.map((row) => {
      const number = `${row.address_number}${row.address_number_suffix}`;
      return row.address_number_high ? `${number}-${row.address_number_high}` : number;
    });
    expect(numbers).toContain('979-993');
    expect(failures(STREET_NUMBER, numbers)).toEqual([]);
  });

  it('passes the unit of every LINZ address as letters and digits (7A)', () => {
    expect(
      failures(LETTERS_DIGITS, addresses.map((row) => row.unit ?? '').filter(Boolean)),
    ).toEqual([]);
  });

  it.each(['15', '15a', '1161B', '2-4', '2 - 4', '12AB'])('accepts %j', (number) => {
    expect(STREET_NUMBER.test(number)).toBe(true);
  });

  // "2/15" (flat 2 at number 15) is common, but the unit has its own input: the form asks for it there.
  it.each(['2/15', 'A', 'Fifteen', '15 Queen Street', '-15', '15-'])('rejects %j', (number) => {
    expect(STREET_NUMBER.test(number)).toBe(false);
  });
});

describe('NAME on real New Zealand names (loan-application §5 "name")', () => {
  it.each([
    'Hēmi Pōtae',
    'Āperahama',
    'Mere Te Āwhina',
    "O'Brien",
    'O’Brien',
    'Smith-Jones',
    'Mary Ann',
    'St. Clair',
    'José',
    'Zoë',
    'Siân',
    'Nguyễn',
    'Taʻala',
    'Ma\u0304ori',
    'ĀĒĪŌŪ',
  ])('accepts %j', (name) => {
    expect(NAME.test(name)).toBe(true);
  });

  it.each([
    ['a digit', 'J0hn'],
    ['an exclamation mark', 'Aroha!'],
    ['an ampersand', 'Smith & Jones'],
    ['an at sign', 'aroha@example.nz'],
    ['markup', '<script>'],
    ['a comma', 'Ngata, Aroha'],
    ['a leading hyphen', '-Aroha'],
    ['only an apostrophe', "'"],
    ['an emoji', 'Aroha 😀'],
    ['a non-Latin script (NZ identity documents and the credit bureau use Latin)', 'Иван'],
  ])('rejects a name with %s', (_what, name) => {
    expect(NAME.test(name)).toBe(false);
  });

  it('leaves the length of 42 to the rule, so a long name gets the length message, not the characters one', () => {
    expect(NAME_MAX_LENGTH).toBe(42);
    expect(NAME.test('A'.repeat(NAME_MAX_LENGTH + 1))).toBe(true);
  });
});

describe('letters-only variants with macron vowels (loan-application §5 messages "Only New Zealand letters allowed")', () => {
  it('LETTERS takes one word of letters, macrons in either case', () => {
    for (const word of ['Kōwhai', 'āēīōū', 'ĀĒĪŌŪ', 'Mr', 'Café'])
      expect(LETTERS.test(word)).toBe(true);
    for (const text of ['Car repairs', 'A1', "Hawke's", 'Kō-whai', ''])
      expect(LETTERS.test(text)).toBe(false);
  });

  it('LETTERS_SPACES takes what applicants type for a loan purpose, job role or area', () => {
    for (const text of [
      'Car repairs',
      'Other',
      'Debt consolidation',
      "Hawke's Bay",
      'Part-time cashier',
      'Builder’s labourer',
      'St. Heliers',
      'Te Whanganui-a-Tara',
      'Kaiwhakahaere mātauranga',
    ]) {
      expect(LETTERS_SPACES.test(text)).toBe(true);
    }
  });

  it('LETTERS_SPACES refuses digits and symbols, as its messages say', () => {
    for (const text of ['Car repairs 2', 'Smith & Sons', 'Cars/boats', '(other)', 'Wedding!', ' -'])
      expect(LETTERS_SPACES.test(text)).toBe(false);
  });

  it('LETTERS_DIGITS takes one word of letters and digits', () => {
    for (const text of ['7A', 'ABC123', 'Ā1', '2024']) expect(LETTERS_DIGITS.test(text)).toBe(true);
    for (const text of ['7 A', '7-A', 'AB#1']) expect(LETTERS_DIGITS.test(text)).toBe(false);
  });

  it('LETTERS_DIGITS_SPACES takes company names with numbers', () => {
    for (const text of [
      '2degrees',
      '3M New Zealand',
      'Fletcher Building',
      'Z Energy',
      'Ngāi Tahu Holdings',
    ]) {
      expect(LETTERS_DIGITS_SPACES.test(text)).toBe(true);
    }
    for (const text of ['Smith & Sons', 'a@b', 'Ltd.;', '"Quoted"'])
      expect(LETTERS_DIGITS_SPACES.test(text)).toBe(false);
  });

  it('JOB_TITLE and ORGANISATION_NAME take & and / inside, as job titles and employers are written (issue 11)', () => {
    for (const text of ['Builder & joiner', 'Owner/operator', 'Kaiako / Teacher', 'Site manager'])
      expect(JOB_TITLE.test(text)).toBe(true);
    for (const text of ['Smith & Sons', 'Fulton Hogan / Downer JV', 'A&B Plumbing', '2degrees'])
      expect(ORGANISATION_NAME.test(text)).toBe(true);
  });

  it('JOB_TITLE and ORGANISATION_NAME still refuse other symbols, a leading & or /, and digits in a job title', () => {
    for (const text of ['& co', '/operator', 'Manager 2IC', 'Chef (head)', 'a@b'])
      expect(JOB_TITLE.test(text)).toBe(false);
    for (const text of ['& Sons', 'a@b', 'Ltd.;', '"Quoted"', 'Smith + Sons'])
      expect(ORGANISATION_NAME.test(text)).toBe(false);
  });
});
