import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { brand } from '#content/brand.ts';
import { DEMO_PASSWORD } from '#content/accounts.ts';
import { staffMessages, workflowRefusals } from '#content/staff-workspace.ts';
import { applicantStatusWords, timelineWords } from '#content/applicant-status.ts';
import { completeAffordabilityRecord } from './support/affordability.ts';
import { openStatusLink, outboxMessage, statusLinkIn } from './support/applicant-status.ts';
import { expectNoAxeViolations, useBrowser } from './support/browser.ts';
import { submitThroughApi } from './support/api-application.ts';
import { uniqueEmail } from './support/loan-application.ts';

// Decisions in the lender's workspace, acting as each person (issue 20 "Done when"): above the
// officer's limit the officer proposes and the approver decides; two staff deciding at once get
// one decision and the stale message (412); a decline reaches the applicant's email (the sandbox
// outbox). Each decision is made on a complete affordability record (issue 21), saved first with
// the officer's session. Every workspace page of the route table refuses the other roles; the application page
// is axe clean at 1280 and 390 px and its decision form works by keyboard.
const browser = useBrowser();
const phone = useBrowser({ viewport: { width: 390, height: 844 } });
const OFFICER = 'staff@kowhai.example.nz';
const APPROVER = 'approver@kowhai.example.nz';
const SENIOR = 'senior@kowhai.example.nz';

const letters = () =>
  Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join(
    '',
  );

/**
 * An applicant submits an application of `amount` (through the save endpoint, as the steps' pages
 * send it: the steps themselves are the loan-application journeys'); its (unique) last name finds it.
 */
async function apply(amount: number, email = uniqueEmail('paewai')): Promise<string> {
  const lastName = `Paewai${letters()}`;
  const page = await browser.newDevicePage();
  await submitThroughApi(page.request, { amount, firstName: 'Mere', lastName, email });
  await page.close();
  return lastName;
}

async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/sign-in/');
  await page.getByRole('button', { name: 'Sign in' }).and(page.locator(':enabled')).waitFor();
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/sign-in/'));
}

/** Finds the application by search in the queue and opens it; answers its reference. */
async function openApplication(page: Page, lastName: string): Promise<string> {
  await page.goto(`/staff/applications/?q=${lastName}`);
  await page.getByRole('row').filter({ hasText: lastName }).getByRole('link').click();
  await page.getByRole('heading', { level: 1, name: /^Application \d+$/ }).waitFor();
  await ready(page);
  return /\/staff\/applications\/(\d+)\//.exec(page.url())![1]!;
}

/** The forms are usable once the page's script runs (their buttons are enabled then). */
const ready = (page: Page) =>
  page.getByRole('button', { name: 'Assign', exact: true }).and(page.locator(':enabled')).waitFor();

/** The value shown for a term of the application's summary. */
const shown = (page: Page, term: string): Locator =>
  page
    .locator('dt', { hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');

async function assignToMe(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect.poll(() => shown(page, 'Status').textContent()).toBe('In review');
  await ready(page);
}

const alert = (page: Page) => page.getByRole('alert').filter({ hasText: /\S/ });
const decisionForm = (page: Page) => page.getByRole('region', { name: 'Decision', exact: true });
const decisions = (page: Page) => page.getByRole('region', { name: 'Decisions', exact: true });

describe('decisions in the workspace (issue 20)', () => {
  it('above the limit: the officer cannot approve alone and proposes; the approver decides', async () => {
    const lastName = await apply(15000);
    const officer = await browser.newPage();
    await signIn(officer, OFFICER);
    const reference = await openApplication(officer, lastName);
    await expect(shown(officer, 'Amount').textContent()).resolves.toBe('$15,000');
    await assignToMe(officer);
    await completeAffordabilityRecord(officer, reference, 15000);

    const form = decisionForm(officer);
    await form.getByLabel('Comment').fill('Income checked against payslips.');
    await form.getByRole('button', { name: 'Record the decision' }).click();
    await alert(officer)
      .filter({ hasText: staffMessages.aboveLimit('$10,000') })
      .waitFor();
    await expect(shown(officer, 'Status').textContent()).resolves.toBe('In review');

    await form.getByLabel('Above my limit of $10,000: propose it for an approver').check();
    await form.getByRole('button', { name: 'Record the decision' }).click();
    await officer
      .getByText(`Proposal waiting for an approver: approved of $15,000 by ${OFFICER}`)
      .waitFor();
    await ready(officer);
    // The maker cannot check: the officer is offered no check of the proposal, and the server
    // refuses one asked for directly.
    await expect(form.getByRole('button', { name: 'Decide the proposal' }).count()).resolves.toBe(
      0,
    );
    const data = await officer.request.get(
      `/api/page-data/staff-application?path=${encodeURIComponent(`/staff/applications/${reference}/`)}`,
    );
    const view = (await data.json()).staffApplication;
    const proposal = view.decisions.find((d: { kind: string }) => d.kind === 'proposal');
    const check = await officer.request.post(`/api/staff/applications/${reference}/decisions`, {
      data: {
        outcome: 'approved',
        amount: 15000,
        reason: proposal.reason,
        comment: 'My own proposal.',
        version: view.version,
        proposalId: proposal.id,
      },
    });
    expect(check.status()).toBe(403);
    expect((await check.json()).error).toBe(staffMessages.onlyApprovers);
    await expect(shown(officer, 'Status').textContent()).resolves.toBe('In review');

    const approver = await browser.newDevicePage();
    await signIn(approver, APPROVER);
    await openApplication(approver, lastName);
    const approverForm = decisionForm(approver);
    await approverForm.getByLabel('Comment').fill('Checked the proposal.');
    await approverForm.getByRole('button', { name: 'Decide the proposal' }).click();
    await expect.poll(() => shown(approver, 'Status').textContent()).toBe('Approved');
    await decisions(approver).getByText(`decided Approved $15,000 by ${APPROVER}`).waitFor();
    // Who viewed it (Privacy Act 2020 IPP 5, decision 137): an approver reads the access report.
    const report = approver.getByRole('region', { name: 'Who viewed this application' });
    await report.getByRole('button', { name: 'Show who viewed it' }).click();
    await report.getByRole('cell', { name: OFFICER }).first().waitFor();
    await expectNoAxeViolations(approver);
    expect(await officer.getByText('Who viewed this application').count()).toBe(0);
    browser.allowConsoleError(/status of 403/);
  }, 240_000);

  it('an approval above the approver’s limit needs a senior approver (issue 30 finding 7)', async () => {
    // The journeys' server sets APPROVER_APPROVAL_LIMIT to $45,000 (tests/setup/e2e-global.ts).
    const lastName = await apply(50000);
    const officer = await browser.newPage();
    await signIn(officer, OFFICER);
    const reference = await openApplication(officer, lastName);
    await assignToMe(officer);
    await completeAffordabilityRecord(officer, reference, 50000, 60);
    await officer.reload();
    await ready(officer);
    const form = decisionForm(officer);
    await form.getByLabel('Comment').fill('Income checked against payslips.');
    await form.getByLabel('Above my limit of $10,000: propose it for an approver').check();
    await form.getByRole('button', { name: 'Record the decision' }).click();
    await officer
      .getByText(`Proposal waiting for an approver: approved of $50,000 by ${OFFICER}`)
      .waitFor();

    // The approver is shown why they cannot check it, and the server refuses it.
    const approver = await browser.newDevicePage();
    await signIn(approver, APPROVER);
    await openApplication(approver, lastName);
    const approverForm = decisionForm(approver);
    await approverForm
      .getByText(/this proposal is above your approval limit of \$45,000, so a senior approver/)
      .waitFor();
    await approverForm.getByLabel('Comment').fill('Checked the proposal.');
    await approverForm.getByRole('button', { name: 'Decide the proposal' }).click();
    await alert(approver)
      .filter({ hasText: workflowRefusals.checkerLimit('$45,000') })
      .waitFor();
    await expect(shown(approver, 'Status').textContent()).resolves.toBe('In review');
    browser.allowConsoleError(/status of 403/);

    const senior = await browser.newDevicePage();
    await signIn(senior, SENIOR);
    await openApplication(senior, lastName);
    const seniorForm = decisionForm(senior);
    await seniorForm.getByLabel('Comment').fill('Checked the proposal as made.');
    await seniorForm.getByRole('button', { name: 'Decide the proposal' }).click();
    await expect.poll(() => shown(senior, 'Status').textContent()).toBe('Approved');
    await decisions(senior).getByText(`decided Approved $50,000 by ${SENIOR}`).waitFor();
  }, 240_000);

  it('two staff deciding at once: one decision is recorded, the other sees the stale message', async () => {
    const lastName = await apply(5000);
    const first = await browser.newPage();
    await signIn(first, OFFICER);
    const reference = await openApplication(first, lastName);
    await assignToMe(first);
    await completeAffordabilityRecord(first, reference);
    const second = await browser.newDevicePage();
    await signIn(second, APPROVER);
    await openApplication(second, lastName);

    for (const page of [first, second]) {
      const form = decisionForm(page);
      await form.getByRole('radio', { name: 'Decline' }).check();
      await form.getByLabel('Comment').fill('Deciding at the same time.');
    }
    await Promise.all(
      [first, second].map((page) =>
        decisionForm(page).getByRole('button', { name: 'Record the decision' }).click(),
      ),
    );
    // Each page either shows the recorded decision (it reloads) or the server's 412 message.
    const outcome = async (page: Page) => {
      const stale = alert(page).filter({ hasText: staffMessages.changedMeanwhile });
      await expect
        .poll(
          async () =>
            (await stale.count()) +
            (await decisions(page)
              .getByText(/decided Declined/)
              .count()),
          // The loser's 412 waits for the winner's transaction: on a loaded machine, seconds.
          { timeout: 15_000 },
        )
        .toBeGreaterThan(0);
      return (await stale.count()) > 0 ? 'stale' : 'decided';
    };
    const outcomes = await Promise.all([outcome(first), outcome(second)]);
    expect(outcomes.sort()).toEqual(['decided', 'stale']);
    const loser = outcomes[0] === 'stale' ? first : second;
    await loser.reload();
    await expect(
      decisions(loser)
        .getByText(/decided Declined/)
        .count(),
    ).resolves.toBe(1);
    browser.allowConsoleError(/status of 412/);
  }, 240_000);

  it('declines by keyboard with a reason; the decline reaches the applicant’s email and status page', async () => {
    const email = uniqueEmail('declined');
    const lastName = await apply(5000, email);
    const officer = await browser.newPage();
    await signIn(officer, OFFICER);
    const reference = await openApplication(officer, lastName);
    await assignToMe(officer);
    await completeAffordabilityRecord(officer, reference);

    const form = decisionForm(officer);
    await form.getByRole('radio', { name: 'Approve', exact: true }).focus();
    await officer.keyboard.press('ArrowDown');
    await officer.keyboard.press('ArrowDown');
    await expect(form.getByRole('radio', { name: 'Decline' }).isChecked()).resolves.toBe(true);
    await officer.keyboard.press('Tab');
    await expect(
      form.getByLabel('Reason').evaluate((el) => el === document.activeElement),
    ).resolves.toBe(true);
    await officer.keyboard.press('ArrowDown');
    await expect(form.getByLabel('Reason').inputValue()).resolves.toBe('Credit history');
    await officer.keyboard.press('Tab');
    await officer.keyboard.type('Two defaults in the last year.');
    // A decline is never a proposal (issue 29): no proposal checkbox, the button is next.
    await officer.keyboard.press('Tab');
    await officer.keyboard.press('Enter');
    await expect.poll(() => shown(officer, 'Status').textContent()).toBe('Declined');
    await decisions(officer).getByText(`decided Declined by ${OFFICER}. Credit history.`).waitFor();

    // The decision's email, by its subject (unique: the reference is).
    const message = await outboxMessage(officer, `Your loan application ${reference}`);
    await expect(message.innerText()).resolves.toContain(email);
    const text = await message.locator('pre').textContent();
    expect(text).toContain('Kia ora Mere,');
    expect(text).toContain(`we cannot offer you a loan for application ${reference}`);
    expect(text).toContain(brand.disputeScheme.name);
    expect(text).not.toContain(lastName);

    // The applicant's status page (the link of the submit email) says so, with the reason.
    const submitted = await outboxMessage(officer, `We have your loan application ${reference}`);
    const applicant = await browser.newDevicePage();
    const status = await openStatusLink(
      applicant,
      statusLinkIn(await submitted.innerText()),
      reference,
    );
    await status.getByText(applicantStatusWords.declined).waitFor();
    await status.getByText(timelineWords.decided.declined('Credit history')).waitFor();
  }, 240_000);

  it('has no axe violations on the application page at 1280 px', async () => {
    const lastName = await apply(5000);
    const page = await browser.newPage();
    await signIn(page, OFFICER);
    await openApplication(page, lastName);
    await expectNoAxeViolations(page);
    await decisionForm(page).getByRole('radio', { name: 'Decline' }).check();
    await expectNoAxeViolations(page);
  }, 240_000);

  it('has no axe violations on the application page at 390 px', async () => {
    const lastName = await apply(5000);
    const page = await phone.newPage();
    await signIn(page, OFFICER);
    await openApplication(page, lastName);
    await expectNoAxeViolations(page);
  }, 240_000);
});

describe('every workspace page of the route table refuses the other roles (issue 20)', () => {
  it('sends anonymous visitors to sign in, answers 403 to a customer and a broker', async () => {
    const lastName = await apply(5000);
    const officer = await browser.newDevicePage();
    await signIn(officer, OFFICER);
    const reference = await openApplication(officer, lastName);
    const entry = path.join(inject('siteBuildDir'), 'ssr/entry-server.js');
    const { pageRoutes } = (await import(entry)) as {
      pageRoutes(): { path: string }[];
    };
    const pages = pageRoutes()
      .map((route) => route.path)
      .filter((route) => route.startsWith('/staff/'))
      .map((route) => route.replace(/:\w+/g, reference));
    expect(pages).toEqual(
      expect.arrayContaining([
        '/staff/',
        '/staff/applications/',
        `/staff/applications/${reference}/`,
      ]),
    );

    const anonymous = await browser.newDevicePage();
    for (const page of pages) {
      await anonymous.goto(page);
      await anonymous.waitForURL('**/sign-in/?returnTo=*');
      expect(new URL(anonymous.url()).searchParams.get('returnTo'), page).toBe(page);
    }
    for (const email of ['aroha.ngata@example.co.nz', 'broker@harbour.example.co.nz']) {
      const other = await browser.newDevicePage();
      await signIn(other, email);
      for (const page of pages) {
        const response = await other.goto(page);
        expect(response?.status(), `${email} ${page}`).toBe(403);
        await other.getByText(staffMessages.notWorkspaceRole).waitFor();
      }
    }
    // A complaint's and a hardship application's pages name their own references, not the
    // application's: with it they answer the officer 404; the refusals above hold for them too.
    const ownReference = (page: string) => !/^\/staff\/(complaints|hardship)\/./.test(page);
    for (const page of pages.filter(ownReference))
      expect((await officer.goto(page))?.status(), page).toBe(200);
    browser.allowConsoleError(/status of 403/);
  }, 240_000);
});
