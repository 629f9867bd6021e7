import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, useBrowser } from './support/browser.ts';
import {
  completeStepsOneToThree,
  expectHeading,
  fillStepFour,
  uniqueEmail,
  type Applicant,
} from './support/loan-application.ts';

const browser = useBrowser();

function applicant(lastName: string): Applicant {
  return {
    firstName: 'Aroha',
    lastName,
    email: uniqueEmail(lastName.toLowerCase()),
    joint: {
      firstName: 'Tama',
      lastName: 'Ngata',
      email: uniqueEmail('tama'),
      phone: '022 765 4321',
    },
  };
}

/** The application conversion events the page sends (site-and-tools §7), with the token each carries. */
function recordConversions(page: Page): { eventName: string; token: string; sourceUrl: string }[] {
  const events: { eventName: string; token: string; sourceUrl: string }[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/conversions/application'))
      events.push(JSON.parse(request.postData() ?? '{}'));
  });
  return events;
}

async function waitForEvents(events: { eventName: string }[], count: number): Promise<void> {
  await expect.poll(() => events.length, { timeout: 5_000 }).toBeGreaterThanOrEqual(count);
}

describe('a full anonymous application with a joint applicant (loan-application §1-§4)', () => {
  it('reaches the standard confirmation with its reference, and no personal data on the page', async () => {
    const page = await browser.newPage();
    const events = recordConversions(page);
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
    // The bank-statement widget for this application (tests/e2e/confirmation-bank-link.test.ts drives it).
    await page.locator('iframe[title="Bank statements"]').waitFor();
    await expectNoAxeViolations(page);
    await waitForEvents(events, 5);
    const token = new URL(page.url()).searchParams.get('appref');
    expect(events.map((event) => event.eventName)).toEqual([
      'Step1 Submit',
      'Step2 Submit',
      'Step3 Submit',
      'SubmitApplication',
      'Application-Complete',
    ]);
    expect(events.every((event) => event.token === token)).toBe(true);
    expect(events[0]?.sourceUrl).toBe('/loan-application/step-2/');
  });

  it('reaches the conditional confirmation for last name Conditional, asking for income on step 4', async () => {
    const page = await browser.newPage();
    const events = recordConversions(page);
    await completeStepsOneToThree(page, applicant('Conditional'));
    await fillStepFour(page, { income: true });
    await page.getByRole('button', { name: 'Submit application' }).click();
    await page.waitForURL('**/loan-application/success/?appref=*');
    await expectHeading(page, 'conditionally approved');
    await waitForEvents(events, 6);
    expect(events.map((event) => event.eventName).slice(3)).toEqual([
      'SubmitApplication',
      'Conditional Approval',
      'Application-Complete',
    ]);
  });

  it('reaches the declined confirmation for last name Decline', async () => {
    const page = await browser.newPage();
    const events = recordConversions(page);
    await completeStepsOneToThree(page, applicant('Decline'));
    await fillStepFour(page);
    await page.getByRole('button', { name: 'Submit application' }).click();
    await page.waitForURL('**/loan-application/success/?appref=*');
    await expectHeading(page, 'We are unable to approve your application');
    await waitForEvents(events, 6);
    expect(events.map((event) => event.eventName).slice(3)).toEqual([
      'SubmitApplication',
      'Auto-Decline',
      'Application-Complete',
    ]);
    await expectNoAxeViolations(page);
  });

  it('does not let the applicant back into a submitted application', async () => {
    const page = await browser.newPage();
    await completeStepsOneToThree(page, applicant('Ngata'));
    await fillStepFour(page);
    await page.getByRole('button', { name: 'Submit application' }).click();
    await page.waitForURL('**/loan-application/success/?appref=*');
    await page.goto('/loan-application/step-3/');
    await expectHeading(page, 'Step 1 of 4');
    await expect(page.getByLabel('Email address', { exact: true }).inputValue()).resolves.toBe('');
  });
});
