import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible, useBrowser } from './support/browser.ts';
import {
  approve,
  assignToMe,
  completeRecord,
  runIdentityCheck,
  signInAt,
  submittedWithStatements,
  waitForLetter,
} from './support/responsible-lending.ts';

// Issue 21 in the workspace: the officer completes the affordability record from the declared
// and bank-statement figures and decides; a failed buffer needs an approver's override.
const browser = useBrowser();

const outcome = (page: Page) => page.getByTestId('affordability-outcome');

describe('the affordability record in the decision screen (issue 21)', () => {
  it('the officer completes it from declared and statement figures and approves; axe at 1280 and 390', async () => {
    const page = await browser.newPage();
    const reference = await submittedWithStatements(page, 'Conditional');
    const path = `/staff/applications/${reference}/`;
    await signInAt(page, 'staff@kowhai.example.nz', path);
    await assignToMe(page);
    // The draft: the declared wages, what the ANZ statements show, and the credit report's
    // commitments (the sandbox's Conditional card and pay-later plan, $45 a week).
    await page.getByText(/Bank statements: \d+ fortnightly credits from ACME LTD SALARY/).waitFor();
    await page
      .getByText('Credit card, Harbour Bank: balance $2,400.00, $65.00 monthly (credit report)')
      .waitFor();
    await page.getByText(/PayLater NZ.*\(credit report\): \$30 a week/).waitFor();
    // The officer adds the car loan the applicant declared beside them; the surplus still keeps
    // the buffer at the amount applied for.
    await completeRecord(page, { declared: { label: 'Car loan', weekly: 60 } });
    await page.getByText('Car loan (declared): $60 a week').waitFor();
    await expect(outcome(page).textContent()).resolves.toBe('Pass');
    await runIdentityCheck(page);
    await expectAccessible(page);
    // The amount applied for, which the record assessed (issue 30 finding 1).
    await approve(page, '5000');
    await waitForLetter(page, 'Disclosure statement');
  }, 240_000);

  it('a record completed at $5,000 over 36 months refuses an approval of $8,000 and names the difference (CCCFA s 9C)', async () => {
    const page = await browser.newPage();
    const reference = await submittedWithStatements(page, 'Conditional');
    const path = `/staff/applications/${reference}/`;
    await signInAt(page, 'staff@kowhai.example.nz', path);
    await assignToMe(page);
    await completeRecord(page);
    await runIdentityCheck(page);
    await expect(outcome(page).textContent()).resolves.toBe('Pass');
    // The decision form offers the record's amount; the officer types another.
    await expect(page.getByLabel('Approved amount ($)').inputValue()).resolves.toBe('5000');
    await approve(page, '8000');
    await page
      .getByText(
        'The record assessed $5,000 over 36 months; this approval is for $8,000. Update the record first.',
      )
      .waitFor();
    browser.allowConsoleError(/status of 409/);
    await approve(page, '5000');
    await waitForLetter(page, 'Disclosure statement');
  }, 240_000);

  it('a failed buffer cannot be approved by the officer; the approver overrides with a reason', async () => {
    const page = await browser.newPage();
    const reference = await submittedWithStatements(page, 'Conditional');
    const path = `/staff/applications/${reference}/`;
    await signInAt(page, 'staff@kowhai.example.nz', path);
    await assignToMe(page);
    // At $40,000 over 36 months the ANZ statements leave $155.21 a week, above the $147.52
    // buffer; the credit report's commitments ($45 a week) take the surplus below it.
    await completeRecord(page, { amount: 40000 });
    await runIdentityCheck(page);
    await expect(outcome(page).textContent()).resolves.toBe('Fail');
    await expect(page.getByRole('button', { name: 'Override as approver' }).count()).resolves.toBe(
      0,
    );
    // Within the officer's limit, so only the buffer refuses it.
    await approve(page, '5000');
    await page.getByText(/an approver must override it with a reason/).waitFor();
    browser.allowConsoleError(/status of 409/);

    const approver = await browser.newDevicePage();
    await signInAt(approver, 'approver@kowhai.example.nz', path);
    await approver.getByLabel('Reason for the override').fill('Partner’s income pays the rent');
    await approver.getByRole('button', { name: 'Override as approver' }).click();
    await approver.getByText('Override recorded.').waitFor();
    await expect(outcome(approver).textContent()).resolves.toBe('Override by an approver');
    await approve(approver, '40000');
    await waitForLetter(approver, 'Disclosure statement');
  }, 240_000);
});
