import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { identityGateMessages, identityWords } from '#content/staff-workspace.ts';
import { expectAccessible, useBrowser } from './support/browser.ts';
import { completeAffordabilityRecord } from './support/affordability.ts';
import { submitThroughApi } from './support/api-application.ts';
import { uniqueEmail } from './support/loan-application.ts';
import {
  approve,
  assignToMe,
  runIdentityCheck,
  signInAt,
  waitForLetter,
} from './support/responsible-lending.ts';

/*
 * Issue 30 finding 2 in the workspace, identity as a gate (decision 135; AML/CFT Act s 14-16 and
 * the Amended Identity Verification Code of Practice; s 22 and s 26 for a politically exposed
 * person): the sandbox identity check decides by last name (Unverified, Pep and Sanctioned; every
 * other name verifies), so each applicant here makes one case.
 */
const browser = useBrowser();
const OFFICER = 'staff@kowhai.example.nz';
const APPROVER = 'approver@kowhai.example.nz';

const gate = (page: Page) => page.getByTestId('identity-gate');
const shownError = (page: Page) => page.getByRole('alert');

/**
 * The applicant submits (through the save endpoint, as the steps' pages send it; the credit
 * sandbox's standard result asks no income), and the officer takes the application and completes
 * its affordability record (the fixture's $5,000), leaving the identity check to the journey.
 * Answers the application page's path.
 */
async function officerTakes(page: Page, lastName: string): Promise<string> {
  const applicant = await browser.newDevicePage();
  const reference = await submitThroughApi(applicant.request, {
    amount: 5000,
    firstName: 'Aroha',
    lastName,
    email: uniqueEmail(lastName.toLowerCase()),
  });
  await applicant.close();
  const path = `/staff/applications/${reference}/`;
  await signInAt(page, OFFICER, path);
  await assignToMe(page);
  await completeAffordabilityRecord(page, reference, undefined, undefined, {
    checkIdentity: false,
  });
  await page.reload();
  await page.getByText('The record is complete.').waitFor();
  return path;
}

/** The officer tries to approve $5,000; the server refuses with the identity gate's reason. */
async function approvalRefused(page: Page, reason: string): Promise<void> {
  await page.getByText(`Before approving: ${reason}`).waitFor();
  await approve(page, '5000');
  await shownError(page).getByText(reason, { exact: true }).waitFor();
  browser.allowConsoleError(/status of 409/);
}

describe('identity gates an approval (issue 30 finding 2)', () => {
  it('a check that cannot verify asks for ID; approval waits for documents an approver confirms', async () => {
    const page = await browser.newPage();
    const path = await officerTakes(page, 'Unverified');
    await approvalRefused(page, identityGateMessages.noCheck);
    await runIdentityCheck(page);
    // The check could not verify: the applicant was asked for ID at once.
    await page.getByText(identityWords.checkAskedForDocuments).waitFor();
    await page
      .getByText(/Your passport or driver licence, to confirm who you are/)
      .first()
      .waitFor();
    await expect(gate(page).textContent()).resolves.toBe(identityGateMessages.notVerified);
    await approvalRefused(page, identityGateMessages.notVerified);

    // The officer records the passport seen in the branch; it waits for an approver.
    await page.getByLabel(identityWords.seenDocument).fill('NZ passport');
    await page.getByLabel(identityWords.seenNumber).fill('LM987654');
    await page.getByLabel(identityWords.seenExpiry).fill('2031-05-01');
    await page.getByLabel(identityWords.seenNote).fill('Photo matches the applicant in the branch');
    await page.getByRole('button', { name: identityWords.recordSeen }).click();
    await page.getByText(identityWords.seenRecorded).waitFor();
    await page.getByText(/NZ passport ending 654, expires 2031-05-01/).waitFor();
    await page
      .getByRole('listitem')
      .filter({ hasText: identityWords.waitingConfirmation })
      .waitFor();
    await expect(page.getByRole('button', { name: identityWords.confirm }).count()).resolves.toBe(
      0,
    );
    await expectAccessible(page);
    await approvalRefused(page, identityGateMessages.awaitingConfirmation);

    // The approver confirms the documents; then the approval goes through.
    const approver = await browser.newDevicePage();
    await signInAt(approver, APPROVER, path);
    await approver.getByRole('button', { name: identityWords.confirm }).click();
    await approver.getByText(identityWords.confirmed).waitFor();
    await approver.getByText(new RegExp(`Confirmed by ${APPROVER}`)).waitFor();
    await expect(gate(approver).textContent()).resolves.toBe(identityWords.verified);
    await approve(approver, '5000');
    await waitForLetter(approver, 'Disclosure statement');
  }, 300_000);

  it('a politically exposed applicant needs due diligence and an approver’s sign-off', async () => {
    const page = await browser.newPage();
    const path = await officerTakes(page, 'Pep');
    await runIdentityCheck(page);
    await expect(gate(page).textContent()).resolves.toBe(identityGateMessages.needsDueDiligence);
    await approvalRefused(page, identityGateMessages.needsDueDiligence);
    await page.getByLabel(identityWords.sourceOfFunds).fill('Salary as a member of Parliament');
    await page.getByLabel(identityWords.sourceOfWealth).fill('Savings and the family home');
    await page.getByRole('button', { name: identityWords.recordDueDiligence }).click();
    await page.getByText(identityWords.dueDiligenceRecorded).waitFor();
    await page.getByRole('listitem').filter({ hasText: identityWords.waitingSignOff }).waitFor();
    await expectAccessible(page);
    await approvalRefused(page, identityGateMessages.awaitingSignOff);

    const approver = await browser.newDevicePage();
    await signInAt(approver, APPROVER, path);
    await approver.getByRole('button', { name: identityWords.signOff }).click();
    await approver.getByText(identityWords.signedOff).waitFor();
    await expect(gate(approver).textContent()).resolves.toBe(identityWords.verified);
    await approve(approver, '5000');
    await waitForLetter(approver, 'Disclosure statement');
  }, 300_000);

  it('a sanctions match cannot be approved, by the officer or an approver, and says why', async () => {
    const page = await browser.newPage();
    const path = await officerTakes(page, 'Sanctioned');
    await runIdentityCheck(page);
    await expect(gate(page).textContent()).resolves.toBe(identityGateMessages.sanctioned);
    await expect(page.getByLabel(identityWords.seenDocument).count()).resolves.toBe(0);
    await approvalRefused(page, identityGateMessages.sanctioned);

    const approver = await browser.newDevicePage();
    await signInAt(approver, APPROVER, path);
    await approvalRefused(approver, identityGateMessages.sanctioned);
  }, 300_000);
});
