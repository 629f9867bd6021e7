import type { Page } from 'playwright-core';

/**
 * Waiting for a condition where a test would otherwise sleep (tests/README.md "Waiting"). A test
 * that shows something did *not* happen waits here until the page has done the work that would
 * have made it happen, then asserts.
 */

declare global {
  interface Window {
    /** Each running interval timer's id, its period and how often it has run (countIntervalRuns). */
    __intervalRuns?: Map<number, { every: number; runs: number }>;
  }
}

/**
 * Counts how often each of the page's interval timers runs: the site's scroll behaviours check a
 * flag every 250 ms (site-and-tools §9). Call it before the page opens; it applies to every page
 * the tab loads.
 */
export async function countIntervalRuns(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const runs = new Map<number, { every: number; runs: number }>();
    window.__intervalRuns = runs;
    const setInterval = window.setInterval.bind(window);
    const clearInterval = window.clearInterval.bind(window);
    window.setInterval = ((handler: TimerHandler, timeout?: number, ...args: unknown[]) => {
      const id: number = setInterval(() => {
        try {
          if (typeof handler === 'function') (handler as (...a: unknown[]) => void)(...args);
        } finally {
          const timer = runs.get(id);
          if (timer) timer.runs += 1;
        }
      }, timeout);
      runs.set(id, { every: Number(timeout ?? 0), runs: 0 });
      return id;
    }) as typeof window.setInterval;
    window.clearInterval = ((id?: number) => {
      if (id !== undefined) runs.delete(id);
      clearInterval(id);
    }) as typeof window.clearInterval;
  });
}

/**
 * Waits until every interval timer of the page that runs every `everyMs` has run once more since
 * now (or once at all, if it started since), so that a check the page makes on that timer has seen what the test just did. Needs
 * countIntervalRuns, and such a timer running (the behaviour under test must have attached).
 */
export async function intervalsHaveRun(page: Page, everyMs: number): Promise<void> {
  const before = await page.evaluate((every) => {
    if (!window.__intervalRuns) throw new Error('countIntervalRuns(page) was not called');
    return [...window.__intervalRuns]
      .filter(([, timer]) => timer.every === every)
      .map(([id, timer]) => [id, timer.runs] as const);
  }, everyMs);
  if (before.length === 0) throw new Error(`no ${everyMs} ms interval is running on the page`);
  // A timer started meanwhile (a behaviour that attached a moment later) must have run once too.
  await page.waitForFunction(
    ({ every, runs }) =>
      [...(window.__intervalRuns ?? [])]
        .filter(([, timer]) => timer.every === every)
        .every(([id, timer]) => timer.runs > (new Map(runs).get(id) ?? 0)),
    { every: everyMs, runs: before },
  );
}

/**
 * Scrolls the window to `y` at once and waits for the scroll event: every scroll listener of the
 * page has seen it by the time this returns.
 */
export async function scrollAndWait(page: Page, y: number): Promise<void> {
  await page.evaluate(
    (top) =>
      new Promise<void>((resolve) => {
        const from = window.scrollY;
        window.addEventListener('scroll', () => resolve(), { once: true });
        window.scrollTo({ top, behavior: 'instant' });
        // The page could not move (already there): no scroll event will come.
        if (window.scrollY === from) resolve();
      }),
    y,
  );
}

// spec: site-and-tools §9 "Scroll check every 250 ms"
const SCROLL_CHECK_MS = 250;

/** Scrolls to `y` and waits until the page's scroll checks (every 250 ms) have seen it. */
export async function scrollAndSettle(page: Page, y: number): Promise<void> {
  await scrollAndWait(page, y);
  await intervalsHaveRun(page, SCROLL_CHECK_MS);
}
