import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { completeAffordabilityRecord } from './support/affordability.ts';
import { openStatusLink, outboxMessage, statusLinkIn } from './support/applicant-status.ts';
import { expectAccessible, useBrowser } from './support/browser.ts';
import { samSubmits as samSubmitsShared } from './support/customer-application.ts';
import { expectHeading } from './support/loan-application.ts';

/**
 * Issue 20's journey of an information request (decisions 092, 093): the applicant submits; the
 * officer finds the application by search, assigns it and asks for a payslip; the applicant sees
 * the request in the portal and through the emailed status link, and uploads the payslip; the
 * officer accepts it, the application is back in review, and the officer completes the
 * affordability record and approves it.
 */
const browser = useBrowser();
const DEMO_PASSWORD = 'demo-password-2026';
/** A real 1x1 PNG: what a phone's camera would send, small. */
const PAYSLIP_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function signIn(page: Page, email: string): Promise<void> {
  const response = await page.request.post('/api/session/sign-in', {
    data: { email, password: DEMO_PASSWORD },
  });
  expect(response.status()).toBe(200);
}

/** Sam, a customer whose record lacks some answers, applies and submits; answers the reference. */
async function samSubmits(page: Page): Promise<string> {
  await signIn(page, 'sam.wilson@example.co.nz');
  await samSubmitsShared(page);
  return (await page.locator('.application-success__reference strong').textContent())!.trim();
}

/** The status link in the email with this subject, read from the sandbox outbox page. */
async function emailedLink(page: Page, subject: string): Promise<string> {
  const text = await (await outboxMessage(page, subject)).innerText();
  expect(text).toContain('Kia ora Sam');
  expect(text).not.toContain('Wilson');
  return statusLinkIn(text);
}

async function openApplication(page: Page, reference: string): Promise<void> {
  await page.goto('/staff/applications/');
  await page.getByLabel('Search by reference, name or email').fill(reference);
  await page.getByRole('button', { name: 'Show applications' }).click();
  await page.waitForURL(`**/staff/applications/?*q=${reference}*`);
  await page.getByRole('link', { name: reference, exact: true }).click();
  await expectHeading(page, `Application ${reference}`);
}

/** A staff action reloads the page; waits until the status reads `status`. */
async function expectStatus(page: Page, status: string): Promise<void> {
  await expect
    .poll(() => page.locator('dl.staff-summary__facts').innerText(), { timeout: 10_000 })
    .toMatch(new RegExp(`Status\\s+${status}`));
}

describe('an information request, from the officer to the applicant and back', () => {
  it('asks for a payslip, takes it from the applicant, accepts it and approves', async () => {
    const applicant = await browser.newPage();
    const reference = await samSubmits(applicant);
    // The submit email carries the first name, the reference and a status link.
    await emailedLink(applicant, `We have your loan application ${reference}`);

    const officer = await browser.newDevicePage();
    await signIn(officer, 'staff@kowhai.example.nz');
    await openApplication(officer, reference);
    await officer.getByRole('button', { name: 'Assign', exact: true }).click();
    await expectStatus(officer, 'In review');
    const requests = officer.getByRole('region', { name: 'Information requests' });
    await requests.getByLabel('Payslip', { exact: true }).check();
    await requests.getByRole('button', { name: 'Send the request' }).click();
    await expectStatus(officer, 'Information requested');
    await expect(requests.innerText()).resolves.toMatch(
      /Payslip: Requested, due \d{4}-\d{2}-\d{2}/,
    );
    await officer.getByLabel('New note').fill('Asked for a recent payslip.');
    await officer.getByRole('button', { name: 'Add the note' }).click();
    // In the notes' list: the text area holding the typed note matches the words too.
    await officer
      .getByRole('listitem')
      .filter({ hasText: 'Asked for a recent payslip.' })
      .first()
      .waitFor();
    await expectAccessible(officer);

    // The portal: outstanding requests first.
    await applicant.goto('/account/');
    const status = applicant.getByRole('region', { name: `Application ${reference}` });
    await status.getByRole('heading', { name: 'What we need from you' }).waitFor();
    await expect(status.innerText()).resolves.toMatch(/Payslip \(Requested\)\. Please send it by/);
    await expect(status.innerText()).resolves.toContain('We asked you for: Payslip');
    await expectAccessible(applicant);

    // The emailed status link opens it too, with the date of birth, in another browser.
    const link = await emailedLink(
      applicant,
      `We need a little more from you: application ${reference}`,
    );
    const phone = await browser.newDevicePage();
    const onPhone = await openStatusLink(phone, link, reference);
    await onPhone.getByText('Payslip (Requested)').waitFor();
    expect(new URL(phone.url()).hash).toBe('');
    await expectAccessible(phone);

    // The applicant uploads the payslip in the portal: the application is back in review.
    await applicant.goto('/account/');
    await status
      .getByLabel(/Upload your payslip/)
      .setInputFiles({ name: 'payslip.png', mimeType: 'image/png', buffer: PAYSLIP_PNG });
    await status.getByRole('button', { name: 'Send the file' }).click();
    await status.getByText('We do not need anything from you just now.').waitFor();
    await expect(status.innerText()).resolves.toContain('Payslip: Received');
    await expect(status.innerText()).resolves.toContain('Status: In review.');

    // The officer sees it, opens it through the server, accepts it and approves.
    await officer.reload();
    await expectStatus(officer, 'In review');
    const file = await officer.request.get(
      (await requests.getByRole('link', { name: 'Open the payslip' }).getAttribute('href'))!,
    );
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('image/png');
    await requests.getByRole('button', { name: 'Accept payslip' }).click();
    await requests.getByText('Payslip: Accepted').waitFor();
    // A decision needs a complete affordability record (issue 21).
    await completeAffordabilityRecord(officer, reference);
    const decision = officer.getByRole('region', { name: 'Decision', exact: true });
    await decision.getByLabel('Comment').fill('Payslip confirms the income.');
    await decision.getByRole('button', { name: 'Record the decision' }).click();
    await expectStatus(officer, 'Approved');

    await applicant.reload();
    await expect(
      applicant.getByRole('region', { name: `Application ${reference}` }).innerText(),
    ).resolves.toContain('We approved your application.');
  }, 300_000);
});
