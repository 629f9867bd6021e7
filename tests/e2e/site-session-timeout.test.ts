import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { sessionTimeoutPages } from '#content/session-timeout.ts';
import { ATTACHED } from '#web/site/on-demand/use-on-demand.ts';
import { expectNoAxeViolations, moveUntilAttached, useBrowser } from './support/browser.ts';
import {
  expectHeading,
  fillStepOne,
  next,
  uniqueEmail,
  waitUntilReady,
} from './support/loan-application.ts';

const browser = useBrowser();
const PAGE = '/make-a-payment/';
const { warningMinutes, clearMinutes } = sessionTimeoutPages[PAGE]!;
const minutes = (value: number) => value * 60_000;

/**
 * Opens a page under a fake clock, once the code every page loads after hydration is in: the
 * header's and back-to-top's behaviours and the cookie notice each load with a 120 s time-out
 * (loadChunk), so running the clock on minutes while one is still on its way fails it with a
 * ChunkLoadError, as happened on a busy machine.
 */
async function openOnFakeClock(page: Page, path: string, heading: string): Promise<void> {
  await page.clock.install();
  await page.goto(path);
  await expectHeading(page, heading);
  // The header's and back-to-top's behaviours load on the first move (decision 140).
  await moveUntilAttached(page, `header.site-header[${ATTACHED}]`);
  await page.locator(`.back-to-top[${ATTACHED}]`).waitFor({ state: 'attached' });
  await page.getByRole('region', { name: 'Cookies', exact: true }).waitFor();
}

/** Opens a page under a fake clock, once its session-timeout watch is running. */
async function openWatched(page: Page, path: string, heading: string): Promise<void> {
  await openOnFakeClock(page, path, heading);
  // The watch loads after hydration; its timers run once it shows its stage.
  await page.locator('[data-session-timeout-stage="waiting"]').waitFor({ state: 'attached' });
}

const warningMinutesOf = (page: Page) =>
  page.locator('[data-session-timeout-warning]').getAttribute('data-session-timeout-warning');

describe('the session timeout (site-and-tools §4 "Session timeout")', () => {
  it('warns after the configured minutes, and closing the warning cancels the clear timer', async () => {
    const page = await browser.newPage();
    await openWatched(page, PAGE, 'Make a loan payment');
    await expect(warningMinutesOf(page)).resolves.toBe(String(warningMinutes));
    await page.clock.fastForward(minutes(warningMinutes) - 5_000);
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    await page.clock.fastForward(10_000);
    const warning = page.getByRole('dialog', { name: 'Are you still there?' });
    await warning.waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Yes, I am still here' }).click();
    await warning.waitFor({ state: 'detached' });
    await page.clock.fastForward(minutes(clearMinutes) + 10_000);
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'Make a loan payment',
    );
  });

  it('clears the page when the warning is left open: the clear modal opens and the content goes', async () => {
    const page = await browser.newPage();
    await openWatched(page, PAGE, 'Make a loan payment');
    await page.clock.fastForward(minutes(warningMinutes) + 5_000);
    await page.getByRole('dialog', { name: 'Are you still there?' }).waitFor();
    await page.clock.fastForward(minutes(clearMinutes) + 5_000);
    await page.getByRole('dialog', { name: 'Your session has timed out' }).waitFor();
    await expect(page.getByRole('dialog', { name: 'Are you still there?' }).count()).resolves.toBe(
      0,
    );
    await expect(page.locator('main').getByText('Make a loan payment').count()).resolves.toBe(0);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Start again' }).click();
    await expectHeading(page, 'Make a loan payment');
  });

  it('clears a step of the application after its own minutes, and the saved answers come back', async () => {
    const step = '/loan-application/step-2/';
    const times = sessionTimeoutPages[step]!;
    const first = await browser.newPage();
    await first.goto('/loan-application/step-1/');
    await fillStepOne(first, { firstName: 'Mere', lastName: 'Tipene', email: uniqueEmail('idle') });
    await next(first, 'Step 2 of 4');
    await first.close();

    // The same browser later, on step 2, and then away from it for a long while.
    const page = await browser.newPage();
    await openWatched(page, step, 'Step 2 of 4');
    await expect(warningMinutesOf(page)).resolves.toBe(String(times.warningMinutes));
    await page.clock.fastForward(minutes(times.warningMinutes) + 5_000);
    await page.getByRole('dialog', { name: 'Are you still there?' }).waitFor();
    await page.clock.fastForward(minutes(times.clearMinutes) + 5_000);
    await page.getByRole('dialog', { name: 'Your session has timed out' }).waitFor();
    await expect(page.getByLabel('Contact number', { exact: true }).count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Start again' }).click();
    await expectHeading(page, 'Step 2 of 4');
    await waitUntilReady(page);
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expectHeading(page, 'Step 1 of 4');
    await expect(page.getByLabel('First name', { exact: true }).inputValue()).resolves.toBe('Mere');
  });

  it('runs no timeout on a page without one', async () => {
    const page = await browser.newPage();
    await openOnFakeClock(page, '/about/', 'About');
    await page.clock.fastForward(minutes(60));
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
  });
});
