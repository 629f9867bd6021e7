import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, expectAccessible, useBrowser } from './support/browser.ts';
import {
  expectHeading,
  fillStepFour,
  fillStepOne,
  fillStepThree,
  fillStepTwo,
  next,
  resumeAnswer,
  storedApplication,
  uniqueEmail,
  waitUntilReady,
} from './support/loan-application.ts';

// Issue 8 "Joint borrowers" (loan-application §2 related-id, §4, §6; decisions 050, 055): the
// primary's joint-applicant answers email the joint applicant a link to their own application,
// whose amount and purpose are the primary's, locked, and whose Source is Joint Borrower.
const browser = useBrowser();

const primary = {
  firstName: 'Aroha',
  lastName: 'Ngata',
  email: uniqueEmail('aroha'),
  joint: {
    firstName: 'Tama',
    lastName: 'Ngata',
    email: uniqueEmail('tama'),
    phone: '021 555 0199',
  },
};
const OUTBOX_WAIT_MS = 15_000;

/** The link in the invitation emailed to `recipient`, read from the sandbox outbox page as a person would. */
async function emailedLink(page: Page, recipient: string): Promise<string> {
  const message = page.getByRole('article').filter({ hasText: recipient });
  await expect
    .poll(
      async () => {
        await page.goto('/dev/outbox/');
        return message.count();
      },
      { message: `No email to ${recipient} in the outbox`, timeout: OUTBOX_WAIT_MS },
    )
    .toBeGreaterThan(0);
  await expect(message.getByRole('heading').textContent()).resolves.toBe(
    'You have been invited to apply for a loan together',
  );
  return (await message.getByRole('link').getAttribute('href'))!;
}

describe('a joint applicant follows the emailed link (issue 8; loan-application §4, §6)', () => {
  let link = '';

  it('emails the joint applicant a link once the primary completes step 1', async () => {
    const page = await browser.newPage();
    await page.goto('/loan-application/step-1/?amount=10000');
    await fillStepOne(page, primary);
    await next(page, 'Step 2 of 4');
    link = await emailedLink(page, primary.joint.email);
    const url = new URL(link);
    expect(url.origin).toBe(browser.baseUrl);
    expect(url.pathname).toBe('/loan-application/step-1/');
    expect(url.searchParams.get('related-id')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('finds names and email filled in, amount and purpose locked, and completes as Joint Borrower', async () => {
    // A fresh context: the joint applicant's own browser.
    const page = await browser.newPage();
    await page.goto(link);
    await waitUntilReady(page);
    await expect(page.getByLabel('First name', { exact: true }).inputValue()).resolves.toBe('Tama');
    await expect(page.getByLabel('Last name', { exact: true }).inputValue()).resolves.toBe('Ngata');
    await expect(page.getByLabel('Email address', { exact: true }).inputValue()).resolves.toBe(
      primary.joint.email,
    );
    const summary = page.getByRole('region', { name: 'Your loan details' });
    await expect(summary.textContent()).resolves.toMatch(
      /Loan amount\$10,000\.00Loan purposeVehicle purchase/,
    );
    // Locked: nothing to change them with, and no joint question of their own.
    await expect(page.getByRole('slider').count()).resolves.toBe(0);
    await expect(page.getByLabel('What is the loan for?').count()).resolves.toBe(0);
    await expect(
      page.getByRole('button', { name: 'Need more or a more specific amount?' }).count(),
    ).resolves.toBe(0);
    await expect(
      page.getByRole('group', { name: 'Is anyone applying for this loan with you?' }).count(),
    ).resolves.toBe(0);
    await expectAccessible(page);

    await page.getByLabel('Title', { exact: true }).selectOption('Mr');
    await page.getByLabel('I have read and agree to the Privacy Policy', { exact: true }).check();
    await next(page, 'Step 2 of 4');
    await fillStepTwo(page);
    await next(page, 'Step 3 of 4');
    await fillStepThree(page);
    await next(page, 'Step 4 of 4');
    await fillStepFour(page);
    const stored = await storedApplication(page);
    expect(stored.FormState.Source).toBe('Joint Borrower');
    expect(stored.FormData).toMatchObject({ LoanAmount: '10000', LoanPurpose: 'Vehicle purchase' });
    await page.getByRole('button', { name: 'Submit application' }).click();
    await page.waitForURL('**/loan-application/success/?appref=*');
    await expectHeading(page, 'Thank you: we have your application');
    // Submitted, it is let go by the session: nothing to resume, only its confirmation page.
    await expect(resumeAnswer(page)).resolves.toBeNull();
  });

  it('says a used or unknown link cannot open the application, and offers an ordinary one', async () => {
    const page = await browser.newPage();
    const unknown = new URL(link);
    unknown.searchParams.set('related-id', 'A'.repeat(43));
    for (const [address, notice] of [
      [link, 'This invitation link has already been used'],
      [unknown.toString(), 'This invitation link is not valid'],
    ] as const) {
      await page.goto(address);
      await waitUntilReady(page);
      await page.getByRole('heading', { level: 2, name: notice }).waitFor();
      // The related-id leaves the address; the names stay, and the amount is the applicant's own.
      expect(new URL(page.url()).searchParams.has('related-id')).toBe(false);
      expect(new URL(page.url()).searchParams.get('first-name')).toBe('Tama');
      await expect(page.getByRole('slider').count()).resolves.toBe(1);
      await expect(page.getByRole('region', { name: 'Your loan details' }).count()).resolves.toBe(
        0,
      );
    }
    await expectNoAxeViolations(page);
  });
});
