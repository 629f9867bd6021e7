import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './support/browser.ts';
import { freePort } from './support/another-server.ts';
import {
  expectHeading,
  fillStepOne,
  next,
  storedApplication,
  uniqueEmail,
} from './support/loan-application.ts';

// The form state's http_referrer (loan-application §3 "Form state"): the page the applicant came
// to the application from, origin and path only. What the save stores of whatever the browser
// sends is src/server/loan-application/save/decide.test.ts's; this is what the browser sends.
const browser = useBrowser();

/** A query and a fragment with personal data in them, as a mailing's or a search's link has. */
const QUERY = '?utm_source=newsletter&email=jane.smith%40example.co.nz&first-name=Jane#apply';

/**
 * Another site (another origin: its own port) whose page links to step 1. It sends its full
 * address as the referrer (`unsafe-url`), query and all, so the browser gives the application
 * more than it may keep.
 */
let otherSite: Server;
let otherOrigin: string;
beforeAll(async () => {
  const port = await freePort();
  otherOrigin = `http://127.0.0.1:${port}`;
  otherSite = createServer((_request, response) => {
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'referrer-policy': 'unsafe-url',
    });
    response.end(
      `<!doctype html><html lang="en"><title>Car dealer</title>` +
        `<a href="${browser.baseUrl}/loan-application/step-1/">Finance this car</a></html>`,
    );
  });
  await new Promise<void>((resolve) => otherSite.listen(port, '127.0.0.1', resolve));
});
afterAll(() => new Promise<void>((resolve) => otherSite.close(() => resolve())));

/** Step 1 filled and saved; the page the stored application says the applicant came from. */
async function savedCameFrom(page: Page): Promise<unknown> {
  await fillStepOne(page, { firstName: 'Jane', lastName: 'Smith', email: uniqueEmail('came') });
  await next(page, 'Step 2 of 4');
  const stored = await storedApplication(page);
  return stored.FormState.http_referrer;
}

describe('the page the applicant came from (loan-application §3 http_referrer)', () => {
  it("keeps the site page's origin and path when the visitor follows its link to step 1", async () => {
    const page = await browser.newPage();
    await page.goto(`/car-loans/${QUERY}`);
    await page.getByRole('link', { name: 'Apply for a car loan' }).click();
    await expectHeading(page, 'Step 1 of 4');
    expect(await savedCameFrom(page)).toBe(`${browser.baseUrl}/car-loans/`);
  });

  it('keeps the site page when the visitor opens step 1 from it in a new tab', async () => {
    const page = await browser.newPage();
    await page.goto(`/car-loans/${QUERY}`);
    const opened = page.context().waitForEvent('page');
    await page
      .getByRole('link', { name: 'Apply for a car loan' })
      .click({ modifiers: ['ControlOrMeta'] });
    const tab = await opened;
    await tab.waitForLoadState();
    await expectHeading(tab, 'Step 1 of 4');
    expect(await savedCameFrom(tab)).toBe(`${browser.baseUrl}/car-loans/`);
  });

  it("keeps another site's origin and path, never the query it sent", async () => {
    const page = await browser.newPage();
    await page.goto(`${otherOrigin}/offers/car-finance${QUERY}`);
    await page.getByRole('link', { name: 'Finance this car' }).click();
    await expectHeading(page, 'Step 1 of 4');
    // The browser did give the page the whole address: the query is the application's to drop.
    expect(await page.evaluate(() => document.referrer)).toContain('utm_source=newsletter');
    expect(await savedCameFrom(page)).toBe(`${otherOrigin}/offers/car-finance`);
  });
});
