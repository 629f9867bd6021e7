import { describe, it } from 'vitest';
import { expectNoAxeViolations, useBrowser } from './support/browser.ts';
import {
  expect,
  fillStepOne,
  fillStepTwo,
  next,
  storedApplication,
  uniqueEmail,
} from './support/loan-application.ts';

// Issue 11 "What the applicant sees" item 1 (decision 058): a branch chosen on a branch page is
// named on step 2, and the applicant can change it there.

const browser = useBrowser({ viewport: { width: 390, height: 844 } });
const BRANCH_QUESTION = 'Which branch would you like to deal with?';

describe("a branch page's Apply now, on a phone", () => {
  it('names the branch on step 2, and Change branch lets the applicant pick another, with no axe violations', async () => {
    const page = await browser.newPage();
    await page.goto('/find-a-branch-near-you/hamilton/');
    await page.getByRole('main').getByRole('link', { name: 'Apply now' }).click();
    await fillStepOne(page, {
      firstName: 'Aroha',
      lastName: 'Ngata',
      email: uniqueEmail('branch'),
    });
    await next(page, 'Step 2 of 4');

    await page.getByText('Your application goes to our Hamilton branch.').waitFor();
    await expect(page.getByLabel(BRANCH_QUESTION, { exact: true }).count()).resolves.toBe(0);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Change branch' }).click();
    const question = page.getByLabel(BRANCH_QUESTION, { exact: true });
    await expect(question.evaluate((element) => element === document.activeElement)).resolves.toBe(
      true,
    );
    await expect(
      page.getByText('Your application goes to our Hamilton branch.').count(),
    ).resolves.toBe(0);
    await fillStepTwo(page, { branch: null });
    await question.selectOption({ label: 'Dunedin' });
    await expectNoAxeViolations(page);
    await next(page, 'Step 3 of 4');

    const stored = await storedApplication(page);
    expect(stored.FormData.PreferredBranch).toBe('115');
    expect(stored.FormState.Source).toBe('Branch');
  });
});
