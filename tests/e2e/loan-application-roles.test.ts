import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.ts';
import { fillStepOne, next, uniqueEmail, waitUntilReady } from './support/loan-application.ts';

const browser = useBrowser();

// Issue 7 finding 2 ("anyone is a broker"): a broker's referrer link makes no one a broker; the
// roles come from the session's actor (decision 022). A broker session's view is covered by
// src/web/features/loan-application/roles.test.tsx until the sign-in pages exist.
describe('?referrer=demo-broker without a broker session (loan-application §6)', () => {
  it('shows no broker field, before and after the script runs, and saves an ordinary application', async () => {
    const page = await browser.newPage();
    const link =
      '/loan-application/step-1/?referrer=demo-broker&broker-email=broker%40example.co.nz';
    const html = await (await page.request.get(link)).text();
    expect(html).not.toContain('Broker email address');
    await page.goto(link);
    await waitUntilReady(page);
    await expect(page.getByRole('textbox', { name: 'Broker email address' }).count()).resolves.toBe(
      0,
    );
    await expect(page.getByRole('textbox', { name: 'Broker fee' }).count()).resolves.toBe(0);
    await expect(
      page.getByLabel('I confirm that this information is accurate').count(),
    ).resolves.toBe(0);
    await expect(page.getByRole('slider').count()).resolves.toBe(1);
    await fillStepOne(page, {
      firstName: 'Mere',
      lastName: 'Tane',
      email: uniqueEmail('referrer'),
    });
    await next(page, 'Step 2 of 4');
  });
});
