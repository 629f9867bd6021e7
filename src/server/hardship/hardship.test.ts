import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { brand } from '#content/brand.ts';
import { HARDSHIP_MESSAGES } from '#domain/hardship/hardship.ts';
import { HARDSHIP_NOT_MATCHED } from './apply.ts';
import { PAGE_DATA_API } from '#domain/pages/route-data.ts';
import type { WorkTask } from '#domain/staff/my-work.ts';
import { accounts, emailOutbox, hardshipApplications } from '#server/db/schema/index.ts';
import { markLoanClosed, type CustomerLoan } from '#server/loans/book-loan.ts';
import { bookTestLoan } from '#server/test-support/loans.ts';
import { captchaHeaders, testClientAddress } from '#server/test-support/captcha.ts';
import { pdfText } from '#server/test-support/pdf-text.ts';
import { sessionCookie } from '#server/test-support/sessions.ts';
import { signedInStaff } from '#server/test-support/staff.ts';
import { buildTestApp } from '#server/test-support/test-app.ts';
import { remindArrears } from './arrears.ts';

// Hardship applications and missed payments (issue 32 "What to build" 1 and 4): CCCFA ss 55-57A
// (apply; acknowledge within 5 working days, decide within 20, the clock starting again when
// information asked for is received), s 22 (the variation disclosure), s 58 (a refusal's rights);
// the Responsible Lending Code's chapter 12 on missed payments and repayment difficulties (a
// reminder naming free financial mentoring and how to ask for hardship).
// Monday 1 March 2027, 10:00 in New Zealand.
let now = new Date('2027-02-28T21:00:00Z');
let app: FastifyInstance;
let close: () => Promise<void>;
let officer: { id: string; cookie: string };

beforeAll(async () => {
  ({ app, close } = await buildTestApp({ clock: () => now }));
  officer = await signedInStaff(app, 'hardship-officer', ['officer']);
});
afterAll(async () => close());

/** Every test borrower's date of birth, as step 2's selector saves it. */
const BORN = '1985/06/14';

/** A customer with an account, signed in, holding a $5,000 fortnightly loan from 15 March 2027. */
async function borrowerWithLoan(
  first = 'Aroha',
): Promise<{ id: string; cookie: string; email: string; loan: CustomerLoan }> {
  const id = randomUUID();
  const email = `${id}@example.co.nz`;
  await app.db.insert(accounts).values({ id, kind: 'customer', email, passwordHash: 'x' });
  const loan = await bookTestLoan(app, {
    application: {
      ownerAccountId: id,
      formData: { FirstName: first, LastName: 'Ngata', DateOfBirth: BORN },
      assignedTo: officer.id,
    },
    firstName: first,
    dates: { submittedOn: '2027-02-26', paidOutOn: '2027-03-01', firstPaymentDate: '2027-03-15' },
  });
  return { id, cookie: await sessionCookie(app, { kind: 'customer', id }), email, loan };
}

const application = (loanNumber: string) => ({
  LoanNumber: loanNumber,
  WhatHappened: 'I was made redundant in February and start a new job in June.',
  CanPay: '50',
  Months: '3',
  Change: 'lower-payments',
});

const call = (cookie: string, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  app.inject({
    method,
    url,
    headers: { cookie },
    // Each call from its own address: the form's rate limit is per client.
    remoteAddress: testClientAddress(),
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  });
const apply = (cookie: string, body: unknown) =>
  call(cookie, 'POST', '/api/account/hardship', body);
/** The officer's session as of the test's clock (a staff session ends after a while idle). */
const staff = () => sessionCookie(app, { kind: 'staff', id: officer.id, roles: ['officer'] });
const act = async (reference: string, body: unknown) =>
  call(await staff(), 'POST', `/api/staff/hardship/${reference}/action`, body);
const detail = async (reference: string) =>
  (await call(await staff(), 'GET', `/api/staff/hardship/${reference}`)).json();
/** The fields a refused form names (a 422), each with its problem. */
const refusedFields = (response: { statusCode: number; json: () => { fields?: unknown } }) => {
  expect(response.statusCode, 'a refused form').toBe(422);
  return response.json().fields;
};
const emailsTo = (to: string) =>
  app.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, to));

async function myTasks(): Promise<WorkTask[]> {
  const work = await call(
    await staff(),
    'GET',
    `${PAGE_DATA_API}/staff-my-work?path=${encodeURIComponent('/staff/')}`,
  );
  return Object.values(work.json().staffMyWork.tasks as Record<string, WorkTask[]>).flat();
}

describe('a hardship application (CCCFA ss 55-57A)', () => {
  it('is acknowledged in writing at once, naming the scheme and MoneyTalks, with its two dates on one task', async () => {
    const borrower = await borrowerWithLoan();
    const response = await apply(borrower.cookie, application(borrower.loan.accountNumber));
    expect(response.statusCode, response.body).toBe(201);
    const { reference } = response.json() as { reference: string };
    expect(reference).toMatch(/^H-\d{6}$/);
    // s 57A(1): received Monday 1 March 2027: acknowledge within 5 working days (Monday 8
    // March); decide within 20 (Wednesday 31 March).
    const [stored] = await app.db
      .select()
      .from(hardshipApplications)
      .where(eq(hardshipApplications.reference, reference));
    expect(stored).toMatchObject({
      acknowledgeBy: '2027-03-08',
      decideBy: '2027-03-31',
      ownerId: officer.id,
    });
    const [letter] = await emailsTo(borrower.email);
    expect(letter!.subject).toContain(reference);
    expect(letter!.text).toContain('Kia ora Aroha,');
    expect(letter!.text).toContain('MoneyTalks');
    expect(letter!.text).toContain(brand.disputeScheme.name);
    // The first name and the reference only.
    expect(letter!.text).not.toContain('Ngata');
    expect(letter!.text).not.toContain('redundant');

    const task = (await myTasks()).find((t) => t.reference === reference);
    expect(task).toMatchObject({
      kind: 'hardship',
      dueOn: '2027-03-31',
      alsoDue: { label: 'Acknowledge by', dueOn: '2027-03-08' },
    });

    // One open application per loan.
    const again = await apply(borrower.cookie, application(borrower.loan.accountNumber));
    expect(again.statusCode).toBe(409);
  });

  it('refuses bad input with a 4xx naming the problem, and a loan that is not the customer’s', async () => {
    const borrower = await borrowerWithLoan();
    const other = await borrowerWithLoan();
    const bad = await apply(borrower.cookie, {
      ...application(borrower.loan.accountNumber),
      WhatHappened: '',
      CanPay: 'lots',
      Months: '36',
      Change: 'forgive-it',
    });
    expect(refusedFields(bad)).toEqual({
      WhatHappened: HARDSHIP_MESSAGES.whatHappened,
      CanPay: HARDSHIP_MESSAGES.canPay,
      Months: HARDSHIP_MESSAGES.months,
      Change: HARDSHIP_MESSAGES.change,
    });
    const notTheirs = await apply(borrower.cookie, application(other.loan.accountNumber));
    expect(refusedFields(notTheirs)).toEqual({ LoanNumber: HARDSHIP_MESSAGES.loan });
    expect((await apply(borrower.cookie, { LoanNumber: 5 })).statusCode).toBe(400);
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/account/hardship',
      payload: application(borrower.loan.accountNumber),
    });
    expect(anonymous.statusCode).toBe(401);
    const customerAtStaff = await call(borrower.cookie, 'GET', '/api/staff/hardship');
    expect(customerAtStaff.statusCode).toBe(403);
    expect((await act('H-999999', { action: 'information-received', version: 1 })).statusCode).toBe(
      404,
    );
    expect((await act('nonsense', { action: 'information-received', version: 1 })).statusCode).toBe(
      400,
    );
  });

  it('stops the decision clock on a request for information and restarts it, 20 working days, from the day the information is received (s 57A)', async () => {
    const borrower = await borrowerWithLoan('Mere');
    const { reference } = (
      await apply(borrower.cookie, application(borrower.loan.accountNumber))
    ).json();
    let current = await detail(reference);
    const asked = await act(reference, {
      action: 'request-information',
      version: current.version,
      request: 'Your redundancy letter, please.',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toMatchObject({ state: 'information-requested', decideBy: null });
    const emails = await emailsTo(borrower.email);
    expect(emails.map((e) => e.subject)).toContain(
      `We need more information for hardship application ${reference}`,
    );
    expect(emails.at(-1)!.text).not.toContain('redundancy');

    // Received Wednesday 10 March 2027: 20 working days on, Good Friday (26 March) and Easter
    // Monday (29 March) left out, is Friday 9 April, not the first date (31 March).
    now = new Date('2027-03-09T22:00:00Z');
    current = await detail(reference);
    const received = await act(reference, {
      action: 'information-received',
      version: current.version,
    });
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json()).toMatchObject({ state: 'received', decideBy: '2027-04-09' });
    const task = (await myTasks()).find((t) => t.reference === reference);
    expect(task).toMatchObject({ dueOn: '2027-04-09', alsoDue: { dueOn: '2027-03-08' } });

    // A page showing an older version is refused.
    const stale = await act(reference, {
      action: 'information-received',
      version: current.version,
    });
    expect(stale.statusCode).toBe(412);
    now = new Date('2027-02-28T21:00:00Z');
  });
});

describe('the decision', () => {
  it('agrees three months of reduced payments: posted to the loan book, disclosed (s 22) and shown in the portal', async () => {
    const borrower = await borrowerWithLoan('Tama');
    const { reference } = (
      await apply(borrower.cookie, application(borrower.loan.accountNumber))
    ).json();
    const before = await app.adapters.loanServicing.readLoan(borrower.loan.servicingLoanId);
    const agreed = await act(reference, {
      action: 'agree',
      version: (await detail(reference)).version,
      startsOn: '2027-03-15',
      months: 3,
      paymentCents: 5000,
    });
    expect(agreed.statusCode, agreed.body).toBe(200);
    expect(agreed.json()).toMatchObject({
      state: 'agreed',
      arrangement: { startsOn: '2027-03-15', months: 3, paymentCents: 5000 },
    });

    const after = (await app.adapters.loanServicing.readLoan(borrower.loan.servicingLoanId))!;
    // The fortnightly payments due from 15 March until 15 June are $50; the rest are as before,
    // and what the $50 payments leave unpaid follows at the end: nothing more is charged. (Each
    // day moved off a holiday, CCCFA s 5: Easter Monday 29 March, Anzac Day's Monday 26 April,
    // the King's Birthday 7 June.)
    const reduced = after.instalments.filter((i) => i.totalCents === 5000);
    expect(reduced.map((i) => i.dueDate)).toEqual([
      '2027-03-15',
      '2027-03-30',
      '2027-04-12',
      '2027-04-27',
      '2027-05-10',
      '2027-05-24',
      '2027-06-08',
    ]);
    expect(after.instalments.length).toBeGreaterThan(before!.instalments.length);
    expect(after.schedule.totalRepayableCents).toBe(before!.schedule.totalRepayableCents);

    const portal = (await call(borrower.cookie, 'GET', '/api/account/hardship')).json();
    const [view] = portal.loans[0].applications;
    expect(view).toMatchObject({ reference, state: 'agreed' });
    expect(portal.loans[0].instalments[0]).toMatchObject({
      dueDate: '2027-03-15',
      totalCents: 5000,
    });
    const pdf = await call(borrower.cookie, 'GET', view.disclosureHref);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Variation disclosure statement');
    expect(text).toContain('$50.00');
    // Another customer cannot open it.
    const stranger = await borrowerWithLoan();
    expect((await call(stranger.cookie, 'GET', view.disclosureHref)).statusCode).toBe(404);
    const [, letter] = await emailsTo(borrower.email);
    expect(letter!.subject).toContain(reference);
    expect(letter!.text).toContain('variation disclosure statement');

    // Decided: no more actions.
    const again = await act(reference, { action: 'refuse', version: 99, reasons: 'x' });
    expect(again.statusCode).toBe(409);
  });

  it('refuses with reasons shown in the portal, and a letter naming the scheme and s 58', async () => {
    const borrower = await borrowerWithLoan('Hemi');
    const { reference } = (
      await apply(borrower.cookie, application(borrower.loan.accountNumber))
    ).json();
    const empty = await act(reference, { action: 'refuse', version: 1, reasons: ' ' });
    expect(empty.statusCode).toBe(400);
    const refused = await act(reference, {
      action: 'refuse',
      version: (await detail(reference)).version,
      reasons: 'The payments you can make would not repay the loan within a reasonable time.',
    });
    expect(refused.statusCode, refused.body).toBe(200);
    const portal = (await call(borrower.cookie, 'GET', '/api/account/hardship')).json();
    expect(portal.loans[0].applications[0]).toMatchObject({
      state: 'refused',
      reasons: 'The payments you can make would not repay the loan within a reasonable time.',
      disclosureHref: null,
    });
    const [, letter] = await emailsTo(borrower.email);
    expect(letter!.text).toContain(brand.disputeScheme.name);
    expect(letter!.text).toContain('section 58');
    expect(letter!.text).not.toContain('reasonable time');
  });
});

describe('missed payments (Responsible Lending Code, hardship and arrears)', () => {
  it('reminds a borrower behind with a payment once, naming MoneyTalks; not one with an open hardship application; a task after the configured days', async () => {
    const late = await borrowerWithLoan('Kiri');
    const helped = await borrowerWithLoan('Rawiri');
    await apply(helped.cookie, application(helped.loan.accountNumber));
    const deps = { db: app.db, adapters: app.adapters, clock: app.clock, taskDays: 5 };
    // Tuesday 16 March 2027: the payment due Monday 15 March is a day late.
    now = new Date('2027-03-15T21:00:00Z');
    await remindArrears(deps);
    await remindArrears(deps);
    const reminders = (await emailsTo(late.email)).filter((e) => e.kind === 'arrears.reminder');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.subject).toContain(late.loan.accountNumber);
    expect(reminders[0]!.text).toContain('Kia ora Kiri,');
    expect(reminders[0]!.text).toContain('MoneyTalks');
    expect(reminders[0]!.text).toContain('0800 345 123');
    expect(reminders[0]!.text).toContain('hardship');
    expect(reminders[0]!.text).not.toContain('Ngata');
    const helpedEmails = await emailsTo(helped.email);
    expect(helpedEmails.filter((e) => e.kind === 'arrears.reminder')).toHaveLength(0);
    expect(
      (await myTasks()).some(
        (t) => t.kind === 'arrears' && t.reference === late.loan.accountNumber,
      ),
    ).toBe(false);

    // Sunday 21 March: six days behind, past the configured five: the officer's task.
    now = new Date('2027-03-20T21:00:00Z');
    await remindArrears(deps);
    const task = (await myTasks()).find(
      (t) => t.kind === 'arrears' && t.reference === late.loan.accountNumber,
    );
    expect(task).toMatchObject({ dueOn: '2027-03-21' });
    expect((await emailsTo(late.email)).filter((e) => e.kind === 'arrears.reminder')).toHaveLength(
      1,
    );

    // Paid up: the task goes.
    const owed = (await app.adapters.loanServicing.readLoan(late.loan.servicingLoanId))!
      .instalments[0]!;
    await app.adapters.loanServicing.postRepayment(late.loan.servicingLoanId, {
      amountCents: owed.totalCents,
      receivedOn: '2027-03-21',
      externalId: `pay-${randomUUID()}`,
    });
    await remindArrears(deps);
    expect(
      (await myTasks()).some(
        (t) => t.kind === 'arrears' && t.reference === late.loan.accountNumber,
      ),
    ).toBe(false);
    now = new Date('2027-02-28T21:00:00Z');
  });
});

describe('the public form: the loan number and date of birth instead of a sign-in (decision 156)', () => {
  const publicApply = async (body: Record<string, unknown>, captcha = true) =>
    app.inject({
      method: 'POST',
      url: '/api/hardship',
      headers: captcha ? await captchaHeaders(app) : {},
      remoteAddress: testClientAddress(),
      payload: body,
    });
  const publicApplication = (loanNumber: string, dateOfBirth = BORN) => ({
    ...application(loanNumber),
    DateOfBirth: dateOfBirth,
  });

  it('takes an application whose loan number and date of birth match the loan’s borrower, acknowledged to the loan’s email (s 57A)', async () => {
    const borrower = await borrowerWithLoan('Ana');
    // The selector's yyyy/MM/dd or an ISO date: the same day.
    const response = await publicApply(
      publicApplication(borrower.loan.accountNumber, '1985-06-14'),
    );
    expect(response.statusCode, response.body).toBe(201);
    const { reference, decideBy } = response.json() as { reference: string; decideBy: string };
    expect(reference).toMatch(/^H-\d{6}$/);
    expect(decideBy).toBe('2027-03-31');
    const [letter] = await emailsTo(borrower.email);
    expect(letter!.subject).toContain(reference);
    expect(letter!.text).toContain('Kia ora Ana,');
    expect(letter!.text).toContain('MoneyTalks');
    // The application is the loan's, and shows in the borrower's portal.
    const portal = (await call(borrower.cookie, 'GET', '/api/account/hardship')).json();
    expect(portal.loans[0].applications[0]).toMatchObject({ reference, state: 'received' });
    // One open application per loan: a clear 422 (the form runtime reads 409 as the captcha's).
    const again = await publicApply(publicApplication(borrower.loan.accountNumber));
    expect(refusedFields(again)).toEqual({ LoanNumber: expect.stringContaining('already') });
  });

  it('answers a wrong date of birth, an unknown loan number and a closed loan alike, so no loan number is revealed', async () => {
    const borrower = await borrowerWithLoan();
    const closed = await borrowerWithLoan();
    await markLoanClosed({ db: app.db, clock: app.clock }, closed.loan.accountNumber);
    const answers = [
      await publicApply(publicApplication(borrower.loan.accountNumber, '1985/06/15')),
      await publicApply(publicApplication('999999999999')),
      await publicApply(publicApplication(closed.loan.accountNumber)),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(422);
      expect(answer.json()).toEqual({
        error: HARDSHIP_NOT_MATCHED,
        fields: { LoanNumber: HARDSHIP_NOT_MATCHED, DateOfBirth: HARDSHIP_NOT_MATCHED },
      });
    }
    expect(await emailsTo(borrower.email)).toHaveLength(0);
    const stored = await app.db
      .select()
      .from(hardshipApplications)
      .where(eq(hardshipApplications.customerLoanId, borrower.loan.id));
    expect(stored).toHaveLength(0);
  });

  it('runs the portal’s rule table and the date of birth’s, and asks for the captcha', async () => {
    const borrower = await borrowerWithLoan();
    const bad = await publicApply({
      ...publicApplication('12ab'),
      DateOfBirth: '//',
      WhatHappened: '',
      Months: '36',
    });
    expect(refusedFields(bad)).toMatchObject({
      LoanNumber: HARDSHIP_MESSAGES.loanNumber,
      DateOfBirth: expect.any(String),
      WhatHappened: HARDSHIP_MESSAGES.whatHappened,
      Months: HARDSHIP_MESSAGES.months,
    });
    const bare = await publicApply(publicApplication(borrower.loan.accountNumber), false);
    expect(bare.statusCode).toBe(400);
    expect((await publicApply({ LoanNumber: 5 })).statusCode).toBe(400);
    expect(await emailsTo(borrower.email)).toHaveLength(0);
  });
});

describe('the borrower answers a request for information in the portal (s 57A, decision 156)', () => {
  const answer = (cookie: string, reference: string, body: unknown) =>
    call(cookie, 'POST', `/api/account/hardship/${reference}/answer`, body);

  it('records the answer received and starts the 20 working days again from that day; the officer sees it', async () => {
    const borrower = await borrowerWithLoan('Wiremu');
    const { reference } = (
      await apply(borrower.cookie, application(borrower.loan.accountNumber))
    ).json();
    // Nothing asked yet: no answer is taken.
    const early = await answer(borrower.cookie, reference, { Answer: 'Here it is.' });
    expect(early.statusCode).toBe(409);
    await act(reference, {
      action: 'request-information',
      version: (await detail(reference)).version,
      request: 'Your redundancy letter, please.',
    });
    const portal = (await call(borrower.cookie, 'GET', '/api/account/hardship')).json();
    expect(portal.loans[0].applications[0]).toMatchObject({
      state: 'information-requested',
      informationRequest: 'Your redundancy letter, please.',
      decideBy: null,
    });

    const empty = await answer(borrower.cookie, reference, { Answer: ' ' });
    expect(refusedFields(empty)).toEqual({ Answer: HARDSHIP_MESSAGES.answer });
    const stranger = await borrowerWithLoan();
    expect((await answer(stranger.cookie, reference, { Answer: 'Not mine.' })).statusCode).toBe(
      404,
    );

    // Answered Wednesday 10 March 2027: decided by Friday 9 April (20 working days, Easter out).
    now = new Date('2027-03-09T22:00:00Z');
    // The customer's session as of the test's clock (a session ends after a while idle).
    const cookie = await sessionCookie(app, { kind: 'customer', id: borrower.id });
    const answered = await answer(cookie, reference, {
      Answer: 'The letter is dated 1 February; my last day was 26 February.',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toEqual({ reference, decideBy: '2027-04-09' });
    const seen = await detail(reference);
    expect(seen).toMatchObject({
      state: 'received',
      decideBy: '2027-04-09',
      answers: [
        {
          request: 'Your redundancy letter, please.',
          answer: 'The letter is dated 1 February; my last day was 26 February.',
          at: now.toISOString(),
        },
      ],
    });
    const task = (await myTasks()).find((t) => t.reference === reference);
    expect(task).toMatchObject({ dueOn: '2027-04-09' });
    // Answered once: the request is closed.
    const twice = await answer(cookie, reference, { Answer: 'Again.' });
    expect(twice.statusCode).toBe(409);
    now = new Date('2027-02-28T21:00:00Z');
  });
});
