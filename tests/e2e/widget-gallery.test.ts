import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { expectAccessible, moveUntilAttached, useBrowser } from './support/browser.ts';
import { openMenuByKeyboard } from './support/site-menu.ts';
import { ATTACHED } from '#web/site/on-demand/use-on-demand.ts';

const browser = useBrowser();

async function openGallery(width = 1280): Promise<Page> {
  const page = await browser.newPage();
  await page.setViewportSize({ width, height: 900 });
  await page.goto('/dev/widget-gallery/');
  await page.getByRole('heading', { level: 1, name: 'Widget gallery' }).waitFor();
  return page;
}

/** One example, found as a person would: the widget's region, then the example's article. */
const example = (page: Page, widget: string, name: string) =>
  page
    .getByRole('region', { name: widget, exact: true })
    .getByRole('article', { name: `${widget}: ${name}`, exact: true });

/** The site-wide widgets' examples (issue 10): each of these is checked below. */
const SITE_WIDE_EXAMPLES = [
  ['Site header', 'in a frame: hides as the gallery scrolls down, Menu under 1024 px'],
  ['Back to top', 'in a frame, shown once the gallery is scrolled past 300 px'],
  [
    'Quick links',
    'in a frame, under 1024 px wide, once the gallery is scrolled past half the screen',
  ],
  ['Cookie notice', 'until Got it is pressed'],
  ['Tooltip', 'default'],
  ['Tooltip', 'at the right edge (kept 20 px from it)'],
  [
    'Session timeout',
    'warning 3 s after Start, cleared 3 s later (Start again reloads the gallery)',
  ],
  ['Browser permissions', 'geolocation, asked in a dialog first'],
  ['Browser permissions', 'clipboard-write, no dialog (assumed yes)'],
] as const;

const [
  HEADER,
  BACK_TO_TOP,
  QUICK_LINKS,
  COOKIES,
  TOOLTIP,
  TOOLTIP_AT_EDGE,
  TIMEOUT,
  LOCATION,
  CLIPBOARD,
] = SITE_WIDE_EXAMPLES;

/** Scrolls the gallery (down, from its top) until the example is in the middle of the window. */
const scrollToExample = (area: Locator) =>
  area.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));

describe('the widget gallery (development only, in the e2e build)', () => {
  it('shows every example of every widget with no axe violations at 390 and 1280 px', async () => {
    const page = await openGallery();
    const widgets = await page.getByRole('region').count();
    const examples = await page.getByRole('article').count();
    expect(widgets).toBeGreaterThanOrEqual(12);
    expect(examples).toBeGreaterThanOrEqual(55);
    for (const [widget, name] of SITE_WIDE_EXAMPLES)
      await expect(example(page, widget, name).count(), `${widget}: ${name}`).resolves.toBe(1);
    await expectAccessible(page);
    // Two axe runs over some sixty examples: on a loaded machine this takes more than a minute.
  }, 180_000);

  it('moves the range with the arrow keys, Home and End, showing and telling the value', async () => {
    const page = await openGallery();
    const slider = example(page, 'Range (slider)', 'default').getByRole('slider', {
      name: 'Loan term',
    });
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await expect(slider.getAttribute('aria-valuetext')).resolves.toBe('18 months');
    await expect(
      example(page, 'Range (slider)', 'default')
        .getByText('18 months', { exact: true })
        .first()
        .isVisible(),
    ).resolves.toBe(true);
    await page.keyboard.press('End');
    await expect(slider.getAttribute('aria-valuetext')).resolves.toBe('60 months');
    await page.keyboard.press('Home');
    await expect(slider.inputValue()).resolves.toBe('6');

    const amounts = example(page, 'Range (slider)', 'from a list of amounts').getByRole('slider');
    await amounts.focus();
    await page.keyboard.press('ArrowRight');
    await expect(amounts.getAttribute('aria-valuetext')).resolves.toBe('$7,500');
  });

  it('takes a date of birth by keyboard alone, tabbing day, month, year', async () => {
    const page = await openGallery();
    const dob = example(page, 'Date of birth', 'default');
    await dob.getByRole('combobox', { name: 'Day' }).focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await expect(
      dob.getByRole('combobox', { name: 'Month' }).evaluate((el) => el === document.activeElement),
    ).resolves.toBe(true);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await expect(
      dob.getByRole('textbox', { name: 'Year' }).evaluate((el) => el === document.activeElement),
    ).resolves.toBe(true);
    await page.keyboard.type('1990');
    await expect(dob.locator('input[type=hidden]').inputValue()).resolves.toBe('1990/01/01');
  });

  it('adds an income row and puts the focus in its amount', async () => {
    const page = await openGallery();
    const income = example(page, 'Income', 'default');
    await income.getByRole('button', { name: 'Add another income' }).press('Enter');
    const second = income.getByRole('group', { name: 'Income 2' });
    // The gallery is server-rendered: a press before the script has run is replayed by React once
    // it has, and the focus follows a moment later.
    await expect
      .poll(() =>
        second
          .getByRole('textbox', { name: 'Amount' })
          .evaluate((el) => el === document.activeElement),
      )
      .toBe(true);
    await page.keyboard.type('250');
    await income.getByRole('button', { name: 'Remove income 2' }).click();
    await expect(income.getByRole('group', { name: 'Income 2' }).count()).resolves.toBe(0);
  });

  it('opens a tooltip on click, one at a time, 20 px from the window’s edge; Escape closes it', async () => {
    const page = await openGallery(390);
    const first = example(page, ...TOOLTIP).getByRole('button', {
      name: 'About the Application ID',
    });
    const atEdge = example(page, ...TOOLTIP_AT_EDGE);
    const second = atEdge.getByRole('button', { name: 'Why we ask: income' });
    const text = atEdge.getByText('We need to be sure the repayments are affordable');
    await first.click();
    await expect(first.getAttribute('aria-expanded')).resolves.toBe('true');
    await second.click();
    await expect(first.getAttribute('aria-expanded')).resolves.toBe('false');
    // Placed, then shown: the text is in the window with 20 px to spare on each side.
    await expect.poll(() => text.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    const box = (await text.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(20);
    expect(box.x + box.width).toBeLessThanOrEqual(390 - 20);
    await page.keyboard.press('Escape');
    await text.waitFor({ state: 'hidden' });
    await expect(second.getAttribute('aria-expanded')).resolves.toBe('false');
  });

  it('slides the framed header away as the gallery scrolls down, back on the way up; its Menu works by keyboard', async () => {
    const page = await openGallery(390);
    const area = example(page, ...HEADER);
    const header = area.locator(`header[${ATTACHED}]`);
    // Its behaviour loads on the first move (decision 140).
    await moveUntilAttached(page, header);
    // Whether the header is inside its frame (shown) or above it, clipped away (hidden).
    const inFrame = () =>
      header.evaluate((el) => {
        const frame = el.parentElement!;
        const top = frame.getBoundingClientRect().top + frame.clientTop;
        return el.getBoundingClientRect().bottom > top + 1;
      });
    await scrollToExample(area);
    await expect.poll(inFrame).toBe(false);
    await page.evaluate(() => window.scrollBy({ top: -100, behavior: 'instant' }));
    await expect.poll(inFrame).toBe(true);

    const menu = await openMenuByKeyboard(area, 'Main (example)');
    await page.keyboard.press('Escape');
    await expect(menu.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(menu.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
  });

  it('shows the framed back-to-top button once scrolled, and it takes the visitor to the top', async () => {
    const page = await openGallery();
    const area = example(page, ...BACK_TO_TOP);
    const button = area.getByRole('button', { name: 'Back to top' });
    await expect(button.isVisible()).resolves.toBe(false);
    await scrollToExample(area);
    await button.waitFor();
    await button.click();
    await page.waitForFunction(() => window.scrollY === 0);
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('top');
  });

  it('shows the framed quick-links bar on a phone once scrolled past half the screen, never at 1280 px', async () => {
    const page = await openGallery(390);
    const area = example(page, ...QUICK_LINKS);
    const apply = area
      .getByRole('navigation', { name: 'Quick links' })
      .getByRole('link', { name: 'Apply now' });
    await scrollToExample(area);
    await apply.waitFor();
    await page.setViewportSize({ width: 1280, height: 900 });
    await apply.waitFor({ state: 'hidden' });
  });

  it('hides the cookie notice on Got it, and shows it again once the answer is forgotten', async () => {
    const page = await openGallery();
    const area = example(page, ...COOKIES);
    const notice = area.getByRole('region', { name: 'Cookies (example)' });
    await notice.getByRole('button', { name: 'Got it' }).click();
    await notice.waitFor({ state: 'detached' });
    await area.getByRole('button', { name: 'Forget the answer and show it again' }).click();
    await notice.waitFor();
  });

  it('warns of the session timeout, starts again when the visitor stays, then clears the content', async () => {
    const page = await openGallery();
    const area = example(page, ...TIMEOUT);
    const content = area.getByText('The page’s content');
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    await area.getByRole('button', { name: 'Start the timeout' }).click();
    const warning = page.getByRole('dialog', { name: 'Are you still there?' });
    await warning.waitFor({ timeout: 6000 });
    await warning.getByRole('button', { name: 'Yes, I am still here' }).click();
    await warning.waitFor({ state: 'detached' });
    await content.waitFor();
    await warning.waitFor({ timeout: 6000 });
    await page
      .getByRole('dialog', { name: 'Your session has timed out' })
      .waitFor({ timeout: 6000 });
    await expect(warning.count()).resolves.toBe(0);
    await expect(content.count()).resolves.toBe(0);
  });

  it('asks for the location in a dialog first and stores the answer; assumes yes for the clipboard', async () => {
    const page = await openGallery();
    const location = example(page, ...LOCATION);
    await location.getByRole('button', { name: 'Ask to use your location' }).click();
    const dialog = page.getByRole('dialog', { name: 'Use your location?' });
    await dialog.getByRole('button', { name: 'No thanks' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect(location.getByRole('status').textContent()).resolves.toBe('Stored state: NO');
    const clipboard = example(page, ...CLIPBOARD);
    await clipboard.getByRole('button', { name: 'Ask to copy to your clipboard' }).click();
    await expect
      .poll(() => clipboard.getByRole('status').textContent())
      .toBe('Stored state: YES_AUTO');
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
  });
});
