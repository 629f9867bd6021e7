import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import {
  FADE_MS,
  FADING_CLASS,
} from '#web/site/confirmation-overlay/confirmation-overlay.on-demand.ts';
import { ATTACHED } from '#web/site/on-demand/use-on-demand.ts';
import { expectNoAxeViolations, moveUntilAttached, useBrowser } from './support/browser.ts';
import { pauseClock } from './support/clock.ts';
import {
  completeStepsOneToThree,
  expectHeading,
  fillStepFour,
  uniqueEmail,
} from './support/loan-application.ts';

// Issue 10 behaviours 10, 11 and 12: the confirmation overlay, equal-height groups, scroll
// animations, the chat widget and the news listing's Ajax pagination (site-and-tools §2, §7, §8).

const browser = useBrowser();

async function openGallery(
  width = 1280,
  options: { reduce?: boolean; clock?: boolean } = {},
): Promise<Page> {
  const page = await browser.newPage();
  await page.setViewportSize({ width, height: 900 });
  if (options.reduce) await page.emulateMedia({ reducedMotion: 'reduce' });
  if (options.clock) await page.clock.install();
  await page.goto('/dev/widget-gallery/');
  await page.getByRole('heading', { level: 1, name: 'Widget gallery' }).waitFor();
  return page;
}

const example = (page: Page, widget: string, name: string) =>
  page
    .getByRole('region', { name: widget, exact: true })
    .getByRole('article', { name: `${widget}: ${name}`, exact: true });

const opacity = (locator: Locator) =>
  locator.evaluate((element) => Number(getComputedStyle(element).opacity));

describe('the confirmation overlay (site-and-tools §2, §9 "a random 2000 to 2999 ms")', () => {
  const fading = (overlay: Locator) =>
    overlay.evaluate((element, name) => element.classList.contains(name), FADING_CLASS);

  it('shows, then fades after a random 2000 to 2999 ms, leaving the page usable', async () => {
    const page = await openGallery(1280, { clock: true });
    // The clock stands still from here: the delay's milliseconds pass only as the test runs them.
    await pauseClock(page);
    const area = example(page, 'Confirmation overlay', 'on arrival');
    await area.getByRole('button', { name: 'Show the confirmation overlay' }).click();
    const overlay = page.getByRole('status').filter({ hasText: 'We have your details' });
    await overlay.waitFor();
    await expect
      .poll(() => overlay.getAttribute('data-fade-after-ms'), { timeout: 2000 })
      .toMatch(/^\d+$/);
    const delay = Number(await overlay.getAttribute('data-fade-after-ms'));
    expect(delay).toBeGreaterThanOrEqual(2000);
    expect(delay).toBeLessThanOrEqual(2999);
    // Still there at 1999 ms, and until the delay is up; then it fades, and is gone.
    await page.clock.runFor(1999);
    await expect(overlay.isVisible()).resolves.toBe(true);
    await expect(fading(overlay)).resolves.toBe(false);
    await page.clock.runFor(delay - 1999 - 1);
    await expect(overlay.isVisible()).resolves.toBe(true);
    await expect(fading(overlay)).resolves.toBe(false);
    await page.clock.runFor(1);
    await expect(fading(overlay)).resolves.toBe(true);
    await page.clock.runFor(FADE_MS);
    await expect(overlay.isVisible()).resolves.toBe(false);
    // The clock flows again for axe (its rules wait on timers).
    await page.clock.resume();
    await expectNoAxeViolations(page);
  });

  it('picks a new delay each time it shows', async () => {
    const page = await openGallery(1280, { clock: true });
    await pauseClock(page);
    const button = example(page, 'Confirmation overlay', 'on arrival').getByRole('button', {
      name: 'Show the confirmation overlay',
    });
    const delays = new Set<string>();
    for (let i = 0; i < 4; i += 1) {
      await button.click();
      const overlay = page.getByRole('status').filter({ hasText: 'We have your details' });
      await expect.poll(() => overlay.getAttribute('data-fade-after-ms')).toMatch(/^\d+$/);
      delays.add((await overlay.getAttribute('data-fade-after-ms'))!);
      // Gone once the longest delay and the fade are over.
      await page.clock.runFor(2999 + FADE_MS);
      await expect(overlay.isVisible()).resolves.toBe(false);
    }
    expect(delays.size).toBeGreaterThan(1);
  });

  it('greets the applicant on the confirmation page after step 4, then fades', async () => {
    const page = await browser.newPage();
    // A fake clock that flows as time does, until the test runs it on.
    await page.clock.install();
    await completeStepsOneToThree(page, {
      firstName: 'Mere',
      lastName: 'Overlay',
      email: uniqueEmail('overlay'),
    });
    await fillStepFour(page);
    await page.getByRole('button', { name: 'Submit application' }).click();
    await page.waitForURL('**/loan-application/success/?appref=*');
    const overlay = page.getByRole('status').filter({ hasText: 'Your application has been sent' });
    await overlay.waitFor();
    await expectHeading(page, 'Thank you: we have your application');
    // Its fade is timed from when its behaviour arrives: then the longest delay and the fade.
    await page.locator(`.confirmation-overlay[${ATTACHED}]`).waitFor({ state: 'attached' });
    await page.clock.runFor(2999 + FADE_MS);
    await expect(overlay.isVisible()).resolves.toBe(false);
    await expectNoAxeViolations(page);
  });
});

describe('equal-height groups (site-and-tools §2)', () => {
  const heights = (page: Page) =>
    example(page, 'Equal height', 'three cards')
      .locator('[data-equal-height]')
      .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().height)));

  it('gives cards side by side the height of the tallest at 1280 px', async () => {
    const page = await openGallery(1280);
    const group = example(page, 'Equal height', 'three cards').locator('[data-equal-height-group]');
    await group.locator('xpath=self::*[@data-equal-height-measured]').waitFor();
    const [first, ...rest] = await heights(page);
    expect(rest).toEqual(rest.map(() => first));
    await expectNoAxeViolations(page, '#equal-height');
  });

  it('leaves stacked cards their own heights at 390 px, and measures again on resize', async () => {
    const page = await openGallery(390);
    const group = example(page, 'Equal height', 'three cards').locator('[data-equal-height-group]');
    await group.locator('xpath=self::*[@data-equal-height-measured]').waitFor();
    expect(new Set(await heights(page)).size).toBeGreaterThan(1);
    await expectNoAxeViolations(page, '#equal-height');
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect.poll(async () => new Set(await heights(page)).size, { timeout: 3000 }).toBe(1);
  });
});

describe('scroll animations (site-and-tools §2 "play once with offset 0")', () => {
  const watching = (page: Page) =>
    example(page, 'Scroll animation', 'below the fold').locator(
      `[data-scroll-animation-area][${ATTACHED}]`,
    );
  const member = (page: Page) =>
    example(page, 'Scroll animation', 'below the fold')
      .locator('[data-scroll-animation]')
      .filter({ hasText: 'Apply online in 15 minutes' });

  it('wait below the fold, play as their first pixels show, and only once', async () => {
    const page = await openGallery(1280);
    const card = member(page);
    // The watching loads on the first scroll or move (decision 154): nothing waits before it.
    expect((await card.getAttribute('class')) ?? '').not.toContain('waiting');
    await moveUntilAttached(page, watching(page));
    await expect.poll(() => card.getAttribute('class')).toContain('scroll-animation--waiting');
    await expect(opacity(card)).resolves.toBe(0);
    // Offset 0: the card's top 20 px in the window is enough.
    await card.evaluate((element) => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      window.scrollTo(0, top - window.innerHeight + 20);
    });
    await expect.poll(() => card.getAttribute('class')).toContain('scroll-animation--played');
    await expect.poll(() => opacity(card), { timeout: 2000 }).toBe(1);
    await page.evaluate(() => window.scrollTo(0, 0));
    // The browser tells every observer of the card at once: once this one has seen it leave the
    // window, the page's own observer would have too.
    await card.evaluate(
      (element) =>
        new Promise<void>((resolve) => {
          const watcher = new IntersectionObserver((entries) => {
            if (entries.some((entry) => !entry.isIntersecting)) {
              watcher.disconnect();
              resolve();
            }
          });
          watcher.observe(element);
        }),
    );
    await expect(card.getAttribute('class')).resolves.not.toContain('waiting');
    await expect(opacity(card)).resolves.toBe(1);
  });

  it('do not animate for visitors who prefer reduced motion', async () => {
    const page = await openGallery(390, { reduce: true });
    const card = member(page);
    await moveUntilAttached(page, watching(page));
    await expect
      .poll(() =>
        example(page, 'Scroll animation', 'below the fold')
          .locator('[data-scroll-animation-area]')
          .getAttribute('data-behaviour-attached'),
      )
      .toBe('');
    await expect(card.getAttribute('class')).resolves.not.toContain('waiting');
    await expect(opacity(card)).resolves.toBe(1);
    await card.scrollIntoViewIfNeeded();
    await expectNoAxeViolations(page, '#scroll-animation');
  });
});

describe('the chat widget (site-and-tools §2 "expanded from page elements")', () => {
  for (const width of [390, 1280]) {
    it(`opens from the contact page by keyboard and offers the branches' contacts at ${width} px`, async () => {
      const page = await browser.newPage();
      const outside: string[] = [];
      page.on('request', (request) => {
        if (!request.url().startsWith(browser.baseUrl)) outside.push(request.url());
      });
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/contact/');
      const opener = page.getByRole('button', { name: 'Chat with us' });
      await expect(opener.getAttribute('aria-expanded')).resolves.toBe('false');
      await opener.focus();
      await page.keyboard.press('Enter');
      const chat = page.getByRole('dialog', { name: 'Talk to a person' });
      await chat.waitFor();
      await expect(opener.getAttribute('aria-expanded')).resolves.toBe('true');
      await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(
        'Talk to a person',
      );
      await expect(
        chat.getByRole('link', { name: 'Call us free on 0800 569 4424' }).getAttribute('href'),
      ).resolves.toBe('tel:08005694424');
      await chat.getByLabel('Or talk to your branch').selectOption({ label: 'Whangārei' });
      await expect(
        chat.getByRole('link', { name: 'Call 09 555 0101' }).getAttribute('href'),
      ).resolves.toBe('tel:095550101');
      await chat.getByText('Monday to Friday: 8:30am to 5:00pm').waitFor();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await chat.waitFor({ state: 'detached' });
      await expect(opener.getAttribute('aria-expanded')).resolves.toBe('false');
      await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(
        'Chat with us',
      );
      expect(outside).toEqual([]);
    });
  }

  it('is one chat however many elements expand it, and its close button gives focus back', async () => {
    const page = await openGallery(1280);
    const area = example(page, 'Chat', 'two page elements');
    const buttons = area.getByRole('button', { name: /chat/i });
    await buttons.nth(1).click();
    const chat = page.getByRole('dialog', { name: 'Talk to a person' });
    await chat.waitFor();
    await expect(buttons.nth(0).getAttribute('aria-expanded')).resolves.toBe('true');
    await buttons.nth(0).click();
    await chat.waitFor({ state: 'detached' });
    await buttons.nth(0).click();
    await chat.waitFor();
    await expect(page.getByRole('dialog', { name: 'Talk to a person' }).count()).resolves.toBe(1);
    await chat.getByRole('button', { name: 'Close chat' }).click();
    await chat.waitFor({ state: 'detached' });
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(
      'Chat with us',
    );
  });
});

describe('Ajax pagination on the news listing (site-and-tools §2, §7, §8)', () => {
  for (const width of [390, 1280]) {
    it(`replaces the list from the data-ajax URL plus the link's query at ${width} px`, async () => {
      const page = await browser.newPage();
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/news/');
      const nav = page.getByRole('navigation', { name: 'News pages' });
      await expect(nav.getAttribute('data-ajax')).resolves.toBe('/api/news');
      await expect(nav.getByRole('link', { name: 'Page 2' }).getAttribute('href')).resolves.toBe(
        '/news/?page=2',
      );
      // The answer is the call's, not the page's own copy: it is changed on its way here.
      await page.route('**/api/news?page=2', async (route) => {
        const response = await route.fetch();
        const body = await response.json();
        body.items[0].title = 'From the pagination call';
        await route.fulfill({ response, json: body });
      });
      await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
      const call = page.waitForRequest('**/api/news?page=2');
      await nav.getByRole('link', { name: 'Page 2' }).click();
      await call;
      await page.getByRole('heading', { level: 2, name: 'From the pagination call' }).waitFor();
      await page.getByRole('heading', { level: 2, name: 'Free financial mentoring' }).waitFor({
        state: 'detached',
      });
      // No page load: the same document, its address following the page shown.
      await expect(
        page.evaluate(() => (window as unknown as { marker?: boolean }).marker),
      ).resolves.toBe(true);
      expect(new URL(page.url()).search).toBe('?page=2');
      await expect(
        nav.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current'),
      ).resolves.toBe('page');
      // Focus moves to the new list, and the change is announced.
      await expect(
        page.evaluate(() => document.activeElement?.getAttribute('aria-label')),
      ).resolves.toBe('News, page 2 of 3');
      await page
        .getByRole('status')
        .filter({ hasText: 'Showing page 2 of 3 of the news' })
        .waitFor();
      await expectNoAxeViolations(page);
    });
  }

  it("logs 'AJAX load failed' and follows the link when the call fails", async () => {
    const page = await browser.newPage();
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text());
    });
    await page.goto('/news/');
    await page.route('**/api/news?**', (route) => route.fulfill({ status: 503, body: '{}' }));
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
    await page
      .getByRole('navigation', { name: 'News pages' })
      .getByRole('link', { name: 'Page 3' })
      .click();
    await page.waitForURL('**/news/?page=3');
    await page.getByRole('heading', { level: 2, name: 'Free financial mentoring' }).waitFor();
    // A normal navigation: a new document, rendered by the server.
    await expect(
      page.evaluate(() => (window as unknown as { marker?: boolean }).marker),
    ).resolves.toBeUndefined();
    expect(logged.filter((text) => text.includes('AJAX load failed'))).not.toEqual([]);
    browser.allowConsoleError(/AJAX load failed|503/);
  });

  it('renders each page on the server, so its links work without JavaScript', async () => {
    const page = await browser.newPage();
    const html = await (await page.request.get('/news/?page=3')).text();
    expect(html).toContain('Free financial mentoring');
    expect(html).not.toContain('Changes to consumer credit law');
    expect(html).toContain('href="/news/?page=2"');
  });
});
