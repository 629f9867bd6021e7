import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { waitUntilReady } from './loan-application.ts';

const OUTBOX_WAIT_MS = 15_000;

/** The sandbox outbox's message with this subject, once the worker has sent it. */
export async function outboxMessage(page: Page, subject: string): Promise<Locator> {
  const message = page.getByRole('article').filter({
    has: page.getByRole('heading', { name: subject, exact: true }),
  });
  await expect
    .poll(
      async () => {
        await page.goto('/dev/outbox/');
        return message.count();
      },
      { message: `no message "${subject}" in the outbox`, timeout: OUTBOX_WAIT_MS },
    )
    .toBeGreaterThan(0);
  return message.first();
}

/** The status link (decision 093) in an outbox message's text. */
export const statusLinkIn = (text: string): string =>
  /https?:\/\/\S+\/application-status\/#[A-Za-z0-9_-]{43}/.exec(text)![0];

/**
 * Opens an emailed status link as the applicant would, with the date of birth the journeys' step
 * 2 gives (23 April 1990); answers the application's region on the page.
 */
export async function openStatusLink(
  page: Page,
  link: string,
  reference: string,
): Promise<Locator> {
  await page.goto(link);
  // The button is enabled once the page has read the link (after hydration).
  await waitUntilReady(page, /^Show my application$/);
  const dob = page.getByRole('group', { name: 'Date of birth' });
  await dob.getByLabel('Day', { exact: true }).selectOption('23');
  await dob.getByLabel('Month', { exact: true }).selectOption({ label: 'April' });
  await dob.getByLabel('Year', { exact: true }).fill('1990');
  await page.getByRole('button', { name: 'Show my application' }).click();
  const region = page.getByRole('region', { name: `Application ${reference}` });
  await region.waitFor();
  return region;
}
