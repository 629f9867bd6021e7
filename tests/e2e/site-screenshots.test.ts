import { mkdir } from 'node:fs/promises';
import { describe, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, useBrowser } from './support/browser.ts';
import {
  expectHeading,
  fillStepFour,
  fillStepOne,
  fillStepThree,
  fillStepTwo,
  next,
  uniqueEmail,
  waitUntilReady,
} from './support/loan-application.ts';

/**
 * The pages of docs/screenshots/ at a phone's and a desktop's width (issue 10 "A visual
 * identity"), each checked by axe at that width. `UPDATE_SCREENSHOTS=1 npx vitest run --project
 * e2e tests/e2e/site-screenshots.test.ts` also writes the pictures; otherwise nothing is written.
 */
const browser = useBrowser();
const WIDTHS = [390, 1280] as const;
const DIRECTORY = 'docs/screenshots';
const writing = process.env.UPDATE_SCREENSHOTS === '1';

/** Checks the page with axe at each width and, when writing, saves its picture (name null: none). */
async function capture(page: Page, name: string | null): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < 1024 ? 844 : 900 });
    await expectNoAxeViolations(page);
    if (writing && name)
      await page.screenshot({ path: `${DIRECTORY}/${name}-${width}.png`, fullPage: true });
  }
}

/** A step as it first shows, then with every error of an empty submit (issue 11 "Done when"). */
async function captureStep(page: Page, step: number, button: string): Promise<void> {
  await waitUntilReady(page);
  await capture(page, `step-${step}`);
  await page.getByRole('button', { name: button }).click();
  await page.getByText(/^Could not submit the form\. There (was|were) \d+ errors?\./).waitFor({
    state: 'attached',
  });
  await capture(page, null);
}

describe('the screenshot pages at 390 and 1280 px', () => {
  it(
    'shows home and calculator with no axe violations at either width',
    { timeout: 120_000 },
    async () => {
      if (writing) await mkdir(DIRECTORY, { recursive: true });
      const page = await browser.newPage();
      for (const [path, name, heading] of [
        ['/', 'home', 'Personal loans'],
        ['/loan-calculator/', 'calculator', 'How much would you like to borrow?'],
      ] as const) {
        await page.goto(path);
        await expectHeading(page, heading);
        await capture(page, name);
      }
    },
  );

  it(
    'shows each step, empty and with its errors, and the confirmation page with no axe violations at either width',
    { timeout: 300_000 },
    async () => {
      const page = await browser.newPage();
      const applicant = { firstName: 'Aroha', lastName: 'Ngata', email: uniqueEmail('screens') };
      await page.goto('/loan-application/step-1/');
      await expectHeading(page, 'Step 1 of 4');
      await captureStep(page, 1, 'Next');
      await fillStepOne(page, applicant);
      await next(page, 'Step 2 of 4');
      await captureStep(page, 2, 'Next');
      await fillStepTwo(page);
      await next(page, 'Step 3 of 4');
      await captureStep(page, 3, 'Next');
      await fillStepThree(page);
      await next(page, 'Step 4 of 4');
      await captureStep(page, 4, 'Submit application');
      await fillStepFour(page);
      await page.getByRole('button', { name: 'Submit application' }).click();
      await page.waitForURL('**/loan-application/success/?appref=*');
      await expectHeading(page, 'Thank you: we have your application');
      // The confirmation overlay (site-and-tools §2) fades within 3 s: the picture is of the page.
      await page
        .getByRole('status')
        .filter({ hasText: 'Your application has been sent' })
        .waitFor({ state: 'hidden', timeout: 5000 });
      await capture(page, 'confirmation');
    },
  );
});
