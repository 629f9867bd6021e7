import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '#content/accounts.ts';
import { brand } from '#content/brand.ts';
import { outboxMessage } from './support/applicant-status.ts';
import { startAnotherServer } from './support/another-server.ts';
import { expectAccessible, useBrowser } from './support/browser.ts';

/**
 * Issue 32 "What to build" 2, the register's pages: a complaint from the public form is
 * acknowledged with a reference, resolved in the register by an officer, and counted in its
 * month's row and CSV; a complaint left open past the configured time (FSCL's 40 working days,
 * in CCCFA s 5 working days) gets the letter naming the scheme from the hourly job. The server
 * runs on the demo clock (DEMO_CLOCK_START, decision 110); to move the job's clock on, the same
 * database is started again on a clock 120 days later, and the worker's catch-up runs the job.
 */
const DAY_MS = 86_400_000;
// 10 am in New Zealand on a day well ahead of now: a Tuesday, so the form's day is a working day.
function demoStart(): Date {
  const start = new Date(Date.now() + 2 * DAY_MS);
  while (start.getUTCDay() !== 2) start.setTime(start.getTime() + DAY_MS);
  start.setUTCHours(21, 0, 0, 0);
  return start;
}
const start = demoStart();
const SERVER_ENV = {
  // The demo accounts (the officer); no address search here, so not the local address index,
  // whose seeding takes minutes on a loaded machine.
  SEED_DEMO_DATA: 'true',
  ADDRESS_PROVIDER: 'addressfinder',
  ADDRESSFINDER_KEY: 'unused-in-this-journey',
  ADDRESSFINDER_SECRET: 'unused-in-this-journey',
  SIGN_IN_ATTEMPTS_PER_MINUTE: '1000',
  EMAIL_WORKER_INTERVAL_MS: '200',
};
const OFFICER = 'staff@kowhai.example.nz';
const scheme = brand.disputeScheme.name;

let site: Awaited<ReturnType<typeof startAnotherServer>>;
const browser = useBrowser({ baseUrl: () => site.baseUrl });

beforeAll(async () => {
  site = await startAnotherServer({ ...SERVER_ENV, DEMO_CLOCK_START: start.toISOString() });
}, 300_000);
afterAll(async () => site?.stop());

/** The public form: a complaint about `category`; the reference it is acknowledged with. */
async function complain(page: Page, category: string, email: string): Promise<string> {
  await page.goto('/complaints/');
  await page.getByRole('button', { name: 'Make a complaint online' }).click();
  await page.getByLabel('What is your complaint about?').selectOption(category);
  await page.getByLabel('What went wrong?').fill('My direct debit was taken twice in March.');
  await page.getByLabel('What would put it right?').fill('Refund the second payment, please.');
  await page.getByLabel('Your name').fill('Aroha Ngata');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send my complaint' }).click();
  const status = page.getByRole('status').filter({ hasText: 'We have your complaint' });
  await status.waitFor();
  return /C-\d{6}/.exec((await status.textContent())!)![0];
}

async function signIn(page: Page, path: string): Promise<void> {
  await page.goto(`/sign-in/?returnTo=${encodeURIComponent(path)}`);
  await page.getByRole('button', { name: 'Sign in' }).and(page.locator(':enabled')).waitFor();
  await page.getByLabel('Email address').fill(OFFICER);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`**${path}`);
}

async function accessibleAtBothWidths(page: Page): Promise<void> {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectAccessible(page);
  }
}

describe('the complaints register in the workspace (issue 32)', () => {
  it('an officer resolves a complaint from the form; it is counted in its month and the CSV', async () => {
    const complainant = await browser.newPage();
    const reference = await complain(complainant, 'personal-loan', 'aroha@example.co.nz');
    await outboxMessage(complainant, `We have your complaint (${reference})`);

    const officer = await browser.newDevicePage();
    await signIn(officer, '/staff/complaints/');
    await officer.getByRole('heading', { name: 'Complaints', level: 1 }).waitFor();
    const nav = officer.getByRole('navigation', { name: 'Workspace' });
    await expect(
      nav.getByRole('link', { name: 'Complaints' }).getAttribute('aria-current'),
    ).resolves.toBe('page');
    await accessibleAtBothWidths(officer);

    // Filtered by state: the new complaint is received, not yet acknowledged, with no owner.
    await officer.getByLabel('State').selectOption('received');
    await officer.getByLabel('Owner').selectOption('none');
    await officer.getByRole('button', { name: 'Show complaints' }).click();
    await officer.waitForURL('**/staff/complaints/?state=received&owner=none');
    await officer.getByRole('link', { name: reference }).click();
    await officer.getByRole('heading', { name: `Complaint ${reference}` }).waitFor();
    await accessibleAtBothWidths(officer);

    await officer.getByRole('button', { name: 'Give it this owner' }).click();
    await officer.getByText(`${OFFICER}`, { exact: true }).waitFor();
    await officer.getByLabel('New note').fill('Called Aroha; refund agreed.');
    await officer.getByRole('button', { name: 'Add the note' }).click();
    // In the notes' list, once the page has reloaded: the text area holding the typed note matches
    // the words too, and a choice made before the reload would be lost with the old page.
    await officer
      .getByRole('listitem')
      .filter({ hasText: 'Called Aroha; refund agreed.' })
      .first()
      .waitFor();
    await officer.getByLabel('Move to').selectOption('resolved');
    await officer.getByLabel('Outcome (when resolved)').selectOption('upheld');
    await officer.getByRole('button', { name: 'Change the state' }).click();
    await officer.getByText('Resolved (Upheld)').first().waitFor();
    await officer.getByText(/^Resolution, .*Our answer to your complaint/).waitFor();
    await accessibleAtBothWidths(officer);
    await outboxMessage(complainant, `Our answer to your complaint (${reference})`);

    // The month's counts: one received, upheld; the CSV says the same.
    await officer.goto('/staff/complaints/');
    const month = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Pacific/Auckland',
      year: 'numeric',
      month: '2-digit',
    }).format(start);
    const counts = officer.getByRole('table').filter({ hasText: 'Partly upheld' });
    await expect(
      counts.getByRole('row').filter({ hasText: 'A personal loan' }).innerText(),
    ).resolves.toMatch(new RegExp(`^${month}\\s+A personal loan\\s+1\\s+0\\s+1\\s+0\\s+0\\s+0$`));
    const csvHref = await officer
      .getByRole('link', { name: 'Download the counts (CSV)' })
      .getAttribute('href');
    const csv = await officer.request.get(csvHref!);
    expect(csv.headers()['content-type']).toContain('text/csv');
    expect(await csv.text()).toContain(`${month},A personal loan,1,0,1,0,0,0`);
  }, 180_000);

  it('a complaint left open past the configured time gets the letter naming the scheme', async () => {
    const complainant = await browser.newPage();
    const reference = await complain(complainant, 'service', 'mere@example.co.nz');
    await outboxMessage(complainant, `We have your complaint (${reference})`);
    // The same database, 120 days on: past 40 working days even across the summer holidays.
    await site.stop({ keepData: true });
    site = await startAnotherServer(
      { ...SERVER_ENV, DEMO_CLOCK_START: new Date(start.getTime() + 120 * DAY_MS).toISOString() },
      { dataDir: site.dataDir },
    );
    // A new context: its address is the restarted server's.
    const later = await browser.newDevicePage();
    const letter = await outboxMessage(
      later,
      `Your complaint (${reference}): you can go to ${scheme}`,
    );
    await expect(letter.innerText()).resolves.toContain(brand.disputeScheme.phone);

    const officer = await browser.newDevicePage();
    await signIn(officer, `/staff/complaints/${reference}/`);
    await officer.getByRole('heading', { name: `Complaint ${reference}` }).waitFor();
    await officer.getByText(`Letter naming ${scheme}`).first().waitFor();
    await accessibleAtBothWidths(officer);
  }, 600_000);
});
