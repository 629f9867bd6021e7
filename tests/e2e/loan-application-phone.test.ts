import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, useBrowser } from './support/browser.ts';
import { waitUntilReady } from './support/loan-application.ts';

// A 390 px phone (issue 11 "What the applicant sees" 2; issue 12 finding 13).
const browser = useBrowser({ viewport: { width: 390, height: 844 } });

describe('the application on a phone', () => {
  it('gives every step button its step name, shows the current one, with the progress in the heading', async () => {
    const page = await browser.newPage();
    await page.goto('/loan-application/step-1/');
    await waitUntilReady(page);
    const steps = page.getByRole('navigation', { name: 'Application steps' });
    const titles = ['Your loan', 'About you', 'Your identity', 'Work and income'];
    for (const [index, title] of titles.entries()) {
      const button = steps.getByRole('button', {
        name: new RegExp(`^Step ${index + 1}: ${title}`),
      });
      await expect(button.isVisible()).resolves.toBe(true);
    }
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'Step 1 of 4: Your loan',
    );
    // The current step's name is on screen beside its number; the others show their numbers.
    const shown = async (title: string) =>
      (await steps.getByText(title, { exact: true }).boundingBox())!.width > 1;
    await expect(shown('Your loan')).resolves.toBe(true);
    await expect(shown('About you')).resolves.toBe(false);
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBe(390);
    await expectNoAxeViolations(page);
  });
});
