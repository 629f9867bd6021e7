import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, moveUntilAttached, useBrowser } from './support/browser.ts';
import { expectHeading } from './support/loan-application.ts';
import { countIntervalRuns, scrollAndSettle } from './support/settle.ts';
import { openMenuByKeyboard } from './support/site-menu.ts';
import { ATTACHED } from '#web/site/on-demand/use-on-demand.ts';

const browser = useBrowser();

// spec: site-and-tools §9: checks run every 250 ms, so a change shows within about that.
const headerBottom = (page: Page) =>
  page.evaluate(() => document.querySelector('header')!.getBoundingClientRect().bottom);

async function scrollTo(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
}

async function openLongPage(page: Page, width: number): Promise<void> {
  await countIntervalRuns(page);
  await page.setViewportSize({ width, height: 700 });
  await page.goto('/personal-loans/');
  await expectHeading(page, 'Personal loans');
  // The scroll behaviour loads on the visitor's first move (decision 140): it must be watching
  // before the test scrolls.
  await moveUntilAttached(page, `header[${ATTACHED}]`);
}

describe('the sticky header (site-and-tools §2, §9)', () => {
  it('hides on scroll down, comes back on scroll up, and takes the scrolled style after 1px', async () => {
    const page = await browser.newPage();
    await openLongPage(page, 390);
    const header = page.locator('header');
    await expect(header.evaluate((el) => getComputedStyle(el).boxShadow)).resolves.toBe('none');
    await scrollTo(page, 1);
    await page.waitForFunction(
      () => getComputedStyle(document.querySelector('header')!).boxShadow !== 'none',
    );
    await scrollTo(page, 600);
    await page.waitForFunction(
      () => document.querySelector('header')!.getBoundingClientRect().bottom <= 0,
    );
    // Back up by more than the 5px threshold: the header is back in view.
    await scrollTo(page, 500);
    await page.waitForFunction(
      () => document.querySelector('header')!.getBoundingClientRect().top >= 0,
    );
    await expect(headerBottom(page)).resolves.toBeGreaterThan(0);
  });

  it('ignores a scroll down of 5px or less, and hides on one of 6px', async () => {
    const page = await browser.newPage();
    await openLongPage(page, 1280);
    await scrollTo(page, 400);
    await page.waitForFunction(
      () => document.querySelector('header')!.getBoundingClientRect().bottom <= 0,
    );
    await scrollTo(page, 300);
    await page.waitForFunction(
      () => document.querySelector('header')!.getBoundingClientRect().top >= 0,
    );
    await scrollAndSettle(page, 305);
    await expect(headerBottom(page)).resolves.toBeGreaterThan(0);
    await scrollTo(page, 306);
    await page.waitForFunction(
      () => document.querySelector('header')!.getBoundingClientRect().bottom <= 0,
    );
  });

  it('comes back into view when a keyboard user tabs into it', async () => {
    const page = await browser.newPage();
    await openLongPage(page, 1280);
    await scrollTo(page, 600);
    await page.waitForFunction(
      () => document.querySelector('header')!.getBoundingClientRect().bottom <= 0,
    );
    await page
      .getByRole('link', { name: /Kōwhai Finance/ })
      .first()
      .focus();
    await page.waitForFunction(
      () => document.querySelector('header')!.getBoundingClientRect().top >= 0,
    );
  });
});

describe('the mobile navigation menu (site-and-tools §2, under 1024px)', () => {
  it('opens and closes by keyboard; Escape closes it and gives focus back to Menu', async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/about/');
    const menu = await openMenuByKeyboard(page, 'Main');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(menu.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Menu');
  });

  it('shows the navigation without a Menu button from 1024px', async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto('/about/');
    await expect(page.getByRole('button', { name: 'Menu' }).isVisible()).resolves.toBe(false);
    await expect(
      page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Loan calculator' })
        .isVisible(),
    ).resolves.toBe(true);
  });
});

describe('the back-to-top button (site-and-tools §2, §9: after 300px)', () => {
  it('appears after 300px of scroll and takes the visitor, and the focus, back to the top', async () => {
    const page = await browser.newPage();
    await openLongPage(page, 390);
    const button = page.getByRole('button', { name: 'Back to top' });
    // Its behaviour must be watching before the test scrolls.
    await page.locator(`.back-to-top[${ATTACHED}]`).waitFor({ state: 'attached' });
    await scrollAndSettle(page, 300);
    await expect(button.isVisible()).resolves.toBe(false);
    await scrollTo(page, 400);
    await button.waitFor();
    await expectNoAxeViolations(page);
    await button.click();
    await page.waitForFunction(() => window.scrollY === 0);
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('top');
    await button.waitFor({ state: 'hidden' });
  });
});
