import { describe, expect, it } from 'vitest';
import { homePage } from '#content/home.ts';
import { ATTACHED } from '#web/site/on-demand/use-on-demand.ts';
import { useBrowser } from './support/browser.ts';
import { expectHeading } from './support/loan-application.ts';

// A phone's touch screen (issue 10 "Done when": every page by mouse, touch and keyboard). Every
// action here is a tap: a touch event at the element's centre, as a finger gives it.
const browser = useBrowser({ viewport: { width: 390, height: 844 }, touch: true });

describe('the site by touch on a phone (issue 10)', () => {
  it('opens the menu and follows a link in it with taps', async () => {
    const page = await browser.newPage();
    await page.goto('/about/');
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.tap();
    await expect(menu.getAttribute('aria-expanded')).resolves.toBe('true');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Loan calculator' })
      .tap();
    await page.waitForURL('**/loan-calculator/');
    await page.getByRole('heading', { level: 1 }).waitFor();
  });

  it('moves and pauses the home carousel with taps', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    await expectHeading(page, homePage.heading);
    await page.locator(`.home .carousel[${ATTACHED}]`).waitFor({ state: 'attached' });
    await page.getByRole('button', { name: homePage.carousel.pause }).tap();
    await page.getByRole('button', { name: homePage.carousel.play }).waitFor();
    await page.getByRole('button', { name: homePage.carousel.next }).tap();
    await page
      .getByRole('heading', { name: homePage.moreHeroes[0]!.heading })
      .waitFor({ state: 'visible' });
  });

  it('fills in step 1 of the application with taps and the on-screen keyboard', async () => {
    const page = await browser.newPage();
    await page.goto('/loan-application/step-1/');
    await expectHeading(page, 'Step 1 of 4');
    await page.getByRole('button', { name: 'Next' }).tap();
    // The first field in error takes the focus, as after a click.
    await page.waitForFunction(
      () =>
        document.activeElement?.matches('[aria-invalid="true"], [aria-invalid="true"] *') ?? false,
    );
    await page.getByLabel('First name', { exact: true }).tap();
    await page.keyboard.type('Mere');
    await expect(page.getByLabel('First name', { exact: true }).inputValue()).resolves.toBe('Mere');
  });
});
