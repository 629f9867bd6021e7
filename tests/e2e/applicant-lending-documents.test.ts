import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '#content/accounts.ts';
import { brand } from '#content/brand.ts';
import { longDate } from '#domain/calendar/new-zealand-date.ts';
import { startAnotherServer } from './support/another-server.ts';
import { outboxMessage, openStatusLink, statusLinkIn } from './support/applicant-status.ts';
import { expectAccessible, useBrowser } from './support/browser.ts';
import { samSubmits as samSubmitsShared } from './support/customer-application.ts';
import {
  approve,
  assignToMe,
  completeRecord,
  decline,
  openedPdfText,
  runIdentityCheck,
  shareStatements,
  signInAt,
  submittedWithStatements,
  waitForLetter,
} from './support/responsible-lending.ts';

/**
 * Issue 21's journeys on the applicant's side: the decision's letter and a copy of the
 * affordability record reach the applicant, in the portal and through the emailed status link,
 * and open as PDFs through the server. The server here runs on the demo clock (DEMO_CLOCK_START,
 * decision 110), on the working day before the next Waitangi Day, so the cooling-off period and
 * the record copy's due date both cross the holiday. The dates expected are counted here in plain
 * weekdays with the holiday left out, apart from the product's calendar (CCCFA s 5), which
 * src/domain/calendar/working-days.test.ts pins across Waitangi Day, Matariki and Christmas. The
 * disclosure is emailed the day it is made: it is made in law 2 working days after it is sent
 * (CCCFA s 35(3)), and the applicant may cancel for 5 working days after that (s 27).
 */
const DAY_MS = 86_400_000;
const isoDay = (day: number) => new Date(day).toISOString().slice(0, 10);
const isWeekend = (day: number) => [0, 6].includes(new Date(day).getUTCDay());

/** Waitangi Day as observed (Holidays Act 2003 s 45A): 6 February, the Monday after a weekend. */
function waitangiDay(year: number): number {
  let day = Date.UTC(year, 1, 6);
  while (isWeekend(day)) day += DAY_MS;
  return day;
}

/** The weekday before the next Waitangi Day at least two days from now, and that holiday. */
function beforeWaitangiDay(): { approvedOn: number; holiday: number } {
  for (let year = new Date().getUTCFullYear(); ; year += 1) {
    const holiday = waitangiDay(year);
    let approvedOn = holiday - DAY_MS;
    while (isWeekend(approvedOn)) approvedOn -= DAY_MS;
    if (approvedOn > Date.now() + 2 * DAY_MS) return { approvedOn, holiday };
  }
}

/** The date `n` weekdays after `from`, the holiday not counted (YYYY-MM-DD). */
function weekdaysAfter(from: number, n: number, holiday: number): string {
  let day = from;
  for (let left = n; left > 0;) {
    day += DAY_MS;
    if (!isWeekend(day) && day !== holiday) left -= 1;
  }
  return isoDay(day);
}

const { approvedOn, holiday } = beforeWaitangiDay();
let site: Awaited<ReturnType<typeof startAnotherServer>>;
const browser = useBrowser({ baseUrl: () => site.baseUrl });

beforeAll(async () => {
  site = await startAnotherServer({
    // 10 am on that day in New Zealand (daylight time all February).
    DEMO_CLOCK_START: `${isoDay(approvedOn)}T10:00:00+13:00`,
    // The demo accounts (staff, Sam) and the address index the application's step 2 searches.
    SEED_DEMO_DATA: 'true',
    SIGN_IN_ATTEMPTS_PER_MINUTE: '1000',
    EMAIL_WORKER_INTERVAL_MS: '200',
  });
}, 120_000);
afterAll(async () => site?.stop());

/** Sam, a signed-in customer, applies and submits with the ANZ account shared; his reference. */
async function samSubmits(page: Page): Promise<string> {
  const signedIn = await page.request.post('/api/session/sign-in', {
    data: { email: 'sam.wilson@example.co.nz', password: DEMO_PASSWORD },
  });
  expect(signedIn.status()).toBe(200);
  await samSubmitsShared(page);
  const reference = (await page.locator('.application-success__reference strong').textContent())!;
  await shareStatements(page);
  return reference.trim();
}

describe('the applicant’s documents from us (issue 21)', () => {
  it('an approved applicant opens the disclosure through the status link, its cooling-off end five working days on across Waitangi Day; their copy of the record is made and opened', async () => {
    const applicant = await browser.newPage();
    const reference = await submittedWithStatements(applicant, 'Conditional');
    const officer = await browser.newDevicePage();
    const path = `/staff/applications/${reference}/`;
    await signInAt(officer, 'staff@kowhai.example.nz', path);
    await assignToMe(officer);
    await completeRecord(officer);
    // An approval needs a verified identity (issue 30 finding 2): the sandbox check verifies.
    await runIdentityCheck(officer);
    // The amount applied for, which the record assessed (issue 30 finding 1).
    await approve(officer, '5000');
    await waitForLetter(officer, 'Disclosure statement');

    // The letter's email carries a fresh status link; the applicant opens it with their birth date.
    const email = await outboxMessage(
      applicant,
      `Your documents for loan application ${reference}`,
    );
    const link = statusLinkIn(await email.innerText());
    const status = await openStatusLink(applicant, link, reference);
    const disclosure = status.getByRole('link', { name: 'Disclosure statement (PDF)' });
    await disclosure.waitFor();
    // Approved and emailed the weekday before the holiday: 2 working days until the disclosure is
    // made (s 35), then 5 to cancel (s 27), stepping over the holiday.
    const ends = longDate(weekdaysAfter(approvedOn, 2 + 5, holiday));
    expect(ends).not.toBe(longDate(weekdaysAfter(approvedOn, 2 + 5, Number.NaN)));
    await status.getByText(`You can cancel the loan until the end of ${ends}.`).waitFor();
    await expectAccessible(applicant);
    const statement = await openedPdfText(applicant, disclosure);
    expect(statement).toContain(`Loan ${reference}`);
    expect(statement).toContain(`that is by ${ends}`);
    expect(statement).toContain(brand.disputeScheme.name);
    // The workspace shows when the letter was emailed and when the applicant first opened it.
    await officer.reload();
    await officer
      .getByText(/emailed .+, first opened by the applicant \(through the status link\)/)
      .waitFor();

    // The applicant asks for a copy of their record: a task on the workspace, due in 20 working days.
    await status
      .getByRole('button', { name: 'Ask for a copy of your affordability record' })
      .click();
    await status.getByText(/You asked for a copy of your affordability record/).waitFor();
    const due = weekdaysAfter(approvedOn, 20, holiday);
    await status.getByText(`We will send it by ${longDate(due)}.`).waitFor();
    await expect(
      status.getByRole('button', { name: 'Ask for a copy of your affordability record' }).count(),
    ).resolves.toBe(0);

    await officer.reload();
    const copies = officer.getByRole('heading', { name: 'Requests for a copy of the record' });
    await copies.waitFor();
    await officer.getByText(new RegExp(`Asked .+, due ${due}\\.`)).waitFor();
    await officer.getByRole('button', { name: 'Make the copy' }).click();
    await officer.getByText('Copy made and delivered.').waitFor();
    await officer.getByRole('link', { name: 'Copy of the affordability record' }).waitFor();

    // The status link works again (the page forgot its token): opened from the email in a new
    // tab, the copy is there, and opens.
    const again = await browser.newPage();
    const copy = (await openStatusLink(again, link, reference)).getByRole('link', {
      name: 'Copy of your affordability record (PDF)',
    });
    await copy.waitFor();
    const record = await openedPdfText(again, copy);
    expect(record).toContain('Affordability and suitability record');
    expect(record).toContain(reference);
  }, 300_000);

  it('a declined customer reads the decision notice in the portal, with the reason and the dispute resolution scheme', async () => {
    const applicant = await browser.newPage();
    const reference = await samSubmits(applicant);
    const officer = await browser.newDevicePage();
    const path = `/staff/applications/${reference}/`;
    await signInAt(officer, 'staff@kowhai.example.nz', path);
    await assignToMe(officer);
    await completeRecord(officer);
    await decline(officer, 'Cannot afford the repayments');
    await waitForLetter(officer, 'Decline notice');

    await applicant.goto('/account/');
    const status = applicant.getByRole('region', { name: `Application ${reference}` });
    const notice = status.getByRole('link', { name: 'Decision notice (PDF)' });
    await notice.waitFor();
    await expect(status.innerText()).resolves.toContain('Status: Declined.');
    await expectAccessible(applicant);
    const text = await openedPdfText(applicant, notice);
    expect(text).toContain('The reason: Cannot afford the repayments.');
    expect(text).toContain(brand.disputeScheme.name);
    // Who has seen my information (Privacy Act 2020 IPP 6, decision 137): the officer, by role.
    await status.getByRole('button', { name: 'Show who has seen it' }).click();
    await status
      .getByRole('cell', { name: `A lending officer at ${brand.legalName}` })
      .first()
      .waitFor();
    await expectAccessible(applicant);
    // Only through the server, and only to its applicant: another browser gets no document.
    const href = (await notice.getAttribute('href'))!;
    const stranger = await browser.newDevicePage();
    const refused = await stranger.request.get(href);
    expect(refused.status()).toBe(401);
  }, 300_000);
});
