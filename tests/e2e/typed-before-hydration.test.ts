import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { submitThroughApi } from './support/api-application.ts';
import { useBrowser } from './support/browser.ts';
import { expectHeading, uniqueEmail, waitUntilReady } from './support/loan-application.ts';
import { signInAt } from './support/responsible-lending.ts';

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

/**
 * The workspace's forms run on the form runtime (docs/decisions/161): what an officer types into
 * the server-rendered application page before its script runs must survive the script taking
 * over, in each of the page's forms, and be what is sent.
 */
describe('what an officer typed before the script runs', () => {
  it('keeps the note typed beside another form and adds it', async () => {
    const page = await browser.newPage();
    const lastName = `Early${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;
    const reference = await submitThroughApi(page.request, {
      amount: 5000,
      firstName: 'Mere',
      lastName,
      email: uniqueEmail('officer-typed'),
    });
    const path = `/staff/applications/${reference}/`;
    await signInAt(page, 'staff@kowhai.example.nz', path);

    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(path, { waitUntil: 'commit' });
    const note = page.getByLabel('New note', { exact: true });
    const reason = page.getByLabel('Why the applicant withdrew', { exact: true });
    await note.fill('Rang the applicant about the payslip.');
    await reason.fill('Found a loan elsewhere.');
    release();
    // The page's buttons wait for its script.
    const add = page.getByRole('button', { name: 'Add the note' });
    await add.and(page.locator(':enabled')).waitFor();

    await add.click();
    // The page reloads with the note in its list: what was sent is what was typed, on its own.
    await page.getByText(/: Rang the applicant about the payslip\.$/).waitFor();
  });
});

/**
 * Parts whose code loads when the visitor reaches for them (docs/decisions/162): the page shows
 * them from the server's HTML, and what the visitor does there before their code has come (typed,
 * moved, pressed) still counts once it has.
 */
describe('a part used before its code has come', () => {
  async function holdChunk(page: Page, file: RegExp) {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let asked = false;
    await page.route(file, async (route) => {
      asked = true;
      await released;
      await route.continue();
    });
    return { release, asked: () => asked };
  }

  it('takes the place typed into the find-a-branch box and its "Find branch" press', async () => {
    const page = await browser.newPage();
    const box = await holdChunk(page, /\/assets\/find-branch-box\.on-demand-[\w-]+\.js$/);
    await page.goto('/', { waitUntil: 'networkidle' });
    expect(box.asked(), 'the box loads nothing before the visitor reaches for it').toBe(false);
    const region = page.getByRole('region', { name: 'Find your nearest branch' });
    await region.getByRole('textbox', { name: 'Town or postcode' }).fill('Dunedin');
    await region.getByRole('button', { name: 'Find branch' }).click();
    expect(box.asked(), 'reaching for the box asked for its code').toBe(true);
    expect(new URL(page.url()).pathname, 'the press waited for the code').toBe('/');
    box.release();
    await page.waitForURL('**/find-a-branch-near-you/dunedin/');
    await page.getByRole('heading', { level: 1, name: 'Dunedin branch' }).waitFor();
  });

  it('takes a calculator slider moved by keyboard into the figures', async () => {
    const page = await browser.newPage();
    const calculator = await holdChunk(page, /\/assets\/loan-calculator\.on-demand-[\w-]+\.js$/);
    await page.goto('/loan-calculator/', { waitUntil: 'networkidle' });
    expect(calculator.asked(), 'the calculator loads nothing before it is used').toBe(false);
    const amount = page.getByRole('slider', { name: 'Loan amount', exact: true });
    const shown = await amount.getAttribute('aria-valuetext');
    await amount.press('End');
    expect(calculator.asked(), 'reaching for the slider asked for its code').toBe(true);
    calculator.release();
    await expect
      .poll(() => amount.getAttribute('aria-valuetext'), { timeout: 10_000 })
      .not.toBe(shown);
    await expect(amount.getAttribute('aria-valuetext')).resolves.toBe('$50,000.00');
  });
});
