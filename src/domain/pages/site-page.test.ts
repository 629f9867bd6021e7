import { describe, expect, it } from 'vitest';
import { newsItems } from '#content/news.ts';
import { sitePages } from '#content/site-pages/pages.ts';
import { SITE_PAGE_PATHS } from '#content/site-pages/paths.ts';
import { newsItemSchema, sitePageSchema } from './site-page.ts';

// The content of content/site-pages and content/news.ts, checked against its schema at test time
// (issue 10 "Content": "validated at build").
describe('the brand content pages', () => {
  it.each(SITE_PAGE_PATHS)('%s has a title, a description, a heading and its sections', (path) => {
    const parsed = sitePageSchema.safeParse(sitePages[path]);
    expect(parsed.error?.issues ?? []).toEqual([]);
  });

  it('refuses a page without a description, or with one longer than search results show', () => {
    const page = sitePages['/about/'];
    expect(sitePageSchema.safeParse({ ...page, description: '' }).success).toBe(false);
    expect(sitePageSchema.safeParse({ ...page, description: 'x'.repeat(161) }).success).toBe(false);
  });

  it('refuses a call to action that leaves the site or has no trailing slash', () => {
    const page = sitePages['/about/'];
    for (const to of ['https://example.com/', '/about'])
      expect(sitePageSchema.safeParse({ ...page, cta: { label: 'Go', to } }).success).toBe(false);
  });

  it('names a New Zealand dispute resolution scheme on the complaints page', () => {
    const text = JSON.stringify(sitePages['/complaints/']);
    expect(text).toContain('Financial Services Complaints Limited');
  });
});

describe('the news listing', () => {
  it('holds valid items, newest first, with unique slugs', () => {
    for (const item of newsItems)
      expect(newsItemSchema.safeParse(item).success, item.slug).toBe(true);
    const dates = newsItems.map((item) => item.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(newsItems.map((item) => item.slug)).size).toBe(newsItems.length);
  });
});
