import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '#server/test-support/test-app.ts';
import { loadSiteConfig } from '#server/site-config.ts';
import { newsListingContract } from '#domain/contracts/news.ts';
import { readAnswer } from '#domain/contracts/wire.ts';
import type { NewsItem } from '#domain/pages/site-page.ts';

let app: FastifyInstance;
let close: () => Promise<void>;

const item = (n: number): NewsItem => ({
  slug: `item-${n}`,
  date: '2026-01-01',
  title: `Item ${n}`,
  summary: `Summary ${n}.`,
});
// A listing of its own: seven items, three a page, so pages 1, 2 and a short page 3.
const news = { items: Array.from({ length: 7 }, (_, i) => item(i + 1)), pageSize: 3 };

beforeAll(async () => {
  ({ app, close } = await buildTestApp({ siteConfig: { ...loadSiteConfig(), news } }));
});
afterAll(async () => close());

describe('GET /api/news, the pagination call (site-and-tools §7 "GET {data-ajax URL}")', () => {
  it('answers the page the link asks for, in its contract', async () => {
    const response = await app.inject('/api/news?page=2');
    expect(response.statusCode).toBe(200);
    const listing = readAnswer(newsListingContract.response[200], response.json());
    expect(listing).toEqual({ page: 2, pageCount: 3, items: [item(4), item(5), item(6)] });
    expect(response.headers['cache-control']).toBe('public, max-age=300');
  });

  it('answers page 1 without a page, and a short last page', async () => {
    expect((await app.inject('/api/news')).json().items.map((i: NewsItem) => i.slug)).toEqual([
      'item-1',
      'item-2',
      'item-3',
    ]);
    expect((await app.inject('/api/news?page=3')).json().items).toEqual([item(7)]);
  });

  it.each(['0', '-1', 'two', '1.5', '1e2', '', '99999'])(
    'refuses page=%s with a 400 that says what a page is',
    async (page) => {
      const response = await app.inject(`/api/news?page=${encodeURIComponent(page)}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({
        page: 'page must be a whole number from 1 to 9999',
      });
    },
  );

  it.each(['page=1&page=2', 'page=%00', 'page=%F0%9F%98%80'])(
    'answers the malformed query %s with a 400, never a 5xx',
    async (query) => {
      const response = await app.inject(`/api/news?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(/^The request (is invalid|contains characters)/);
    },
  );

  it('answers 404 for a page past the end', async () => {
    const response = await app.inject('/api/news?page=4');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'There is no such page of news.' });
  });
});
