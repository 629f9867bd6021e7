import { describe, expect, it } from 'vitest';
import { normaliseAddressText } from '#domain/address-search/normalise.ts';
import { buildAddressRow } from './address-row.ts';
import { parseRoadName } from './road-name.ts';

const queenStreet = parseRoadName('Queen Street');

describe('buildAddressRow', () => {
  it('writes a street address as NZ addresses are written: unit/number, street, suburb, city postcode', () => {
    const row = buildAddressRow({
      sourceId: 'demo:1',
      generated: true,
      unitType: 'Unit',
      unitIdentifier: '2',
      number: '15',
      alpha: 'A',
      road: queenStreet,
      suburb: 'Auckland Central',
      city: 'Auckland',
      postcode: '1010',
    });
    expect(row.fullAddress).toBe('2/15A Queen Street, Auckland Central, Auckland 1010');
    expect(row).toMatchObject({
      streetName: 'Queen',
      streetType: 'Street',
      street: 'Queen Street',
      postal: false,
      numberSort: 15,
    });
  });

  it('names a suburb equal to its city, or a place with no city, once', () => {
    const base = {
      sourceId: 'demo:2',
      generated: true,
      number: '1708',
      road: parseRoadName('State Highway 1'),
      postcode: '0975',
    };
    expect(buildAddressRow({ ...base, suburb: 'Kaiwaka', city: 'Kaiwaka' }).fullAddress).toBe(
      '1708 State Highway 1, Kaiwaka 0975',
    );
    expect(buildAddressRow({ ...base, suburb: 'Kaiwaka', city: null }).fullAddress).toBe(
      '1708 State Highway 1, Kaiwaka 0975',
    );
  });

  it('writes a rural delivery address with its RD number and mail town, and marks it postal', () => {
    const row = buildAddressRow({
      sourceId: 'demo:3',
      generated: true,
      number: '123',
      road: parseRoadName('Kowhai Road'),
      suburb: 'Hakaru',
      postcode: '0573',
      ruralDeliveryNumber: '2',
      mailtown: 'Kaiwaka',
    });
    expect(row.fullAddress).toBe('123 Kowhai Road, RD 2, Kaiwaka 0573');
    expect(row).toMatchObject({
      postal: true,
      suburb: 'Hakaru',
      mailtown: 'Kaiwaka',
      ruralDeliveryNumber: '2',
    });
  });

  it('writes a box address with its lobby and mail town, and marks it postal', () => {
    const row = buildAddressRow({
      sourceId: 'demo:4',
      generated: true,
      boxType: 'PO Box',
      number: '5678',
      lobbyName: 'Te Aro',
      mailtown: 'Wellington',
      postcode: '6011',
    });
    expect(row.fullAddress).toBe('PO Box 5678, Te Aro, Wellington 6011');
    expect(row).toMatchObject({
      postal: true,
      boxType: 'PO Box',
      number: '5678',
      lobbyName: 'Te Aro',
      mailtown: 'Wellington',
      city: 'Wellington',
      street: null,
    });
    expect(row.searchText).toBe('po box 5678 te aro wellington 6011');
  });

  it('stores search keys in the normal form a query takes, number first and street first', () => {
    const row = buildAddressRow({
      sourceId: 'demo:5',
      generated: true,
      unitIdentifier: '2',
      number: '15',
      road: parseRoadName('Ōtāhuhu Rd'),
      suburb: 'Ōtāhuhu',
      city: 'Auckland',
      postcode: '1062',
    });
    expect(row.searchText).toBe(normaliseAddressText(row.fullAddress));
    expect(row.searchText).toBe('2/15 otahuhu road otahuhu auckland 1062');
    expect(row.streetSearchText).toBe('otahuhu road otahuhu auckland 1062 2/15');
  });

  it('keeps floor and building out of the number-first key prefix but searchable', () => {
    const row = buildAddressRow({
      sourceId: 'demo:6',
      generated: false,
      floor: 'Level 3',
      number: '15',
      road: queenStreet,
      suburb: 'Auckland Central',
      city: 'Auckland',
      postcode: '1010',
    });
    expect(row.fullAddress).toBe('Level 3, 15 Queen Street, Auckland Central, Auckland 1010');
    expect(row.searchText).toBe('15 queen street auckland central auckland 1010 level 3');
  });
});
