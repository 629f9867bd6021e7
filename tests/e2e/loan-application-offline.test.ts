import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { applicationCopy, CONCURRENT_CHANGE_MESSAGE } from '#content/loan-application-copy.ts';
import { applicationModalsCopy } from '#content/loan-application-modals-copy.ts';
import { expectNoAxeViolations, useBrowser } from './support/browser.ts';
import {
  expectHeading,
  fillStepOne,
  fillStepTwo,
  next,
  resumeAnswer,
  uniqueEmail,
  waitUntilReady,
} from './support/loan-application.ts';

// A dropping connection and a stale tab on a 390 px phone (issue 11 "Come back and finish" 3;
// issue 12 finding 8; decision 060).
const browser = useBrowser({ viewport: { width: 390, height: 844 } });

const person = (label: string) => ({
  firstName: 'Aroha',
  lastName: 'Ngata',
  email: uniqueEmail(label),
});

const contactNumber = (page: Page) => page.getByLabel('Contact number', { exact: true });

describe('a save on a dropping connection', () => {
  it('says it is retrying while offline, keeps the answers, and saves once when back online', async () => {
    const page = await browser.newPage();
    await page.goto('/loan-application/step-1/');
    await fillStepOne(page, person('offline'));
    await next(page, 'Step 2 of 4');
    expect((await resumeAnswer(page))!.Version).toBe(1);
    await fillStepTwo(page);

    await page.context().setOffline(true);
    await page.getByRole('button', { name: 'Next' }).click();
    // Seen by the button and said politely in the live region; not an error.
    await page.getByText(applicationCopy.retrying).first().waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: applicationCopy.retrying })
      .waitFor({ state: 'attached' });
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: /could not/i })
        .count(),
    ).resolves.toBe(0);
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    await expectHeading(page, 'Step 2 of 4');
    // What was typed is still there (the number as its rule reads it, decision 057).
    await expect(contactNumber(page).inputValue()).resolves.toMatch(/^021\s?123\s?4567$/);
    await expect(page.getByLabel('Gender', { exact: true }).inputValue()).resolves.toBe('Female');
    await expectNoAxeViolations(page);

    await page.context().setOffline(false);
    await expectHeading(page, 'Step 3 of 4');
    await expect(page.getByText(applicationCopy.retrying).count()).resolves.toBe(0);
    const after = (await resumeAnswer(page))!;
    expect(after.Step).toBe(3);
    expect(after.Version).toBe(2);
    expect(after.FormData.ContactNumber).toBeDefined();
    browser.allowConsoleError(/ERR_INTERNET_DISCONNECTED|Failed to load resource|Failed to fetch/);
  });

  it('saves once when the first answer is lost on the way back and the save is retried', async () => {
    const page = await browser.newPage();
    await page.goto('/loan-application/step-1/');
    await fillStepOne(page, person('lost-answer'));
    await next(page, 'Step 2 of 4');
    await fillStepTwo(page);

    // The first save reaches the server and is saved; its answer never arrives.
    const sent: string[] = [];
    let dropped = false;
    await page.route('**/api/loan-app/save', async (route) => {
      sent.push((route.request().postDataJSON() as { IdempotencyKey: string }).IdempotencyKey);
      if (dropped) return route.continue();
      dropped = true;
      await route.fetch();
      await route.abort('connectionreset');
    });
    await page.getByRole('button', { name: 'Next' }).click();
    await expectHeading(page, 'Step 3 of 4');

    expect(sent).toHaveLength(2);
    expect(sent[1]).toBe(sent[0]);
    const after = (await resumeAnswer(page))!;
    // One save: the version moved on by one, not two.
    expect(after.Version).toBe(2);
    browser.allowConsoleError(/ERR_CONNECTION_RESET|Failed to load resource|Failed to fetch/);
  });
});

describe('a stale tab', () => {
  it('is refused with the other-window message and reloads the latest answers', async () => {
    const tabA = await browser.newPage();
    await tabA.goto('/loan-application/step-1/');
    await fillStepOne(tabA, person('stale'));
    await next(tabA, 'Step 2 of 4');

    const tabB = await browser.newPage();
    // The same browser: the new tab resumes the session's application (decision 059).
    await tabB.goto('/loan-application/step-2/');
    await expectHeading(tabB, 'Step 2 of 4');
    await waitUntilReady(tabB);

    // Tab A saves step 2 first.
    await fillStepTwo(tabA);
    await contactNumber(tabA).fill('021 555 0101');
    await next(tabA, 'Step 3 of 4');

    // Tab B, loaded before that save, is refused: its answers do not overwrite tab A's.
    await fillStepTwo(tabB);
    await contactNumber(tabB).fill('022 999 0202');
    await tabB.getByRole('button', { name: 'Next' }).click();
    const dialog = tabB.getByRole('dialog', {
      name: applicationModalsCopy['app-stale-error-modal'].title,
    });
    await dialog.waitFor();
    await expect(dialog.textContent()).resolves.toContain(CONCURRENT_CHANGE_MESSAGE);
    await expectNoAxeViolations(tabB);
    const kept = (await resumeAnswer(tabB))!;
    expect(String(kept.FormData.ContactNumber).replace(/\D/g, '')).toBe('0215550101');

    await dialog
      .getByRole('button', { name: applicationModalsCopy['app-stale-error-modal'].action })
      .click();
    await expectHeading(tabB, 'Step 2 of 4');
    await waitUntilReady(tabB);
    await expect(contactNumber(tabB).inputValue()).resolves.toMatch(/^021\s?555\s?0101$/);
    browser.allowConsoleError(/status of 412/);
  });
});
