import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';

/** A phone's and a desktop's windows: the two widths every page is checked at (390 and 1280 px). */
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };

/**
 * One browser connection per test file, a fresh context (cookies, storage) per test.
 * A console error or an uncaught page error during a test fails it.
 */
export function useBrowser(
  options: {
    viewport?: { width: number; height: number };
    /** A phone's touch screen: taps instead of clicks, touch events, a mobile viewport. */
    touch?: boolean;
    /** Another server's address (another-server.ts), read when a test opens its first page. */
    baseUrl?: () => string;
  } = {},
) {
  let browser: Browser;
  let context: BrowserContext | undefined;
  let others: BrowserContext[] = [];
  let problems: string[] = [];
  const baseUrl = inject('baseUrl');

  beforeAll(async () => {
    browser = await chromium.connect(inject('browserWsEndpoint'));
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async () => {
    await context?.close();
    context = undefined;
    await Promise.all(others.map((other) => other.close()));
    others = [];
    const found = problems;
    problems = [];
    expect(found, 'console errors during the test').toEqual([]);
  });

  const contextOptions = () => ({
    baseURL: options.baseUrl?.() ?? baseUrl,
    viewport: options.viewport ?? DESKTOP,
    locale: 'en-NZ',
    timezoneId: 'Pacific/Auckland',
    ...(options.touch ? { hasTouch: true, isMobile: true } : {}),
  });
  const watched = (page: Page): Page => {
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`${page.url()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
    return page;
  };

  return {
    baseUrl,
    /** A new page in a fresh context, its console errors collected. */
    async newPage(): Promise<Page> {
      context ??= await browser.newContext(contextOptions());
      return watched(await context.newPage());
    },
    /** A page in a context of its own: another browser or device (no cookies, no storage shared). */
    async newDevicePage(): Promise<Page> {
      const other = await browser.newContext(contextOptions());
      others.push(other);
      return watched(await other.newPage());
    },
    /** Allows one expected console error (a failed request the test provokes on purpose). */
    allowConsoleError(pattern: RegExp) {
      problems = problems.filter((p) => !pattern.test(p));
    },
  };
}

/** Runs axe (WCAG 2.1 A and AA rules) on the page, or on one part of it, and fails on any violation. */
export async function expectNoAxeViolations(page: Page, selector?: string): Promise<void> {
  // The confirmation overlay (site-and-tools §2) fades out 2 to 3.4 s after a page opens: axe
  // measuring colours midway through the fade would read half-transparent text.
  await page.locator('.confirmation-overlay').waitFor({ state: 'hidden', timeout: 10_000 });
  // Likewise any fade or slide still running (a dialog opening, a panel closing); a spinner's
  // endless animation never ends, so it does not count.
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getTiming().iterations === Infinity,
        ),
    undefined,
    { timeout: 10_000 },
  );
  let builder = new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'wcag22aa',
    'best-practice',
  ]);
  // Only the violations are read: axe then works out selectors and node details for them alone,
  // not for every passing and inapplicable node (axe-core's API, "Performance"), which halves a
  // check of a long page (decision 167).
  builder = builder.options({ resultTypes: ['violations'] });
  if (selector) builder = builder.include(selector);
  // A page without frames is checked by axe.run in the page itself (decision 159): the same rules
  // on the same document, without the blank page that axe's frame-by-frame mode opens and loads
  // axe into again for every check to join its frames' results (about a second of each check).
  // A page with frames (the bank's, a chat's, of any origin) keeps that mode, which checks them all.
  if (page.frames().length === 1) builder = builder.setLegacyMode();
  const results = await builder.analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
  );
  expect(summary, 'axe violations').toEqual([]);
}

/** Runs axe on the page at a phone's width, then at a desktop's, where it leaves the page. */
export async function expectAccessible(page: Page): Promise<void> {
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page);
  }
}

/**
 * The visitor's first move, repeated until `selector` is in the page: the behaviours that answer
 * scrolling load on the first scroll or move after hydration (decision 140), and a move made before
 * the page has hydrated is not seen.
 */
export async function moveUntilAttached(page: Page, selector: string | Locator): Promise<void> {
  const target = typeof selector === 'string' ? page.locator(selector) : selector;
  for (let i = 0; i < 240 && (await target.count()) === 0; i++) {
    await page.mouse.move(1 + (i % 2), 1);
    await page.waitForTimeout(250);
  }
  await target.first().waitFor({ state: 'attached' });
}
