import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.ts';
import { expectHeading, uniqueEmail, waitUntilReady } from './support/loan-application.ts';

const browser = useBrowser();

/**
 * On a slow phone connection the server-rendered form paints seconds before its script runs
 * (issue 7 finding 9). Here the script is held back until the applicant has answered step 1, as a
 * slow network would hold it: what they typed and chose must survive the script taking over.
 */
describe('answers given before the script runs', () => {
  it('keeps what the applicant typed and chose on step 1 and submits it', async () => {
    const page = await browser.newPage();
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let heldScripts = 0;
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      heldScripts += 1;
      await released;
      await route.continue();
    });

    // Module scripts are deferred: waiting for the DOM would wait for the held script.
    await page.goto('/loan-application/step-1/', { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1, name: /Step 1 of 4/ }).waitFor();
    const email = uniqueEmail('typed-early');
    await page
      .getByLabel('What is the loan for?', { exact: true })
      .selectOption('Vehicle purchase');
    await page.getByLabel('Title', { exact: true }).selectOption('Ms');
    await page.getByLabel('First name', { exact: true }).fill('Aroha');
    await page.getByLabel('Last name', { exact: true }).fill('Ngata');
    await page.getByLabel('Email address', { exact: true }).fill(email);
    await page
      .getByRole('group', { name: 'Is anyone applying for this loan with you?' })
      .getByLabel('No', { exact: true })
      .check();
    await page.getByLabel('I have read and agree to the Privacy Policy', { exact: true }).check();
    expect(heldScripts, 'the page script was held back while the applicant typed').toBeGreaterThan(
      0,
    );

    release();
    await waitUntilReady(page);

    await expect(page.getByLabel('First name', { exact: true }).inputValue()).resolves.toBe(
      'Aroha',
    );
    await expect(page.getByLabel('Last name', { exact: true }).inputValue()).resolves.toBe('Ngata');
    await expect(page.getByLabel('Email address', { exact: true }).inputValue()).resolves.toBe(
      email,
    );
    await expect(page.getByLabel('Title', { exact: true }).inputValue()).resolves.toBe('Ms');
    await expect(
      page.getByLabel('I have read and agree to the Privacy Policy', { exact: true }).isChecked(),
    ).resolves.toBe(true);
    // The answers are in the application, not only on the screen: step 1 submits without errors.
    await page.getByRole('button', { name: 'Next' }).click();
    await expectHeading(page, 'Step 2 of 4');
  });
});
