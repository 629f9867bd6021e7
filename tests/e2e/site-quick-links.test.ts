import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, useBrowser } from './support/browser.ts';

const browser = useBrowser();

async function open(page: Page, path: string, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 700 });
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).waitFor();
}

const scrollTo = (page: Page, y: number) =>
  page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);

describe('the quick-links bottom bar (site-and-tools §2)', () => {
  it('appears on a phone on the calculator page once scrolled past half the screen height', async () => {
    const page = await browser.newPage();
    await open(page, '/loan-calculator/', 390);
    const bar = page.getByRole('navigation', { name: 'Quick links' });
    // Half of 700px is 350px: not yet at 340px.
    await scrollTo(page, 340);
    await new Promise((resolve) => setTimeout(resolve, 600));
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
    await scrollTo(page, 600);
    await new Promise((resolve) => setTimeout(resolve, 600));
    await expect(page.getByRole('navigation', { name: 'Quick links' }).isVisible()).resolves.toBe(
      false,
    );
    await open(page, '/personal-loans/', 390);
    await scrollTo(page, 600);
    await new Promise((resolve) => setTimeout(resolve, 600));
    await expect(page.getByRole('navigation', { name: 'Quick links' }).count()).resolves.toBe(0);
  });
});
