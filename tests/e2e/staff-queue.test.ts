import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '#content/accounts.ts';
import { expectNoAxeViolations, useBrowser } from './support/browser.ts';
import { submitThroughApi } from './support/api-application.ts';
import { uniqueEmail } from './support/loan-application.ts';

// The queue's operations as an officer (issue 20 "The queue"): find by search, filters in the
// address surviving a reload, rows selected by keyboard and assigned together, the view exported
// as CSV; axe clean at 1280 and 390 px.
const browser = useBrowser();
const phone = useBrowser({ viewport: { width: 390, height: 844 } });

const letters = () =>
  Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join(
    '',
  );

/** An applicant submits (through the save endpoint, as the steps' pages send it). */
async function apply(lastName: string): Promise<void> {
  const page = await browser.newDevicePage();
  await submitThroughApi(page.request, {
    amount: 5000,
    firstName: 'Rangi',
    lastName,
    email: uniqueEmail(lastName.toLowerCase()),
  });
  await page.close();
}

async function signInAsOfficer(page: Page): Promise<void> {
  await page.goto('/sign-in/');
  await page.getByRole('button', { name: 'Sign in' }).and(page.locator(':enabled')).waitFor();
  await page.getByLabel('Email address').fill('staff@kowhai.example.nz');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The workspace's home is My work (issue 29); the queue is Applications in its navigation.
  await page.waitForURL('**/staff/');
  await page.getByRole('heading', { level: 1, name: 'My work' }).waitFor();
  await page
    .getByRole('navigation', { name: 'Workspace' })
    .getByRole('link', { name: /^Applications/ })
    .click();
  await page.waitForURL('**/staff/applications/');
  await page.getByRole('heading', { level: 1, name: 'Applications' }).waitFor();
}

describe('the queue as an officer (issue 20)', () => {
  it('finds by search, keeps filters over a reload, assigns selected rows, exports the view', async () => {
    const lastName = `Kereama${letters()}`;
    await apply(lastName);
    await apply(lastName);
    const page = await browser.newPage();
    await signInAsOfficer(page);
    await page.getByLabel('Search by reference, name or email').fill(lastName);
    await page.getByLabel('Source', { exact: true }).selectOption('Website');
    await page.getByRole('button', { name: 'Show applications' }).click();
    await page.waitForURL(/[?&]q=/);
    await page.reload();
    await expect(page.getByLabel('Search by reference, name or email').inputValue()).resolves.toBe(
      lastName,
    );
    await expect(page.getByLabel('Source', { exact: true }).inputValue()).resolves.toBe('Website');
    await page.getByText('2 applications, page 1 of 1').waitFor();
    await expectNoAxeViolations(page);

    // By keyboard: the page's checkbox, then the bulk bar's button.
    await page.getByRole('checkbox', { name: 'Select every application on this page' }).focus();
    await page.keyboard.press('Space');
    await page.getByText('2 applications selected').waitFor();
    // "Me" is the assignee until another staff member is chosen.
    await page.getByRole('button', { name: 'Assign selected', exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('alert').filter({ hasText: '2 done.' }).waitFor();
    // The rows are read again: both in review, assigned to the officer.
    await expect
      .poll(() => page.getByRole('cell', { name: 'staff@kowhai.example.nz' }).count())
      .toBe(2);
    await expectNoAxeViolations(page);

    const href = await page
      .getByRole('link', { name: 'Export this view as CSV' })
      .getAttribute('href');
    expect(href).toContain(`q=${lastName}`);
    const csv = await page.request.get(href!);
    expect(csv.status()).toBe(200);
    const lines = (await csv.text()).trim().split(/\r\n/);
    expect(lines[0]).toBe(
      'Reference,Applicant,Amount,Purpose,Source,Branch,Status,Assigned to,Submitted',
    );
    expect(lines.slice(1).filter((line) => line.includes(`Rangi ${lastName}`))).toHaveLength(2);
  }, 180_000);

  // Issue 29 finding 8: stale or spam applications, never assessed, declined together with a
  // reason; the affordability record is for approvals.
  it('declines three unfinished applications together with a reason', async () => {
    const lastName = `Pokaka${letters()}`;
    for (let i = 0; i < 3; i += 1) await apply(lastName);
    const page = await browser.newPage();
    await signInAsOfficer(page);
    await page.getByLabel('Search by reference, name or email').fill(lastName);
    await page.getByRole('button', { name: 'Show applications' }).click();
    await page.waitForURL(/[?&]q=/);
    await page.getByText('3 applications, page 1 of 1').waitFor();
    await page.getByRole('checkbox', { name: 'Select every application on this page' }).check();
    await page.getByText('3 applications selected').waitFor();
    await page.getByLabel('Decline reason').selectOption('Outside our lending policy');
    await page.getByLabel('Comment').fill('Not a real application: no reply to calls');
    await page.getByRole('button', { name: 'Decline selected' }).click();
    await page.getByRole('alert').filter({ hasText: '3 done.' }).waitFor();
    await expect.poll(() => page.getByRole('cell', { name: 'Declined' }).count()).toBe(3);
  }, 180_000);

  it('has no axe violations at 390 px, with the bulk bar', async () => {
    const page = await phone.newPage();
    await signInAsOfficer(page);
    await page.getByRole('heading', { name: 'Selected applications' }).waitFor();
    await expectNoAxeViolations(page);
  });
});
