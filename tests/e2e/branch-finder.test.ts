import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, useBrowser } from './support/browser.ts';

const browser = useBrowser();
const FINDER = '/find-a-branch-near-you/';
const BRANCH_COUNT = 16;
const lowerHutt = { latitude: -41.2092, longitude: 174.9081 };
const geraldine = { latitude: -44.0928, longitude: 171.2437 };

/** The finder once hydrated: Leaflet has drawn the markers (or clusters) of the listed branches. */
async function openFinder(page: Page, path = FINDER) {
  await page.goto(path);
  await page.locator('.branch-map__marker, .branch-map__cluster').first().waitFor();
}

const listing = (page: Page) =>
  page
    .getByRole('region', { name: /^(Our branches|Branches nearest to you)$/ })
    .getByRole('heading', { level: 3 });

async function allowLocation(page: Page, at: { latitude: number; longitude: number }) {
  await page.context().grantPermissions(['geolocation'], { origin: browser.baseUrl });
  await page.context().setGeolocation(at);
}

describe('the branch finder (site-and-tools §2, §9)', () => {
  it('serves the branch listing in the raw HTML, before any script runs', async () => {
    const response = await fetch(browser.baseUrl + FINDER);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Find a branch near you');
    expect(html).toContain(`Showing ${BRANCH_COUNT} branches.`);
    for (const name of ['Whangārei', 'Gisborne', 'Invercargill']) expect(html).toContain(name);
  });

  it('shows the map with clustered markers and no tiles when MAP_TILE_URL is empty, and the listing, with no axe violations', async () => {
    const page = await browser.newPage();
    await openFinder(page);
    await expect(
      page.getByRole('region', { name: 'Map of our branches' }).isVisible(),
    ).resolves.toBe(true);
    await expect(page.locator('.leaflet-tile').count()).resolves.toBe(0);
    // At the default zoom of 6 nearby branches are clustered in a 45 px marker.
    const cluster = page.locator('.branch-map__cluster').first();
    await expect(cluster.boundingBox().then((box) => [box?.width, box?.height])).resolves.toEqual([
      45, 45,
    ]);
    await expect(listing(page).count()).resolves.toBe(BRANCH_COUNT);
    await expectNoAxeViolations(page);
  });

  it('fires the FindLocation browsing event on the finder page (site-and-tools §2, §7)', async () => {
    const page = await browser.newPage();
    const posted = page.waitForRequest(
      (request) =>
        request.url().endsWith('/api/conversions/browsing') &&
        (request.postDataJSON() as { eventName: string }).eventName === 'FindLocation',
    );
    await page.goto(FINDER);
    const request = await posted;
    expect(request.postDataJSON()).toEqual({ eventName: 'FindLocation', sourceUrl: FINDER });
    await expect((await request.response())?.status()).toBe(202);
  });

  it('filters the listing and the map as the visitor types, and announces the count', async () => {
    const page = await browser.newPage();
    await openFinder(page);
    await page.getByRole('searchbox', { name: 'Search branches' }).fill('canterbury');
    await expect(listing(page).allTextContents()).resolves.toEqual(['Christchurch', 'Timaru']);
    await expect(
      page.getByRole('status').filter({ hasText: 'Showing 2 branches.' }).count(),
    ).resolves.toBe(1);
    await page.waitForFunction(() => document.querySelectorAll('.branch-map__marker').length === 2);
  });

  it('can be used with the keyboard: search, then Tab to a map marker and open it with Enter', async () => {
    const page = await browser.newPage();
    await openFinder(page);
    const search = page.getByRole('searchbox', { name: 'Search branches' });
    await search.focus();
    await page.keyboard.type('nelson');
    await page.waitForFunction(() => document.querySelectorAll('.branch-map__marker').length === 1);
    let onMarker = false;
    for (let i = 0; i < 10 && !onMarker; i++) {
      await page.keyboard.press('Tab');
      onMarker = await page.evaluate(
        () => document.activeElement?.classList.contains('branch-map__marker') ?? false,
      );
    }
    expect(onMarker, 'a map marker is reachable with Tab').toBe(true);
    await expect(page.evaluate(() => document.activeElement?.getAttribute('role'))).resolves.toBe(
      'button',
    );
    await page.keyboard.press('Enter');
    const popupLink = page.locator('.leaflet-popup').getByRole('link', { name: 'Nelson' });
    await popupLink.waitFor();
    await popupLink.click();
    await page.waitForURL(`**${FINDER}nelson/`);
    await page.getByRole('heading', { level: 1, name: 'Nelson branch' }).waitFor();
  });

  it('shows the nearest 8 branches with the visitor location (permission granted in the browser)', async () => {
    const page = await browser.newPage();
    await allowLocation(page, lowerHutt);
    await openFinder(page);
    await page.getByRole('button', { name: 'Use my location' }).click();
    await page.getByRole('heading', { level: 2, name: 'Branches nearest to you' }).waitFor();
    const names = await listing(page).allTextContents();
    expect(names).toHaveLength(8);
    expect(names.slice(0, 3)).toEqual(['Wellington', 'Palmerston North', 'Nelson']);
    await expect(page.getByText('Showing the 8 branches nearest to you.').count()).resolves.toBe(1);
    await expect(page.evaluate(() => localStorage.getItem('permission:geolocation'))).resolves.toBe(
      'YES_AUTO',
    );
    await page.locator('.branch-map__visitor').waitFor();
  });

  it('asks in an in-page dialog first when the browser has not decided, and uses the location after yes', async () => {
    const page = await browser.newPage();
    await openFinder(page);
    await page.getByRole('button', { name: 'Use my location' }).click();
    const dialog = page.getByRole('dialog', { name: 'Use your location?' });
    await dialog.waitFor();
    await expectNoAxeViolations(page, '.modal');
    // The browser's own prompt comes after our yes; the test grants it the way a visitor would.
    await allowLocation(page, geraldine);
    await dialog.getByRole('button', { name: 'Yes, use my location' }).click();
    await page.getByRole('heading', { level: 2, name: 'Branches nearest to you' }).waitFor();
    await expect(listing(page).first().textContent()).resolves.toBe('Timaru');
    await expect(page.evaluate(() => localStorage.getItem('permission:geolocation'))).resolves.toBe(
      'YES',
    );
  });

  it('keeps the full list and explains when the visitor says no', async () => {
    const page = await browser.newPage();
    await openFinder(page);
    await page.getByRole('button', { name: 'Use my location' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'No thanks' }).click();
    await page
      .getByText('We have not used your location. Search the list by town instead.')
      .waitFor();
    await expect(listing(page).count()).resolves.toBe(BRANCH_COUNT);
  });
});

describe('a branch page', () => {
  it('renders the branch on the server with its details, a one-marker map and Apply now, with no axe violations', async () => {
    const html = await (await fetch(`${browser.baseUrl}${FINDER}dunedin/`)).text();
    expect(html).toContain('Dunedin branch');
    expect(html).toContain('15 The Octagon, Dunedin Central, Dunedin 9016');
    const page = await browser.newPage();
    await openFinder(page, `${FINDER}dunedin/`);
    await expect(page.locator('.branch-map__marker').count()).resolves.toBe(1);
    await expect(
      page.getByRole('link', { name: '03 555 0115' }).getAttribute('href'),
    ).resolves.toBe('tel:035550115');
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Apply now' }).getAttribute('href'),
    ).resolves.toBe('/loan-application/step-1/?branch=115');
    await expectNoAxeViolations(page);
  });

  it('answers an unknown branch with the not-found page and a 404', async () => {
    const response = await fetch(`${browser.baseUrl}${FINDER}atlantis/`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('We could not find that page');
  });
});

describe('the find-a-branch box on the home page', () => {
  it('goes to the branch for a typed town', async () => {
    const page = await browser.newPage();
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.getByRole('textbox', { name: 'Town or postcode' }).fill('Dunedin');
    await page.keyboard.press('Enter');
    await page.waitForURL(`**${FINDER}dunedin/`);
    await page.getByRole('heading', { level: 1, name: 'Dunedin branch' }).waitFor();
  });

  it('goes to the nearest branch page from the visitor location', async () => {
    const page = await browser.newPage();
    await allowLocation(page, geraldine);
    await page.goto('/', { waitUntil: 'networkidle' });
    await page
      .getByRole('region', { name: 'Find your nearest branch' })
      .getByRole('button', { name: 'Use my location' })
      .click();
    await page.waitForURL(`**${FINDER}timaru/`);
    await page.getByRole('heading', { level: 1, name: 'Timaru branch' }).waitFor();
    await page.locator('.branch-map__marker').waitFor();
  });
});
