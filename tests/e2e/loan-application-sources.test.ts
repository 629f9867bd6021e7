import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, useBrowser } from './support/browser.ts';
import {
  fillStepOne,
  fillStepTwo,
  next,
  storedApplication,
  uniqueEmail,
} from './support/loan-application.ts';

const browser = useBrowser();
const BRANCH_QUESTION = 'Which branch would you like to deal with?';

// Source is set at save, the first that applies winning (loan-application §4): Joint Borrower,
// Broker, Staff (the staff branch value), Branch (a preset branch), Website.
describe('Source Staff and Branch (loan-application §4, §6)', () => {
  it('offers the staff branch value to a signed-in staff member, and stores Source Staff', async () => {
    const page = await browser.newPage();
    const signIn = await page.request.post('/api/session/sign-in', {
      data: { email: 'staff@kowhai.example.nz', password: 'demo-password-2026' },
    });
    expect(signIn.status()).toBe(200);
    await page.goto('/loan-application/step-1/');
    // A staff member enters the customer's own details: nothing of the staff member's is filled in.
    await fillStepOne(page, { firstName: 'Hemi', lastName: 'Walker', email: uniqueEmail('staff') });
    await next(page, 'Step 2 of 4');
    await fillStepTwo(page, { branch: 'Staff application' });
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await next(page, 'Step 3 of 4');
    const stored = await storedApplication(page);
    expect(stored.FormState.Source).toBe('Staff');
    expect(stored.FormData.PreferredBranch).toBe('staff');
  });

  it('does not offer the staff value to an applicant', async () => {
    const page = await browser.newPage();
    await page.goto('/loan-application/step-1/');
    await fillStepOne(page, { firstName: 'Mere', lastName: 'Tane', email: uniqueEmail('anon') });
    await next(page, 'Step 2 of 4');
    const options = await page
      .getByLabel(BRANCH_QUESTION, { exact: true })
      .locator('option')
      .allTextContents();
    expect(options).toContain('Online: no preferred branch');
    expect(options).not.toContain('Staff application');
  });

  it("stores Source Branch for a branch page's Apply now (a preset branch)", async () => {
    const page = await browser.newPage();
    await page.goto('/loan-application/step-1/?branch=115');
    await fillStepOne(page, { firstName: 'Ana', lastName: 'Rangi', email: uniqueEmail('branch') });
    await next(page, 'Step 2 of 4');
    await expect(page.getByLabel(BRANCH_QUESTION, { exact: true }).count()).resolves.toBe(0);
    await fillStepTwo(page, { branch: null });
    await next(page, 'Step 3 of 4');
    const stored = await storedApplication(page);
    expect(stored.FormState.Source).toBe('Branch');
    expect(stored.FormData.PreferredBranch).toBe('115');
  });
});
