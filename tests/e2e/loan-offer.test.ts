import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { DEMO_PASSWORD } from '#content/accounts.ts';
import { applicantStatusWords, documentsFromUsWords } from '#content/applicant-status.ts';
import {
  certificateWords,
  offerCopy,
  offerEmails,
  offerMessages,
  offerStaffMessages,
} from '#content/lending/offer.ts';
import { longDate } from '#domain/calendar/new-zealand-date.ts';
import { coolingOffEnds } from '#server/lending/documents/disclosure.ts';
import { completeAffordabilityRecord } from './support/affordability.ts';
import { submitThroughApi } from './support/api-application.ts';
import { openStatusLink, outboxMessage, statusLinkIn } from './support/applicant-status.ts';
import { expectAccessible, useBrowser } from './support/browser.ts';
import { uniqueEmail } from './support/loan-application.ts';
import { openedPdfText } from './support/responsible-lending.ts';

// Issue 31 "Done when" (decisions 143-145): an approved applicant opens the offer from the emailed
// status link and signs it with the emailed one-time code (Contract and Commercial Law Act 2017
// s 226), sees the cancellation period's last day (CCCFA s 27 with s 35) and the signed contract
// among the documents; the officer checks the payout account and an approver (four eyes) releases
// the payout on the borrower's written request for early release, which books the loan active;
// another borrower cancels within the period and no payout can be released.
const browser = useBrowser();
const OFFICER = 'staff@kowhai.example.nz';
const APPROVER = 'approver@kowhai.example.nz';
/** The name-check sandbox answers a match for this account (its base number starts 1). */
const ACCOUNT = '12-3456-1234567-00';

const letters = () =>
  Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join(
    '',
  );

async function signIn(page: Page, email: string): Promise<void> {
  const signedIn = await page.request.post('/api/session/sign-in', {
    data: { email, password: DEMO_PASSWORD },
  });
  expect(signedIn.status()).toBe(200);
}

/** The value shown for a term of the application's summary. */
const shown = (page: Page, term: string): Locator =>
  page
    .locator('dt', { hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');

const offerPanel = (page: Page) => page.getByRole('region', { name: 'Offer and payout' });

/** Opens the application in the workspace, once its script runs (its controls are enabled then). */
async function openApplication(page: Page, reference: string): Promise<void> {
  await page.goto(`/staff/applications/${reference}/`);
  await page.getByRole('heading', { level: 1, name: `Application ${reference}` }).waitFor();
  await hydrated(page);
}

/** The actions' buttons are disabled until the page's script runs (and while a call runs). */
const hydrated = (page: Page) =>
  page.waitForFunction(
    () => document.querySelector('aside[aria-label="Actions"] button:disabled') === null,
  );

/** Clicks a control whose success reloads the page, and waits for the status it leads to. */
async function actTo(page: Page, control: Locator, status: string): Promise<void> {
  await control.click();
  await expect.poll(() => shown(page, 'Status').textContent(), { timeout: 20_000 }).toBe(status);
  await hydrated(page);
}

/** Waits for a line of the application's history (an audit row after a reload). */
const historyShows = (page: Page, what: string) =>
  page.locator('.staff__history li', { hasText: what }).first().waitFor({ timeout: 20_000 });

/**
 * An applicant (Mere, born 23 April 1990) submits $5,000; the officer assigns it, records the
 * affordability record and identity check, approves it within their limit and makes the offer.
 * Answers the reference and the officer's page.
 */
async function offered(): Promise<{ reference: string; officer: Page }> {
  const page = await browser.newDevicePage();
  const reference = await submitThroughApi(page.request, {
    amount: 5000,
    firstName: 'Mere',
    lastName: `Paewai${letters()}`,
    email: uniqueEmail('offer'),
  });
  await page.close();
  const officer = await browser.newDevicePage();
  await signIn(officer, OFFICER);
  await openApplication(officer, reference);
  await actTo(officer, officer.getByRole('button', { name: 'Assign', exact: true }), 'In review');
  await completeAffordabilityRecord(officer, reference);
  // The page's allowed decisions were worked out before the record: read them again.
  await openApplication(officer, reference);
  const decision = officer.getByRole('region', { name: 'Decision', exact: true });
  await decision.getByLabel('Comment').fill('Affordability record complete');
  await actTo(officer, decision.getByRole('button', { name: 'Record the decision' }), 'Approved');
  await actTo(
    officer,
    offerPanel(officer).getByRole('button', { name: 'Make the offer' }),
    'Offered',
  );
  return { reference, officer };
}

/** The applicant opens the offer's email and its status link; answers the status region. */
async function openOffer(applicant: Page, reference: string): Promise<Locator> {
  const email = await outboxMessage(applicant, offerEmails.offerSubject(reference));
  const status = await openStatusLink(applicant, statusLinkIn(await email.innerText()), reference);
  await status.getByRole('heading', { level: 3, name: offerCopy.heading }).waitFor();
  return status;
}

/**
 * Signs the open offer as the applicant: consent, a code emailed (read from the sandbox outbox on
 * `mail`), the code entered. Answers the cancellation period's last day as the server counts it.
 */
async function sign(status: Locator, mail: Page, reference: string): Promise<string> {
  await status.getByLabel(offerCopy.consentLabel).check();
  await status.getByRole('button', { name: offerCopy.sendCode }).click();
  await status.getByText(offerCopy.codeSent).waitFor();
  const message = await outboxMessage(mail, offerEmails.codeSubject(reference));
  const text = (await message.locator('pre').textContent())!;
  const code = /sign your loan contract is (\d{6})\./.exec(text)![1]!;
  expect(text).not.toContain('Paewai');
  await status.getByLabel(offerCopy.codeLabel).fill(code);
  const lastDay = longDate(coolingOffEnds(new Date()));
  await status.getByRole('button', { name: offerCopy.signButton }).click();
  await status.getByText(offerCopy.signed).waitFor();
  return lastDay;
}

describe('the loan offer, its signature, cancellation and payout (issue 31)', () => {
  it('the applicant signs the offer with the emailed code and sees the last day to cancel', async () => {
    const { reference } = await offered();
    const applicant = await browser.newPage();
    const status = await openOffer(applicant, reference);
    await status.getByText(applicantStatusWords.offered).waitFor();
    await status.getByRole('region', { name: offerCopy.contractHeading }).waitFor();
    await status.getByRole('link', { name: offerCopy.disclosureLink }).first().waitFor();
    await expectAccessible(applicant);

    // Signing without consent is refused in the page, linked to the checkbox.
    await status.getByRole('button', { name: offerCopy.sendCode }).click();
    await status.getByRole('alert').filter({ hasText: offerCopy.consentNeeded }).waitFor();
    await expect(
      status.getByLabel(offerCopy.consentLabel).getAttribute('aria-invalid'),
    ).resolves.toBe('true');

    const mail = await browser.newDevicePage();
    const lastDay = await sign(status, mail, reference);
    await status.getByText(offerCopy.cancelUntil(lastDay)).waitFor();
    await expect(status.innerText()).resolves.toContain('Status: Accepted.');
    await status.getByRole('button', { name: offerCopy.cancelButton }).waitFor();
    await expectAccessible(applicant);

    // The signed contract and its disclosure are emailed with the same last day (s 27, s 35).
    const signed = await outboxMessage(mail, offerEmails.signedSubject(reference));
    await expect(signed.locator('pre').textContent()).resolves.toContain(
      `You may cancel it until the end of ${lastDay}.`,
    );

    // The signed contract is a document from us; it downloads as a PDF with its certificate.
    const contract = status.getByRole('link', {
      name: `${documentsFromUsWords.titles['signed-contract']} ${documentsFromUsWords.opens}`,
    });
    const pdf = await openedPdfText(applicant, contract);
    expect(pdf).toContain(`Loan contract ${reference}`);
    expect(pdf).toContain(certificateWords.heading);
  }, 240_000);

  it('the officer checks the account; another person, an approver, releases the payout', async () => {
    const { reference, officer } = await offered();
    const applicant = await browser.newPage();
    const status = await openOffer(applicant, reference);
    const lastDay = await sign(status, await browser.newDevicePage(), reference);

    await openApplication(officer, reference);
    await expect(shown(officer, 'Status').textContent()).resolves.toBe('Accepted');
    const panel = offerPanel(officer);
    await expectAccessible(officer);
    await panel.getByLabel('The borrower’s bank account').fill(ACCOUNT);
    await panel.getByRole('button', { name: 'Record the account check' }).click();
    await historyShows(officer, 'Checked the payout account is the borrower’s');

    // The cancellation period runs: the approver's release is refused, with the period's last
    // day, until the borrower's written request for early release is recorded (decision 144).
    const approver = await browser.newDevicePage();
    await signIn(approver, APPROVER);
    await openApplication(approver, reference);
    const release = offerPanel(approver).getByRole('button', { name: 'Release the payout' });
    await release.click();
    await approver
      .getByRole('alert')
      .filter({ hasText: offerStaffMessages.coolingOffOpen(lastDay) })
      .waitFor();
    await expect(shown(approver, 'Status').textContent()).resolves.toBe('Accepted');
    browser.allowConsoleError(/status of 409/);

    await openApplication(officer, reference);
    await panel
      .getByRole('button', { name: 'Record the borrower’s written request for early release' })
      .click();
    await historyShows(officer, 'Recorded the borrower’s written request for early payout');
    // The officer who checked the account is no approver: no release control for them.
    await expect(panel.getByRole('button', { name: 'Release the payout' }).count()).resolves.toBe(
      0,
    );

    await openApplication(approver, reference);
    await expectAccessible(approver);
    await actTo(approver, release, 'Active');
    await historyShows(approver, 'Released the payout');
    await historyShows(approver, 'Booked the loan: active');
    await expect(offerPanel(approver).count()).resolves.toBe(0);

    // The borrower's status link shows the loan active.
    const again = await openStatusLink(
      await browser.newDevicePage(),
      statusLinkIn(
        await (await outboxMessage(applicant, offerEmails.offerSubject(reference))).innerText(),
      ),
      reference,
    );
    await expect(again.innerText()).resolves.toContain('Status: Active.');
    await again.getByText(applicantStatusWords.active).waitFor();
  }, 240_000);

  it('another borrower cancels within the period; then no payout can be released', async () => {
    const { reference, officer } = await offered();
    const applicant = await browser.newPage();
    const status = await openOffer(applicant, reference);
    await sign(status, await browser.newDevicePage(), reference);

    // The officer checks the account and records early release: only the cancellation stops it.
    await openApplication(officer, reference);
    const panel = offerPanel(officer);
    await panel.getByLabel('The borrower’s bank account').fill(ACCOUNT);
    await panel.getByRole('button', { name: 'Record the account check' }).click();
    await historyShows(officer, 'Checked the payout account is the borrower’s');
    await openApplication(officer, reference);
    await panel
      .getByRole('button', { name: 'Record the borrower’s written request for early release' })
      .click();
    await historyShows(officer, 'Recorded the borrower’s written request for early payout');

    await status.getByRole('button', { name: offerCopy.cancelButton }).click();
    await status.getByText(offerCopy.cancelled).waitFor();
    await expect(status.innerText()).resolves.toContain('Status: Cancelled.');
    expect(await status.getByRole('button', { name: offerCopy.cancelButton }).count()).toBe(0);

    const approver = await browser.newDevicePage();
    await signIn(approver, APPROVER);
    await openApplication(approver, reference);
    await expect(shown(approver, 'Status').textContent()).resolves.toBe('Cancelled');
    await historyShows(approver, 'The borrower cancelled the contract');
    await expect(
      approver.getByRole('button', { name: 'Release the payout' }).count(),
    ).resolves.toBe(0);
    // Asked directly, the server refuses it with the lender's words.
    const view = await approver.request.get(
      `/api/page-data/staff-application?path=${encodeURIComponent(`/staff/applications/${reference}/`)}`,
    );
    const { version } = (await view.json()).staffApplication as { version: number };
    const refused = await approver.request.post(
      `/api/staff/applications/${reference}/payout/release`,
      { data: { version } },
    );
    expect(refused.status()).toBe(409);
    expect((await refused.json()).error).toBe(offerMessages.noOffer);
  }, 240_000);
});
