import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '#content/accounts.ts';
import { openStatusLink, outboxMessage, statusLinkIn } from './support/applicant-status.ts';
import { expectNoAxeViolations, useBrowser } from './support/browser.ts';
import { completeStepsOneToThree, fillStepFour, uniqueEmail } from './support/loan-application.ts';

// Issue 29 "What to build" 2: the applicant withdraws an undecided application from the emailed
// status link, after a confirmation step; the officer's queue shows it withdrawn.
const browser = useBrowser();

describe('the applicant withdraws from the status link', () => {
  it('confirms, sees it withdrawn, and the queue shows it withdrawn', async () => {
    const page = await browser.newDevicePage();
    await completeStepsOneToThree(page, {
      firstName: 'Moana',
      lastName: 'Hokianga',
      email: uniqueEmail('hokianga'),
    });
    await fillStepFour(page);
    await page.getByRole('button', { name: 'Submit application' }).click();
    await page.waitForURL('**/loan-application/success/?appref=*');
    const reference = (await page
      .locator('.application-success__reference strong')
      .textContent())!.trim();
    const email = await outboxMessage(page, `We have your loan application ${reference}`);
    const link = statusLinkIn(await email.innerText());

    const applicant = await browser.newPage();
    const status = await openStatusLink(applicant, link, reference);
    await status.getByRole('button', { name: 'Withdraw my application' }).click();
    // The confirmation step: nothing is sent until "Yes".
    await status.getByText(`Are you sure you want to withdraw application ${reference}?`).waitFor();
    await expectNoAxeViolations(applicant);
    await status.getByRole('button', { name: 'Yes, withdraw it' }).click();
    await status.getByText('Your application is withdrawn.').waitFor();
    await expect(status.innerText()).resolves.toContain('Status: Withdrawn.');
    expect(await status.getByRole('button', { name: /withdraw/i }).count()).toBe(0);

    const officer = await browser.newPage();
    const signIn = await officer.request.post('/api/session/sign-in', {
      data: { email: 'staff@kowhai.example.nz', password: DEMO_PASSWORD },
    });
    expect(signIn.status()).toBe(200);
    await officer.goto(`/staff/?q=${reference}`);
    const row = officer.getByRole('row').filter({ hasText: reference });
    await row.waitFor();
    await expect(row.innerText()).resolves.toContain('Withdrawn');
  }, 180_000);
});
