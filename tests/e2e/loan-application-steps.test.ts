import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, useBrowser } from './support/browser.ts';

const browser = useBrowser();

describe('the application steps as served', () => {
  it('holds each step heading and its labels in the raw HTML, before any script runs', async () => {
    const expectations: [string, string[]][] = [
      ['/loan-application/step-1/', ['Step 1 of 4: Your loan', 'How much would you like to borrow?', 'First name', 'Email address', 'I have read and agree to the Privacy Policy']],
      ['/loan-application/step-2/', ['Step 2 of 4: About you', 'Date of birth', 'Contact number', 'How long have you lived at this address?', 'Which branch would you like to deal with?']],
      ['/loan-application/step-3/', ['Step 3 of 4: Your identity', 'Are you a New Zealand citizen or permanent resident?', 'Which photo ID will you use?']],
      ['/loan-application/step-4/', ['Step 4 of 4: Work and income', 'All fields are required unless stated otherwise.', 'Employment status', 'Do you expect your income to change in the next 12 months?']],
    ];
    for (const [path, texts] of expectations) {
      const response = await fetch(browser.baseUrl + path);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      for (const text of texts) expect(html, `${path}: ${text}`).toContain(text.replace(/'/g, '&#x27;'));
    }
  });

  it('shows step 1 with no axe violations and blocks an empty submit with the spec messages', async () => {
    const page = await browser.newPage();
    await page.goto('/loan-application/step-1/');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Could not submit the form' }).textContent()).resolves.toMatch(/There were \d+ errors/);
    await expectNoAxeViolations(page);
  });
});
