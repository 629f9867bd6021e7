import { describe, expect, it } from 'vitest';
import { emptyAddress, isAddressFilled, readAddressValue } from './address-value.ts';
import { flattenAddress } from './address-flatten.ts';

describe('the address value (site-and-tools §3)', () => {
  it('starts empty, carrying the postal flag', () => {
    expect(emptyAddress()).toMatchObject({ StreetName: '', Latitude: null, Postal: false });
    expect(emptyAddress(true).Postal).toBe(true);
  });

  it('counts as filled only when a part holds more than whitespace', () => {
    expect(isAddressFilled(emptyAddress())).toBe(false);
    expect(
      isAddressFilled({ ...emptyAddress(), Suburb: '   ', Latitude: -36, BoxType: 'PO Box' }),
    ).toBe(false);
    expect(isAddressFilled({ ...emptyAddress(), Suburb: 'Ponsonby' })).toBe(true);
  });

  it('reads a value from untrusted input, filling absent parts with empty text', () => {
    expect(
      readAddressValue({ StreetNumber: '1', StreetName: 'Queen', Latitude: -36.8, Postal: true }),
    ).toEqual({
      ...emptyAddress(true),
      StreetNumber: '1',
      StreetName: 'Queen',
      Latitude: -36.8,
    });
    expect(readAddressValue({ City: null })).toEqual(emptyAddress());
  });

  it('refuses input of the wrong shape so the server can answer 4xx', () => {
    for (const bad of [
      null,
      'Queen Street',
      [],
      { StreetNumber: 1 },
      { City: ['Auckland'] },
      { Latitude: '-36' },
      { Longitude: Infinity },
      { Postal: 'yes' },
    ]) {
      expect(readAddressValue(bad), JSON.stringify(bad)).toBeNull();
    }
  });

  it('flattens into the seven Address* fields saved with step 2 (loan-application §3)', () => {
    const value = {
      ...emptyAddress(),
      Unit: 'Flat 2 ',
      StreetNumber: '15A',
      StreetName: 'Queen',
      StreetType: 'Street',
      Suburb: 'Auckland Central',
      City: 'Auckland',
      Postcode: '1010',
      Latitude: -36.8,
      BoxType: '',
    };
    expect(flattenAddress(value)).toEqual({
      AddressUnit: 'Flat 2',
      AddressStreetNumber: '15A',
      AddressStreetName: 'Queen',
      AddressStreetType: 'Street',
      AddressSuburb: 'Auckland Central',
      AddressCity: 'Auckland',
      AddressPostcode: '1010',
    });
  });
});
