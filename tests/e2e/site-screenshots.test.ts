import { mkdir } from 'node:fs/promises';
import { describe, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, useBrowser } from './support/browser.ts';
import {
  completeStepsOneToThree,
  expectHeading,
  fillStepFour,
  uniqueEmail,
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

async function capture(page: Page, name: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < 1024 ? 844 : 900 });
    await expectNoAxeViolations(page);
    if (writing)
      await page.screenshot({ path: `${DIRECTORY}/${name}-${width}.png`, fullPage: true });
  }
}

describe('the screenshot pages at 390 and 1280 px', () => {
  it(
    'shows home, calculator and step 1 with no axe violations at either width',
    { timeout: 120_000 },
    async () => {
      if (writing) await mkdir(DIRECTORY, { recursive: true });
      const page = await browser.newPage();
      for (const [path, name, heading] of [
        ['/', 'home', 'Personal loans'],
        ['/loan-calculator/', 'calculator', 'How much would you like to borrow?'],
        ['/loan-application/step-1/', 'step-1', 'Step 1 of 4'],
      ] as const) {
        await page.goto(path);
        await expectHeading(page, heading);
        await capture(page, name);
      }
    },
  );

  it(
    'shows the confirmation page with no axe violations at either width',
    { timeout: 180_000 },
    async () => {
      const page = await browser.newPage();
      await completeStepsOneToThree(page, {
        firstName: 'Aroha',
        lastName: 'Ngata',
        email: uniqueEmail('screenshots'),
      });
      await fillStepFour(page);
      await page.getByRole('button', { name: 'Submit application' }).click();
      await page.waitForURL('**/loan-application/success/?appref=*');
      await expectHeading(page, 'Thank you: we have your application');
      await capture(page, 'confirmation');
    },
  );
});
