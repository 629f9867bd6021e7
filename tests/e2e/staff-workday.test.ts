import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { DEMO_PASSWORD } from '#content/accounts.ts';
import { completeAffordabilityRecord } from './support/affordability.ts';
import { DESKTOP, expectAccessible, useBrowser } from './support/browser.ts';
import { submitThroughApi } from './support/api-application.ts';
import { uniqueEmail } from './support/loan-application.ts';

// An officer's day in the workspace (issue 29 "Done when"): from My work the officer opens the
// first application, sees its summary and the decision's controls without scrolling at
// 1280 x 800, records a decision and goes on with Next application (and back with the `p`
// shortcut). My work, the queue and the application page are axe clean at 390 and 1280 px, and
// nothing scrolls sideways on a phone.
const browser = useBrowser({ viewport: { width: 1280, height: 800 } });
const OFFICER = 'staff@kowhai.example.nz';

const letters = () =>
  Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join(
    '',
  );

/**
 * An applicant submits an application of $5,000 (through the save endpoint, as the steps' pages
 * send it); its (unique) last name finds it.
 */
async function apply(): Promise<string> {
  const lastName = `Workday${letters()}`;
  const page = await browser.newDevicePage();
  await submitThroughApi(page.request, {
    amount: 5000,
    firstName: 'Mere',
    lastName,
    email: uniqueEmail('workday'),
  });
  await page.close();
  return lastName;
}

/** Takes the application with this last name as the signed-in officer; answers its reference. */
async function takeIt(page: Page, lastName: string): Promise<string> {
  const found = await page.request.get(`/api/staff/applications?q=${lastName}`);
  const [row] = (await found.json()).rows as { reference: string; version: number }[];
  const assigned = await page.request.post(`/api/staff/applications/${row!.reference}/assign`, {
    data: { to: 'me', version: row!.version },
  });
  expect(assigned.status()).toBe(200);
  await completeAffordabilityRecord(page, row!.reference);
  return row!.reference;
}

/** Whether the element is wholly inside the window as it is, without scrolling. */
async function inFirstScreen(locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  return !!box && box.y >= 0 && box.y + box.height <= 800;
}

/** A value of the application's summary band, by its term. */
const summaryValue = (page: Page, term: string) =>
  page
    .locator('.staff-summary dt', { hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');

/** Axe at both widths, and nothing wider than the phone's window. */
async function accessibleAndNarrow(page: Page): Promise<void> {
  await expectAccessible(page);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 800 });
}

describe('an officer’s day (issue 29)', () => {
  it('from My work: the first application, its decision in view, decided, then the next', async () => {
    const names = [await apply(), await apply()];
    const page = await browser.newPage();
    await page.goto('/sign-in/');
    await page.getByRole('button', { name: 'Sign in' }).and(page.locator(':enabled')).waitFor();
    await page.getByLabel('Email address').fill(OFFICER);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    // The workspace's home is My work, in the workspace's own frame.
    await page.getByRole('heading', { level: 1, name: 'My work' }).waitFor();
    const header = page.getByRole('banner');
    await header.getByText('Staff workspace').waitFor();
    await expect(header.getByRole('link', { name: 'Loan calculator' }).count()).resolves.toBe(0);
    const references = [await takeIt(page, names[0]!), await takeIt(page, names[1]!)];
    await page.reload();
    const assigned = page.getByRole('region', { name: /^Assigned to me/ });
    await assigned.getByRole('link', { name: references[1]!, exact: true }).waitFor();
    // The navigation counts my applications, with my proposals and overdue tasks: at least what
    // My work lists as assigned (other journeys on this server assign to the same officer, so the
    // number is read from the page, not fixed).
    const listed = await assigned.locator('tbody tr').count();
    expect(listed).toBeGreaterThanOrEqual(2);
    const counted = await page
      .getByRole('navigation', { name: 'Workspace' })
      .getByRole('link', { name: /My work/ })
      .innerText();
    expect(Number(/My work\s*(\d+)/.exec(counted)?.[1])).toBeGreaterThanOrEqual(listed);
    await accessibleAndNarrow(page);

    // The first is the longest waiting: the first of the two.
    await assigned.getByRole('link', { name: references[0]!, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: `Application ${references[0]}` }).waitFor();
    const decision = page.getByRole('region', { name: 'Decision', exact: true });
    const record = decision.getByRole('button', { name: 'Record the decision' });
    await record.and(page.locator(':enabled')).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    for (const part of [
      summaryValue(page, 'Status'),
      summaryValue(page, 'Amount'),
      summaryValue(page, 'Affordability'),
      decision.getByRole('radio', { name: 'Decline' }),
      decision.getByLabel('Comment'),
      record,
    ])
      expect(await inFirstScreen(part), await part.innerText().catch(() => '')).toBe(true);
    await expect(summaryValue(page, 'Status').innerText()).resolves.toBe('In review');
    await expect(summaryValue(page, 'Affordability').innerText()).resolves.toBe('Pass');
    await expect(summaryValue(page, 'Next step').innerText()).resolves.toBe('Record the decision.');
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    console.log(`APPLICATION_PAGE_HEIGHT_1280=${height}`);
    await accessibleAndNarrow(page);

    await decision.getByRole('radio', { name: 'Decline' }).check();
    await decision.getByLabel('Comment').fill('Declined on the record.');
    await record.click();
    await expect.poll(() => summaryValue(page, 'Status').innerText()).toBe('Declined');

    await page.getByRole('link', { name: 'Next application' }).click();
    await page.getByRole('heading', { level: 1, name: `Application ${references[1]}` }).waitFor();
    // The shortcuts are listed on the page; `p` goes back while no field has the focus.
    await page.locator('body').press('?');
    await page.getByRole('heading', { name: 'Keyboard shortcuts' }).waitFor();
    await page.locator('body').press('p');
    await page.getByRole('heading', { level: 1, name: `Application ${references[0]}` }).waitFor();
  }, 300_000);

  it('the queue is in the workspace frame and axe clean at both widths', async () => {
    const page = await browser.newPage();
    await page.setViewportSize(DESKTOP);
    await page.goto('/sign-in/?returnTo=%2Fstaff%2Fapplications%2F');
    await page.getByRole('button', { name: 'Sign in' }).and(page.locator(':enabled')).waitFor();
    await page.getByLabel('Email address').fill(OFFICER);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Applications' }).waitFor();
    await accessibleAndNarrow(page);
    // An old queue address still opens the queue with its view.
    await page.goto('/staff/?status=submitted');
    await page.waitForURL('**/staff/applications/?status=submitted');
  }, 120_000);
});
