import { describe, expect, it } from 'vitest';
import { addressFromTyped } from './typed-address.ts';

describe('addressFromTyped: what was typed into the search, for the manual fields', () => {
  it('splits a number, a street name and its type', () => {
    expect(addressFromTyped('12 Cuba Street')).toEqual({
      StreetNumber: '12',
      StreetName: 'Cuba',
      StreetType: 'Street',
    });
  });

  it('reads a unit, a letter, an abbreviated type, suburb, city and postcode', () => {
    expect(addressFromTyped('2/15A Queen St, Auckland Central, Auckland 1010')).toEqual({
      Unit: '2',
      StreetNumber: '15A',
      StreetName: 'Queen',
      StreetType: 'Street',
      Suburb: 'Auckland Central',
      City: 'Auckland',
      Postcode: '1010',
    });
  });

  it('keeps a street without a known type whole, and a lone place as the city', () => {
    expect(addressFromTyped('7 Te Ara Whanake, Ōtāhuhu')).toEqual({
      StreetNumber: '7',
      StreetName: 'Te Ara Whanake',
      City: 'Ōtāhuhu',
    });
    expect(addressFromTyped('Cuba Street')).toEqual({ StreetName: 'Cuba', StreetType: 'Street' });
  });
});
