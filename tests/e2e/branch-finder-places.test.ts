import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, useBrowser } from './support/browser.ts';

// Issue 11, item 5: the find-a-branch box knows every town, suburb and locality of the address
// data, and the finder's search after "Use my location" looks through every branch. On a phone.
const browser = useBrowser({ viewport: { width: 390, height: 844 } });
const FINDER = '/find-a-branch-near-you/';
const lowerHutt = { latitude: -41.2092, longitude: 174.9081 };

async function findFromHome(page: Page, place: string) {
  await page.goto('/', { waitUntil: 'networkidle' });
  const box = page.getByRole('region', { name: 'Find your nearest branch' });
  await box.getByRole('textbox', { name: 'Town or postcode' }).fill(place);
  await box.getByRole('button', { name: 'Find branch' }).click();
}

describe('the find-a-branch box with any New Zealand place', () => {
  it.each([
    ['Queenstown', 'invercargill', 'Invercargill'],
    ['Lower Hutt', 'wellington', 'Wellington'],
    ['Palmerston North', 'palmerston-north', 'Palmerston North'],
    ['Ōtautahi', 'christchurch', 'Christchurch'],
    ['Otahuhu', 'manukau', 'Manukau'],
  ])('goes from %s to the nearest branch', async (place, slug, name) => {
    const page = await browser.newPage();
    await findFromHome(page, place);
    await page.waitForURL(`**${FINDER}${slug}/`);
    await page.getByRole('heading', { level: 1, name: `${name} branch` }).waitFor();
  });

  it('still says so, linked to the box, for a place nobody knows, with no axe violations', async () => {
    const page = await browser.newPage();
    await findFromHome(page, 'Atlantis');
    const input = page.getByRole('textbox', { name: 'Town or postcode' });
    await page.getByText(/We could not match that/).waitFor();
    await expect(input.getAttribute('aria-invalid')).resolves.toBe('true');
    await expectNoAxeViolations(page);
  });
});

describe('the finder search after "Use my location"', () => {
  it('filters every branch, nearest first, not only the nearest 8', async () => {
    const page = await browser.newPage();
    await page.context().grantPermissions(['geolocation'], { origin: browser.baseUrl });
    await page.context().setGeolocation(lowerHutt);
    await page.goto(FINDER);
    await page.locator('.branch-map__marker, .branch-map__cluster').first().waitFor();
    await page.getByRole('button', { name: 'Use my location' }).click();
    await page.getByText('Showing the 8 branches nearest to you.').waitFor();
    // Invercargill and Whangārei are not among the 8 nearest to Lower Hutt.
    await page.getByRole('searchbox', { name: 'Search branches' }).fill('Invercargill');
    const names = page
      .getByRole('region', { name: /^(Our branches|Branches nearest to you)$/ })
      .getByRole('heading', { level: 3 });
    await expect.poll(() => names.allTextContents(), { timeout: 5000 }).toEqual(['Invercargill']);
    await page.getByRole('searchbox', { name: 'Search branches' }).fill('Auckland');
    await expect
      .poll(() => names.allTextContents(), { timeout: 5000 })
      .toEqual(['Manukau', 'Auckland CBD']);
    await expectNoAxeViolations(page);
  });
});
