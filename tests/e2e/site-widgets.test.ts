import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, useBrowser } from './support/browser.ts';
import { pauseClock } from './support/clock.ts';

const browser = useBrowser();

async function openGallery(width = 1280, options: { clock?: boolean } = {}): Promise<Page> {
  const page = await browser.newPage();
  await page.setViewportSize({ width, height: 900 });
  if (options.clock) await page.clock.install();
  await page.goto('/dev/widget-gallery/');
  await page.getByRole('heading', { level: 1, name: 'Widget gallery' }).waitFor();
  return page;
}

const example = (page: Page, widget: string, name: string) =>
  page
    .getByRole('region', { name: widget, exact: true })
    .getByRole('article', { name: `${widget}: ${name}`, exact: true });

describe('modals (site-and-tools §4 "Page widgets")', () => {
  it('trap focus, close on Escape or an outside click, and give focus back', async () => {
    const page = await openGallery();
    const opener = example(page, 'Modal', 'default').getByRole('button', {
      name: 'Open gallery-modal',
    });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'We could not save your details' });
    await dialog.waitFor();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(
      page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]'))),
    ).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(
      'Open gallery-modal',
    );
    await opener.click();
    await dialog.waitFor();
    await page.mouse.click(5, 5);
    await dialog.waitFor({ state: 'detached' });
  });

  it('close by themselves after their auto-close delay', async () => {
    const page = await openGallery(1280, { clock: true });
    // The clock stands still from here: the modal's 3 s pass only as the test runs them.
    await pauseClock(page);
    await example(page, 'Modal', 'auto-close after 3 seconds')
      .getByRole('button', { name: 'Open gallery-auto-close-modal' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Saved' });
    await dialog.waitFor();
    // Still open a millisecond before its delay is up; closed at the delay.
    await page.clock.runFor(2_999);
    await expect(dialog.isVisible()).resolves.toBe(true);
    await page.clock.runFor(1);
    await dialog.waitFor({ state: 'detached', timeout: 5000 });
  });
});

describe('expand/collapse (site-and-tools §4 "Page widgets")', () => {
  it('opens one item of a set at a time, by keyboard, and tells the page of each change', async () => {
    const page = await openGallery(390);
    const set = example(page, 'Expand/collapse', 'a set, one open at a time');
    const first = set.getByRole('button', { name: 'What do I need to apply?' });
    const second = set.getByRole('button', { name: 'How long does it take?' });
    await page.evaluate(() => {
      (window as unknown as { changes: unknown[] }).changes = [];
      document.addEventListener('expand-collapse:change', (event) =>
        (window as unknown as { changes: unknown[] }).changes.push(
          (event as CustomEvent<{ state: string }>).detail.state,
        ),
      );
    });
    await expect(set.getByText('About 15 minutes online.').isVisible()).resolves.toBe(false);
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(first.getAttribute('aria-expanded')).resolves.toBe('true');
    await set.getByText('Your driver licence or passport').waitFor();
    await second.focus();
    await page.keyboard.press('Space');
    await expect(second.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(first.getAttribute('aria-expanded')).resolves.toBe('false');
    // The closed panel slides away (250 ms) and leaves what a screen reader or Tab can reach.
    await set.getByText('Your driver licence or passport').waitFor({ state: 'hidden' });
    await expect(
      page.evaluate(() => (window as unknown as { changes: unknown[] }).changes),
    ).resolves.toEqual(['opened', 'opened']);
    await expectNoAxeViolations(page);
  });

  it('shows the questions on the personal loans page', async () => {
    const page = await browser.newPage();
    await page.goto('/personal-loans/');
    const question = page.getByRole('button', { name: 'Can I repay my loan early?' });
    await question.click();
    await page.getByText('Yes, at any time and without a penalty.').waitFor();
  });
});
