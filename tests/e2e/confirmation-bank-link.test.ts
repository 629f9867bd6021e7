import { describe, expect, it } from 'vitest';
import type { Response } from 'playwright-core';
import { expectAccessible, useBrowser } from './support/browser.ts';
import {
  completeStepsOneToThree,
  expectHeading,
  fillStepFour,
  uniqueEmail,
} from './support/loan-application.ts';

const browser = useBrowser();

describe("the confirmation page's bank-statement widget (loan-application §1, site-and-tools §4, §7)", () => {
  it('completes through the bank-link sandbox, posts the statements with the application and logs each message', async () => {
    const page = await browser.newPage();
    const logged: { appId: string; data: { event?: string } }[] = [];
    const posted: Response[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/api/loan-app/bank-statements')) posted.push(response);
    });
    page.on('request', (request) => {
      if (request.url().endsWith('/api/illion/log'))
        logged.push(JSON.parse(request.postData() ?? '{}'));
    });
    await completeStepsOneToThree(page, {
      firstName: 'Aroha',
      lastName: 'Banks',
      email: uniqueEmail('banks'),
    });
    await fillStepFour(page);
    await page.getByRole('button', { name: 'Submit application' }).click();
    await page.waitForURL('**/loan-application/success/?appref=*');
    await expectHeading(page, 'Thank you: we have your application');
    const token = new URL(page.url()).searchParams.get('appref')!;
    // The confirmation overlay (site-and-tools §2) covers the page for 2 to 3 s: the applicant
    // uses the bank link once it has faded.
    await page
      .getByRole('status')
      .filter({ hasText: 'Your application has been sent' })
      .waitFor({ state: 'hidden', timeout: 5000 });

    const frameElement = page.locator('iframe[title="Bank statements"]');
    // spec: site-and-tools §7 "For the widget it is '-webid:{reference}'"
    await expect(frameElement.getAttribute('src')).resolves.toBe(
      `/sandbox/bank-link/KOWHAI-webid:${token}`,
    );
    const frame = page.frameLocator('iframe[title="Bank statements"]');
    await frame.getByRole('radio', { name: 'ASB' }).check();
    await frame.getByRole('button', { name: 'Continue' }).click();
    await frame.getByLabel('User name').fill('demo');
    await frame.getByLabel('Password').fill('demo');
    await frame.getByRole('button', { name: 'Sign in' }).click();
    await frame.getByRole('checkbox', { name: 'Savings account' }).check();
    await frame.getByRole('button', { name: 'Send statements' }).click();
    await frame.getByRole('button', { name: 'Finish' }).click();

    // The widget's value is posted with the application's token and stored with it (issue 23 item 1).
    await expect.poll(() => posted.length, { timeout: 10_000 }).toBe(1);
    const answer = posted[0]!;
    expect(answer.status()).toBe(200);
    expect(JSON.parse(answer.request().postData() ?? '{}')).toEqual({
      Token: token,
      BankStatements: JSON.stringify([{ status: 'complete', reference: `KOWHAI-webid:${token}` }]),
    });
    await page.getByText('Thank you, your bank statements have been sent.').waitFor();
    await expect(frameElement.count()).resolves.toBe(0);
    await expectAccessible(page);

    await expect.poll(() => logged.length, { timeout: 5_000 }).toBeGreaterThanOrEqual(2);
    expect(logged.map((entry) => entry.data.event)).toEqual(['submission_complete', 'submit_all']);
    expect(logged.every((entry) => entry.appId === token)).toBe(true);
    // The whole application, then the bank link: a journey of its own length.
  }, 180_000);
});
