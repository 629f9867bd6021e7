import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.ts';
import { browsingEvents, type PostedBrowsingEvent } from './support/conversions.ts';
import { waitUntilReady } from './support/loan-application.ts';

const browser = useBrowser();
const STEP_ONE = '/loan-application/step-1/';

/** Waits until the events have arrived and a moment more, so that a duplicate would show. */
async function settled(events: PostedBrowsingEvent[], count: number) {
  await expect.poll(() => events.length).toBeGreaterThanOrEqual(count);
  await new Promise((resolve) => setTimeout(resolve, 500));
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
    await settled(events, 3);
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
    await settled(events, 3);
    expect(events).toEqual([
      { eventName: 'ViewContent', sourceUrl: '/make-a-payment/', status: 202 },
      { eventName: 'Apply-Now-Button-Click', sourceUrl: '/make-a-payment/', status: 202 },
      { eventName: 'Application-Step1', sourceUrl: STEP_ONE, status: 202 },
    ]);
  });

  it('a content page sends ViewContent once per view, a finder page FindLocation too', async () => {
    const page = await browser.newPage();
    const events = browsingEvents(page);
    await page.goto('/make-a-payment/');
    await settled(events, 1);
    await page.goto('/find-a-branch-near-you/');
    await settled(events, 3);
    expect(events.map(({ eventName, sourceUrl }) => [eventName, sourceUrl]).sort()).toEqual(
      [
        ['ViewContent', '/make-a-payment/'],
        ['ViewContent', '/find-a-branch-near-you/'],
        ['FindLocation', '/find-a-branch-near-you/'],
      ].sort(),
    );
  });
});
