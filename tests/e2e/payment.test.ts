import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible, useBrowser } from './support/browser.ts';

const browser = useBrowser();

// The demo loan whose applicant never signed up (content/demo-loans.ts): the second the servicing
// sandbox books on the fresh database, so its number is 000000002.
const DEMO_LOAN_NUMBER = '000000002';

async function fillPayment(page: Page, amount: string) {
  await page.getByLabel('Full Name').fill('Mere Tamati');
  await page.getByLabel('Email').fill('mere@example.co.nz');
  await page.getByLabel(/^Loan Id/).fill(DEMO_LOAN_NUMBER);
  await page.getByLabel('Payment Amount').fill(amount);
}

/** The sandbox gateway's hosted page (README "Sandboxes": test cards). */
async function payByCard(page: Page, cardNumber: string, amount: string) {
  await page.getByRole('heading', { name: `Pay ${amount} by card` }).waitFor();
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill('12/39');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: `Pay ${amount}` }).click();
}

describe('the loan payment page (site-and-tools §2, §4, §5 "Payment")', () => {
  it("shows the spec's messages for bad input", async () => {
    const page = await browser.newPage();
    await page.goto('/make-a-payment/');
    await page.getByLabel('Full Name').fill('R2D2');
    await page.getByLabel('Email').fill('mere@');
    await page.getByLabel(/^Loan Id/).fill('123');
    await page.getByLabel('Payment Amount').fill('0.5');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Could not submit the form. There were 4 errors.').waitFor();
    for (const message of [
      'Our system does not support digits or special characters in a name',
      'Please enter a valid email address',
      'This should be a value at least 7 characters long',
      'Please enter a dollar amount',
    ])
      await page.getByText(message).waitFor();
    await expectAccessible(page);
  });

  it('a payment is approved through the sandbox gateway; the result page shows outcome and amount', async () => {
    const page = await browser.newPage();
    await page.goto('/make-a-payment/');
    await fillPayment(page, '125.50');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL(/\/sandbox\/payment-gateway\/pay\//);
    await expectAccessible(page);
    await payByCard(page, '4111 1111 1111 1111', '$125.50');
    await page.getByRole('heading', { name: 'Thank you, your payment was approved' }).waitFor();
    await page.getByText('$125.50').waitFor();
    await expectAccessible(page);
  });

  it('a payment is declined through the sandbox gateway', async () => {
    const page = await browser.newPage();
    await page.goto('/make-a-payment/');
    await fillPayment(page, '40');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL(/\/sandbox\/payment-gateway\/pay\//);
    await page.getByLabel('Card number').fill('5555 5555 5555 4444');
    await page.getByLabel('Expiry (MM/YY)').fill('12/39');
    await page.getByLabel('Security code').fill('123');
    await page.getByRole('button', { name: 'Pay $40.00' }).click();
    await page.getByText('Use one of the test cards').waitFor();
    await payByCard(page, '4000 0000 0000 0002', '$40.00');
    await page.getByRole('heading', { name: 'Your payment was declined' }).waitFor();
    await page.getByText('$40.00').waitFor();
  });

  it('a number that is no loan we can take a payment for is said on the Loan Id field', async () => {
    const page = await browser.newPage();
    await page.goto('/make-a-payment/');
    await fillPayment(page, '10');
    await page.getByLabel(/^Loan Id/).fill('999999999');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('We cannot take a payment for this Loan Id.', { exact: false }).waitFor();
    await expect(page.getByLabel(/^Loan Id/).getAttribute('aria-invalid')).resolves.toBe('true');
    expect(page.url()).toMatch(/\/make-a-payment\/$/);
    await expectAccessible(page);
    browser.allowConsoleError(/status of 422/);
  });

  it('the result page reads our record: a made-up reference finds nothing', async () => {
    const page = await browser.newPage();
    const response = await page.goto('/make-a-payment/result/?reference=made-up&status=approved');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'We could not find that payment.' }).waitFor();
    browser.allowConsoleError(/status of 404/);
  });

  it('a failure shows the configured message', async () => {
    const page = await browser.newPage();
    await page.route('**/api/payments', (route) => route.fulfill({ status: 503, body: '{}' }));
    await page.goto('/make-a-payment/');
    await fillPayment(page, '10');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toBe(
      'Sorry, we could not start your payment. Please try again, or call your branch.',
    );
    browser.allowConsoleError(/status of 503/);
  });
});
