import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '#server/test-support/test-app.ts';
import { branches as contentBranches } from '#content/branches.ts';
import { readEnv } from '#server/env.ts';
import { branches as branchesTable } from '#server/db/schema/index.ts';
import { BranchContentError, listBranches, seedBranches } from '#server/branches/repository.ts';

let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await buildTestApp({ env: { MAP_TILE_URL: '' } }));
  // What a start with SEED_DEMO_DATA does for branches (src/server/demo-data.ts), without the address index.
  await seedBranches(app.db, contentBranches);
});
afterAll(async () => close());

describe('GET /api/branches, the map data (site-and-tools §3 "Branch (map data)", §7)', () => {
  it('lists every demo branch from content/ in the map data shape', async () => {
    const response = await app.inject('/api/branches');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toHaveLength(contentBranches.length);
    expect(body[0]).toEqual({
      id: 101,
      slug: 'whangarei',
      name: 'Whangārei',
      town: 'Whangārei',
      region: 'Northland',
      address: '24 Cameron Street, Whangārei 0110',
      location: 'Ground floor, in the Cameron Street Mall',
      url: '/find-a-branch-near-you/whangarei/',
      phone: '09 555 0101',
      email: 'whangarei@kowhai.example.nz',
      coordinates: { latitude: -35.7257, longitude: 174.3236 },
      openingHours: expect.any(Array),
      postcodeAreas: ['01', '02', '03', '04', '05'],
    });
  });

  it('is cacheable, and answers a repeat request with the same ETag by 304', async () => {
    const first = await app.inject('/api/branches');
    expect(first.headers['cache-control']).toBe('public, max-age=300');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await app.inject({ url: '/api/branches', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

describe('GET /api/branches/nearest', () => {
  it('compresses the list when the browser asks, and only then (issue 7 "compressed")', async () => {
    const compressed = await app.inject({
      url: '/api/branches',
      headers: { 'accept-encoding': 'br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    const plain = await app.inject('/api/branches');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(compressed.rawPayload.length);
  });

  it('returns the 8 nearest branches, nearest first, with distances in km (site-and-tools §9)', async () => {
    const response = await app.inject('/api/branches/nearest?lat=-41.2092&lng=174.9081');
    expect(response.statusCode).toBe(200);
    const body = response.json() as Array<{ name: string; distanceKm: number }>;
    expect(body).toHaveLength(8);
    expect(body[0]).toMatchObject({ name: 'Wellington', distanceKm: 13.7 });
    expect(body.map((b) => b.distanceKm)).toEqual(
      body.map((b) => b.distanceKm).sort((a, b) => a - b),
    );
    expect(response.headers['cache-control']).toBe('private, max-age=300');
  });

  it('takes a count', async () => {
    const response = await app.inject('/api/branches/nearest?lat=-45.87&lng=170.5&count=2');
    expect(response.json().map((b: { name: string }) => b.name)).toEqual(['Dunedin', 'Timaru']);
  });

  it.each([
    ['a missing lat', '?lng=174', 'lat'],
    ['an empty lat', '?lat=&lng=174', 'lat'],
    ['a lat that is not a number', '?lat=north&lng=174', 'lat'],
    ['a lat out of range', '?lat=-91&lng=174', 'lat'],
    ['a lng out of range', '?lat=-41&lng=180.5', 'lng'],
    ['an exponent', '?lat=-4e1&lng=174', 'lat'],
    ['Infinity', '?lat=Infinity&lng=174', 'lat'],
    ['a repeated key', '?lat=-41&lat=-42&lng=174', 'lat'],
    ['a count of 0', '?lat=-41&lng=174&count=0', 'count'],
    ['a count too large', '?lat=-41&lng=174&count=51', 'count'],
    ['a fractional count', '?lat=-41&lng=174&count=2.5', 'count'],
  ])('answers %s with a 400 naming the field, never a 500', async (_case, query, field) => {
    const response = await app.inject(`/api/branches/nearest${query}`);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error).toBe('The request is invalid.');
    expect(Object.keys(body.fields)).toContain(field);
  });
});

describe('GET /api/map/config', () => {
  it('gives the configured tile URL; an empty MAP_TILE_URL means no tiles', async () => {
    const response = await app.inject('/api/map/config');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      tileUrl: '',
      tileAttribution: expect.stringContaining('OpenStreetMap'),
    });
  });

  it('keeps an empty MAP_TILE_URL empty, while other blank variables take their defaults', () => {
    expect(readEnv({ MAP_TILE_URL: '' }).MAP_TILE_URL).toBe('');
    expect(readEnv({}).MAP_TILE_URL).toMatch(/^https:\/\//);
  });
});

describe('page data for the branch finder (its route loader, docs/decisions/028)', () => {
  const pageData = async (path: string) =>
    (
      await app.inject({
        url: `/api/page-data/branches?path=${encodeURIComponent(path)}`,
      })
    ).json<Record<string, unknown>>();

  it('gives the finder and branch pages the branch list and map settings', async () => {
    const finder = await pageData('/find-a-branch-near-you/');
    expect(finder.branchFinder).toMatchObject({ map: { tileUrl: '' } });
    expect((finder.branchFinder as { branches: unknown[] }).branches).toHaveLength(
      contentBranches.length,
    );
    const branchPage = await pageData('/find-a-branch-near-you/nelson/');
    expect(branchPage.branchFinder).toBeDefined();
  });
});

describe('seeding branches from content/', () => {
  it('applies content edits on the next start and removes branches no longer listed', async () => {
    const edited = contentBranches
      .slice(0, 3)
      .map((b) => (b.id === 101 ? { ...b, phone: '09 555 0199' } : b));
    await seedBranches(app.db, edited);
    const rows = await listBranches(app.db);
    expect(rows.map((b) => b.id)).toEqual([101, 102, 103]);
    expect(rows[0]!.phone).toBe('09 555 0199');
    await seedBranches(app.db, contentBranches);
    expect(await app.db.select().from(branchesTable)).toHaveLength(contentBranches.length);
  });

  it('refuses invalid content with a message naming the branch and field', async () => {
    const bad = [
      { ...contentBranches[0]!, coordinates: { latitude: -95, longitude: 174 } },
      contentBranches[0]!,
    ];
    await expect(seedBranches(app.db, bad)).rejects.toThrow(BranchContentError);
    await expect(seedBranches(app.db, bad)).rejects.toThrow(
      /whangarei\): coordinates.*\n.*duplicate id 101/s,
    );
    expect(await listBranches(app.db)).toHaveLength(contentBranches.length);
  });
});

describe('the demo branch content', () => {
  it('places every branch in New Zealand with a unique id, slug and an @kowhai.example.nz email', () => {
    for (const branch of contentBranches) {
      expect(branch.coordinates.latitude, branch.slug).toBeGreaterThan(-47.5);
      expect(branch.coordinates.latitude, branch.slug).toBeLessThan(-34);
      expect(branch.coordinates.longitude, branch.slug).toBeGreaterThan(166);
      expect(branch.coordinates.longitude, branch.slug).toBeLessThan(179);
      expect(branch.email).toMatch(/@kowhai\.example\.nz$/);
      expect(branch.url).toBe(`/find-a-branch-near-you/${branch.slug}/`);
    }
    expect(contentBranches.length).toBeGreaterThanOrEqual(12);
    expect(contentBranches.length).toBeLessThanOrEqual(20);
  });

  it('serves each postcode area from exactly one branch', () => {
    const areas = contentBranches.flatMap((b) => b.postcodeAreas);
    expect(new Set(areas).size).toBe(areas.length);
  });
});

describe('before any branch is seeded', () => {
  it('starts with no branches and answers an empty list', async () => {
    const empty = await buildTestApp();
    try {
      const response = await empty.app.inject('/api/branches');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
    } finally {
      await empty.close();
    }
  });
});

describe('GET /api/branches/for-place: the nearest branch to any town the address data knows (issue 11, item 5)', () => {
  const forPlace = (place: unknown) =>
    app.inject({ url: '/api/branches/for-place', query: { place } as Record<string, string> });

  it.each([
    ['Queenstown', 'invercargill', 'Queenstown'],
    ['Lower Hutt', 'wellington', 'Lower Hutt'],
    ['palmerston north', 'palmerston-north', 'Palmerston North'],
    ['Ōtautahi', 'christchurch', 'Ōtautahi'],
    ['otahuhu', 'manukau', 'Ōtāhuhu'],
    ['Wanaka', 'dunedin', 'Wānaka'],
  ])('finds the branch nearest to %s', async (place, slug, name) => {
    const response = await forPlace(place);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      place: name,
      branch: { slug, url: `/find-a-branch-near-you/${slug}/`, distanceKm: expect.any(Number) },
    });
  });

  it('answers no place and no branch for a place the address data does not know', async () => {
    const response = await forPlace('Atlantis');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ place: null, branch: null });
  });

  it.each([
    ['no place', undefined],
    ['an empty place', ' '],
    ['a place given twice', ['Napier', 'Taupo']],
    ['a place far too long', 'x'.repeat(101)],
  ])('rejects %s with 400 naming the place', async (_name, place) => {
    const response = await app.inject({
      url: '/api/branches/for-place',
      query: place === undefined ? {} : { place },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'The request is invalid.',
      fields: { place: expect.any(String) },
    });
  });
});
