import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { DEMO_PASSWORD } from '#content/accounts.ts';
import { EXPENSE_CATEGORIES } from '#domain/lending/policy.ts';
import { pdfText } from '#server/test-support/pdf-text.ts';
import { completeStepsOneToThree, fillStepFour, uniqueEmail } from './loan-application.ts';

/**
 * Issue 21's shared steps: an application with bank statements shared, the officer's
 * affordability record and decision in the workspace, and a document the applicant opens.
 */

/** The reference shown on the success page after submit. */
export async function shownReference(page: Page): Promise<string> {
  const shown = (await page.locator('main').textContent()) ?? '';
  return /Your application reference: (\d{7,})/.exec(shown)![1]!;
}

/** Shares the ANZ demo account's statements for the application just submitted on `page`. */
export async function shareStatements(page: Page): Promise<void> {
  // The bank link is keyed by the token (appref); the workspace by the reference shown.
  const token = new URL(page.url()).searchParams.get('appref')!;
  const form = new URLSearchParams({ step: 'accounts', bank: 'ANZ', account: 'Everyday account' });
  const shared = await page.request.post(`/sandbox/bank-link/KOWHAI-webid:${token}`, {
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'sec-fetch-site': 'same-origin',
    },
    data: form.toString(),
  });
  expect(shared.status()).toBe(200);
}

/**
 * An anonymous applicant (Aroha, born 23 April 1990) submits with income declared and shares the
 * ANZ demo account; answers the reference. `lastName` chooses the credit sandbox's decision.
 */
export async function submittedWithStatements(page: Page, lastName: string): Promise<string> {
  await completeStepsOneToThree(page, {
    firstName: 'Aroha',
    lastName,
    email: uniqueEmail(lastName.toLowerCase()),
  });
  await fillStepFour(page, { income: true });
  await page.getByRole('button', { name: 'Submit application' }).click();
  await page.waitForURL('**/loan-application/success/?appref=*');
  const reference = await shownReference(page);
  await shareStatements(page);
  return reference;
}

/** Signs a demo account in through the sign-in page and opens the application's page. */
export async function signInAt(page: Page, email: string, path: string): Promise<void> {
  await page.goto(`/sign-in/?returnTo=${encodeURIComponent(path)}`);
  await page.getByRole('button', { name: 'Sign in' }).and(page.locator(':enabled')).waitFor();
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`**${path}`);
  await page.getByRole('heading', { name: 'Affordability and suitability' }).waitFor();
}

export async function assignToMe(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Assign' }).click();
  await page.getByRole('heading', { name: 'Affordability and suitability' }).waitFor();
  await page
    .getByText(/Assigned to staff@kowhai/)
    .first()
    .waitFor();
}

/**
 * The officer's part: region, declared expenses, commitments reviewed, suitability confirmed;
 * optionally another amount and a commitment the applicant declared.
 */
export async function completeRecord(
  page: Page,
  change: { amount?: number; declared?: { label: string; weekly: number } } = {},
): Promise<void> {
  await page.getByLabel('Region').selectOption('Wellington');
  for (const category of EXPENSE_CATEGORIES)
    await page
      .getByRole('group', { name: category })
      .getByLabel('Declared (optional)', { exact: true })
      .fill('40');
  if (change.declared) {
    await page.getByLabel('Declared commitment').fill(change.declared.label);
    await page.getByLabel('Its cost ($ a week)').fill(String(change.declared.weekly));
    await page.getByRole('button', { name: 'Add the commitment' }).click();
  }
  await page.getByLabel('I reviewed the commitments in the credit report').check();
  for (const what of ['Purpose', 'Amount', 'Term'])
    await page.getByLabel(`${what} confirmed with the applicant`).check();
  if (change.amount)
    await page.getByLabel('Amount ($)', { exact: true }).fill(String(change.amount));
  await page.getByRole('button', { name: 'Save the record' }).click();
  await page.getByText('Record saved.').waitFor();
  await page.getByText('The record is complete.').waitFor();
}

/**
 * Runs the electronic identity check from the identity section (the sandbox verifies every name
 * but its five: src/server/adapters/identity-check/sandbox.ts); an approval needs a verified
 * identity (issue 30 finding 2).
 */
export async function runIdentityCheck(page: Page): Promise<void> {
  await page.getByLabel('Document to check').selectOption('driver-licence');
  await page.getByRole('button', { name: 'Run the identity check' }).click();
  await page.getByText('Identity check done.').waitFor();
}

export async function approve(page: Page, amount: string): Promise<void> {
  await page.getByLabel('Approved amount ($)').fill(amount);
  await page.getByLabel('Comment').fill('Affordability record complete');
  await page.getByRole('button', { name: /Record the decision|Decide the proposal/ }).click();
}

export async function decline(page: Page, reason: string): Promise<void> {
  await page.getByLabel('Decline', { exact: true }).check();
  await page.getByLabel('Reason', { exact: true }).selectOption(reason);
  await page.getByLabel('Comment').fill('Affordability record complete');
  await page.getByRole('button', { name: 'Record the decision' }).click();
}

/**
 * Waits for a decision's letter on the application page: the letters job makes it after the
 * decision (decision 121), so the page is read again until its link shows.
 */
export async function waitForLetter(page: Page, name: string): Promise<void> {
  const link = page.getByRole('link', { name, exact: true });
  await expect
    .poll(
      async () => {
        if ((await link.count()) > 0) return true;
        await page.reload();
        await page.getByRole('heading', { level: 3, name: 'Letters and copies' }).waitFor();
        return (await link.count()) > 0;
      },
      { timeout: 30_000, interval: 1_000 },
    )
    .toBe(true);
}

/** Opens a document link as the applicant does (a download) and answers the PDF's text. */
export async function openedPdfText(page: Page, link: Locator): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  // The browser runs apart from the test (e2e-global.ts): the file comes over the connection.
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  return pdfText(bytes);
}
