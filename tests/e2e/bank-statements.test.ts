import { describe, expect, it } from 'vitest';
import type { FrameLocator } from 'playwright-core';
import { expectAccessible, useBrowser } from './support/browser.ts';

const browser = useBrowser();

/** The bank-link sandbox's flow inside its iframe (README "Sandboxes": sign in with demo / demo). */
async function connectBank(frame: FrameLocator, bank = 'Kiwibank') {
  await frame.getByRole('radio', { name: bank }).check();
  await frame.getByRole('button', { name: 'Continue' }).click();
  await frame.getByLabel('User name').fill('demo');
  await frame.getByLabel('Password').fill('wrong');
  await frame.getByRole('button', { name: 'Sign in' }).click();
  await frame.getByText('Those details are not right.').waitFor();
  await frame.getByLabel('User name').fill('demo');
  await frame.getByLabel('Password').fill('demo');
  await frame.getByRole('button', { name: 'Sign in' }).click();
  await frame.getByRole('checkbox', { name: 'Everyday account' }).check();
  await frame.getByRole('button', { name: 'Send statements' }).click();
  await frame.getByRole('heading', { name: `Statements from ${bank} sent` }).waitFor();
}

describe('the bank statements page (site-and-tools §2, §4, §5 "Bank statements", §7)', () => {
  it("shows the spec's messages and hides Application Number for Customer Number Only", async () => {
    const page = await browser.newPage();
    await page.goto('/bank-statements/');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Could not submit the form. There were 2 errors.').waitFor();
    await expect(page.getByText('This field is required').count()).resolves.toBe(2);
    await expectAccessible(page);

    // The inputs stop at their maximum lengths (7 digits), so a wrong value is a wrong character or too short.
    await page.getByRole('textbox', { name: /^Customer Number/ }).fill('12a');
    await page.getByLabel('Application Number').fill('123');
    await page.getByText('Please enter a valid customer number').waitFor();
    await page.getByText('Please enter a valid application number').waitFor();

    await page.getByRole('radio', { name: 'Yes' }).check();
    await expect(page.getByLabel('Application Number').count()).resolves.toBe(0);
  });

  it('a submission completes through the bank-link sandbox', async () => {
    const page = await browser.newPage();
    await page.goto('/bank-statements/');
    await page.getByRole('textbox', { name: /^Customer Number/ }).fill('1234');
    await page.getByLabel('Application Number').fill('7654321');
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/bank-statements'));
    await page.getByRole('button', { name: 'Submit' }).click();
    expect(JSON.parse((await sent).postData() ?? '{}')).toMatchObject({
      Customer: '1234',
      Application: '7654321',
      ApplicationToggle: 'No',
    });

    const frameElement = page.locator('iframe[title="Connect your bank"]');
    await frameElement.waitFor();
    // spec: §7 "-application:{application}_customer:{customer}"
    await expect(frameElement.getAttribute('src')).resolves.toBe(
      '/sandbox/bank-link/KOWHAI-application:7654321_customer:1234',
    );
    await expect(
      page.getByRole('link', { name: 'Back to Home' }).getAttribute('href'),
    ).resolves.toBe('/');
    await expect(page.getByRole('button', { name: 'Submit' }).count()).resolves.toBe(0);
    const frame = page.frameLocator('iframe[title="Connect your bank"]');
    await frame.getByRole('heading', { name: 'Choose your bank' }).waitFor();
    await expectAccessible(page);
    await connectBank(frame);
    await frame.getByRole('button', { name: 'Finish' }).click();
    await frame.getByText('All done.').waitFor();
    await expectAccessible(page);
  });

  it('Customer Number Only opens the bank link for the customer alone', async () => {
    const page = await browser.newPage();
    await page.goto('/bank-statements/');
    await page.getByRole('textbox', { name: /^Customer Number/ }).fill('42');
    await page.getByRole('radio', { name: 'Yes' }).check();
    await page.getByRole('button', { name: 'Submit' }).click();
    const frameElement = page.locator('iframe[title="Connect your bank"]');
    await frameElement.waitFor();
    await expect(frameElement.getAttribute('src')).resolves.toBe(
      '/sandbox/bank-link/KOWHAI-customer:42',
    );
  });

  it('a failed submission shows the alert of §8', async () => {
    const page = await browser.newPage();
    await page.route('**/api/bank-statements', (route) =>
      route.fulfill({ status: 500, body: '{}' }),
    );
    await page.goto('/bank-statements/');
    await page.getByRole('textbox', { name: /^Customer Number/ }).fill('42');
    await page.getByRole('radio', { name: 'Yes' }).check();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toBe(
      'There was an issue with your submission. Please talk to to one of our staff members.',
    );
    browser.allowConsoleError(/status of 500/);
  });
});
