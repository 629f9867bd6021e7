import { describe, expect, it } from 'vitest';
import type { Locator, Page, Route } from 'playwright-core';
import { tinyJpeg } from '#server/test-support/uploads.ts';
import {
  expectNoAxeViolations,
  expectAccessible,
  PHONE,
  DESKTOP,
  useBrowser,
} from './support/browser.ts';
import {
  completeStepsOneToThree,
  expectHeading,
  fillStepFour,
  fillStepOne,
  fillStepThree,
  fillStepTwo,
  fillBrokerFinancialFields,
  next,
  signInAsBroker,
  uniqueEmail,
  waitUntilReady,
} from './support/loan-application.ts';

/** site-and-tools §4 and §9: a tooltip keeps 20 px from the window's edges. */
const EDGE_MARGIN = 20;

// What the applicant sees on a 390 px phone (issue 11 "What the applicant sees" 2 to 6), and the
// summary beside the form on a 1280 px desktop (3).
const browser = useBrowser({ viewport: PHONE });

/** Holds the next save until released, so the page can be seen while it waits. */
async function holdNextSave(page: Page): Promise<{ arrived: Promise<void>; release: () => void }> {
  let arrive!: () => void;
  let release!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    '**/api/loan-app/save',
    async (route: Route) => {
      arrive();
      await released;
      await route.continue();
    },
    { times: 1 },
  );
  return { arrived, release };
}

/** The step's live region (the form announcer): what a screen reader is told. */
const liveRegion = (page: Page) => page.locator('section.application > [role="status"]');

async function noButtonNameViolation(page: Page): Promise<void> {
  await expectNoAxeViolations(page);
  const steps = page.getByRole('navigation', { name: 'Application steps' });
  for (const step of [1, 2, 3, 4])
    await expect(
      steps.getByRole('button', { name: new RegExp(`^Step ${step}: \\S`) }).count(),
    ).resolves.toBe(1);
}

describe('what the applicant sees on a phone', () => {
  it(
    'shows the progress, keeps consents beside their labels, and stops saying "Saving" once saved',
    { timeout: 120_000 },
    async () => {
      const page = await browser.newPage();
      await page.goto('/loan-application/step-1/');
      await fillStepOne(page, {
        firstName: 'Aroha',
        lastName: 'Parata',
        email: uniqueEmail('parata'),
      });
      await expect(page.getByRole('heading', { level: 1 }).isVisible()).resolves.toBe(true);
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
        'Step 1 of 4: Your loan',
      );
      for (const label of [
        'I have read and agree to the Privacy Policy',
        'I agree to receive my loan documents and other communication electronically',
      ]) {
        const box = (await page.getByRole('checkbox', { name: label }).boundingBox())!;
        const text = (await page.locator('label', { hasText: label }).boundingBox())!;
        expect(text.x, `${label}: beside the box`).toBeGreaterThanOrEqual(box.x + box.width);
        expect(text.y, `${label}: on the box's line`).toBeLessThan(box.y + box.height);
      }
      await noButtonNameViolation(page);

      await next(page, 'Step 2 of 4: About you');
      await noButtonNameViolation(page);
      await fillStepTwo(page);
      const save = await holdNextSave(page);
      await page.getByRole('button', { name: 'Next' }).click();
      await save.arrived;
      await expect.poll(() => liveRegion(page).textContent()).toMatch(/^Saving your details…/);
      save.release();
      await expectHeading(page, 'Step 3 of 4');
      await expect.poll(() => liveRegion(page).textContent()).not.toMatch(/Saving/);
      await page.waitForLoadState('networkidle');
      await expect(liveRegion(page).textContent()).resolves.not.toMatch(/Saving/);
      await noButtonNameViolation(page);

      await fillStepThree(page);
      await next(page, 'Step 4 of 4');
      await noButtonNameViolation(page);
    },
  );

  it('shows a spinner while the application is processed, still when motion is reduced', async () => {
    const page = await browser.newPage();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await completeStepsOneToThree(page, {
      firstName: 'Aroha',
      lastName: 'Tipene',
      email: uniqueEmail('tipene'),
    });
    await fillStepFour(page);

    const save = await holdNextSave(page);
    await page.getByRole('button', { name: 'Submit application' }).click();
    await save.arrived;
    const overlay = page.locator('.application__overlay');
    await overlay
      .getByText('Your application is being processed and should only take a minute.')
      .waitFor();
    const spinner = overlay.locator('.application__spinner');
    await expect(spinner.isVisible()).resolves.toBe(true);
    const animation = () => spinner.evaluate((el) => getComputedStyle(el).animationName);
    await expect(animation()).resolves.toBe('none');
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await expect(animation()).resolves.not.toBe('none');
    save.release();
    await page.waitForURL('**/loan-application/success/?appref=*');
  });
});

/** Opens a tooltip by its button and checks its text stays inside the window with the spec's margin. */
async function expectTooltipOnScreen(page: Page, button: Locator): Promise<void> {
  await button.scrollIntoViewIfNeeded();
  await button.click();
  const id = (await button.getAttribute('aria-controls'))!;
  const text = page.locator(`[id="${id}"]`);
  await text.waitFor();
  const width = page.viewportSize()!.width;
  // Placed once its code has loaded: within the margin, at the latest after a moment.
  await expect
    .poll(async () => {
      const box = (await text.boundingBox())!;
      return box.x >= EDGE_MARGIN - 0.5 && box.x + box.width <= width - EDGE_MARGIN + 0.5;
    })
    .toBe(true);
  await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBe(width);
  await page.keyboard.press('Escape');
}

describe('what the applicant sees: layout and words', () => {
  it('keeps tooltips on a phone screen, with no sideways scroll', async () => {
    const page = await browser.newPage();
    await page.goto('/loan-application/step-1/');
    await waitUntilReady(page);
    await expectTooltipOnScreen(
      page,
      page.getByRole('button', { name: 'Why we ask: Joint applicant' }),
    );
    await fillStepOne(page, { firstName: 'Aroha', lastName: 'Kereama', email: uniqueEmail('tip') });
    await next(page, 'Step 2 of 4');
    await waitUntilReady(page);
    await expectTooltipOnScreen(
      page,
      page.getByRole('button', { name: 'About the Application ID' }),
    );
    await expectTooltipOnScreen(page, page.getByRole('button', { name: /^Why we ask: / }));
  });

  it('opens one tooltip at a time, and Escape or a click outside closes it (issue 10 behaviour 5)', async () => {
    const page = await browser.newPage();
    await page.goto('/loan-application/step-1/');
    await fillStepOne(page, {
      firstName: 'Aroha',
      lastName: 'Kereama',
      email: uniqueEmail('tips'),
    });
    await next(page, 'Step 2 of 4');
    await waitUntilReady(page);
    const id = page.getByRole('button', { name: 'About the Application ID' });
    const why = page.getByRole('button', { name: /^Why we ask: / }).first();
    const expanded = (button: typeof id) => button.getAttribute('aria-expanded');
    await id.click();
    await expect.poll(() => expanded(id)).toBe('true');
    await why.click();
    await expect.poll(() => expanded(why)).toBe('true');
    await expect(expanded(id)).resolves.toBe('false');
    await page.keyboard.press('Escape');
    await expect.poll(() => expanded(why)).toBe('false');
    await id.click();
    await expect.poll(() => expanded(id)).toBe('true');
    await page.getByRole('heading', { level: 1 }).click();
    await expect.poll(() => expanded(id)).toBe('false');
  });

  it('keeps the years and months selects their width, with one message for the pair', async () => {
    const page = await browser.newPage();
    await page.goto('/loan-application/step-1/');
    await fillStepOne(page, { firstName: 'Aroha', lastName: 'Hēnare', email: uniqueEmail('dur') });
    await next(page, 'Step 2 of 4');
    await waitUntilReady(page);
    const duration = page.getByRole('group', { name: 'How long have you lived at this address?' });
    const years = duration.getByLabel('Years', { exact: true });
    const months = duration.getByLabel('Months', { exact: true });
    const widths = async () => [
      (await years.boundingBox())!.width,
      (await months.boundingBox())!.width,
    ];
    const before = await widths();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => years.getAttribute('aria-invalid')).toBe('true');
    await expect(widths()).resolves.toEqual(before);
    await expect(duration.locator('.field__error').count()).resolves.toBe(1);
    const message = await duration.locator('.field__error').textContent();
    await expect(months.getAttribute('aria-invalid')).resolves.toBe('true');
    for (const select of [years, months])
      await expect(
        select.evaluate((el) =>
          (el.getAttribute('aria-describedby') ?? '')
            .split(' ')
            .map((id) => document.getElementById(id)?.textContent)
            .join(' '),
        ),
      ).resolves.toContain(message!.replace(/^Error: /, ''));
    await expectNoAxeViolations(page);
  });

  it('shows a summary of the loan beside the form on a desktop, and after it on a phone', async () => {
    const page = await browser.newPage();
    await page.setViewportSize(DESKTOP);
    await page.goto('/loan-application/step-1/?amount=10000');
    await fillStepOne(page, { firstName: 'Aroha', lastName: 'Waaka', email: uniqueEmail('sum') });
    const summary = page.getByRole('region', { name: 'Your application' });
    await expect(summary.textContent()).resolves.toMatch(/\$10,000\.00/);
    await expect(summary.textContent()).resolves.toMatch(/Vehicle purchase/);
    // The calculator's maths at its default rate and term: $10,000 plus the $440 fee over 36 months.
    await expect
      .poll(() => summary.textContent())
      .toMatch(/\$\d+\.\d\d a week, assuming 36 months at 12\.95% p\.a\./);
    await expect(summary.textContent()).resolves.toMatch(/0800 569 4424/);
    const form = (await page.locator('form.application__form').boundingBox())!;
    const aside = (await summary.boundingBox())!;
    expect(aside.x, 'beside the form').toBeGreaterThanOrEqual(form.x + form.width);
    expect(aside.y, 'level with the form').toBeLessThan(form.y + form.height / 2);
    await expectNoAxeViolations(page);

    await next(page, 'Step 2 of 4');
    await fillStepTwo(page);
    await expect.poll(() => summary.textContent()).toMatch(/Whangārei/);

    await page.setViewportSize(PHONE);
    const formOnPhone = (await page.locator('form.application__form').boundingBox())!;
    const asideOnPhone = (await summary.boundingBox())!;
    expect(asideOnPhone.y, 'after the form on a phone').toBeGreaterThanOrEqual(
      formOnPhone.y + formOnPhone.height,
    );
    await expectNoAxeViolations(page);
  });

  it('tells a joint applicant what happens next, what we emailed and how the partner is asked', async () => {
    const page = await browser.newPage();
    await completeStepsOneToThree(page, {
      firstName: 'Aroha',
      lastName: 'Rāwiri',
      email: uniqueEmail('next'),
      joint: {
        firstName: 'Tama',
        lastName: 'Rāwiri',
        email: uniqueEmail('partner'),
        phone: '021 555 0123',
      },
    });
    await fillStepFour(page);
    await page.getByRole('button', { name: 'Submit application' }).click();
    await page.waitForURL('**/loan-application/success/?appref=*');
    const next = page.getByRole('region', { name: 'What happens next' });
    await expect(next.getByRole('listitem').count()).resolves.toBeGreaterThanOrEqual(3);
    await expect(next.textContent()).resolves.toMatch(/joint applicant/i);
    await expect(
      page.getByRole('region', { name: 'What we emailed' }).textContent(),
    ).resolves.toMatch(/link to their part/);
    await expectAccessible(page);
  });

  it('asks a broker about "your client", never about "you"', { timeout: 180_000 }, async () => {
    const page = await browser.newPage();
    await signInAsBroker(page);
    await page.goto('/loan-application/step-1/?referrer=demo-broker');
    // What the step asks: its heading, section headings, labels, hints and tooltip texts.
    const questions = () =>
      page.locator('h1, main legend, main label, main .field__hint, .why-we-ask').allTextContents();
    // Addressed to the broker themself, as any reader would be.
    const toTheBroker =
      /^(Anything else you would like us to know\?|Why we ask|You have \d+ characters? remaining)/;
    const aboutYou = async () =>
      (await questions()).filter(
        (text) => /\byou(rs?)?\b(?! client)/i.test(text) && !toTheBroker.test(text),
      );

    await fillBrokerFinancialFields(page, uniqueEmail('broker-words'));
    await expect(aboutYou()).resolves.toEqual([]);
    await fillStepOne(page, {
      firstName: 'Hemi',
      lastName: 'Walker',
      email: uniqueEmail('client-words'),
      broker: true,
    });
    await page.getByLabel('I confirm that this information is accurate', { exact: true }).check();
    await next(page, 'Step 2 of 4: About your client');
    await waitUntilReady(page);
    const lived = page.getByRole('group', {
      name: 'How long has your client lived at this address?',
    });
    await lived.getByLabel('Years', { exact: true }).selectOption('1');
    await lived.getByLabel('Months', { exact: true }).selectOption('0');
    await page
      .getByRole('group', { name: 'How long did your client live at their previous address?' })
      .waitFor();
    await expect(aboutYou()).resolves.toEqual([]);
    await page
      .getByRole('group', { name: 'How long has your client lived at this address?' })
      .getByLabel('Years', { exact: true })
      .selectOption('5');
    await fillStepTwo(page, { broker: true });
    await next(page, 'Step 3 of 4: Your client’s identity');
    await waitUntilReady(page);
    await page.getByLabel('New Zealand driver licence', { exact: true }).check();
    await expect(aboutYou()).resolves.toEqual([]);
    await fillStepThree(page, { broker: true });
    // A broker uploads the licence (loan-application §6).
    // Set on the widget, not on the disabled placeholder shown until its code has loaded.
    await page
      .getByLabel('Copy of the driver licence', { exact: true })
      .and(page.locator(':enabled'))
      .setInputFiles({
        name: 'licence.jpg',
        mimeType: 'image/jpeg',
        buffer: tinyJpeg(),
      });
    await page.getByRole('button', { name: 'Confirm and upload' }).click();
    await page.getByRole('button', { name: 'Clear' }).waitFor();
    await next(page, 'Step 4 of 4');
    await waitUntilReady(page);
    await expect(aboutYou()).resolves.toEqual([]);
    await expectNoAxeViolations(page);
  });
});
