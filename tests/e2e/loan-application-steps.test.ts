import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { applicationCopy } from '#content/loan-application-copy.ts';
import { step4Copy } from '#content/loan-application-step-4-copy.ts';
import { expectNoAxeViolations, useBrowser } from './support/browser.ts';
import {
  expectHeading,
  fillStepOne,
  fillStepThree,
  fillStepTwo,
  next,
  uniqueEmail,
  waitUntilReady,
} from './support/loan-application.ts';

const browser = useBrowser();

async function errorMessages(page: Page): Promise<string[]> {
  return (await page.locator('main .field__error').allTextContents()).map((text) =>
    text.replace(/^Error: /, ''),
  );
}

async function submitEmpty(page: Page, button: string, count: number): Promise<void> {
  await waitUntilReady(page);
  await page.getByRole('button', { name: button }).click();
  await page
    .getByText(`Could not submit the form. There were ${count} errors.`)
    .waitFor({ state: 'attached' });
}

describe('the application steps as served', () => {
  it('holds each step heading and its labels in the raw HTML, before any script runs', async () => {
    const expectations: [string, string[]][] = [
      [
        '/loan-application/step-1/',
        [
          'Step 1 of 4: Your loan',
          'How much would you like to borrow?',
          'First name',
          'Email address',
          'I have read and agree to the Privacy Policy',
        ],
      ],
      [
        '/loan-application/step-2/',
        [
          'Step 2 of 4: About you',
          'Date of birth',
          'Contact number',
          'How long have you lived at this address?',
          'Which branch would you like to deal with?',
        ],
      ],
      [
        '/loan-application/step-3/',
        [
          'Step 3 of 4: Your identity',
          'Are you a New Zealand citizen or permanent resident?',
          'Which photo ID will you use?',
        ],
      ],
      [
        '/loan-application/step-4/',
        [
          'Step 4 of 4: Work and income',
          'All fields are required unless stated otherwise.',
          'Employment status',
          'Do you expect your income to change in the next 12 months?',
        ],
      ],
    ];
    for (const [path, texts] of expectations) {
      const response = await fetch(browser.baseUrl + path);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      for (const text of texts)
        expect(html, `${path}: ${text}`).toContain(text.replace(/'/g, '&#x27;'));
      expect(html, path).toContain(`id="app-form-step-${path.at(-2)}"`);
    }
  });

  it("shows every step's spec messages on an empty submit, with no axe violations on any step", async () => {
    const page = await browser.newPage();
    await page.goto('/loan-application/step-1/');
    await submitEmpty(page, 'Next', 7);
    await expectNoAxeViolations(page);
    expect(await errorMessages(page)).toContain('You must agree to the Privacy Policy');

    await fillStepOne(page, {
      firstName: 'Rangi',
      lastName: 'Parata',
      email: uniqueEmail('empty'),
    });
    await next(page, 'Step 2 of 4');
    await submitEmpty(page, 'Next', 12);
    expect(await errorMessages(page)).toEqual(
      expect.arrayContaining([
        'Please enter your date of birth',
        'Please enter a complete address',
        'Please specify if your are an existing customer',
        'You need to select a branch',
        'This field is required',
      ]),
    );
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('DateOfBirth');
    await expectNoAxeViolations(page);

    await fillStepTwo(page);
    await next(page, 'Step 3 of 4');
    await submitEmpty(page, 'Next', 2);
    expect(await errorMessages(page)).toEqual(['This field is required', 'This field is required']);
    await expectNoAxeViolations(page);
    await page.getByLabel('New Zealand driver licence').check();
    await page.getByLabel('Driver licence number', { exact: true }).fill('AB-12345');
    await page.getByLabel('Driver licence version', { exact: true }).fill('1a');
    await page
      .getByText('Your Driver Licence Number should only contain letters and numbers')
      .waitFor({ state: 'attached' });
    await page
      .getByText('Your Driver Licence Version should only contain numbers')
      .waitFor({ state: 'attached' });

    await fillStepThree(page);
    await next(page, 'Step 4 of 4');
    // loan-application §2 step 4: a visitor who is not signed in reads the introduction and the
    // note that all fields are required, not the logged-in introduction (issue 33 finding 4).
    await page.getByText(step4Copy.step.intro, { exact: true }).waitFor();
    await page.getByText(applicationCopy.requiredNote, { exact: true }).waitFor();
    await expect(page.getByText(step4Copy.step.loggedInIntro).count()).resolves.toBe(0);
    await submitEmpty(page, 'Submit application', 5);
    expect(await errorMessages(page)).toEqual([
      'This field is required',
      'This field is required',
      // One message for the years and months of a duration (issue 11).
      'Please select both month and year',
      'This field is required',
    ]);
    await expectNoAxeViolations(page);
  });

  it('shows the fields each answer calls for (loan-application §4)', async () => {
    const page = await browser.newPage();
    await page.goto('/loan-application/step-1/');
    await fillStepOne(page, {
      firstName: 'Rangi',
      lastName: 'Parata',
      email: uniqueEmail('conditional'),
    });
    await page.getByLabel('What is the loan for?').selectOption('Other');
    await page.getByLabel('Tell us what the loan is for').fill('Boat trailer');
    await next(page, 'Step 2 of 4');
    await fillStepTwo(page);
    const lived = page.getByRole('group', { name: 'How long have you lived at this address?' });
    await lived.getByLabel('Years', { exact: true }).selectOption('1');
    await page
      .getByRole('group', { name: 'How long did you live at your previous address?' })
      .waitFor();
    await lived.getByLabel('Years', { exact: true }).selectOption('4');
    await page
      .getByRole('group', { name: 'How long did you live at your previous address?' })
      .waitFor({ state: 'detached' });
    await next(page, 'Step 3 of 4');

    await page
      .getByRole('group', { name: 'Are you a New Zealand citizen or permanent resident?' })
      .getByLabel('No', { exact: true })
      .check();
    await page.getByLabel('Visa expiry date', { exact: true }).waitFor();
    await page.getByLabel('Passport', { exact: true }).check();
    await page.getByLabel('Passport number', { exact: true }).waitFor();
    await expect(page.getByLabel('Driver licence number', { exact: true }).count()).resolves.toBe(
      0,
    );
    await expectNoAxeViolations(page);
  });

  it('answers an unknown appref on the confirmation page with a not-found page (404)', async () => {
    const response = await fetch(
      `${browser.baseUrl}/loan-application/success/?appref=no-such-token`,
    );
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('We could not find that application');
    const page = await browser.newPage();
    await page.goto('/loan-application/success/?appref=no-such-token');
    await expectHeading(page, 'We could not find that application');
    await expectNoAxeViolations(page);
    // The browser logs the page's own 404 status: that is the point here.
    browser.allowConsoleError(/status of 404/);
  });
});
