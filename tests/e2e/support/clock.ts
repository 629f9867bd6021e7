import type { Page } from 'playwright-core';

/** How far ahead of the page's clock `pauseClock` stops it: more than one round trip takes. */
const PAUSE_AHEAD_MS = 1_000;

/**
 * Stops the page's fake clock (`page.clock.install()` before the page opened): from here its
 * timers fire only as the test runs the clock (`page.clock.runFor`), so a wait of seconds takes
 * none, and a timer set while the clock stands still fires at the very millisecond it asks for.
 * `pauseAt` cannot go back in time, so the clock stops a second ahead of the page's time as read;
 * a timer due within that second fires then, at the pause.
 *
 * Axe runs its rules through `setTimeout`: `page.clock.resume()` before checking a page with it.
 */
export async function pauseClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + PAUSE_AHEAD_MS);
}
