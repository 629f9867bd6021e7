import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, useBrowser } from './support/browser.ts';
import {
  expectHeading,
  fillStepOne,
  fillStepTwo,
  next,
  uniqueEmail,
} from './support/loan-application.ts';

const browser = useBrowser();

// The sandbox's risk rule (src/server/adapters/captcha, CAPTCHA_FALLBACK_LAST_NAMES): last name Captcha asks for the fallback.
const RISKY_LAST_NAME = 'Captcha';

describe('the fallback captcha (loan-application §4, §8)', () => {
  it('shows the fallback after a 409, keeps Next disabled until it is completed, resets on expiry, then saves with it', async () => {
    const page = await browser.newPage();
    await page.clock.install();
    await page.goto('/loan-application/step-1/');
    await fillStepOne(page, {
      firstName: 'Wiremu',
      lastName: RISKY_LAST_NAME,
      email: uniqueEmail('captcha'),
    });
    const nextButton = page.getByRole('button', { name: 'Next' });
    await nextButton.click();

    const robot = page.getByRole('checkbox', { name: "I'm not a robot" });
    await robot.waitFor();
    await page.getByText('We need one more check that you are a person').first().waitFor();
    await expect(nextButton.isDisabled()).resolves.toBe(true);
    await expectNoAxeViolations(page);

    await robot.click();
    await page.getByText(/^Done\. This check is valid for/).waitFor();
    await expect(nextButton.isEnabled()).resolves.toBe(true);

    // The completed check expires (valid for CAPTCHA_FALLBACK_EXPIRY_SECONDS, 120 s by default).
    await page.clock.fastForward('03:00');
    await page.getByText('The check has expired. Please tick the box again.').waitFor();
    await expect(robot.isChecked()).resolves.toBe(false);
    await expect(nextButton.isDisabled()).resolves.toBe(true);
    // Back to the server's time: the three minutes were the browser's alone.
    await page.clock.setSystemTime(new Date());

    await robot.click();
    await page.getByText(/^Done\. This check is valid for/).waitFor();
    const saved = page.waitForRequest((request) => request.url().endsWith('/api/loan-app/save'));
    await nextButton.click();
    await expectHeading(page, 'Step 2 of 4');
    const request = await saved;
    expect(request.headers()['x-captcha-fallback']).toBe('true');
    expect(JSON.parse(request.postData() ?? '{}')).toMatchObject({ 'g-Recaptcha-Fallback': true });

    // The completed check carries the next step's save too.
    await fillStepTwo(page);
    await next(page, 'Step 3 of 4');
    // The 409 that asked for the check is logged by the browser as a failed resource: expected here.
    browser.allowConsoleError(/status of 409/);
  });
});
