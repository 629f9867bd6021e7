import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

/**
 * An applicant's moves through the four steps, by role and label as a person would make them.
 * Each journey uses its own email address: the pre-save check (docs/decisions/003) would otherwise
 * find the other journeys' applications in progress.
 */
export interface Applicant {
  firstName: string;
  lastName: string;
  email: string;
  joint?: { firstName: string; lastName: string; email: string; phone: string };
  /** A broker's client: the joint application question is not asked (loan-application §4). */
  broker?: boolean;
  /** The loan purpose to choose (default Vehicle purchase); null when a referrer locks it (not asked). */
  purpose?: string | null;
}

let counter = 0;
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}.${Date.now().toString(36)}.${counter}@example.co.nz`;
}

/** The NZ calendar date `days` from now as yyyy-MM-dd (a date input's value); negative for the past. */
export function nzDate(days: number): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Pacific/Auckland',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + days * 86_400_000));
}

export const heading = (page: Page): Locator => page.getByRole('heading', { level: 1 });

export async function expectHeading(page: Page, text: string | RegExp): Promise<void> {
  await page.waitForFunction(
    (expected) => {
      const h1 = document.querySelector('h1')?.textContent ?? '';
      return expected.startsWith('/')
        ? new RegExp(expected.slice(1, -1)).test(h1)
        : h1.includes(expected);
    },
    typeof text === 'string' ? text : text.toString(),
  );
}

/** The Next / Submit button is enabled once the page has settled (restored or started). */
export async function waitUntilReady(
  page: Page,
  button = /^(Next|Submit application)$/,
): Promise<void> {
  await page.getByRole('button', { name: button }).and(page.locator(':enabled')).waitFor();
}

export async function fillStepOne(page: Page, applicant: Applicant): Promise<void> {
  await waitUntilReady(page);
  if (applicant.purpose !== null)
    await page
      .getByLabel('What is the loan for?', { exact: true })
      .selectOption(applicant.purpose ?? 'Vehicle purchase');
  await page.getByLabel('Title', { exact: true }).selectOption('Ms');
  await page.getByLabel('First name', { exact: true }).fill(applicant.firstName);
  await page.getByLabel('Last name', { exact: true }).fill(applicant.lastName);
  await page.getByLabel('Email address', { exact: true }).fill(applicant.email);
  const joint = page.getByRole('group', { name: 'Is anyone applying for this loan with you?' });
  if (applicant.broker) {
    await expect(joint.count()).resolves.toBe(0);
  } else if (applicant.joint) {
    await joint.getByLabel('Yes', { exact: true }).check();
    await page
      .getByLabel('Joint applicant’s first name', { exact: true })
      .fill(applicant.joint.firstName);
    await page
      .getByLabel('Joint applicant’s last name', { exact: true })
      .fill(applicant.joint.lastName);
    await page
      .getByLabel('Joint applicant’s email address', { exact: true })
      .fill(applicant.joint.email);
    await page
      .getByLabel('Joint applicant’s phone number', { exact: true })
      .fill(applicant.joint.phone);
  } else {
    await joint.getByLabel('No', { exact: true }).check();
  }
  await page.getByLabel('I have read and agree to the Privacy Policy', { exact: true }).check();
}

/** Step 2; `branch` null when the branch was preset (the question is not asked). */
export async function fillStepTwo(
  page: Page,
  { branch = 'Whangārei' }: { branch?: string | null } = {},
): Promise<void> {
  await waitUntilReady(page);
  const dob = page.getByRole('group', { name: 'Date of birth' });
  await dob.getByLabel('Day', { exact: true }).selectOption('23');
  await dob.getByLabel('Month', { exact: true }).selectOption({ label: 'April' });
  await dob.getByLabel('Year', { exact: true }).fill('1990');
  await page.getByLabel('Gender', { exact: true }).selectOption('Female');
  await page
    .getByRole('group', { name: 'Best contact number type' })
    .getByLabel('Mobile', { exact: true })
    .check();
  await page.getByLabel('Contact number', { exact: true }).fill('021 123 4567');
  await page.getByLabel('Relationship status', { exact: true }).selectOption('Single');
  await page
    .getByLabel('How many people depend on you financially?', { exact: true })
    .selectOption('0');
  await page.getByRole('combobox', { name: 'Your home address' }).fill('43 Paul Road');
  await page
    .getByRole('option', { name: /43 Paul Road/ })
    .first()
    .click();
  await page.getByText(/Selected address/).waitFor();
  await page.getByLabel('Do you own or rent your home?', { exact: true }).selectOption('Renting');
  const duration = page.getByRole('group', { name: 'How long have you lived at this address?' });
  await duration.getByLabel('Years', { exact: true }).selectOption('5');
  await duration.getByLabel('Months', { exact: true }).selectOption('0');
  await page
    .getByRole('group', { name: 'Are you an existing customer?' })
    .getByLabel('No', { exact: true })
    .check();
  if (branch !== null)
    await page
      .getByLabel('Which branch would you like to deal with?', { exact: true })
      .selectOption({ label: branch });
}

/** The application as the server stored it, read as the browser resumes it (Token and Guid). */
export async function storedApplication(
  page: Page,
): Promise<{ FormData: Record<string, unknown>; FormState: Record<string, unknown> }> {
  const keys = await page.evaluate(() => sessionStorage.getItem('loanApplication.resume'));
  const response = await page.request.post('/api/loan-app/resume', {
    data: JSON.parse(keys ?? '{}') as object,
  });
  expect(response.status()).toBe(200);
  const answer = (await response.json()) as { FormData: string; FormState: string };
  return { FormData: JSON.parse(answer.FormData), FormState: JSON.parse(answer.FormState) };
}

export async function fillStepThree(page: Page): Promise<void> {
  await waitUntilReady(page);
  await page
    .getByRole('group', { name: 'Are you a New Zealand citizen or permanent resident?' })
    .getByLabel('Yes', { exact: true })
    .check();
  await page.getByLabel('New Zealand driver licence', { exact: true }).check();
  await page.getByLabel('Driver licence number', { exact: true }).fill('AB123456');
  await page.getByLabel('Driver licence version', { exact: true }).fill('123');
  await page.getByLabel('Driver licence expiry date', { exact: true }).fill(nzDate(3 * 365));
}

export async function fillStepFour(page: Page, options: { income?: boolean } = {}): Promise<void> {
  await waitUntilReady(page);
  await page
    .getByRole('group', { name: 'Will the loan be secured against a vehicle?' })
    .getByLabel('Vehicle', { exact: true })
    .check();
  // Optional for a broker, who may give the VIN instead (loan-application §5): "(optional)" follows.
  await page.getByLabel(/^Vehicle registration \(licence plate\) number/).fill('ABC123');
  await page.getByLabel('Employment status', { exact: true }).selectOption('Full Time Worker');
  await page.getByLabel('Industry', { exact: true }).selectOption('Construction');
  await page.getByLabel('Job title', { exact: true }).fill('Site manager');
  await page.getByLabel('Employer', { exact: true }).fill('Hāpai Builders');
  await page.getByLabel('Town or city of work', { exact: true }).fill('Whangārei');
  await page.getByLabel('Work phone number', { exact: true }).fill('09 438 1234');
  const time = page.getByRole('group', { name: 'How long have you been in this job?' });
  await time.getByLabel('Years', { exact: true }).selectOption('5');
  await time.getByLabel('Months', { exact: true }).selectOption('0');
  if (options.income) {
    const income = page.getByRole('group', { name: /Your income/ });
    await income.getByLabel('Amount', { exact: true }).fill('1200');
    await income.getByLabel('How often', { exact: true }).selectOption('Fortnightly');
    await income.getByLabel('Source', { exact: true }).selectOption('Wages or salary');
  }
  await page
    .getByRole('group', { name: 'Do you expect your income to change in the next 12 months?' })
    .getByLabel('No', { exact: true })
    .check();
}

export async function next(page: Page, expectedHeading: string): Promise<void> {
  await page.getByRole('button', { name: 'Next' }).click();
  await expectHeading(page, expectedHeading);
}

/** Steps 1 to 3, ending on step 4. */
export async function completeStepsOneToThree(page: Page, applicant: Applicant): Promise<void> {
  await page.goto('/loan-application/step-1/');
  await fillStepOne(page, applicant);
  await next(page, 'Step 2 of 4');
  await fillStepTwo(page);
  await next(page, 'Step 3 of 4');
  await fillStepThree(page);
  await next(page, 'Step 4 of 4');
}

export async function valueOf(locator: Locator): Promise<string> {
  return locator.inputValue();
}

export { expect };
