import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { emptyAddress, type AddressPart, type AddressValue } from './address-value.ts';
import { addressFromDetail } from './address-finder.ts';
import { QUEEN_STREET_ADDRESS } from './fixtures.ts';
import {
  ADDRESS_PART_MAX_LENGTHS,
  ADDRESS_PART_PATTERNS,
  validateAddress,
  type AddressMessages,
} from './address-validation.ts';

// Real LINZ data shipped with the product (content/nz-addresses/README.md; CC BY 4.0: "Sourced from
// the LINZ Data Service and licensed for reuse under CC BY 4.0.").
const DATA = new URL('../../../content/nz-addresses/', import.meta.url);
const readCsv = (name: string) =>
  parse(readFileSync(new URL(name, DATA)), { columns: true, skip_empty_lines: true }) as Record<
    string,
    string
  >[];

const messages: AddressMessages = {
  required: 'Please enter a complete address',
  invalid: 'Please enter the missing parts',
  partRequired: 'This field is required',
  tooLong: 'Please use {max} characters or fewer',
  custom: 'We need a street address',
};
const address = (parts: Partial<AddressValue>): AddressValue => ({ ...emptyAddress(), ...parts });
const complete = QUEEN_STREET_ADDRESS;

describe('validateAddress: required and complete (site-and-tools §5 "Address")', () => {
  it('gives the required error, with the configured text, when required and no part is filled', () => {
    const result = validateAddress(address({ Suburb: '  ', Latitude: -36 }), {
      required: true,
      messages,
    });
    expect(result.error).toEqual({ kind: 'required', message: 'Please enter a complete address' });
    expect(Object.keys(result.parts)).toEqual(['StreetNumber', 'StreetName', 'City', 'Postcode']);
  });

  it('accepts an empty address that is not required', () => {
    expect(validateAddress(emptyAddress(), { required: false, messages })).toEqual({
      error: null,
      parts: {},
    });
  });

  it('accepts a complete address, with or without unit, street type and suburb (always optional)', () => {
    expect(validateAddress(complete, { required: true, messages }).error).toBeNull();
    expect(
      validateAddress({ ...complete, StreetType: '', Suburb: '' }, { required: true, messages })
        .error,
    ).toBeNull();
  });

  it('is invalid when something is filled but the street number, street name, city or postcode is missing, marking each missing part', () => {
    for (const part of ['StreetNumber', 'StreetName', 'City', 'Postcode'] as const) {
      const result = validateAddress({ ...complete, [part]: ' ' }, { required: false, messages });
      expect(result.error, part).toEqual({
        kind: 'invalid',
        message: 'Please enter the missing parts',
      });
      expect(result.parts, part).toEqual({
        [part]: { kind: 'required', message: 'This field is required' },
      });
    }
    expect(
      validateAddress(address({ Suburb: 'Ponsonby' }), { required: false, messages }).error?.kind,
    ).toBe('invalid');
  });

  it('runs the caller’s custom check last, with the configured custom text', () => {
    const noBoxes = (value: AddressValue) => value.BoxType === '';
    expect(
      validateAddress(
        { ...complete, BoxType: 'PO Box' },
        { required: true, messages, custom: noBoxes },
      ).error,
    ).toEqual({ kind: 'custom', message: 'We need a street address' });
    expect(
      validateAddress(complete, { required: true, messages, custom: noBoxes }).error,
    ).toBeNull();
    expect(
      validateAddress({ ...complete, City: '' }, { required: true, messages, custom: () => false })
        .error?.kind,
    ).toBe('invalid');
  });
});

describe('validateAddress: part patterns with the exact messages of the §5 table', () => {
  const cases: [AddressPart, string, string][] = [
    ['Unit', 'Flat #2', 'Numbers and letters only'],
    ['StreetNumber', '15/2', 'Numbers and hyphens only'],
    ['StreetName', 'Queen <b>', 'Numbers and letters only'],
    ['StreetType', 'Road 2', 'Letters only'],
    ['Suburb', 'Ponsonby 2', 'Letters only'],
    ['City', 'Auckland1', 'Letters only'],
    ['Postcode', '101', 'Your postcode must be 4 numbers'],
  ];
  for (const [part, bad, message] of cases) {
    it(`rejects ${part} "${bad}" with '${message}', marking that part`, () => {
      const result = validateAddress({ ...complete, [part]: bad }, { required: true, messages });
      expect(result.parts).toEqual({ [part]: { kind: 'pattern', message } });
      expect(result.error).toEqual({ kind: 'pattern', message });
    });
  }

  it('marks every failing part and reports the first in form order', () => {
    const result = validateAddress(
      { ...complete, Postcode: '10100', StreetNumber: 'one' },
      { required: true, messages },
    );
    expect(Object.keys(result.parts)).toEqual(['StreetNumber', 'Postcode']);
    expect(result.error?.message).toBe('Numbers and hyphens only');
  });

  it('checks a part even when the address is not required', () => {
    expect(
      validateAddress({ ...complete, Postcode: 'abcd' }, { required: false, messages }).parts
        .Postcode?.kind,
    ).toBe('pattern');
  });

  it('ignores whitespace around a part', () => {
    expect(
      validateAddress(
        { ...complete, Postcode: ' 1010 ', StreetNumber: ' 15A ' },
        { required: true, messages },
      ).error,
    ).toBeNull();
  });

  it('rejects postcodes that are not exactly 4 digits', () => {
    for (const bad of ['101', '10101', '1O10', '10 10', '-101'])
      expect(ADDRESS_PART_PATTERNS.Postcode.test(bad), bad).toBe(false);
    expect(ADDRESS_PART_PATTERNS.Postcode.test('0975')).toBe(true);
  });

  it('accepts street numbers like 15A, 2-4, 979-993 and 1700 and rejects words and symbols', () => {
    for (const good of ['1', '15A', '2-4', '2 - 4', '979-993', '1700', '12B-12C'])
      expect(ADDRESS_PART_PATTERNS.StreetNumber.test(good), good).toBe(true);
    for (const bad of ['A', 'one', '15/2', '-4', '4-', '1,2', '15 A B C'])
      expect(ADDRESS_PART_PATTERNS.StreetNumber.test(bad), bad).toBe(false);
  });

  it('accepts names with macrons (composed or decomposed), apostrophes and hyphens, and rejects markup and symbols', () => {
    for (const good of [
      'Whangārei',
      'Whanga\u0304rei',
      "O'Connell",
      'O’Connell',
      'Rangiriri-Te Kauwhata',
      'Great Barrier Island (Aotea Island)',
      'St. Arnaud',
      'Riverton/Aparima',
    ]) {
      expect(ADDRESS_PART_PATTERNS.City.test(good), good).toBe(true);
    }
    for (const bad of [
      '<script>',
      'Auckland;',
      'Wellington!',
      "'Quote",
      '-Dash',
      '1st Town',
      'a@b',
    ])
      expect(ADDRESS_PART_PATTERNS.City.test(bad), bad).toBe(false);
    expect(ADDRESS_PART_PATTERNS.StreetName.test("O'Connell")).toBe(true);
    expect(ADDRESS_PART_PATTERNS.StreetName.test('Queen; DROP')).toBe(false);
  });

  it('accepts a rural delivery area as a suburb (postal addresses: RD 2)', () => {
    expect(ADDRESS_PART_PATTERNS.Suburb.test('RD 2')).toBe(true);
    expect(ADDRESS_PART_PATTERNS.Suburb.test('RD two2')).toBe(false);
  });
});

describe('validateAddress: maximum lengths (site-and-tools §5)', () => {
  it('uses the spec maxima: Unit 100, StreetNumber 100, StreetName 100, StreetType 16, Suburb 100, City 40, Postcode 4', () => {
    expect(ADDRESS_PART_MAX_LENGTHS).toEqual({
      Unit: 100,
      StreetNumber: 100,
      StreetName: 100,
      StreetType: 16,
      Suburb: 100,
      City: 40,
      Postcode: 4,
    });
  });

  it('rejects a part one character over its maximum with the configured text, and accepts it at the maximum', () => {
    const at = validateAddress(
      { ...complete, StreetType: 'A'.repeat(16), City: 'B'.repeat(40) },
      { required: true, messages },
    );
    expect(at.error).toBeNull();
    const over = validateAddress(
      { ...complete, StreetType: 'A'.repeat(17), City: 'B'.repeat(41) },
      { required: true, messages },
    );
    expect(over.parts).toEqual({
      StreetType: { kind: 'max', message: 'Please use 16 characters or fewer' },
      City: { kind: 'max', message: 'Please use 40 characters or fewer' },
    });
    expect(
      validateAddress({ ...complete, StreetName: 'Long'.repeat(26) }, { required: true, messages })
        .parts.StreetName?.kind,
    ).toBe('max');
  });
});

describe('validateAddress on real NZ data (LINZ)', () => {
  it('accepts every one of the 2,726 LINZ sample addresses, in macron and ASCII spelling, mapped as the finder would', () => {
    const rows = readCsv('linz-addresses-sample.csv');
    expect(rows.length).toBe(2726);
    const failures: string[] = [];
    for (const row of rows) {
      for (const ascii of [false, true]) {
        const name = (column: string) => (ascii ? row[`${column}_ascii`] : row[column]) ?? '';
        const value = addressFromDetail({
          UnitIdentifier: row.unit,
          Number: row.address_number_high
            ? `${row.address_number}-${row.address_number_high}`
            : row.address_number,
          Alpha: row.address_number_suffix,
          StreetName: name('road_name'),
          StreetType: row.road_type_name,
          Street: name('full_road_name'),
          Suburb: name('suburb_locality'),
          City: name('town_city'),
          Postcode: row.postcode,
          Lat: row.latitude,
          Long: row.longitude,
        });
        const { error } = validateAddress(value, { required: true, messages });
        if (error) failures.push(`${row.full_address}: ${error.message}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('accepts all 117 road names with macrons, and their spellings without, as street names', () => {
    const withMacrons = new Set(
      readCsv('nz-roads-with-postcodes.csv')
        .map((row) => row.name ?? '')
        .filter((name) => /[āēīōū]/i.test(name)),
    );
    expect(withMacrons.size).toBe(117);
    const folded = [...withMacrons].map((name) => name.normalize('NFD').replace(/\u0304/g, ''));
    const decomposed = [...withMacrons].map((name) => name.normalize('NFD'));
    const rejected = [...withMacrons, ...folded, ...decomposed].filter(
      (name) => !ADDRESS_PART_PATTERNS.StreetName.test(name),
    );
    expect(rejected).toEqual([]);
  });

  it('accepts every NZ road name as a street name and every locality and town as a suburb and city', () => {
    const rows = readCsv('nz-roads-with-postcodes.csv');
    const places = (text: string | undefined) =>
      (text ?? '')
        .split(',')
        .map((place) => place.trim())
        .filter((place) => place && place !== '\\N');
    const rejected = new Set<string>();
    for (const row of rows) {
      if (!ADDRESS_PART_PATTERNS.StreetName.test(row.name ?? ''))
        rejected.add(`street ${row.name}`);
      for (const suburb of places(row.locality))
        if (!ADDRESS_PART_PATTERNS.Suburb.test(suburb)) rejected.add(`suburb ${suburb}`);
      for (const city of places(row.city))
        if (!ADDRESS_PART_PATTERNS.City.test(city)) rejected.add(`city ${city}`);
    }
    expect(rows.length).toBe(79153);
    expect([...rejected]).toEqual([]);
  });
});
