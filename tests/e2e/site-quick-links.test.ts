import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ATTACHED } from '#web/site/on-demand/use-on-demand.ts';
import { expectNoAxeViolations, moveUntilAttached, useBrowser } from './support/browser.ts';
import { countIntervalRuns, scrollAndSettle } from './support/settle.ts';

const browser = useBrowser();

async function open(page: Page, path: string, width: number): Promise<void> {
  await countIntervalRuns(page);
  await page.setViewportSize({ width, height: 700 });
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).waitFor();
  // The page's scroll checks (the header's on every page) watch before the test scrolls.
  await moveUntilAttached(page, `header[${ATTACHED}]`);
}

/** The bar, once its code has loaded: it is in the page, hidden until scrolled far enough. */
const mountedBar = (page: Page) => page.locator('nav.quick-links').waitFor({ state: 'attached' });

const scrollTo = (page: Page, y: number) =>
  page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);

describe('the quick-links bottom bar (site-and-tools §2)', () => {
  it('appears on a phone on the calculator page once scrolled past half the screen height', async () => {
    const page = await browser.newPage();
    await open(page, '/loan-calculator/', 390);
    const bar = page.getByRole('navigation', { name: 'Quick links' });
    await mountedBar(page);
    // Half of 700px is 350px: not yet at 340px.
    await scrollAndSettle(page, 340);
    await expect(bar.isVisible()).resolves.toBe(false);
    await scrollTo(page, 360);
    await bar.waitFor();
    await expect(bar.getByRole('link', { name: 'Apply now' }).getAttribute('href')).resolves.toBe(
      '/loan-application/step-1/',
    );
    await expectNoAxeViolations(page);
  });

  it('stays away from 1024px and on pages without a calculator', async () => {
    const page = await browser.newPage();
    await open(page, '/loan-calculator/', 1280);
    await mountedBar(page);
    await scrollAndSettle(page, 600);
    await expect(page.getByRole('navigation', { name: 'Quick links' }).isVisible()).resolves.toBe(
      false,
    );
    await open(page, '/personal-loans/', 390);
    await scrollAndSettle(page, 600);
    await expect(page.getByRole('navigation', { name: 'Quick links' }).count()).resolves.toBe(0);
  });
});
