import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, useBrowser } from './support/browser.ts';
import { completeStepsOneToThree, expectHeading, fillStepFour, uniqueEmail, type Applicant } from './support/loan-application.ts';

const browser = useBrowser();

function applicant(lastName: string): Applicant {
  return {
    firstName: 'Aroha',
    lastName,
    email: uniqueEmail(lastName.toLowerCase()),
    joint: { firstName: 'Tama', lastName: 'Ngata', email: uniqueEmail('tama'), phone: '022 765 4321' },
  };
}

describe('a full anonymous application with a joint applicant (loan-application §1-§4)', () => {
  it('reaches the standard confirmation with its reference, and no personal data on the page', async () => {
    const page = await browser.newPage();
    const person = applicant('Ngata');
    await completeStepsOneToThree(page, person);
    await fillStepFour(page);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Submit application' }).click();
    await page.waitForURL('**/loan-application/success/?appref=*');
    await expectHeading(page, 'Thank you: we have your application');
    const text = (await page.locator('main').textContent()) ?? '';
    expect(text).toMatch(/Your application reference: \d{7,}/);
    expect(text).not.toContain(person.email);
    expect(text).not.toContain('Aroha');
    await expect(page.getByRole('link', { name: 'Send your bank statements' }).getAttribute('href')).resolves.toBe('/bank-statements/');
    await expectNoAxeViolations(page);
  });

  it('reaches the conditional confirmation for last name Conditional, asking for income on step 4', async () => {
    const page = await browser.newPage();
    await completeStepsOneToThree(page, applicant('Conditional'));
    await fillStepFour(page, { income: true });
    await page.getByRole('button', { name: 'Submit application' }).click();
    await page.waitForURL('**/loan-application/success/?appref=*');
    await expectHeading(page, 'conditionally approved');
  });

  it('reaches the declined confirmation for last name Decline', async () => {
    const page = await browser.newPage();
    await completeStepsOneToThree(page, applicant('Decline'));
    await fillStepFour(page);
    await page.getByRole('button', { name: 'Submit application' }).click();
    await page.waitForURL('**/loan-application/success/?appref=*');
    await expectHeading(page, 'We are unable to approve your application');
  });
});
