import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './support/browser.ts';
import { browsingEvents, type PostedBrowsingEvent } from './support/conversions.ts';
import { waitUntilReady } from './support/loan-application.ts';

const browser = useBrowser();
const STEP_ONE = '/loan-application/step-1/';

/** Waits until the events have arrived and the page has gone quiet, so that a duplicate would show. */
async function settled(page: Page, events: PostedBrowsingEvent[], count: number) {
  await expect.poll(() => events.length).toBeGreaterThanOrEqual(count);
  await page.waitForLoadState('networkidle');
}

describe('conversion events, once per action (site-and-tools §7)', () => {
  it('Fast-500-Apply-Now is stored before the apply link goes to step 1', async () => {
    const page = await browser.newPage();
    const events = browsingEvents(page);
    await page.goto('/promotions/fast-500/');
    await expect.poll(() => events.map((e) => e.eventName)).toContain('ViewContent');
    await page.getByRole('main').getByRole('link', { name: /apply/i }).click();
    await page.waitForURL(`**${STEP_ONE}?referrer=fast-500&amount=500`);
    await waitUntilReady(page);
    await settled(page, events, 3);
    expect(events).toEqual([
      { eventName: 'ViewContent', sourceUrl: '/promotions/fast-500/', status: 202 },
      { eventName: 'Fast-500-Apply-Now', sourceUrl: '/promotions/fast-500/', status: 202 },
      { eventName: 'Application-Step1', sourceUrl: STEP_ONE, status: 202 },
    ]);
  });

  it('the header’s "Apply now" sends Apply-Now-Button-Click once, then goes to step 1', async () => {
    const page = await browser.newPage();
    const events = browsingEvents(page);
    await page.goto('/make-a-payment/');
    await expect.poll(() => events.map((e) => e.eventName)).toContain('ViewContent');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Apply now' })
      .click();
    await page.waitForURL(`**${STEP_ONE}`);
    await waitUntilReady(page);
    await settled(page, events, 3);
    expect(events).toEqual([
      { eventName: 'ViewContent', sourceUrl: '/make-a-payment/', status: 202 },
      { eventName: 'Apply-Now-Button-Click', sourceUrl: '/make-a-payment/', status: 202 },
      { eventName: 'Application-Step1', sourceUrl: STEP_ONE, status: 202 },
    ]);
  });

  it('the home page, the site’s main content page, sends ViewContent once, when it is idle (issue 23 item 10)', async () => {
    const page = await browser.newPage();
    const events = browsingEvents(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/');
    await settled(page, events, 1);
    expect(events).toEqual([{ eventName: 'ViewContent', sourceUrl: '/', status: 202 }]);
    // Sent after the page loaded, with no code of its own to fetch first.
    expect(scripts.filter((url) => url.includes('tracker.on-demand'))).toEqual([]);
  });

  it('a content page sends ViewContent once per view, a finder page FindLocation too', async () => {
    const page = await browser.newPage();
    const events = browsingEvents(page);
    await page.goto('/make-a-payment/');
    await settled(page, events, 1);
    await page.goto('/find-a-branch-near-you/');
    await settled(page, events, 3);
    expect(events.map(({ eventName, sourceUrl }) => [eventName, sourceUrl]).sort()).toEqual(
      [
        ['ViewContent', '/make-a-payment/'],
        ['ViewContent', '/find-a-branch-near-you/'],
        ['FindLocation', '/find-a-branch-near-you/'],
      ].sort(),
    );
  });
});
