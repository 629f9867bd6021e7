import { describe, expect, it } from 'vitest';
import { emptyAddress, type AddressValue } from './address-value.ts';
import { formatAddressSummary } from './address-summary.ts';
import { QUEEN_STREET_ADDRESS } from './fixtures.ts';

const address = (parts: Partial<AddressValue>): AddressValue => ({ ...emptyAddress(), ...parts });

describe('formatAddressSummary (site-and-tools §4 "Address search")', () => {
  it('puts the number before the street name, then the type, suburb, and city with postcode', () => {
    expect(formatAddressSummary(QUEEN_STREET_ADDRESS)).toBe(
      '1 Queen Street, Auckland Central, Auckland 1010',
    );
  });

  it('starts with the unit followed by a comma when there is one', () => {
    expect(
      formatAddressSummary(
        address({
          Unit: 'Flat 2',
          StreetNumber: '15A',
          StreetName: 'Queen',
          StreetType: 'Street',
          Suburb: 'Auckland Central',
          City: 'Auckland',
          Postcode: '1010',
        }),
      ),
    ).toBe('Flat 2, 15A Queen Street, Auckland Central, Auckland 1010');
  });

  it('puts the street name before the number when there is a BoxType', () => {
    expect(
      formatAddressSummary(
        address({
          BoxType: 'PO Box',
          StreetName: 'PO Box',
          StreetNumber: '5678',
          Suburb: 'Wellesley Street',
          City: 'Auckland',
          Postcode: '1141',
        }),
      ),
    ).toBe('PO Box 5678, Wellesley Street, Auckland 1141');
  });

  it('leaves out empty parts without stray commas or spaces', () => {
    expect(
      formatAddressSummary(
        address({
          StreetNumber: '1700',
          StreetName: 'State Highway 1',
          City: 'Wellsford',
          Postcode: '0975',
        }),
      ),
    ).toBe('1700 State Highway 1, Wellsford 0975');
    expect(formatAddressSummary(address({ City: ' Auckland ' }))).toBe('Auckland');
    expect(formatAddressSummary(emptyAddress())).toBe('');
  });

  it('says a suburb that only repeats the city once (LINZ: 1708 State Highway 1, Kaiwaka)', () => {
    expect(
      formatAddressSummary(
        address({
          StreetNumber: '1708',
          StreetName: 'State Highway 1',
          Suburb: 'Kaiwaka',
          City: 'Kaiwaka',
          Postcode: '0975',
        }),
      ),
    ).toBe('1708 State Highway 1, Kaiwaka 0975');
  });
});
