import { describe, expect, it } from 'vitest';
import { expectAccessible, useBrowser } from './support/browser.ts';

const browser = useBrowser();

// Issue 32 "What to build" 2 and 5: the complaint form on the complaints page, loaded on demand,
// acknowledged on screen with a reference and what happens next; axe clean at 390 and 1280 px.
describe('the complaints page (issue 32)', () => {
  it('announces and links the errors, then acknowledges a complaint with a reference', async () => {
    const page = await browser.newPage();
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/complaints/');
      await expectAccessible(page);
    }
    await page.getByRole('button', { name: 'Make a complaint online' }).click();
    await page.getByLabel('What is your complaint about?').waitFor();
    await page.getByRole('button', { name: 'Send my complaint' }).click();
    await page.getByText('Please tell us what went wrong').first().waitFor();
    await expectAccessible(page);
    await page.getByLabel('What is your complaint about?').selectOption('personal-loan');
    await page.getByLabel('What went wrong?').fill('My direct debit was taken twice in February.');
    await page.getByLabel('What would put it right?').fill('Refund the second payment, please.');
    await page.getByLabel('Your name').fill('Aroha Ngata');
    await page.getByLabel('Email address').fill('aroha@example.co.nz');
    await page.getByRole('button', { name: 'Send my complaint' }).click();
    const status = page.getByRole('status').filter({ hasText: 'We have your complaint' });
    await status.waitFor();
    await expect(status.textContent()).resolves.toMatch(/Your reference is C-\d{6}/);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expectAccessible(page);
    }
    // No personal data in the address.
    expect(page.url()).not.toContain('aroha');
  });
});
