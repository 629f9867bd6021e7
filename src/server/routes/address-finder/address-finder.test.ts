import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { buildTestApp } from '#server/test-support/test-app.ts';
import { seedDemoAddresses } from '#server/address-search/seed-demo.ts';
import { queryRows } from '#server/address-search/sql-rows.ts';
import {
  addressDetailContract,
  addressFinderConfigContract,
  addressSearchContract,
  addressSearchPostalContract,
} from '#domain/contracts/address-finder.ts';
import { expectAnswer } from '#server/test-support/contracts.ts';

let app: FastifyInstance;
let close: () => Promise<void>;

// One database per file, seeded once with the shipped demo index (seconds on PGlite).
beforeAll(async () => {
  ({ app, close } = await buildTestApp());
  await seedDemoAddresses(app.db);
}, 240_000);
afterAll(async () => close());

interface Suggestion {
  Address: string;
  Id: string;
}

async function search(query: string, path = 'search'): Promise<Suggestion[]> {
  const response = await app.inject({ url: `/api/address-finder/${path}`, query: { query } });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const addresses = async (query: string, path?: string) =>
  (await search(query, path)).map((s) => s.Address);

async function detail(id: string) {
  const response = await app.inject({ url: '/api/address-finder/detail', query: { id } });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('GET /api/address-finder/config (site-and-tools §3, §7)', () => {
  it('gives the search, postal search and detail URLs', async () => {
    const response = await app.inject('/api/address-finder/config');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      addressFinder: {
        search: '/api/address-finder/search',
        searchPostal: '/api/address-finder/search-postal',
        detail: '/api/address-finder/detail',
      },
    });
  });
});

describe('GET /api/address-finder/search (site-and-tools §4)', () => {
  it('suggests real Queen Street addresses numbered 1 for "1 Queen", cities first, at most 10', async () => {
    const found = await search('1 Queen');
    expect(found.length).toBe(10);
    expect(found[0]).toEqual({
      Address: '1 Queen Street, Auckland Central, Auckland 1010',
      Id: expect.stringMatching(/^\d+$/),
    });
    for (const { Address } of found) expect(Address).toMatch(/^1 Queen Street, /);
  });

  it('finds a road written with macrons when typed without them, and with them', async () => {
    expect(await addresses('1 Akarata')).toContain('1 Akarātā Road, Putaruru 3411');
    expect(await addresses('1 akarātā rd')).toContain('1 Akarātā Road, Putaruru 3411');
  });

  it('ignores case and reads Rd as Road and St as Street', async () => {
    const spelled = await addresses('1 Kowhai Road');
    expect(spelled.length).toBeGreaterThan(0);
    expect(await addresses('1 KOWHAI RD')).toEqual(spelled);
    expect(await addresses('1 queen st')).toEqual(await addresses('1 Queen Street'));
  });

  it('finds a unit written 2/15, "Unit 2, 15" or "Flat 2 15"', async () => {
    const [unit] = await queryRows<{
      full_address: string;
      unit_identifier: string;
      number: string;
      street: string;
    }>(
      app.db,
      sql`select full_address, unit_identifier, number, street from addresses
          where generated and unit_identifier is not null and city = 'Auckland' order by id limit 1`,
    );
    if (!unit) throw new Error('the demo index has units');
    const { unit_identifier: id, number, street } = unit;
    expect(await addresses(`${id}/${number} ${street}`)).toContain(unit.full_address);
    expect(await addresses(`Unit ${id}, ${number} ${street}`)).toContain(unit.full_address);
    expect(await addresses(`flat ${id} ${number} ${street}`)).toContain(unit.full_address);
  });

  it('finds a real LINZ unit with a letter (7A/256 Blind Bay Road) in every unit notation', async () => {
    const expected = '7A/256 Blind Bay Road, Great Barrier Island (Aotea Island) 0991';
    expect(await addresses('7A/256 Blind Bay Rd')).toContain(expected);
    expect(await addresses('Unit 7A, 256 Blind Bay')).toContain(expected);
  });

  it('finds an address typed street first, or with its words in another order', async () => {
    expect((await addresses('queen street auck'))[0]).toBe(
      '1 Queen Street, Auckland Central, Auckland 1010',
    );
    expect(await addresses('auckland central queen')).toContain(
      '1 Queen Street, Auckland Central, Auckland 1010',
    );
  });

  it('finds the street meant when its name is misspelt', async () => {
    expect((await addresses('1 quen street auckland'))[0]).toBe(
      '1 Queen Street, Auckland Central, Auckland 1010',
    );
  });

  it('answers an empty list when nothing matches, also for punctuation or SQL typed into the box', async () => {
    expect(await search('zzzzqqq')).toEqual([]);
    expect(await search('%%%')).toEqual([]);
    expect(await search("'; drop table addresses; --")).toEqual([]);
    expect(await search('1 Queen')).toHaveLength(10);
  });

  it('never suggests a postal address', async () => {
    for (const query of ['PO Box 1', 'Private Bag', 'RD 2']) {
      for (const address of await addresses(query))
        expect(address).not.toMatch(/^(PO Box|Private Bag) |, RD \d/);
    }
  });

  it('is rate limited per visitor', async () => {
    const response = await app.inject({
      url: '/api/address-finder/search',
      query: { query: 'queen' },
    });
    expect(response.headers['x-ratelimit-limit']).toBe('300');
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('real addresses a New Zealander types (issue 11, item 4)', () => {
  it.each([
    ['12 Cuba Street', /^12 Cuba Street, /],
    ['10 Queen Street', /^10 Queen Street, /],
    ['12 Cuba St', /^12 Cuba Street, /],
    ['10 Queen', /^10 Queen/],
  ])(
    'never offers another street for "%s" when its number is not in the index',
    async (query, street) => {
      for (const address of await addresses(query)) expect(address).toMatch(street);
    },
  );

  it('still finds the street meant when its name is misspelt, with its number', async () => {
    expect((await addresses('1 cuba stret'))[0]).toMatch(/^1 Cuba Street, /);
  });

  it('keeps the macrons of a suburb (Ōtāhuhu), and finds it typed without them', async () => {
    const found = await addresses('1 Atkinson Avenue Otahuhu');
    expect(found).toContain('1/1 Atkinson Avenue, Ōtāhuhu, Auckland 1062');
    expect(await addresses('1 Atkinson Avenue Ōtāhuhu')).toEqual(found);
  });

  it('gives every demo address coordinates, so a nearest branch can be shown', async () => {
    const [missing] = await queryRows<{ count: number }>(
      app.db,
      sql`select count(*)::int as count from addresses where lat is null or long is null`,
    );
    expect(missing?.count).toBe(0);
    const [cuba] = await search('1 Cuba Street Mount Cook');
    const found = await detail(cuba?.Id ?? '');
    // Mount Cook, Wellington: the approximate point of the suburb.
    expect(found.Lat).toBeCloseTo(-41.3, 0);
    expect(found.Long).toBeCloseTo(174.77, 0);
  });
});

describe('GET /api/address-finder/search-postal', () => {
  it('suggests only postal addresses: PO Box, Private Bag and rural delivery', async () => {
    for (const query of ['PO Box 1', 'private bag', 'RD 2', 'Wellington']) {
      const found = await search(query, 'search-postal');
      expect(found.length).toBeGreaterThan(0);
      for (const suggestion of found) {
        const { BoxType, RuralDeliveryNumber } = await detail(suggestion.Id);
        expect(BoxType ?? RuralDeliveryNumber).not.toBeNull();
      }
    }
  });

  it('writes a box address with box, lobby or town, and postcode', async () => {
    const [first] = await addresses('PO Box', 'search-postal');
    expect(first).toMatch(/^PO Box \d+, [^,]+(, [^,]+)? \d{4}$/);
  });
});

describe('GET /api/address-finder/detail (site-and-tools §3 "Address detail response")', () => {
  it('gives every field of a street address, name and type apart', async () => {
    const [suggestion] = await search('1 Queen Street Auckland Central');
    expect(await detail(suggestion?.Id ?? '')).toEqual({
      UnitType: null,
      UnitIdentifier: null,
      Floor: null,
      BuildingName: null,
      Number: '1',
      Alpha: null,
      StreetName: 'Queen',
      Street: 'Queen Street',
      StreetType: 'Street',
      Suburb: 'Auckland Central',
      City: 'Auckland',
      Postcode: '1010',
      BoxType: null,
      LobbyName: null,
      Mailtown: null,
      RuralDeliveryNumber: null,
      // A made-up number: the approximate point of its suburb, Auckland Central.
      Lat: expect.closeTo(-36.85, 1),
      Long: expect.closeTo(174.76, 1),
    });
  });

  it('gives a real LINZ point its coordinates, unit and letter, and keeps a leading road type in the street name', async () => {
    const [unit] = await search('2/1161B Kaiwaka-Mangawhai Road');
    expect(await detail(unit?.Id ?? '')).toMatchObject({
      UnitIdentifier: '2',
      Number: '1161',
      Alpha: 'B',
      StreetName: 'Kaiwaka-Mangawhai',
      StreetType: 'Road',
      Postcode: '0975',
      Lat: expect.closeTo(-36.1, 0),
      Long: expect.closeTo(174.5, 0),
    });
    const [highway] = await search('1708 State Highway 1');
    expect(await detail(highway?.Id ?? '')).toMatchObject({
      StreetName: 'State Highway 1',
      StreetType: null,
      Street: 'State Highway 1',
      City: 'Kaiwaka',
    });
  });

  it('gives a box address its box type, number, lobby or mail town and postcode', async () => {
    const [box] = await search('PO Box', 'search-postal');
    const found = await detail(box?.Id ?? '');
    expect(found).toMatchObject({
      BoxType: 'PO Box',
      Number: expect.stringMatching(/^\d+$/),
      Postcode: expect.stringMatching(/^\d{4}$/),
    });
    expect(found.Mailtown).toBeTruthy();
  });
});

describe('bad requests get a clear 4xx, never a 500', () => {
  it.each([
    ['a query under 3 characters', { query: 'ab' }],
    ['a query of 3 characters only with spaces around', { query: '  ab  ' }],
    ['no query', {}],
    ['a query given twice', { query: ['1 Queen', '2 Queen'] }],
    ['a query longer than 200 characters', { query: `1 Queen ${'x'.repeat(200)}` }],
  ])('rejects %s with 400 naming the query', async (_name, query) => {
    for (const path of ['search', 'search-postal']) {
      const response = await app.inject({ url: `/api/address-finder/${path}`, query });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'The request is invalid.',
        fields: { query: expect.any(String) },
      });
    }
  });

  it.each([
    ['an id that is not a number', { id: 'abc' }],
    ['id 0', { id: '0' }],
    ['an id far too long', { id: '9'.repeat(65) }],
    ['an id given twice', { id: ['1', '2'] }],
    ['no id', {}],
  ])('rejects %s with 400 naming the id', async (_name, query) => {
    const response = await app.inject({ url: '/api/address-finder/detail', query });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'The request is invalid.',
      fields: { id: expect.any(String) },
    });
  });

  it('answers an id no address has with 404', async () => {
    const response = await app.inject({
      url: '/api/address-finder/detail',
      query: { id: '999999999999' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'No address has this id.' });
  });
});

// Moved from src/server/routes/contracts.test.ts: the one file that seeds the demo index.
describe('every API answers what its contract says (issue 7 "One wire contract per API")', () => {
  it('address finder: the config names the contract paths; search, postal search and detail answer their schemas', async () => {
    const config = expectAnswer(
      await app.inject(addressFinderConfigContract.path),
      addressFinderConfigContract,
      200,
    );
    expect(config).toEqual({
      addressFinder: {
        search: addressSearchContract.path,
        searchPostal: addressSearchPostalContract.path,
        detail: addressDetailContract.path,
      },
    });
    const found = expectAnswer(
      await app.inject({ url: addressSearchContract.path, query: { query: 'Queen Street' } }),
      addressSearchContract,
      200,
    ) as { Id: string }[];
    expect(found.length).toBeGreaterThan(0);
    expectAnswer(
      await app.inject({ url: addressSearchPostalContract.path, query: { query: 'PO Box' } }),
      addressSearchPostalContract,
      200,
    );
    expectAnswer(
      await app.inject({ url: addressDetailContract.path, query: { id: found[0]!.Id } }),
      addressDetailContract,
      200,
    );
  });
});
