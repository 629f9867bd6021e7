import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '#content/accounts.ts';
import { brand } from '#content/brand.ts';
import { HARDSHIP_DEMO_BORROWER_BORN, HARDSHIP_DEMO_BORROWER_EMAIL } from '#content/demo-loans.ts';
import { expectAccessible, useBrowser } from './support/browser.ts';

// Financial hardship (issue 32 "What to build" 1 and 5), with the demo's borrower and her two
// loans on the sandbox loan book: she applies from the portal and sees the acknowledgement
// (CCCFA s 57A); the officer agrees three months of reduced payments in the workspace; the loan's
// payments show it and the variation disclosure (s 22) is in the portal. Her second application
// is refused with reasons and the dispute resolution scheme named (s 57A, s 58). Not signed in,
// she applies from the public page with a loan number and her date of birth (decision 156). Every
// new page is axe clean at 390 and 1280 px.
const browser = useBrowser();
const OFFICER = 'staff@kowhai.example.nz';

async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/sign-in/');
  await page.getByRole('button', { name: 'Sign in' }).and(page.locator(':enabled')).waitFor();
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/sign-in/'));
}

/** The portal's hardship page with its loans loaded; answers the loans' numbers. */
async function openHardshipPage(page: Page): Promise<string[]> {
  await page.goto('/account/hardship/');
  await page
    .getByRole('heading', { level: 1, name: 'Help if you are struggling with payments' })
    .waitFor();
  await page
    .getByRole('button', { name: 'Send my application' })
    .and(page.locator(':enabled'))
    .waitFor();
  const headings = await page
    .getByRole('heading', { level: 2, name: /^Loan \d+$/ })
    .allTextContents();
  return headings.map((heading) => heading.replace('Loan ', ''));
}

/** The borrower applies for lower payments on `loanNumber`; answers the reference. */
async function applyFor(page: Page, loanNumber: string): Promise<string> {
  await page.getByLabel('Which loan?').selectOption(loanNumber);
  await page
    .getByLabel('What has happened?')
    .fill('My hours were cut in half when the mill closed.');
  await page.getByLabel('What could you pay each payment? ($)').fill('50');
  await page.getByLabel('For how many months?').fill('3');
  await page.getByLabel('What change are you asking for?').selectOption('lower-payments');
  await page.getByRole('button', { name: 'Send my application' }).click();
  const status = page.getByRole('status').filter({ hasText: 'We have your hardship application' });
  await status.waitFor();
  const reference = /H-\d{6}/.exec((await status.textContent()) ?? '')?.[0];
  expect(reference).toBeDefined();
  await expect(status.textContent()).resolves.toContain('MoneyTalks');
  return reference!;
}

/** The officer opens the application from My work (its task carries both dates). */
async function openFromMyWork(page: Page, reference: string): Promise<void> {
  await page.goto('/staff/');
  const task = page.getByRole('row').filter({ hasText: reference });
  await expect(task.textContent()).resolves.toContain('Acknowledge by');
  await task.getByRole('link', { name: reference }).click();
  await page
    .getByRole('heading', { level: 1, name: `Hardship application ${reference}` })
    .waitFor();
  await page
    .getByRole('button', { name: 'Agree the arrangement' })
    .and(page.locator(':enabled'))
    .waitFor();
}

describe('financial hardship (issue 32)', () => {
  it('agrees three months of reduced payments: the payments show it and the variation disclosure is in the portal', async () => {
    const borrower = await browser.newPage();
    await signIn(borrower, HARDSHIP_DEMO_BORROWER_EMAIL);
    const loans = await openHardshipPage(borrower);
    expect(loans).toHaveLength(2);
    await expectAccessible(borrower);
    // Errors announced and linked, axe clean with them showing.
    await borrower.getByRole('button', { name: 'Send my application' }).click();
    await borrower.getByText('Please tell us what has happened').first().waitFor();
    await expectAccessible(borrower);
    const reference = await applyFor(borrower, loans[0]!);
    await expectAccessible(borrower);
    expect(borrower.url()).not.toContain('mill');

    const officer = await browser.newDevicePage();
    await signIn(officer, OFFICER);
    await openFromMyWork(officer, reference);
    await expectAccessible(officer);
    await officer.getByLabel('Payment each time ($)').fill('50');
    await officer.getByLabel('Months').fill('3');
    await officer.getByRole('button', { name: 'Agree the arrangement' }).click();
    await officer.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    await officer.getByRole('heading', { level: 2, name: /Agreed$/ }).waitFor();

    await openHardshipPage(borrower);
    const loanSection = borrower.getByRole('region', { name: `Loan ${loans[0]}` });
    await loanSection.getByText('Agreed', { exact: true }).waitFor();
    const reduced = loanSection.getByRole('row').filter({ hasText: '$50.00' });
    // Three months of fortnightly payments: six or seven of them at $50.
    expect(await reduced.count()).toBeGreaterThanOrEqual(6);
    const disclosure = loanSection.getByRole('link', {
      name: 'Variation disclosure statement (PDF)',
    });
    const pdf = await borrower.request.get((await disclosure.getAttribute('href'))!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    await expectAccessible(borrower);
  }, 300_000);

  it('refuses an application with reasons the borrower sees, naming the dispute resolution scheme', async () => {
    const borrower = await browser.newPage();
    await signIn(borrower, HARDSHIP_DEMO_BORROWER_EMAIL);
    const loans = await openHardshipPage(borrower);
    const reference = await applyFor(borrower, loans[1]!);

    const officer = await browser.newDevicePage();
    await signIn(officer, OFFICER);
    await openFromMyWork(officer, reference);
    await officer
      .getByLabel('Reasons (the borrower sees these)')
      .fill('Your budget shows the payments you offer would not cover the interest.');
    await officer.getByRole('button', { name: 'Refuse the application' }).click();
    await officer.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();

    await openHardshipPage(borrower);
    const refused = borrower.getByRole('region', { name: `Loan ${loans[1]}` });
    await refused.getByText('Not agreed', { exact: true }).waitFor();
    await refused.getByText('would not cover the interest').waitFor();
    await expect(refused.textContent()).resolves.toContain(brand.disputeScheme.name);
    await expectAccessible(borrower);

    await officer.goto('/staff/hardship/');
    await officer.getByRole('link', { name: reference }).waitFor();
    await expectAccessible(officer);
  }, 300_000);

  it('takes an application on the public page with the loan number and date of birth, saying nothing of which was wrong', async () => {
    const borrower = await browser.newPage();
    await signIn(borrower, HARDSHIP_DEMO_BORROWER_EMAIL);
    // The first loan's application was decided above: it may have another.
    const [loanNumber] = await openHardshipPage(borrower);
    const visitor = await browser.newDevicePage();
    await visitor.goto('/hardship/');
    await visitor.getByRole('button', { name: 'Apply for hardship online' }).click();
    await visitor.getByLabel('Your loan number').fill(loanNumber!);
    // Born 21 August 1979: the 22nd first.
    expect(HARDSHIP_DEMO_BORROWER_BORN).toBe('1979/08/21');
    const born = visitor.getByRole('group', { name: 'Your date of birth' });
    await born.getByLabel('Day', { exact: true }).selectOption('22');
    await born.getByLabel('Month', { exact: true }).selectOption({ label: 'August' });
    await born.getByLabel('Year', { exact: true }).fill('1979');
    await visitor.getByLabel('What has happened?').fill('I broke my wrist and cannot work.');
    await visitor.getByLabel('What could you pay each payment? ($)').fill('0');
    await visitor.getByLabel('For how many months?').fill('2');
    await visitor.getByLabel('What change are you asking for?').selectOption('pause');
    await visitor.getByRole('button', { name: 'Send my application' }).click();
    await visitor.getByText('do not match a loan of ours').first().waitFor();
    // The server's answer to details that do not match is a 422 the browser logs.
    browser.allowConsoleError(/status of 422/);
    await expectAccessible(visitor);
    await born.getByLabel('Day', { exact: true }).selectOption('21');
    await visitor.getByRole('button', { name: 'Send my application' }).click();
    const status = visitor
      .getByRole('status')
      .filter({ hasText: 'We have your hardship application' });
    await status.waitFor();
    await expect(status.textContent()).resolves.toMatch(/Your reference is H-\d{6}/);
    await expectAccessible(visitor);
    expect(visitor.url()).not.toContain(loanNumber!);
  }, 300_000);
});
