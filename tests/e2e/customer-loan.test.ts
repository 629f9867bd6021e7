import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '#content/accounts.ts';
import { outboxMessage } from './support/applicant-status.ts';
import { PHONE, expectAccessible, useBrowser } from './support/browser.ts';

// Issue 31 part 5 "The customer's loan": the demo customer's loan (content/demo-loans.ts, booked
// through bookLoan at the demo seed) in the portal, paid from there through the sandbox gateway.
const browser = useBrowser();

async function signInToPortal(page: Page): Promise<void> {
  await page.goto('/sign-in/?returnTo=%2Faccount%2F');
  await page.getByRole('button', { name: 'Sign in' }).and(page.locator(':enabled')).waitFor();
  await page.getByLabel('Email address').fill('aroha.ngata@example.co.nz');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/account/');
  await page.getByRole('heading', { level: 2, name: 'Your loans' }).waitFor();
}

/** The loan's section, its number and its balance in cents as the portal shows them. */
async function theLoan(page: Page) {
  const heading = page.getByRole('heading', { level: 3, name: /^Loan \d{7,}$/ });
  const number = (await heading.textContent())!.replace('Loan ', '');
  const section = page.getByRole('region', { name: `Loan ${number}` });
  const balance = await section.locator('dt:text-is("Balance") + dd').textContent();
  return { number, section, balanceCents: Math.round(Number(balance!.replace(/[$,]/g, '')) * 100) };
}

async function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}

describe("the customer's loan (issue 31 part 5)", () => {
  it('shows the loan, pays $50 from it through the gateway, and shows the payment', async () => {
    const page = await browser.newPage();
    await signInToPortal(page);
    const before = await theLoan(page);
    await before.section.getByText('Next payment', { exact: true }).waitFor();
    await before.section.getByRole('heading', { name: 'Payments received' }).waitFor();
    await before.section.locator('summary', { hasText: 'Repayment schedule' }).click();
    const schedule = before.section.getByRole('table', { name: 'Repayment schedule' });
    expect(await schedule.locator('tbody tr').count()).toBeGreaterThan(1);
    await expectAccessible(page);
    await page.setViewportSize(PHONE);
    expect(await scrollsSideways(page)).toBe(false);

    await before.section
      .getByRole('button', { name: `Make a payment to loan ${before.number}` })
      .click();
    await page.waitForURL('**/make-a-payment/');
    // The number came in the navigation, not in the address.
    expect(page.url()).not.toContain(before.number);
    await expect(page.getByLabel(/^Loan Id/).inputValue()).resolves.toBe(before.number);
    expect(await scrollsSideways(page)).toBe(false);
    await expectAccessible(page);

    await page.getByLabel('Full Name').fill('Aroha Ngata');
    await page.getByLabel('Email').fill('aroha.ngata@example.co.nz');
    await page.getByLabel('Payment Amount').fill('50');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('heading', { name: 'Pay $50.00 by card' }).waitFor();
    await page.getByLabel('Card number').fill('4111 1111 1111 1111');
    await page.getByLabel('Expiry (MM/YY)').fill('12/39');
    await page.getByLabel('Security code').fill('123');
    await page.getByRole('button', { name: 'Pay $50.00' }).click();
    await page.getByRole('heading', { name: 'Thank you, your payment was approved' }).waitFor();

    await page.goto('/account/');
    const after = await theLoan(page);
    expect(after.number).toBe(before.number);
    expect(after.balanceCents).toBe(before.balanceCents - 5000);
    const received = after.section.getByRole('table', { name: 'Payments received' });
    await received.getByRole('cell', { name: '$50.00' }).waitFor();

    const receipt = await outboxMessage(
      page,
      `We have received your payment to loan ${before.number}`,
    );
    const text = (await receipt.textContent()) ?? '';
    expect(text).toContain('Kia ora Aroha,');
    expect(text).toContain(`$50.00 to loan ${before.number}`);
  });
});
