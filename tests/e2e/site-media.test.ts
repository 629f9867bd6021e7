import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { homePage } from '#content/home.ts';
import { chunkLoadFailed } from '#content/page-errors.ts';
import { ATTACHED } from '#web/site/on-demand/use-on-demand.ts';
import { expectNoAxeViolations, moveUntilAttached, useBrowser } from './support/browser.ts';
import { pauseClock } from './support/clock.ts';
import { expectHeading } from './support/loan-application.ts';

const browser = useBrowser();
const WIDTHS = [390, 1280];

/** The index of the slide a visitor can reach (the others are inert). */
const currentSlides = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('.home .carousel__slide'))
      .map((slide, index) => (slide.inert ? -1 : index))
      .filter((index) => index >= 0),
  );

async function openHome(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 800 });
  await page.goto('/');
  await expectHeading(page, homePage.heading);
  // The carousel's behaviour loads when it is first needed: a pointer over it brings it.
  await page.locator('.home .carousel').hover();
  await page.locator(`.home .carousel[${ATTACHED}]`).waitFor({ state: 'attached' });
}

/**
 * Opens the home page under a fake clock that stands still once the carousel's code is asked for,
 * that code held back until then: the carousel moves at a known instant, and its 5 s pass only as
 * the test runs the clock. An auto-playing carousel asks for its code when its first move is due
 * (5 s after it showed); one that does not auto-play, when a pointer is over it (`reach`).
 */
async function openHomeOnPausedClock(page: Page, width: number, reach = false): Promise<void> {
  let release = () => undefined as void;
  let requested = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const asked = new Promise<void>((resolve) => (requested = resolve));
  await page.route(/\/assets\/carousel\.on-demand-[\w-]+\.js$/, async (route) => {
    requested();
    await held;
    await route.continue();
  });
  await page.clock.install();
  await page.setViewportSize({ width, height: 800 });
  await page.goto('/');
  await expectHeading(page, homePage.heading);
  // A clock paused before the page asks for the carousel's code would keep it from ever asking.
  if (reach) await page.locator('.home .carousel').hover();
  await asked;
  await pauseClock(page);
  release();
  await page.locator(`.home .carousel[${ATTACHED}]`).waitFor({ state: 'attached' });
}

declare global {
  interface Window {
    slideChanges: { slide: number; at: number }[];
  }
}

/** Records in the page each time another slide becomes the one in reach, and when. */
const watchSlides = (page: Page) =>
  page.evaluate(() => {
    window.slideChanges = [];
    const slides = Array.from(document.querySelectorAll<HTMLElement>('.home .carousel__slide'));
    let current = slides.findIndex((slide) => !slide.inert);
    new MutationObserver(() => {
      const now = slides.findIndex((slide) => !slide.inert);
      if (now === current) return;
      current = now;
      window.slideChanges.push({ slide: now, at: performance.now() });
    }).observe(document.querySelector('.home .carousel__track')!, {
      subtree: true,
      attributes: true,
      attributeFilter: ['inert'],
    });
  });

/** Cumulative layout shift so far, as the browser reports it (inputs excluded). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as {
            value: number;
            hadRecentInput: boolean;
          }[])
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );

describe('the home heroes carousel (site-and-tools §2, §9 "Carousel auto-play 5 s")', () => {
  it('has every hero in the raw HTML, the first one showing', async () => {
    const page = await browser.newPage();
    const html = await (await page.request.get('/')).text();
    expect(html).toContain(homePage.heading);
    for (const hero of homePage.moreHeroes) expect(html).toContain(hero.heading);
    expect(html).toMatch(/<img[^>]*src="\/images\/hero-car.svg"[^>]*width="480"[^>]*height="360"/);
  });

  for (const width of WIDTHS)
    it(`moves on every 5 s and stops with its Pause button, by keyboard, at ${width}px`, async () => {
      const page = await browser.newPage();
      await openHomeOnPausedClock(page, width);
      // Its code came when the first move was due, 5 s after it showed: it moves as it arrives.
      await expect(currentSlides(page)).resolves.toEqual([1]);
      await watchSlides(page);
      // The third slide 5 s after the second, not a moment before; the next 5 s later.
      await page.clock.runFor(4_999);
      await expect(currentSlides(page)).resolves.toEqual([1]);
      await page.clock.runFor(1);
      await expect(currentSlides(page)).resolves.toEqual([2]);
      await page.clock.runFor(4_999);
      await expect(currentSlides(page)).resolves.toEqual([2]);
      await page.clock.runFor(1);
      const [first, second] = await page.evaluate(() => window.slideChanges);
      expect(first!.slide).toBe(2);
      expect(second!.slide).not.toBe(2);
      expect(second!.at - first!.at).toBe(5_000);
      // The clock flows again for axe (its rules wait on timers), the carousel playing.
      await page.clock.resume();
      await expectNoAxeViolations(page);

      const pause = page.getByRole('button', { name: homePage.carousel.pause });
      await pause.focus();
      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: homePage.carousel.play }).waitFor();
      // Focus leaves the carousel: a paused carousel stays paused.
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await pauseClock(page);
      const paused = await page.evaluate(() => window.slideChanges.length);
      await page.clock.runFor(15_000);
      await expect(page.evaluate(() => window.slideChanges.length)).resolves.toBe(paused);
      await page.clock.resume();
      await expectNoAxeViolations(page);
    });

  it('does not move by itself for a visitor who prefers reduced motion', async () => {
    const page = await browser.newPage();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openHomeOnPausedClock(page, 390, true);
    await watchSlides(page);
    await page.clock.runFor(15_000);
    await expect(currentSlides(page)).resolves.toEqual([0]);
    await expect(page.evaluate(() => window.slideChanges.length)).resolves.toBe(0);
    await expect(
      page.getByRole('button', { name: homePage.carousel.pause }).isVisible(),
    ).resolves.toBe(false);
    // The visitor moves it themselves.
    await page.getByRole('button', { name: homePage.carousel.next }).click();
    await expect(currentSlides(page)).resolves.toEqual([1]);
    await page.clock.resume();
    await expectNoAxeViolations(page);
  });

  for (const width of WIDTHS)
    it(`shifts nothing when the carousel and the video arrive, at ${width}px`, async () => {
      const page = await browser.newPage();
      await openHome(page, width);
      // The player loads as the video comes near the screen (decision 140).
      await page.locator('.feature-video').scrollIntoViewIfNeeded();
      await page.locator('.feature-video video').waitFor({ state: 'attached' });
      await expect(layoutShift(page)).resolves.toBeLessThan(0.01);
    });
});

describe('the feature video (site-and-tools §2, §9 "replays 10 s after ending")', () => {
  /**
   * Opens the home page under a fake clock that stands still once the video is in the page: the
   * video plays in real time, the 10 s after it ends pass only as the test runs the clock.
   */
  async function openVideo(page: Page): Promise<void> {
    await page.clock.install();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await expectHeading(page, homePage.heading);
    await page.locator('.feature-video').scrollIntoViewIfNeeded();
    await page.locator('.feature-video video').waitFor();
    await pauseClock(page);
    // When it ends, and when a video is back in the page.
    await page.evaluate(() => {
      const frame = document.querySelector('.feature-video')!;
      const times: { ended?: number; back?: number } = {};
      (window as unknown as { videoTimes: typeof times }).videoTimes = times;
      frame.addEventListener('ended', () => (times.ended = performance.now()), true);
      new MutationObserver(() => {
        if (times.ended !== undefined && frame.querySelector('video'))
          times.back ??= performance.now();
      }).observe(frame, { childList: true, subtree: true });
    });
  }
  const videoTimes = (page: Page) =>
    page.evaluate(
      () => (window as unknown as { videoTimes: { ended?: number; back?: number } }).videoTimes,
    );
  const videoCount = (page: Page) => page.locator('.feature-video video').count();
  const playing = (page: Page) =>
    page.waitForFunction(() => {
      const video = document.querySelector<HTMLVideoElement>('.feature-video video');
      return video !== null && !video.paused && video.currentTime > 0;
    });
  /** Skips to the video's last half second (as its controls let a visitor): it plays to its end. */
  const skipToNearTheEnd = (page: Page) =>
    page.evaluate(() => {
      const video = document.querySelector<HTMLVideoElement>('.feature-video video')!;
      video.currentTime = Math.max(0, video.duration - 0.5);
    });

  it(
    'plays, gives way to its image when it ends, and plays again 10 s later',
    { timeout: 120_000 },
    async () => {
      const page = await browser.newPage();
      await openVideo(page);
      await playing(page);
      await skipToNearTheEnd(page);
      await page.waitForFunction(
        () => document.querySelector('.feature-video video') === null,
        null,
        {
          timeout: 30_000,
        },
      );
      await page.getByRole('img', { name: homePage.featureVideo.label }).waitFor();
      // Not a moment before 10 s after the end, then at 10 s.
      await page.clock.runFor(9_999);
      await expect(videoCount(page)).resolves.toBe(0);
      await expect(
        page.getByRole('img', { name: homePage.featureVideo.label }).isVisible(),
      ).resolves.toBe(true);
      await page.clock.runFor(1);
      await page.waitForFunction(
        () => document.querySelector<HTMLVideoElement>('.feature-video video')?.paused === false,
        null,
        { timeout: 30_000 },
      );
      const { ended, back } = await videoTimes(page);
      expect(back! - ended!).toBe(10_000);
      // The clock flows again for axe (its rules wait on timers), the video playing again.
      await page.clock.resume();
      await expectNoAxeViolations(page, '.feature');
    },
  );

  it(
    'is removed when it ends on a Mac or iOS, with no image in its place',
    { timeout: 120_000 },
    async () => {
      const page = await browser.newPage();
      await page.addInitScript(() => {
        Object.defineProperty(Navigator.prototype, 'platform', { get: () => 'MacIntel' });
        Object.defineProperty(Navigator.prototype, 'userAgentData', {
          get: () => ({ platform: 'macOS' }),
        });
      });
      await openVideo(page);
      await playing(page);
      await skipToNearTheEnd(page);
      await page.waitForFunction(
        () => document.querySelector('.feature-video video') === null,
        null,
        {
          timeout: 30_000,
        },
      );
      await page.clock.runFor(11_000);
      await expect(videoCount(page)).resolves.toBe(0);
      await expect(page.locator('.feature-video img').count()).resolves.toBe(0);
      expect((await videoTimes(page)).back).toBeUndefined();
    },
  );
});

describe('lazily loaded chunks (site-and-tools §7, §8 "Chunk load failure")', () => {
  it('shows the generic error where the video player would be when its chunk fails', async () => {
    const page = await browser.newPage();
    await page.route(/\/assets\/video-player\.on-demand-[\w-]+\.js$/, (route) => route.abort());
    await page.goto('/');
    await expectHeading(page, homePage.heading);
    await page.locator('.feature-video').scrollIntoViewIfNeeded();
    await page.locator('.feature-video').getByRole('alert').waitFor();
    await expect(page.locator('.feature-video').getByRole('alert').textContent()).resolves.toBe(
      chunkLoadFailed.message,
    );
    // The image stays, and the rest of the page works.
    await page.getByRole('img', { name: homePage.featureVideo.label }).waitFor();
    await expectNoAxeViolations(page);
    browser.allowConsoleError(/Loading chunk video-player failed\. \(error\)|ERR_FAILED/);
  });

  it('shows the page error when a form page’s chunk fails on a navigation', async () => {
    const page = await browser.newPage();
    await page.route(/\/assets\/contact-[\w-]+\.js$/, (route) => route.abort());
    await page.goto('/about/');
    await moveUntilAttached(page, `header[${ATTACHED}]`);
    await page.locator('footer').getByRole('link', { name: 'Contact us', exact: true }).click();
    await expectHeading(page, 'This page could not be loaded');
    browser.allowConsoleError(/ERR_FAILED|Loading chunk contact failed\. \(error\)/);
  });
});

async function openGallery(page: Page, width = 1280): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  await page.goto('/dev/widget-gallery/');
  await page.getByRole('heading', { level: 1, name: 'Widget gallery' }).waitFor();
}

const example = (page: Page, widget: string, name: string) =>
  page
    .getByRole('region', { name: widget, exact: true })
    .getByRole('article', { name: `${widget}: ${name}`, exact: true });

describe('the lightbox (site-and-tools §2, §9 lightbox messages)', () => {
  it('shows an image with Loading... first, closes with Escape and gives focus back', async () => {
    const page = await browser.newPage();
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/images/hero-kowhai.svg', async (route) => {
      await held;
      await route.continue();
    });
    await openGallery(page, 390);
    const link = example(page, 'Lightbox', 'an image').getByRole('link');
    await link.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Kōwhai over the hills' });
    await dialog.waitFor();
    await expect(dialog.getByRole('status').textContent()).resolves.toBe('Loading...');
    release();
    await dialog.getByRole('img', { name: 'Kōwhai over the hills' }).waitFor();
    await expect(dialog.getByRole('status').count()).resolves.toBe(0);
    await dialog.getByRole('button', { name: 'Close (Esc)' }).waitFor();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect(link.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
  });

  it(
    'says when an image or a page cannot be loaded, and when content is not found',
    { timeout: 120_000 },
    async () => {
      const page = await browser.newPage();
      await openGallery(page);
      const cases = [
        ['an image that cannot be loaded', 'A missing picture', 'The image could not be loaded.'],
        ['part of this page that is not there', 'Nothing here', 'Content not found'],
        ['a page that cannot be loaded', 'A lost page', 'The content could not be loaded.'],
      ] as const;
      for (const [name, title, message] of cases) {
        await example(page, 'Lightbox', name).getByRole('link').click();
        const dialog = page.getByRole('dialog', { name: title });
        await expect(dialog.getByRole('alert').textContent()).resolves.toBe(message);
        await expectNoAxeViolations(page, '[role="dialog"]');
        await dialog.getByRole('button', { name: 'Close (Esc)' }).click();
        await dialog.waitFor({ state: 'detached' });
      }
      browser.allowConsoleError(/404|Not Found/);
    },
  );

  it('shows part of this page, or the words of another page of the site', async () => {
    const page = await browser.newPage();
    await openGallery(page, 390);
    await example(page, 'Lightbox', 'part of this page').getByRole('link').click();
    const fees = page.getByRole('dialog', { name: 'Our fees' });
    await fees.getByText('There is no fee for repaying early.', { exact: false }).waitFor();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await example(page, 'Lightbox', 'another page of the site').getByRole('link').click();
    const about = page.getByRole('dialog', { name: 'About us' });
    // The dialog says "Loading..." (a paragraph of its own) until the page's words arrive.
    await about.locator('[aria-busy="false"]').waitFor();
    await expect(about.locator('p').count()).resolves.toBeGreaterThan(1);
    await expectNoAxeViolations(page);
  });
});

describe('sticky elements (site-and-tools §8 "A sticky element taller than its container logs an error")', () => {
  it('log the error for one taller than its container, and only for that one', async () => {
    const page = await browser.newPage();
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text());
    });
    await openGallery(page);
    await example(page, 'Sticky element', 'fits its container')
      .locator(`aside[${ATTACHED}]`)
      .waitFor({ state: 'attached' });
    expect(logged).toEqual([]);
    const tooTall = example(page, 'Sticky element', 'taller than its container (logs an error)');
    await tooTall.getByRole('button', { name: 'Show it' }).click();
    await tooTall.locator(`aside[${ATTACHED}]`).waitFor({ state: 'attached' });
    expect(logged).toEqual([
      'sticky: Sticky element is taller than its container (aside.sticky-box)',
    ]);
    browser.allowConsoleError(/Sticky element is taller than its container/);
  });

  it('check the sticky header too, after a resize', async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/about/');
    await moveUntilAttached(page, `header[${ATTACHED}]`);
    const logged = new Promise<string>((resolve) =>
      page.on('console', (message) => {
        if (message.type() === 'error') resolve(message.text());
      }),
    );
    // A header grown taller than the box it sticks in (an editor's mistake, a broken style).
    await page.evaluate(() => {
      const header = document.querySelector('header')!;
      header.parentElement!.style.height = '100px';
      header.style.height = '300px';
    });
    await page.setViewportSize({ width: 400, height: 800 });
    await expect(logged).resolves.toMatch(
      /^sticky: Sticky element is taller than its container \(header#top\.site-header/,
    );
    browser.allowConsoleError(/Sticky element is taller than its container/);
  });
});
