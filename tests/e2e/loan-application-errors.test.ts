import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, useBrowser } from './support/browser.ts';
import { expectHeading, fillStepOne, uniqueEmail } from './support/loan-application.ts';

const browser = useBrowser();

/**
 * The server's error answers are provoked by answering the save call in the browser (page.route):
 * these tests are about what the applicant sees for each answer (loan-application §8); the
 * server's own tests cover when it gives them.
 */
async function stepOneAnsweredWith(page: Page, status: number, body: unknown): Promise<void> {
  await page.route('**/api/loan-app/save', (route) => route.fulfill({ status, json: body }));
  await page.goto('/loan-application/step-1/');
  await fillStepOne(page, {
    firstName: 'Ana',
    lastName: 'Lemalu',
    email: uniqueEmail(`status${status}`),
  });
  await page.getByRole('button', { name: 'Next' }).click();
}

describe('what the applicant sees when a save fails (loan-application §8)', () => {
  it('opens the session modal on a 401 and stops asking before leaving', async () => {
    const page = await browser.newPage();
    await stepOneAnsweredWith(page, 401, { error: 'Your session has expired.' });
    const dialog = page.getByRole('dialog', { name: 'Your session has expired' });
    await dialog.waitFor();
    await expectNoAxeViolations(page);
    const prompts: string[] = [];
    page.on('dialog', (prompt) => {
      prompts.push(prompt.type());
      void prompt.dismiss();
    });
    // The page closes only once its unload handlers have run: a prompt would come before.
    const closed = page.waitForEvent('close').catch(() => undefined);
    const prompted = page.waitForEvent('dialog').catch(() => undefined);
    await page.close({ runBeforeUnload: true });
    await Promise.race([closed, prompted]);
    expect(prompts).toEqual([]);
    browser.allowConsoleError(/status of 401/);
  });

  it('opens the save-error modal on any other failure, and stays on the step with the answers', async () => {
    const page = await browser.newPage();
    await stepOneAnsweredWith(page, 503, { error: 'The credit bureau is unavailable.' });
    const dialog = page.getByRole('dialog', { name: 'We could not save your details' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await expectHeading(page, 'Step 1 of 4');
    await expect(page.getByLabel('First name', { exact: true }).inputValue()).resolves.toBe('Ana');
    await expect(page.getByRole('button', { name: 'Next' }).isEnabled()).resolves.toBe(true);
    browser.allowConsoleError(/status of 503/);
  });

  it("shows the server's field errors on the fields on a 422", async () => {
    const page = await browser.newPage();
    await stepOneAnsweredWith(page, 422, {
      error: 'Some answers need attention.',
      fields: { Email: 'Please enter a valid email address' },
    });
    await page
      .getByText('Could not submit the form. There was 1 error.')
      .waitFor({ state: 'attached' });
    await expect(
      page.getByLabel('Email address', { exact: true }).getAttribute('aria-invalid'),
    ).resolves.toBe('true');
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('Email');
    browser.allowConsoleError(/status of 422/);
  });

  it('opens the generic modal when the pre-save check fails for another reason', async () => {
    const page = await browser.newPage();
    await page.route('**/api/loan-app/pre-save-check', (route) =>
      route.fulfill({ status: 500, json: { error: 'Something went wrong' } }),
    );
    await page.goto('/loan-application/step-1/');
    await fillStepOne(page, {
      firstName: 'Ana',
      lastName: 'Lemalu',
      email: uniqueEmail('generic'),
    });
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('dialog', { name: 'Something went wrong' }).waitFor();
    browser.allowConsoleError(/status of 500/);
  });
});
