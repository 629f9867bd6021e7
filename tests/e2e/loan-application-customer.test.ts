import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { applicationCopy } from '#content/loan-application-copy.ts';
import { step4Copy } from '#content/loan-application-step-4-copy.ts';
import { expectAccessible, useBrowser } from './support/browser.ts';
import {
  applyingAs,
  press,
  samFromStepThree,
  stepOneAsCustomer,
} from './support/customer-application.ts';
import { fillStepTwo, nzDate } from './support/loan-application.ts';

const browser = useBrowser();
const DEMO_PASSWORD = 'demo-password-2026';

/** Signs in through the sign-in call; the page shares the cookie (issue 8 "Sign-in"). */
async function signIn(page: Page, email: string): Promise<void> {
  const response = await page.request.post('/api/session/sign-in', {
    data: { email, password: DEMO_PASSWORD },
  });
  expect(response.status()).toBe(200);
}

const summary = (page: Page, heading: string) =>
  page.getByRole('region', { name: heading }).locator('dl');

describe('a signed-in customer applies (loan-application §2, §4, §6)', () => {
  it('Aroha confirms her record, changes her employer and submits', async () => {
    const page = await browser.newPage();
    await signIn(page, 'aroha.ngata@example.co.nz');
    await page.goto('/loan-application/step-1/');
    await stepOneAsCustomer(page);
    const details = summary(page, 'Your details');
    await expect(details.textContent()).resolves.toContain('Ms Aroha Ngata');
    await expect(details.textContent()).resolves.toContain('021 555 0142');
    // Her date of birth as en-NZ writes it (loan-application §9), not 14/9/1988.
    await expect(details.textContent()).resolves.toContain('14/09/1988');
    await expect(page.getByRole('textbox', { name: 'First name' }).count()).resolves.toBe(0);
    await expect(
      page.getByLabel(/receive my loan documents and other communication electronically/).count(),
    ).resolves.toBe(0);
    await expect(
      page.getByRole('link', { name: 'Back to your account' }).getAttribute('href'),
    ).resolves.toBe('/account/');
    await expectAccessible(page);
    await press(page, 'Next', 'Step 2 of 4');

    // Step 2: the record's answers, complete, so Change; the branch is still asked.
    await expect(
      summary(page, 'Your personal details and address').textContent(),
    ).resolves.toContain('12 Kōwhai Road');
    await page.getByRole('button', { name: 'Change Your personal details and address' }).waitFor();
    await page
      .getByLabel('Which branch would you like to deal with?', { exact: true })
      .selectOption({ label: 'Whangārei' });
    await expectAccessible(page);
    await press(page, 'Confirm and continue', 'Step 3 of 4');

    // Step 3: residency and ID type locked; the licence number and expiry are asked.
    await page.getByLabel('Driver licence number', { exact: true }).fill('AB123456');
    await page.getByLabel('Driver licence version', { exact: true }).fill('123');
    await page.getByLabel('Driver licence expiry date', { exact: true }).fill(nzDate(3 * 365));
    await press(page, 'Confirm and continue', 'Step 4 of 4');

    await page.getByRole('button', { name: 'Change Security' }).waitFor();
    // loan-application §2 step 4: the logged-in introduction after the one everyone reads, no
    // note that all fields are required, and the step's help panel (issue 33 finding 4).
    await page.getByText(step4Copy.step.intro, { exact: true }).waitFor();
    await page.getByText(step4Copy.step.loggedInIntro, { exact: true }).waitFor();
    await expect(page.getByText(applicationCopy.requiredNote).count()).resolves.toBe(0);
    await page.getByText(applicationCopy.helpHeading, { exact: true }).click();
    await page.getByText(step4Copy.step.help, { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Change Your employment' }).click();
    // Change moves focus to the section's first question.
    await expect(page.evaluate(() => document.activeElement?.getAttribute('name'))).resolves.toBe(
      'EmploymentStatus',
    );
    await expect(page.getByLabel('Employer', { exact: true }).inputValue()).resolves.toBe(
      'Te Whatu Ora Te Tai Tokerau',
    );
    await page.getByLabel('Employer', { exact: true }).fill('Northland Health');
    await page
      .getByRole('group', { name: 'Do you expect your income to change in the next 12 months?' })
      .getByLabel('No', { exact: true })
      .check();
    await expect(page.getByRole('link', { name: 'Back to your account' }).count()).resolves.toBe(1);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Submit application' }).click();
    await page.waitForURL('**/loan-application/success/?appref=*');
  });

  it('Sam sees Unknown for what his record lacks, and adds it', async () => {
    const page = await browser.newPage();
    await signIn(page, 'sam.wilson@example.co.nz');
    await applyingAs('sam', () => samSeesUnknownAndAdds(page));
  });

  it('shows the session modal when the session ends before a save (401)', async () => {
    const page = await browser.newPage();
    await signIn(page, 'aroha.ngata@example.co.nz');
    await page.goto('/loan-application/step-1/');
    await stepOneAsCustomer(page);
    await page.request.post('/api/session/sign-out');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('dialog', { name: 'Your session has expired' }).waitFor();
    browser.allowConsoleError(/401/);
  });
});

/** Sam's application as a customer, from step 1 to the success page (`applyingAs` holds it). */
async function samSeesUnknownAndAdds(page: Page): Promise<void> {
  await page.goto('/loan-application/step-1/');
  await stepOneAsCustomer(page);
  const details = await summary(page, 'Your details').innerText();
  expect(details).toMatch(/Contact number\s+Unknown/);
  expect(details).toMatch(/Date of birth\s+Unknown/);
  await press(page, 'Next', 'Step 2 of 4');

  await page.getByRole('button', { name: 'Add Your personal details and address' }).waitFor();
  await expectAccessible(page);
  // Confirming a section the record cannot answer opens it with its errors.
  await page.getByRole('button', { name: 'Confirm and continue' }).click();
  await page.getByText('Please enter your date of birth').first().waitFor();
  await fillStepTwo(page);
  await samFromStepThree(page);
}
