import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, like } from 'drizzle-orm';
import { API } from '#domain/contracts/wire.ts';
import { emailOutbox, loanStatements } from '../db/schema/index.ts';
import { bookTestLoan } from '../test-support/loans.ts';
import { sessionCookie, TEST_CUSTOMER } from '../test-support/sessions.ts';
import { buildTestApp } from '../test-support/test-app.ts';
import { markLoanClosed, type CustomerLoan } from './book-loan.ts';
import { CONTINUING_DISCLOSURE_JOB } from './continuing-disclosure.ts';

/*
 * Continuing disclosure (CCCFA s 18, decision 151): the job, on the app's clock, gives each active
 * loan one statement for each ended 6-month period (s 18(2)(b)) and a closed loan none; a second
 * run in the same period gives none; the borrower opens it in the portal and the opening is kept.
 */
let now = new Date('2026-11-27T01:00:00Z');
let app: FastifyInstance;
let close: () => Promise<void>;
const loans: CustomerLoan[] = [];

async function bookOne(owner: string | null, firstName: string): Promise<CustomerLoan> {
  return bookTestLoan(app, {
    application: {
      ownerAccountId: owner,
      applicantEmail: `${firstName.toLowerCase()}@example.co.nz`,
      formData: { FirstName: firstName },
    },
    firstName,
    termMonths: 24,
  });
}

async function runJob(): Promise<void> {
  const id = (await app.jobs.enqueue(CONTINUING_DISCLOSURE_JOB))!;
  await expect
    .poll(() => app.jobs.stateOf(CONTINUING_DISCLOSURE_JOB, id), { timeout: 30_000 })
    .toBe('completed');
}

beforeAll(async () => {
  ({ app, close } = await buildTestApp({ env: { BACKGROUND_WORKER: 'true' }, clock: () => now }));
  loans.push(await bookOne(TEST_CUSTOMER.id, 'Aroha'), await bookOne(null, 'Mere'));
  loans.push(await bookOne(null, 'Tama'));
  await markLoanClosed({ db: app.db, clock: app.clock }, loans[2]!.accountNumber);
}, 60_000);
afterAll(async () => close());

const statements = () =>
  app.db.select().from(loanStatements).orderBy(loanStatements.customerLoanId);

describe('continuing disclosure statements (CCCFA s 18)', () => {
  it('none before the first 6-month period has ended', async () => {
    now = new Date('2027-05-25T22:00:00Z'); // 26 May 2027 in New Zealand: the period's last day
    await runJob();
    expect(await statements()).toEqual([]);
  });

  it('one per active loan once it has ended, none for a closed loan, each emailed', async () => {
    now = new Date('2027-05-26T22:00:00Z'); // 27 May 2027 in New Zealand
    await runJob();
    const made = await statements();
    expect(made.map((s) => [s.customerLoanId, s.periodFrom, s.periodTo])).toEqual([
      [loans[0]!.id, '2026-11-27', '2027-05-26'],
      [loans[1]!.id, '2026-11-27', '2027-05-26'],
    ]);
    // Opening on the day before the advance: nothing owed; the closing balance is what is owed.
    expect(made.every((s) => s.openingBalanceCents === 0 && s.closingBalanceCents > 0)).toBe(true);
    const emails = await app.db
      .select()
      .from(emailOutbox)
      .where(like(emailOutbox.subject, 'Your loan statement is ready%'));
    expect(emails.map((e) => e.subject).sort()).toEqual(
      [loans[0]!, loans[1]!]
        .map((l) => `Your loan statement is ready (loan ${l.accountNumber})`)
        .sort(),
    );
    // The first name and the loan number only: no balance, no surname.
    for (const email of emails) {
      expect(email.text).toMatch(/^Kia ora (Aroha|Mere),/);
      expect(email.text).not.toMatch(/\$|Ngata/);
    }
  });

  it('a second run in the same period makes none', async () => {
    now = new Date('2027-06-20T22:00:00Z');
    await runJob();
    expect(await statements()).toHaveLength(2);
  });

  it('the borrower opens theirs in the portal, and the first opening is recorded', async () => {
    const cookie = await sessionCookie(app, TEST_CUSTOMER);
    const list = await app.inject({
      method: 'GET',
      url: API.accountStatements.path,
      headers: { cookie },
    });
    expect(list.statusCode).toBe(200);
    const [mine, ...others] = list.json().statements;
    expect(others).toEqual([]);
    expect(mine).toMatchObject({
      loanNumber: loans[0]!.accountNumber,
      periodTo: '2027-05-26',
      openedAt: null,
    });

    const opened = await app.inject({ method: 'GET', url: mine.href, headers: { cookie } });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('application/pdf');
    expect(opened.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const [row] = await app.db.select().from(loanStatements).where(eq(loanStatements.id, mine.id));
    expect(row!.openedAt).toEqual(now);

    // Someone else's statement is no statement of theirs; an anonymous visitor must sign in.
    const [theirs] = (await statements()).filter((s) => s.customerLoanId === loans[1]!.id);
    const path = API.accountStatementFile.path.replace(':id', theirs!.id);
    expect((await app.inject({ method: 'GET', url: path, headers: { cookie } })).statusCode).toBe(
      404,
    );
    expect((await app.inject({ method: 'GET', url: path })).statusCode).toBe(401);
  });
});
