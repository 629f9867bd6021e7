import { describe, expect, it } from 'vitest';
import { parseRoadName, roadFromParts, streetFields } from './road-name.ts';

describe('parseRoadName', () => {
  it('splits a trailing road type off the name', () => {
    expect(parseRoadName('Queen Street')).toMatchObject({
      name: 'Queen',
      type: 'Street',
      suffix: null,
      typeLeads: false,
    });
    expect(parseRoadName('Kaiwaka-Mangawhai Road')).toMatchObject({
      name: 'Kaiwaka-Mangawhai',
      type: 'Road',
    });
    expect(parseRoadName('Harpoon Hill')).toMatchObject({ name: 'Harpoon', type: 'Hill' });
  });

  it('recognises the types LINZ places before the name: Te Ara and State Highway', () => {
    expect(parseRoadName('Te Ara Whanake')).toMatchObject({
      name: 'Whanake',
      type: 'Te Ara',
      typeLeads: true,
    });
    expect(parseRoadName('State Highway 1')).toMatchObject({
      name: '1',
      type: 'State Highway',
      typeLeads: true,
    });
  });

  it('prefers a trailing type over a leading one (Te Ara Crescent is a crescent named Te Ara)', () => {
    expect(parseRoadName('Te Ara Crescent')).toMatchObject({
      name: 'Te Ara',
      type: 'Crescent',
      typeLeads: false,
    });
  });

  it('does not read Te Arahori as the Te Ara type', () => {
    expect(parseRoadName('Te Arahori Road')).toMatchObject({ name: 'Te Arahori', type: 'Road' });
  });

  it('keeps a suffix (East, Extension) apart from the type', () => {
    expect(parseRoadName('Anzac Street East')).toMatchObject({
      name: 'Anzac',
      type: 'Street',
      suffix: 'East',
    });
    expect(parseRoadName('Beach Road Extension')).toMatchObject({
      name: 'Beach',
      type: 'Road',
      suffix: 'Extension',
    });
  });

  it('gives no type where the last word is part of the name, as LINZ does (Allom Bay, Flat Island, Broadway)', () => {
    expect(parseRoadName('Allom Bay')).toMatchObject({ name: 'Allom Bay', type: null });
    expect(parseRoadName('Flat Island')).toMatchObject({ name: 'Flat Island', type: null });
    expect(parseRoadName('Broadway')).toMatchObject({ name: 'Broadway', type: null });
    expect(parseRoadName('The Terrace')).toMatchObject({ name: 'The Terrace', type: null });
  });

  it('treats a direction as the name when it is the whole name', () => {
    expect(parseRoadName('North Road')).toMatchObject({
      name: 'North',
      type: 'Road',
      suffix: null,
    });
  });
});

describe('roadFromParts', () => {
  it('writes the full name in signed order from LINZ columns', () => {
    expect(roadFromParts('Whanake', 'Te Ara', null).full).toBe('Te Ara Whanake');
    expect(roadFromParts('Anzac', 'Street', 'East').full).toBe('Anzac Street East');
    expect(roadFromParts('1', 'State Highway', null).full).toBe('State Highway 1');
  });
});

describe('streetFields', () => {
  it('gives StreetName and StreetType that read as the road when printed in that order (site-and-tools §4 summary)', () => {
    expect(streetFields(parseRoadName('Queen Street'))).toEqual({
      streetName: 'Queen',
      streetType: 'Street',
      street: 'Queen Street',
    });
    expect(streetFields(parseRoadName('Te Ara Whanake'))).toEqual({
      streetName: 'Te Ara Whanake',
      streetType: null,
      street: 'Te Ara Whanake',
    });
    expect(streetFields(parseRoadName('Anzac Street East'))).toEqual({
      streetName: 'Anzac Street East',
      streetType: null,
      street: 'Anzac Street East',
    });
  });
});
