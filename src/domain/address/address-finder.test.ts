import { describe, expect, it } from 'vitest';
import { QUEEN_STREET_DETAIL } from './fixtures.ts';
import {
  addressFromDetail,
  readAddressDetail,
  ADDRESS_SEARCH_DEBOUNCE_MS,
  ADDRESS_SEARCH_MIN_CHARS,
} from './address-finder.ts';

describe('address finder answers', () => {
  it('waits 300 ms and 3 characters before searching (site-and-tools §9)', () => {
    expect(ADDRESS_SEARCH_DEBOUNCE_MS).toBe(300);
    expect(ADDRESS_SEARCH_MIN_CHARS).toBe(3);
  });

  it('treats a detail answer without any address in it as no result (site-and-tools §8)', () => {
    expect(readAddressDetail(null)).toBeNull();
    expect(readAddressDetail([])).toBeNull();
    expect(readAddressDetail({})).toBeNull();
    expect(readAddressDetail({ Number: '', StreetName: '  ' })).toBeNull();
    expect(readAddressDetail({ Number: '1', StreetName: 'Queen' })).toEqual({
      Number: '1',
      StreetName: 'Queen',
    });
  });
});

describe('addressFromDetail', () => {
  const queenStreet = QUEEN_STREET_DETAIL;

  it('maps a street address: unit from type and identifier, number with its alpha, coordinates (site-and-tools §3)', () => {
    expect(addressFromDetail(queenStreet)).toEqual({
      Unit: 'Flat 2',
      StreetNumber: '15A',
      StreetName: 'Queen',
      StreetType: 'Street',
      Suburb: 'Auckland Central',
      City: 'Auckland',
      Postcode: '1010',
      Latitude: -36.8446,
      Longitude: 174.7669,
      BoxType: '',
      Postal: false,
    });
  });

  it('adds the floor to the unit, reading a bare floor number as a level', () => {
    expect(addressFromDetail({ ...queenStreet, Floor: '3' }).Unit).toBe('Flat 2 Level 3');
    expect(
      addressFromDetail({ ...queenStreet, UnitType: '', UnitIdentifier: '', Floor: 'Level 12' })
        .Unit,
    ).toBe('Level 12');
    expect(addressFromDetail({ ...queenStreet, UnitType: null, UnitIdentifier: '7A' }).Unit).toBe(
      '7A',
    );
  });

  it('keeps a road whose type comes first whole, so State Highway 1 and Te Ara roads are not reordered', () => {
    const highway = addressFromDetail({
      Number: '1700',
      StreetName: '1',
      StreetType: 'State Highway',
      Street: 'State Highway 1',
      Suburb: 'Topuni',
      City: 'Wellsford',
      Postcode: '0975',
    });
    expect(highway).toMatchObject({
      StreetNumber: '1700',
      StreetName: 'State Highway 1',
      StreetType: '',
    });
    const teAra = addressFromDetail({
      Number: '4',
      StreetName: 'Whanake',
      StreetType: 'Te Ara',
      Street: 'Te Ara Whanake',
      City: 'Auckland',
      Postcode: '1010',
    });
    expect(teAra).toMatchObject({ StreetName: 'Te Ara Whanake', StreetType: '' });
    const withSuffix = addressFromDetail({
      Number: '4',
      StreetName: 'Queen',
      StreetType: 'Street',
      Street: 'Queen Street East',
      City: 'Hastings',
      Postcode: '4122',
    });
    expect(withSuffix).toMatchObject({ StreetName: 'Queen Street East', StreetType: '' });
    expect(
      addressFromDetail({ Number: '4', Street: 'Queen Street', City: 'Auckland' }),
    ).toMatchObject({ StreetName: 'Queen Street', StreetType: '' });
    expect(
      addressFromDetail({
        Number: '4',
        StreetName: 'Queen',
        StreetType: 'Street',
        City: 'Auckland',
      }),
    ).toMatchObject({ StreetName: 'Queen', StreetType: 'Street' });
  });

  it('maps a box address so the box type reads before the number, with the lobby and mail town', () => {
    const box = addressFromDetail(
      {
        Number: '5678',
        BoxType: 'PO Box',
        LobbyName: 'Wellesley Street',
        Mailtown: 'Auckland',
        Postcode: '1141',
        Suburb: '',
        City: '',
        Lat: null,
        Long: null,
      },
      { postal: true },
    );
    expect(box).toEqual({
      Unit: '',
      StreetNumber: '5678',
      StreetName: 'PO Box',
      StreetType: '',
      Suburb: 'Wellesley Street',
      City: 'Auckland',
      Postcode: '1141',
      Latitude: null,
      Longitude: null,
      BoxType: 'PO Box',
      Postal: true,
    });
  });

  it('in postal mode puts the rural delivery number where the suburb goes and the mail town as the city', () => {
    const rural = {
      Number: 207,
      StreetName: 'Oruawharo',
      StreetType: 'Road',
      Street: 'Oruawharo Road',
      Suburb: 'Topuni',
      City: 'Wellsford',
      RuralDeliveryNumber: '2',
      Mailtown: 'Wellsford',
      Postcode: '0975',
    };
    expect(addressFromDetail(rural, { postal: true })).toMatchObject({
      StreetNumber: '207',
      Suburb: 'RD 2',
      City: 'Wellsford',
      Postal: true,
    });
    expect(
      addressFromDetail({ ...rural, RuralDeliveryNumber: 'RD 4' }, { postal: true }).Suburb,
    ).toBe('RD 4');
    expect(addressFromDetail(rural)).toMatchObject({
      Suburb: 'Topuni',
      City: 'Wellsford',
      Postal: false,
    });
  });

  it('reads coordinates given as text and drops ones that are not numbers', () => {
    expect(addressFromDetail({ ...queenStreet, Lat: '-36.1', Long: '174.5' })).toMatchObject({
      Latitude: -36.1,
      Longitude: 174.5,
    });
    expect(addressFromDetail({ ...queenStreet, Lat: 'north', Long: '' })).toMatchObject({
      Latitude: null,
      Longitude: null,
    });
  });

  it('tidies whitespace and ignores fields of the wrong type', () => {
    const messy = addressFromDetail({
      Number: ' 12 ',
      StreetName: 'Great  North',
      StreetType: 'Road',
      Suburb: { x: 1 } as unknown as string,
      City: 'Auckland',
      Postcode: 1021,
    });
    expect(messy).toMatchObject({
      StreetNumber: '12',
      StreetName: 'Great North',
      Suburb: '',
      Postcode: '1021',
    });
  });
});
