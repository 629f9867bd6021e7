import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, useBrowser } from './support/browser.ts';
import {
  expectHeading,
  fillStepOne,
  fillStepTwo,
  next,
  uniqueEmail,
  waitUntilReady,
} from './support/loan-application.ts';

// On a 390 px phone (issue 11 "Come back and finish"; decision 059).
const browser = useBrowser({ viewport: { width: 390, height: 844 } });

const OUTBOX_WAIT_MS = 15_000;

/** The resume link emailed to `recipient`, read from the sandbox outbox page as a person would. */
async function emailedLink(page: Page, recipient: string): Promise<string> {
  const message = page
    .getByRole('article')
    .filter({ hasText: recipient })
    .filter({ hasText: 'Continue your loan application' });
  await expect
    .poll(
      async () => {
        await page.goto('/dev/outbox/');
        return message.count();
      },
      { message: `No resume link to ${recipient} in the outbox`, timeout: OUTBOX_WAIT_MS },
    )
    .toBeGreaterThan(0);
  return (await message.last().getByRole('link').getAttribute('href'))!;
}

/**
 * What "Email me a link" came to: seen in a paragraph under the form (with the button once the
 * application is saved), and said by the step's one live region, once.
 */
async function expectLinkOutcome(page: Page, text: RegExp): Promise<void> {
  await page.getByRole('paragraph').filter({ hasText: text }).waitFor();
  await expect(page.getByRole('status').filter({ hasText: text }).count()).resolves.toBe(1);
}

/**
 * Starts an application on one phone, as far as step 3 (step 2 saves the date of birth the link
 * asks for), and asks for the link there.
 */
async function askForLink(page: Page, email: string): Promise<string> {
  await page.goto('/loan-application/step-1/');
  await fillStepOne(page, { firstName: 'Mere', lastName: 'Tipene', email });
  await next(page, 'Step 2 of 4');
  await fillStepTwo(page);
  await next(page, 'Step 3 of 4');
  await waitUntilReady(page);
  await page.getByRole('button', { name: 'Email me a link to finish later' }).click();
  await expectLinkOutcome(page, /We have emailed you a link/);
  return emailedLink(page, email);
}

async function enterDateOfBirth(page: Page, day: string, month: string, year: string) {
  // The button is enabled once the page has read the link (after hydration) and is not busy.
  await waitUntilReady(page, /^Continue my application$/);
  const dob = page.getByRole('group', { name: 'Date of birth' });
  await dob.getByLabel('Day', { exact: true }).selectOption(day);
  await dob.getByLabel('Month', { exact: true }).selectOption({ label: month });
  await dob.getByLabel('Year', { exact: true }).fill(year);
  await page.getByRole('button', { name: 'Continue my application' }).click();
}

describe('coming back in another tab (issue 11 "Come back and finish" 1)', () => {
  it('resumes the application in a new tab from the session, with no key in browser storage', async () => {
    const page = await browser.newPage();
    const email = uniqueEmail('newtab');
    await page.goto('/loan-application/step-1/');
    await fillStepOne(page, { firstName: 'Mere', lastName: 'Tipene', email });
    await next(page, 'Step 2 of 4');
    await fillStepTwo(page);
    await next(page, 'Step 3 of 4');
    const stored = await page.evaluate(() =>
      JSON.stringify({ ...sessionStorage, ...localStorage }),
    );
    expect(stored).not.toMatch(/Token|Guid|loanApplication\.resume/);

    const tab = await browser.newPage();
    await tab.goto('/loan-application/step-3/');
    await expectHeading(tab, 'Step 3 of 4');
    await waitUntilReady(tab);
    await tab.getByRole('button', { name: 'Back', exact: true }).click();
    await expectHeading(tab, 'Step 2 of 4');
    await expect(tab.getByLabel('Contact number', { exact: true }).inputValue()).resolves.toBe(
      '0211234567',
    );
  });

  it('opens nothing for another browser that has the address with ref and appref (issue 12 finding 9)', async () => {
    const page = await browser.newPage();
    const email = uniqueEmail('history');
    await page.goto('/loan-application/step-1/');
    await fillStepOne(page, { firstName: 'Mere', lastName: 'Tipene', email });
    // The save's answer holds the application's real keys: the Guid is the address's ref, and the
    // Token is what appref carries (before decision 059 the two opened the application).
    const saved = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/loan-app/save' && response.ok(),
    );
    await next(page, 'Step 2 of 4');
    const { Token, Guid, Reference } = (await (await saved).json()) as Record<string, string>;
    const address = new URL(page.url());
    expect(address.searchParams.get('ref')).toBe(Guid);
    // The applicant's own browser shows the application's ID, so its absence below means something.
    await page.getByText(`Application ID: ${Reference}`).waitFor();

    address.searchParams.set('appref', Token!);
    const stranger = await browser.newDevicePage();
    await stranger.goto(`${address.pathname}${address.search}`);
    await expectHeading(stranger, 'Step 1 of 4');
    await waitUntilReady(stranger);
    await expect(stranger.getByLabel('First name', { exact: true }).inputValue()).resolves.toBe('');
    await expect(stranger.getByLabel('Email address', { exact: true }).inputValue()).resolves.toBe(
      '',
    );
    const seen = await stranger.locator('body').innerText();
    for (const part of [Reference!, 'Application ID', 'Tipene', email])
      expect(seen, part).not.toContain(part);
  });
});

describe('coming back on another device with the emailed link (issue 11 "Come back and finish" 2)', () => {
  it('restores the application after the date of birth, and refuses the used link', async () => {
    const page = await browser.newPage();
    const email = uniqueEmail('device');
    const link = await askForLink(page, email);
    expect(new URL(link).pathname).toBe('/loan-application/resume/');

    const phone = await browser.newDevicePage();
    await phone.goto(link);
    await phone.getByRole('heading', { name: 'Continue your application' }).waitFor();
    await expectNoAxeViolations(phone);
    await enterDateOfBirth(phone, '23', 'April', '1990');
    await expectHeading(phone, 'Step 3 of 4');
    await waitUntilReady(phone);
    await phone.getByRole('button', { name: 'Back', exact: true }).click();
    await expectHeading(phone, 'Step 2 of 4');
    await expect(phone.getByLabel('Contact number', { exact: true }).inputValue()).resolves.toBe(
      '0211234567',
    );

    const again = await browser.newDevicePage();
    await again.goto(link);
    await enterDateOfBirth(again, '23', 'April', '1990');
    await again
      .getByText(/expired or has already been used/)
      .first()
      .waitFor();
    await expect(again.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'Continue your application',
    );
    // The used link's refusal, provoked on purpose.
    browser.allowConsoleError(/status of 410/);
  });

  it('is offered by the pre-save check on another phone, and opens the application there', async () => {
    const email = uniqueEmail('offer');
    const first = await browser.newPage();
    await first.goto('/loan-application/step-1/');
    await fillStepOne(first, { firstName: 'Mere', lastName: 'Tipene', email });
    await next(first, 'Step 2 of 4');
    await fillStepTwo(first);
    await next(first, 'Step 3 of 4');

    const phone = await browser.newDevicePage();
    await phone.goto('/loan-application/step-1/');
    await fillStepOne(phone, { firstName: 'Mere', lastName: 'Tipene', email });
    await phone.getByRole('button', { name: 'Next' }).click();
    const dialog = phone.getByRole('dialog', { name: 'You already have an application with us' });
    await dialog.getByRole('button', { name: 'Email me a link to continue it' }).click();
    // Seen under the form, not only heard through the (visually hidden) live region.
    await expectLinkOutcome(phone, /we have emailed you how to continue it/);
    await expectNoAxeViolations(phone);

    const link = await emailedLink(phone, email);
    const opened = await browser.newDevicePage();
    await opened.goto(link);
    await enterDateOfBirth(opened, '23', 'April', '1990');
    await expectHeading(opened, 'Step 3 of 4');
  });

  it('asks for the "About you" step first when only step 1 is saved', async () => {
    const page = await browser.newPage();
    await page.goto('/loan-application/step-1/');
    await fillStepOne(page, { firstName: 'Mere', lastName: 'Tipene', email: uniqueEmail('early') });
    await next(page, 'Step 2 of 4');
    await waitUntilReady(page);
    await page.getByRole('button', { name: 'Email me a link to finish later' }).click();
    await expectLinkOutcome(page, /Please save the "About you" step first/);
    // The server's refusal (409), provoked on purpose.
    browser.allowConsoleError(/status of 409/);
  });

  it('locks the link after 5 wrong dates of birth', async () => {
    const page = await browser.newPage();
    const email = uniqueEmail('locked');
    const link = await askForLink(page, email);
    const phone = await browser.newDevicePage();
    await phone.goto(link);
    for (let attempt = 1; attempt <= 4; attempt++) {
      await enterDateOfBirth(phone, String(attempt), 'January', '1980');
      await phone
        .getByText(`You have ${5 - attempt} ${attempt === 4 ? 'try' : 'tries'} left.`)
        .waitFor();
    }
    await enterDateOfBirth(phone, '5', 'January', '1980');
    await phone
      .getByText(/locked after too many incorrect dates of birth/)
      .first()
      .waitFor();
    await enterDateOfBirth(phone, '23', 'April', '1990');
    await phone
      .getByText(/locked after too many incorrect dates of birth/)
      .first()
      .waitFor();
    await expect(phone.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'Continue your application',
    );
    // The wrong dates and the locked link's refusals, provoked on purpose.
    browser.allowConsoleError(/status of 42[23]/);
  });
});
