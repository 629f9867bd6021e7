import { describe, expect, it } from 'vitest';
import { normaliseAddressText, normaliseQueryPrefixes, queryWords } from './normalise.ts';

describe('normaliseAddressText', () => {
  it('lower-cases and folds macrons, so Māori names match typed with or without them', () => {
    expect(normaliseAddressText('12 Akarātā Road, Ōtāhuhu')).toBe('12 akarata road otahuhu');
    expect(normaliseAddressText('12 Akarata Road, Otahuhu')).toBe('12 akarata road otahuhu');
  });

  it('expands the abbreviations LINZ and NZ Post use, in stored text and queries alike', () => {
    expect(normaliseAddressText('15 Queen St')).toBe(normaliseAddressText('15 Queen Street'));
    expect(normaliseAddressText('3 Kowhai Rd')).toBe('3 kowhai road');
    expect(normaliseAddressText('9 Marine Pde')).toBe('9 marine parade');
    expect(normaliseAddressText('4 Lin Ave')).toBe('4 lin avenue');
    expect(normaliseAddressText('St Heliers Bay Road')).toBe(
      normaliseAddressText('St. Heliers Bay Rd'),
    );
  });

  it('writes a unit the way the index does: 2/15, "Unit 2, 15", "Flat 2 15" are the same', () => {
    expect(normaliseAddressText('2/15 Queen Street')).toBe('2/15 queen street');
    expect(normaliseAddressText('Unit 2, 15 Queen Street')).toBe('2/15 queen street');
    expect(normaliseAddressText('flat 2 15 queen st')).toBe('2/15 queen street');
    expect(normaliseAddressText('Unit B/15A Queen St')).toBe('b/15a queen street');
    expect(normaliseAddressText('2 / 15 Queen Street')).toBe('2/15 queen street');
  });

  it('drops apostrophes and punctuation and joins hyphenated names with a space, keeping number ranges', () => {
    expect(normaliseAddressText("7 O'Shea Road")).toBe('7 oshea road');
    expect(normaliseAddressText('979-993 Kaiwaka-Mangawhai Road, Hakaru')).toBe(
      '979-993 kaiwaka mangawhai road hakaru',
    );
  });

  it('reads P.O. Box and PO Box alike', () => {
    expect(normaliseAddressText('P.O. Box 123')).toBe('po box 123');
    expect(normaliseAddressText('PO Box 123')).toBe('po box 123');
  });

  it('gives an empty string for text with no letters or digits', () => {
    expect(normaliseAddressText(' ,./ - ')).toBe('');
    expect(normaliseAddressText('   ')).toBe('');
  });
});

describe('normaliseQueryPrefixes', () => {
  it('gives one prefix for a plain query', () => {
    expect(normaliseQueryPrefixes('1 Queen')).toEqual(['1 queen']);
  });

  it('keeps an unfinished last word that is an abbreviation both ways ("12 Rd" or "12 Rd..."), expanded first', () => {
    expect(normaliseQueryPrefixes('12 Kowhai Rd')).toEqual(['12 kowhai road', '12 kowhai rd']);
  });

  it('needs one prefix when the abbreviation starts its expansion ("st" of "street" and "stanley")', () => {
    expect(normaliseQueryPrefixes('12 St')).toEqual(['12 st']);
  });

  it('expands a last word finished with a space', () => {
    expect(normaliseQueryPrefixes('12 Kowhai Rd ')).toEqual(['12 kowhai road']);
  });

  it('turns a started unit into the index form ("Unit 2" becomes "2/")', () => {
    expect(normaliseQueryPrefixes('Unit 2')).toEqual(['2/']);
    expect(normaliseQueryPrefixes('Unit 2, 15 Qu')).toEqual(['2/15 qu']);
  });

  it('gives no prefix for a query with nothing to search', () => {
    expect(normaliseQueryPrefixes(' -- ')).toEqual([]);
  });
});

describe('queryWords', () => {
  it('splits a unit into its identifier and number, so "2/15" finds unit 2 at number 15', () => {
    expect(queryWords('2/15 Queen')).toEqual({ complete: ['2', '15'], partial: ['queen'] });
  });

  it('offers both readings of an unfinished abbreviation that is not a prefix of its expansion', () => {
    expect(queryWords('Kowhai Rd')).toEqual({ complete: ['kowhai'], partial: ['road', 'rd'] });
    expect(queryWords('Queen St')).toEqual({ complete: ['queen'], partial: ['st'] });
  });

  it('has no unfinished word when the query ends with a space', () => {
    expect(queryWords('auckland queen ')).toEqual({ complete: ['auckland', 'queen'], partial: [] });
  });

  it('expands a finished abbreviation into all its words', () => {
    expect(queryWords('SH 1 ')).toEqual({ complete: ['state', 'highway', '1'], partial: [] });
  });
});
