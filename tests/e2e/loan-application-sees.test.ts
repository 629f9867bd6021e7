import { describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { expectNoAxeViolations, useBrowser } from './support/browser.ts';
import {
  completeStepsOneToThree,
  expectHeading,
  fillStepFour,
  fillStepOne,
  fillStepThree,
  fillStepTwo,
  next,
  uniqueEmail,
} from './support/loan-application.ts';

// What the applicant sees on a 390 px phone (issue 11 "What the applicant sees" 2 and 6).
const browser = useBrowser({ viewport: { width: 390, height: 844 } });

/** Holds the next save until released, so the page can be seen while it waits. */
async function holdNextSave(page: Page): Promise<{ arrived: Promise<void>; release: () => void }> {
  let arrive!: () => void;
  let release!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    '**/api/loan-app/save',
    async (route: Route) => {
      arrive();
      await released;
      await route.continue();
    },
    { times: 1 },
  );
  return { arrived, release };
}

/** The step's live region (the form announcer): what a screen reader is told. */
const liveRegion = (page: Page) => page.locator('section.application > [role="status"]');

async function noButtonNameViolation(page: Page): Promise<void> {
  await expectNoAxeViolations(page);
  const steps = page.getByRole('navigation', { name: 'Application steps' });
  for (const step of [1, 2, 3, 4])
    await expect(
      steps.getByRole('button', { name: new RegExp(`^Step ${step}: \\S`) }).count(),
    ).resolves.toBe(1);
}

describe('what the applicant sees on a phone', () => {
  it('shows the progress, keeps consents beside their labels, and stops saying "Saving" once saved', async () => {
    const page = await browser.newPage();
    await page.goto('/loan-application/step-1/');
    await fillStepOne(page, {
      firstName: 'Aroha',
      lastName: 'Parata',
      email: uniqueEmail('parata'),
    });
    await expect(page.getByRole('heading', { level: 1 }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'Step 1 of 4: Your loan',
    );
    for (const label of [
      'I have read and agree to the Privacy Policy',
      'I agree to receive my loan documents and other communication electronically',
    ]) {
      const box = (await page.getByRole('checkbox', { name: label }).boundingBox())!;
      const text = (await page.locator('label', { hasText: label }).boundingBox())!;
      expect(text.x, `${label}: beside the box`).toBeGreaterThanOrEqual(box.x + box.width);
      expect(text.y, `${label}: on the box's line`).toBeLessThan(box.y + box.height);
    }
    await noButtonNameViolation(page);

    await next(page, 'Step 2 of 4: About you');
    await noButtonNameViolation(page);
    await fillStepTwo(page);
    const save = await holdNextSave(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await save.arrived;
    await expect.poll(() => liveRegion(page).textContent()).toMatch(/^Saving your details…/);
    save.release();
    await expectHeading(page, 'Step 3 of 4');
    await expect.poll(() => liveRegion(page).textContent()).not.toMatch(/Saving/);
    await page.waitForTimeout(500);
    await expect(liveRegion(page).textContent()).resolves.not.toMatch(/Saving/);
    await noButtonNameViolation(page);

    await fillStepThree(page);
    await next(page, 'Step 4 of 4');
    await noButtonNameViolation(page);
  });

  it('shows a spinner while the application is processed, still when motion is reduced', async () => {
    const page = await browser.newPage();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await completeStepsOneToThree(page, {
      firstName: 'Aroha',
      lastName: 'Tipene',
      email: uniqueEmail('tipene'),
    });
    await fillStepFour(page);

    const save = await holdNextSave(page);
    await page.getByRole('button', { name: 'Submit application' }).click();
    await save.arrived;
    const overlay = page.locator('.application__overlay');
    await overlay
      .getByText('Your application is being processed and should only take a minute.')
      .waitFor();
    const spinner = overlay.locator('.application__spinner');
    await expect(spinner.isVisible()).resolves.toBe(true);
    const animation = () => spinner.evaluate((el) => getComputedStyle(el).animationName);
    await expect(animation()).resolves.toBe('none');
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await expect(animation()).resolves.not.toBe('none');
    save.release();
    await page.waitForURL('**/loan-application/success/?appref=*');
  });
});
