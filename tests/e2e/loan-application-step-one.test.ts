import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, useBrowser } from './support/browser.ts';
import {
  expectHeading,
  fillStepOne,
  next,
  uniqueEmail,
  waitUntilReady,
} from './support/loan-application.ts';

const browser = useBrowser();

describe('step 1 of the application (loan-application §2 step 1, §5, §8)', () => {
  it('blocks an empty submit, announces the count and focuses the first invalid input', async () => {
    const page = await browser.newPage();
    await page.goto('/loan-application/step-1/');
    await waitUntilReady(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await page
      .getByText('Could not submit the form. There were 7 errors.')
      .waitFor({ state: 'attached' });
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('LoanPurpose');
    const errors = await page.locator('.field__error').allTextContents();
    expect(errors.map((e) => e.replace('Error: ', ''))).toEqual([
      'This field is required',
      'This field is required',
      'This field is required',
      'This field is required',
      'This field is required',
      'This field is required',
      'You must agree to the Privacy Policy',
    ]);
    await expect(
      page.getByLabel('First name', { exact: true }).getAttribute('aria-describedby'),
    ).resolves.toContain('FirstName-error');
    await expectNoAxeViolations(page);
    expect(page.url()).toMatch(/\/loan-application\/step-1\/$/);
  });

  it('says "There was 1 error." for a single error, then validates live as the applicant types (§5)', async () => {
    const page = await browser.newPage();
    await page.goto('/loan-application/step-1/');
    await fillStepOne(page, { firstName: 'Aroha', lastName: 'Ngata', email: 'aroha@example' });
    await page.getByRole('button', { name: 'Next' }).click();
    await page
      .getByText('Could not submit the form. There was 1 error.')
      .waitFor({ state: 'attached' });
    await page.getByText('Please enter a valid email address').waitFor({ state: 'attached' });
    await page.getByLabel('Email address', { exact: true }).fill('aroha@example.co.nz');
    await page.getByText('Please enter a valid email address').waitFor({ state: 'detached' });
    await page.getByLabel('First name', { exact: true }).fill('Aroha 2');
    await page
      .getByText('Our system does not support digits or special characters in your name')
      .waitFor({ state: 'attached' });
  });

  it('toggles between the slider and a specific amount, checking the configured bounds', async () => {
    const page = await browser.newPage();
    await page.goto('/loan-application/step-1/');
    await waitUntilReady(page);
    const slider = page.getByRole('slider', { name: 'How much would you like to borrow?' });
    await expect(slider.getAttribute('aria-valuetext')).resolves.toBe('$5,000');
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await expect(slider.getAttribute('aria-valuetext')).resolves.toBe('$6,000');
    await page.getByRole('button', { name: 'Need more or a more specific amount?' }).click();
    const amount = page.getByLabel('Loan amount', { exact: true });
    await amount.fill('60000');
    await page.getByRole('button', { name: 'Next' }).click();
    await page
      .getByText('Please enter a whole dollar amount between $1,000 and $50,000')
      .waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Use the slider instead' }).click();
    await expect(page.getByRole('slider').count()).resolves.toBe(1);
  });

  it('prefills from the address, and removes referrer, amount, purpose and related-id when the amount is invalid', async () => {
    const page = await browser.newPage();
    await page.goto(
      '/loan-application/step-1/?first-name=Aroha&last-name=Ngata&email=aroha%40example.co.nz&purpose=Vehicle+purchase&amount=10000',
    );
    await waitUntilReady(page);
    await expect(page.getByLabel('First name', { exact: true }).inputValue()).resolves.toBe(
      'Aroha',
    );
    await expect(page.getByLabel('What is the loan for?').inputValue()).resolves.toBe(
      'Vehicle purchase',
    );
    await expect(page.getByRole('slider').getAttribute('aria-valuetext')).resolves.toBe('$10,000');

    await page.goto(
      '/loan-application/step-1/?referrer=kowhai-motors&amount=12.50&purpose=Car&related-id=1000001&first-name=Aroha',
    );
    await waitUntilReady(page);
    expect(new URL(page.url()).search).toBe('?first-name=Aroha');
    await expect(page.getByRole('slider').getAttribute('aria-valuetext')).resolves.toBe('$5,000');
  });

  it('shows a referrer that locks amount and purpose as a summary', async () => {
    const page = await browser.newPage();
    await page.goto(
      '/loan-application/step-1/?referrer=kowhai-motors&amount=15000&purpose=Vehicle+purchase',
    );
    await waitUntilReady(page);
    await expect(
      page.getByRole('heading', { name: 'Finance for your next car from Kōwhai Motors' }).count(),
    ).resolves.toBe(1);
    const summary = page.getByRole('region', { name: 'Your loan details' });
    await expect(summary.textContent()).resolves.toMatch(
      /Loan amount\$15,000\.00Loan purposeVehicle purchase/,
    );
    await expect(page.getByRole('slider').count()).resolves.toBe(0);
    // Nothing left to ask about the loan: no "Your loan" section heading stands empty (issue 11).
    await expect(
      page.getByRole('heading', { name: 'Your loan', exact: true }).count(),
    ).resolves.toBe(0);
    await expectNoAxeViolations(page);
  });

  it('gives a $500 application from the Fast $500 link, and saves it (issue 7 finding 4)', async () => {
    const page = await browser.newPage();
    await page.goto('/promotions/fast-500/');
    await page.getByRole('link', { name: 'Apply now for $500' }).click();
    await waitUntilReady(page);
    const summary = page.getByRole('region', { name: 'Your loan details' });
    await expect(summary.textContent()).resolves.toMatch(/Loan amount\$500\.00/);
    await expect(page.getByRole('slider').count()).resolves.toBe(0);
    await fillStepOne(page, { firstName: 'Aroha', lastName: 'Ngata', email: uniqueEmail('fast') });
    await next(page, 'Step 2 of 4');
    expect(new URL(page.url()).searchParams.get('amount')).toBe('500');
  });

  it('opens the privacy policy in a modal that traps focus and returns it on Escape', async () => {
    const page = await browser.newPage();
    await page.goto('/loan-application/step-1/');
    await waitUntilReady(page);
    const opener = page.getByRole('button', { name: 'Read the Privacy Policy' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Privacy Policy' });
    await expect(dialog.getAttribute('id')).resolves.toBe('privacy-policy-modal');
    await page.keyboard.press('Tab');
    await expect(
      page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]')),
    ).resolves.toBe(true);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog.count()).resolves.toBe(0);
    await expect(opener.evaluate((element) => element === document.activeElement)).resolves.toBe(
      true,
    );
  });

  it('asks before leaving once a field has changed', async () => {
    const page = await browser.newPage();
    await page.goto('/loan-application/step-1/');
    await waitUntilReady(page);
    // A click and typed keys: Chromium shows the prompt only on a page the person has used.
    const firstName = page.getByLabel('First name', { exact: true });
    await firstName.click();
    await firstName.pressSequentially('Aroha');
    // The prompt is set once the change has rendered; wait for its listener, not for a time.
    const cdp = await page.context().newCDPSession(page);
    const { result } = await cdp.send('Runtime.evaluate', { expression: 'window' });
    await expect
      .poll(async () => {
        const { listeners } = await cdp.send('DOMDebugger.getEventListeners', {
          objectId: result.objectId!,
        });
        return listeners.map((listener) => listener.type);
      })
      .toContain('beforeunload');
    const dialog = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const shown = await dialog;
    expect(shown.type()).toBe('beforeunload');
    await shown.dismiss();
  });

  it('warns about an application already in progress for the email, and carries on when the applicant continues', async () => {
    const email = uniqueEmail('presave');
    const first = await browser.newPage();
    await first.goto('/loan-application/step-1/');
    await fillStepOne(first, { firstName: 'Hemi', lastName: 'Walker', email });
    await next(first, 'Step 2 of 4');

    // Another device: this browser's own tabs would resume the same application (decision 059).
    const page = await browser.newDevicePage();
    await page.goto('/loan-application/step-1/');
    await fillStepOne(page, { firstName: 'Hemi', lastName: 'Walker', email });
    await page.getByRole('button', { name: 'Next' }).click();
    const dialog = page.getByRole('dialog', { name: 'You already have an application with us' });
    await dialog.waitFor();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expectHeading(page, 'Step 1 of 4');
    await page.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('button', { name: 'Continue with a new application' }).click();
    await expectHeading(page, 'Step 2 of 4');
  });
});
