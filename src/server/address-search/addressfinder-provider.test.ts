import { describe, expect, it } from 'vitest';
import { HttpError } from '../http-error.ts';
import { AddressFinderProvider, detailFromMetadata } from './addressfinder-provider.ts';

function fakeFetch(answer: (url: URL) => Response) {
  const calls: Array<{ url: URL; headers: Record<string, string> }> = [];
  const fetch = (async (input: URL, init?: RequestInit) => {
    calls.push({ url: input, headers: (init?.headers ?? {}) as Record<string, string> });
    return answer(input);
  }) as unknown as typeof globalThis.fetch;
  return { fetch, calls };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('AddressFinderProvider (ADDRESS_PROVIDER=addressfinder)', () => {
  it('turns completions into suggestions, leaving PO Boxes out of the physical search', async () => {
    const { fetch, calls } = fakeFetch(() =>
      json({
        completions: [
          { a: '1 Queen Street, Auckland Central, Auckland 1010', pxid: '2-.F.1W.p.0Nm5x', v: 0 },
        ],
        success: true,
      }),
    );
    const provider = new AddressFinderProvider({ key: 'KEY', secret: 'SECRET', fetch });
    expect(await provider.search('1 Queen')).toEqual([
      { Address: '1 Queen Street, Auckland Central, Auckland 1010', Id: '2-.F.1W.p.0Nm5x' },
    ]);
    const [call] = calls;
    expect(call?.url.pathname).toBe('/api/nz/address/autocomplete');
    expect(Object.fromEntries(call?.url.searchParams ?? [])).toEqual({
      key: 'KEY',
      format: 'json',
      q: '1 Queen',
      max: '10',
      post_box: '0',
    });
    // The secret goes in a header, never in a URL that proxies log.
    expect(call?.headers.Authorization).toBe('SECRET');
  });

  it('asks for NZ Post delivered addresses in the postal search', async () => {
    const { fetch, calls } = fakeFetch(() => json({ completions: [], success: true }));
    await new AddressFinderProvider({ key: 'KEY', secret: 'SECRET', fetch }).searchPostal(
      'PO Box 12',
    );
    expect(calls[0]?.url.searchParams.get('delivered')).toBe('1');
  });

  it('maps the metadata to every field of the detail response', () => {
    expect(
      detailFromMetadata({
        unit_type: 'Flat',
        unit_identifier: '2',
        number: '1703',
        alpha: 'A',
        street: 'State Highway 1',
        street_name: '1',
        street_type: 'state highway',
        suburb: 'Warkworth',
        city: 'Warkworth',
        mailtown: 'Warkworth',
        postcode: '0983',
        rd_number: '3',
        x: '174.66',
        y: '-36.39',
      }),
    ).toEqual({
      UnitType: 'Flat',
      UnitIdentifier: '2',
      Floor: null,
      BuildingName: null,
      Number: '1703',
      Alpha: 'A',
      StreetName: 'State Highway 1',
      Street: 'State Highway 1',
      StreetType: null,
      Suburb: 'Warkworth',
      City: 'Warkworth',
      Postcode: '0983',
      BoxType: null,
      LobbyName: null,
      Mailtown: 'Warkworth',
      RuralDeliveryNumber: '3',
      Lat: -36.39,
      Long: 174.66,
    });
    expect(
      detailFromMetadata({ street: 'Queen Street', street_name: 'Queen', street_type: 'street' }),
    ).toMatchObject({ StreetName: 'Queen', StreetType: 'Street' });
  });

  it('answers an unknown pxid with null (a 404 for the caller)', async () => {
    const { fetch } = fakeFetch(() => json({ success: false, message: 'not found' }, 404));
    expect(
      await new AddressFinderProvider({ key: 'KEY', secret: 'SECRET', fetch }).detail('2-.F.1W'),
    ).toBeNull();
  });

  it('turns a failing or unreachable service into a 502', async () => {
    const down = fakeFetch(() => json({ message: 'boom' }, 500));
    await expect(
      new AddressFinderProvider({ key: 'K', secret: 'S', fetch: down.fetch }).search('1 Queen'),
    ).rejects.toMatchObject({ statusCode: 502 });
    const unreachable = (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    await expect(
      new AddressFinderProvider({ key: 'K', secret: 'S', fetch: unreachable }).search('1 Queen'),
    ).rejects.toBeInstanceOf(HttpError);
  });

  it('accepts pxids and refuses anything else as an id', () => {
    const provider = new AddressFinderProvider({ key: 'K', secret: 'S' });
    expect(provider.isValidId('2-.F.1W.p.0Nm5x')).toBe(true);
    expect(provider.isValidId('1; drop table')).toBe(false);
  });
});
