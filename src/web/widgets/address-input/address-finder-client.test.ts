import { afterEach, describe, expect, it, vi } from 'vitest';
import { QUEEN_STREET_DETAIL } from '#domain/address/fixtures.ts';
import { AddressLookupError, loadAddressFinderConfig } from './address-finder-client.ts';
import { fetchAddressDetail, searchAddresses } from './address-finder.on-demand.ts';

const CONFIG = {
  addressFinder: {
    search: '/api/address-finder/search',
    searchPostal: '/api/address-finder/search-postal',
    detail: '/api/address-finder/detail',
  },
};

/** A fake finder: the config, then the given answer for every lookup. */
function finder(config: unknown, lookup: unknown = []) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async (url: string) =>
        new Response(JSON.stringify(url.endsWith('/config') ? config : lookup), { status: 200 }),
    ),
  );
}
afterEach(() => vi.unstubAllGlobals());
const signal = new AbortController().signal;

describe('the address finder client reads answers through the wire contract (issue 7 finding 7)', () => {
  it('refuses a config that does not match the contract, and forgets it', async () => {
    finder({ addressFinder: { ...CONFIG.addressFinder, detail: 42 } });
    await expect(loadAddressFinderConfig()).rejects.toBeInstanceOf(AddressLookupError);
    finder(CONFIG);
    expect(await loadAddressFinderConfig()).toEqual(CONFIG.addressFinder);
  });

  it('refuses a search answer that does not match the contract', async () => {
    finder(CONFIG, [{ Address: '1 Queen Street', Id: 'q1' }]);
    expect(await searchAddresses('Queen', { postal: false, signal })).toEqual([
      { Address: '1 Queen Street', Id: 'q1' },
    ]);
    finder(CONFIG, [{ Address: '1 Queen Street', Id: 7 }]);
    await expect(searchAddresses('Queen', { postal: true, signal })).rejects.toBeInstanceOf(
      AddressLookupError,
    );
  });

  it('refuses a detail answer that does not match the contract', async () => {
    finder(CONFIG, QUEEN_STREET_DETAIL);
    expect(await fetchAddressDetail('q15', { signal })).toEqual(QUEEN_STREET_DETAIL);
    finder(CONFIG, { ...QUEEN_STREET_DETAIL, Lat: '-36.8' });
    await expect(fetchAddressDetail('q15', { signal })).rejects.toBeInstanceOf(AddressLookupError);
  });
});
