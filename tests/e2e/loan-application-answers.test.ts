import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, useBrowser } from './support/browser.ts';
import {
  completeStepsOneToThree,
  fillStepFour,
  fillStepOne,
  fillStepTwo,
  next,
  nzDate,
  storedApplication,
  uniqueEmail,
  waitUntilReady,
} from './support/loan-application.ts';

// Issue 11 "Answers a New Zealander gives", items 1 to 3, typed by an applicant on a 390 px phone.
const browser = useBrowser({ viewport: { width: 390, height: 844 } });

const person = (label: string) => ({
  firstName: 'Hēmi',
  lastName: 'Pōtae',
  email: uniqueEmail(label),
});

/** Types into a field and moves on, as a person tabbing to the next question does. */
async function typeAndLeave(page: Page, label: string, text: string): Promise<string> {
  const input = page.getByLabel(label, { exact: true });
  await input.fill(text);
  await input.press('Tab');
  return input.inputValue();
}

/** A field's error message on show. */
async function shows(page: Page, message: string): Promise<void> {
  await page.locator('main .field__error', { hasText: message }).waitFor();
}

async function toStepThree(page: Page, label: string): Promise<void> {
  await page.goto('/loan-application/step-1/');
  await fillStepOne(page, person(label));
  await next(page, 'Step 2 of 4');
  await fillStepTwo(page);
  await next(page, 'Step 3 of 4');
  await waitUntilReady(page);
  await page
    .getByRole('group', { name: 'Are you a New Zealand citizen or permanent resident?' })
    .getByLabel('Yes', { exact: true })
    .check();
}

describe('answers a New Zealander gives, on a phone (issue 11)', () => {
  it('reads "$3000" and "12,000" as whole dollars and a spaced phone number as its digits, and saves them so', async () => {
    const page = await browser.newPage();
    await page.goto('/loan-application/step-1/');
    await fillStepOne(page, person('amounts'));
    await page.getByRole('button', { name: 'Need more or a more specific amount?' }).click();
    await expect(typeAndLeave(page, 'Loan amount', '$3000')).resolves.toBe('3000');
    await expect(typeAndLeave(page, 'Loan amount', '12,000')).resolves.toBe('12000');
    await next(page, 'Step 2 of 4');

    await fillStepTwo(page);
    await expect(typeAndLeave(page, 'Contact number', '+64 (0)21 123 4567')).resolves.toBe(
      '+64211234567',
    );
    await next(page, 'Step 3 of 4');
    const { FormData } = await storedApplication(page);
    expect(FormData).toMatchObject({
      LoanAmountSpecific: '12000',
      ContactNumber: '+64211234567',
    });
  });

  it('says what is wrong with a driver licence, refuses an expired licence or passport, and asks what an Other ID is', async () => {
    const page = await browser.newPage();
    await toStepThree(page, 'identity');

    await page.getByLabel('New Zealand driver licence', { exact: true }).check();
    await page.getByLabel('Driver licence number', { exact: true }).fill('AB12345');
    await page.getByLabel('Driver licence version', { exact: true }).fill('12');
    await page.getByLabel('Driver licence expiry date', { exact: true }).fill(nzDate(-1));
    await page.getByRole('button', { name: 'Next' }).click();
    await shows(page, 'Your Driver Licence Number should only contain letters and numbers');
    await shows(page, 'Your Driver Licence Version should only contain numbers');
    await shows(
      page,
      'This driver licence has expired. We need a current licence to confirm your identity',
    );
    await expectNoAxeViolations(page);

    await expect(typeAndLeave(page, 'Driver licence number', 'ab 123 456')).resolves.toBe(
      'AB123456',
    );
    await page.getByLabel('Driver licence version', { exact: true }).fill('012');
    await page.getByLabel('Driver licence expiry date', { exact: true }).fill(nzDate(400));
    await expect(page.locator('main .field__error').count()).resolves.toBe(0);

    await page.getByLabel('Passport', { exact: true }).check();
    await page.getByLabel('Passport number', { exact: true }).fill('LA123456');
    await page.getByLabel('Passport expiry date', { exact: true }).fill(nzDate(-1));
    await page.getByLabel('Country that issued the passport', { exact: true }).fill('New Zealand');
    await page.getByRole('button', { name: 'Next' }).click();
    await shows(
      page,
      'This passport has expired. We need a current passport to confirm your identity',
    );

    await page.getByLabel('Other', { exact: true }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    const document = page.getByLabel('What is the document?', { exact: true });
    await expect(document.getAttribute('aria-invalid')).resolves.toBe('true');
    await expectNoAxeViolations(page);
    await document.fill('Kiwi Access card');
    await next(page, 'Step 4 of 4');
    const { FormData } = await storedApplication(page);
    expect(FormData).toMatchObject({ ProofType: 'Other', ProofTypeOther: 'Kiwi Access card' });
  });

  it('takes a plate as "abc 123", an employer with "&", a job title with "/", and names the characters a reason cannot take', async () => {
    const page = await browser.newPage();
    await completeStepsOneToThree(page, person('work'));
    await fillStepFour(page);
    await expect(
      typeAndLeave(page, 'Vehicle registration (licence plate) number', 'abc 123'),
    ).resolves.toBe('ABC123');
    await page.getByLabel('Job title', { exact: true }).fill('Owner/operator');
    await page.getByLabel('Employer', { exact: true }).fill('Smith & Sons');
    await page
      .getByRole('group', { name: 'Do you expect your income to change in the next 12 months?' })
      .getByLabel('Yes', { exact: true })
      .check();
    await page.getByLabel('How will your income change?', { exact: true }).fill('New job (maybe)');
    await page.getByRole('button', { name: 'Submit application' }).click();
    await shows(page, 'Our system does not support all special characters');
    // The characters it means, as the field's hint (decision 091).
    await page
      .getByText('Please leave out these characters: ~ @ # % ^ * ( ) _ = + \\ / " “ ” < >')
      .waitFor();
    await expect(page.locator('main .field__error').count()).resolves.toBe(1);
    await expectNoAxeViolations(page);

    await page
      .getByLabel('How will your income change?', { exact: true })
      .fill('Starting a new job in July');
    const saved = page.waitForRequest('**/api/loan-app/save');
    await page.getByRole('button', { name: 'Submit application' }).click();
    const formData = JSON.parse(
      ((await saved).postDataJSON() as { FormData: string }).FormData,
    ) as Record<string, unknown>;
    expect(formData).toMatchObject({
      VehicleRegistrationNumber: 'ABC123',
      EmploymentJobRole: 'Owner/operator',
      EmploymentCompany: 'Smith & Sons',
    });
    await page.waitForURL('**/loan-application/success/?appref=*');
  });
});
