import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { DEMO_PASSWORD } from '#content/accounts.ts';

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

/**
 * The questions a broker reads about their client instead of "you" (issue 11 "What the applicant
 * sees" 5): [an applicant's label, a broker's].
 */
const QUESTIONS = {
  dependants: [
    'How many people depend on you financially?',
    'How many people depend on your client financially?',
  ],
  address: ['Your home address', 'Your client’s home address'],
  ownOrRent: ['Do you own or rent your home?', 'Does your client own or rent their home?'],
  lived: [
    'How long have you lived at this address?',
    'How long has your client lived at this address?',
  ],
  existing: ['Are you an existing customer?', 'Is your client an existing customer?'],
  branch: [
    'Which branch would you like to deal with?',
    'Which branch would your client like to deal with?',
  ],
  residency: [
    'Are you a New Zealand citizen or permanent resident?',
    'Is your client a New Zealand citizen or permanent resident?',
  ],
  inJob: ['How long have you been in this job?', 'How long has your client been in this job?'],
  incomeChange: [
    'Do you expect your income to change in the next 12 months?',
    'Does your client expect their income to change in the next 12 months?',
  ],
} as const;
export const question = (name: keyof typeof QUESTIONS, broker = false): string =>
  QUESTIONS[name][broker ? 1 : 0];

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
  { branch = 'Whangārei', broker = false }: { branch?: string | null; broker?: boolean } = {},
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
  await page.getByLabel(question('dependants', broker), { exact: true }).selectOption('0');
  await page.getByRole('combobox', { name: question('address', broker) }).fill('43 Paul Road');
  await page
    .getByRole('option', { name: /43 Paul Road/ })
    .first()
    .click();
  await page.getByText(/Selected address/).waitFor();
  await page.getByLabel(question('ownOrRent', broker), { exact: true }).selectOption('Renting');
  const duration = page.getByRole('group', { name: question('lived', broker) });
  await duration.getByLabel('Years', { exact: true }).selectOption('5');
  await duration.getByLabel('Months', { exact: true }).selectOption('0');
  await page
    .getByRole('group', { name: question('existing', broker) })
    .getByLabel('No', { exact: true })
    .check();
  if (branch !== null)
    await page
      .getByLabel(question('branch', broker), { exact: true })
      .selectOption({ label: branch });
}

/**
 * What the server answers the page's own resume call: the application the browser's session holds
 * (decision 059), or null when it holds none or only a submitted one (204). Called from inside the
 * page, so it goes with the session cookie and passes the same-origin check as the page's calls do.
 */
export async function resumeAnswer(page: Page): Promise<{
  Token: string;
  Version: number;
  Step: number;
  Complete: boolean;
  FormData: Record<string, unknown>;
  FormState: Record<string, unknown>;
} | null> {
  const answer = await page.evaluate(async () => {
    const response = await fetch('/api/loan-app/resume', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    return { status: response.status, body: response.status === 200 ? await response.text() : '' };
  });
  if (answer.status === 204) return null;
  expect(answer.status).toBe(200);
  const parsed = JSON.parse(answer.body) as { FormData: string; FormState: string };
  return {
    ...(parsed as unknown as { Token: string; Version: number; Step: number; Complete: boolean }),
    FormData: JSON.parse(parsed.FormData) as Record<string, unknown>,
    FormState: JSON.parse(parsed.FormState) as Record<string, unknown>,
  };
}

/** The application as the server stored it, read as the browser resumes it. */
export async function storedApplication(
  page: Page,
): Promise<{ FormData: Record<string, unknown>; FormState: Record<string, unknown> }> {
  const answer = await resumeAnswer(page);
  expect(answer).not.toBeNull();
  return { FormData: answer!.FormData, FormState: answer!.FormState };
}

export async function fillStepThree(
  page: Page,
  { broker = false }: { broker?: boolean } = {},
): Promise<void> {
  await waitUntilReady(page);
  await page
    .getByRole('group', { name: question('residency', broker) })
    .getByLabel('Yes', { exact: true })
    .check();
  await page.getByLabel('New Zealand driver licence', { exact: true }).check();
  await page.getByLabel('Driver licence number', { exact: true }).fill('AB123456');
  await page.getByLabel('Driver licence version', { exact: true }).fill('123');
  await page.getByLabel('Driver licence expiry date', { exact: true }).fill(nzDate(3 * 365));
}

export async function fillStepFour(
  page: Page,
  options: { income?: boolean; broker?: boolean } = {},
): Promise<void> {
  const broker = options.broker ?? false;
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
  const time = page.getByRole('group', { name: question('inJob', broker) });
  await time.getByLabel('Years', { exact: true }).selectOption('5');
  await time.getByLabel('Months', { exact: true }).selectOption('0');
  if (options.income) {
    const income = page.getByRole('group', { name: /Your income/ });
    await income.getByLabel('Amount', { exact: true }).fill('1200');
    await income.getByLabel('How often', { exact: true }).selectOption('Fortnightly');
    await income.getByLabel('Source', { exact: true }).selectOption('Wages or salary');
  }
  await page
    .getByRole('group', { name: question('incomeChange', broker) })
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

/** Signs in as the demo broker, who lands on step 1. */
export async function signInAsBroker(page: Page): Promise<void> {
  await page.goto('/sign-in/');
  await page.getByRole('button', { name: 'Sign in' }).and(page.locator(':enabled')).waitFor();
  await page.getByLabel('Email address').fill('broker@harbour.example.co.nz');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/loan-application/step-1/');
}

/** The broker's financial structure (loan-application §3 step 1); LPI only when CCI is No (§4). */
export async function fillBrokerFinancialFields(page: Page, brokerEmail: string): Promise<void> {
  await waitUntilReady(page);
  await page.getByLabel('Broker email address', { exact: true }).fill(brokerEmail);
  await page.getByLabel('Loan amount', { exact: true }).fill('12000');
  await page.getByLabel('Refinance amount', { exact: true }).fill('0');
  await page.getByLabel('Cash deposit', { exact: true }).fill('2000');
  await page.getByLabel('Trade-in value', { exact: true }).fill('0');
  await page.getByLabel('Broker fee', { exact: true }).fill('250');
  const cci = page.getByRole('group', {
    name: 'Has the client opted in to credit contract insurance (CCI)?',
  });
  const lpi = page.getByLabel('Loan protection insurance (LPI) amount', { exact: true });
  await cci.getByLabel('Yes', { exact: true }).check();
  await expect(lpi.count()).resolves.toBe(0);
  await cci.getByLabel('No', { exact: true }).check();
  await lpi.fill('300');
  await page.getByLabel('Mechanical breakdown insurance (MBI) amount', { exact: true }).fill('0');
  await page.getByLabel('Guaranteed asset protection (GAP) amount', { exact: true }).fill('0');
}
