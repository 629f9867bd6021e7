import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { pino } from 'pino';
import { completeRecord } from '#domain/lending/fixtures.ts';
import {
  applicationDecisions,
  applications,
  customerLoans,
  emailOutbox,
  lendingDocuments,
  payoutBatches,
} from '#server/db/schema/index.ts';
import type { WorkspaceDeps } from '#server/staff/workflow.ts';
import {
  insertApplication,
  lendingTestDeps,
  saveCompleteRecord,
} from '#server/test-support/lending.ts';
import { pdfText } from '#server/test-support/pdf-text.ts';
import { cancelLoan, closeLoan } from '../../loans/cancel.ts';
import { paymentSchedule } from '../documents/disclosure.ts';
import { contractOf, offerDisclosure } from './contract.ts';
import { expireOffers } from './expiry.ts';
import { currentOffer, makeOffer } from './offers.ts';
import { checkPayoutAccount, releasePayout } from '../../loans/payout.ts';
import { acceptOffer, sendSigningCode } from './signing.ts';
import { offerView } from './view.ts';

/*
 * Issue 31 parts 1, 2, 3 and 6 (decisions 143 and 144): the offer fixes its terms, the applicant
 * signs with an emailed one-time code (CCLA s 226) into a PDF with a certificate, cancels within
 * the period (CCCFA s 27 with s 35) or not after it, and an approver other than the account's
 * checker releases the payout, which books the loan active; a repaid loan closes.
 */
let setup: Awaited<ReturnType<typeof lendingTestDeps>>;
// Monday 30 November 2026, 10 am in New Zealand: a working day.
const MONDAY = new Date('2026-11-29T21:00:00Z');
beforeAll(async () => {
  setup = await lendingTestDeps({ clock: () => MONDAY });
});
afterAll(async () => {
  await setup?.database.close();
});

const staff = (id: string, roles: string[]): WorkspaceDeps => ({
  db: setup.deps.db,
  config: setup.deps.config,
  actor: { id, roles },
  requestId: 'offer-test',
  log: pino({ level: 'silent' }),
  now: setup.deps.clock(),
  officerApprovalLimit: 10_000,
  links: { baseUrl: 'http://localhost:3000', days: 30 },
  lettersOwed: async () => {},
});
const lending = (id: string, roles: string[]) => ({
  services: setup.deps,
  workspace: staff(id, roles),
});

/** An approved application with a complete record, as the workspace leaves it. */
async function approved(email: string) {
  const { db } = setup.deps;
  const { id, referenceNumber } = await insertApplication(setup.deps, { complete: true });
  await db
    .update(applications)
    .set({
      formData: { FirstName: 'Aroha', LastName: 'Ngata', Email: email, DateOfBirth: '1990/01/01' },
      applicantEmail: email,
      workflowStatus: 'approved',
    })
    .where(eq(applications.id, id));
  await saveCompleteRecord(db, id);
  await db.insert(applicationDecisions).values({
    applicationId: id,
    kind: 'decision',
    outcome: 'approved',
    amount: completeRecord().loan.amount,
    reason: 'Meets our lending criteria',
    comment: '',
    decidedBy: 'approver-1',
    affordabilityVersion: 1,
  });
  return { id, reference: String(referenceNumber) };
}

const rowOf = async (id: string) =>
  (await setup.deps.db.select().from(applications).where(eq(applications.id, id)))[0]!;

async function lastCode(email: string): Promise<string> {
  const [sent] = await setup.deps.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.kind, 'offer-code'), eq(emailOutbox.recipient, email)))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  return /is (\d{6})\./.exec(sent!.text)![1]!;
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: { statusCode?: number; message: string }) => ({
      status: error.statusCode,
      message: error.message,
    }),
  );

const offerIp = { ipAddress: '203.0.113.7' };
let first: { id: string; reference: string };
let second: { id: string; reference: string };

describe('the offer and its signing (issue 31 part 1)', () => {
  it('fixes the approval’s terms when made, and the contract states them', async () => {
    first = await approved('aroha@example.nz');
    const made = await makeOffer(staff('officer-1', ['officer']), first.reference, 0);
    expect(made.status).toBe('offered');
    const offer = (await currentOffer(setup.deps.db, first.id))!;
    const loan = completeRecord().loan;
    expect(offer.terms).toMatchObject({
      amount: loan.amount,
      termMonths: loan.termMonths,
      frequency: loan.frequency,
      recordVersion: 1,
    });
    const view = await offerView(setup.deps.db, await rowOf(first.id), MONDAY);
    expect(view?.state).toBe('open');
    expect(view?.contract.map((s) => s.heading)).toContain('The loan');
  });

  it('refuses a wrong code, counts the tries, and voids the code after the last', async () => {
    const row = await rowOf(first.id);
    expect(await refusal(acceptOffer(setup.deps, row, { code: '123456', ...offerIp }))).toEqual({
      status: 422,
      message: 'Ask for a code first.',
    });
    expect(await refusal(sendSigningCode(setup.deps, row, false))).toMatchObject({ status: 422 });
    await sendSigningCode(setup.deps, row, true);
    const code = await lastCode('aroha@example.nz');
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await refusal(acceptOffer(setup.deps, row, { code: wrong, ...offerIp }))).toEqual({
      status: 422,
      message: 'That code is not right. You have 4 tries left.',
    });
    for (let i = 0; i < 4; i += 1)
      await refusal(acceptOffer(setup.deps, row, { code: wrong, ...offerIp }));
    // After five wrong tries even the right code no longer works.
    expect(await refusal(acceptOffer(setup.deps, row, { code, ...offerIp }))).toMatchObject({
      status: 422,
      message: expect.stringContaining('no longer works'),
    });
  });

  it('refuses an expired code', async () => {
    const row = await rowOf(first.id);
    await sendSigningCode(setup.deps, row, true);
    const code = await lastCode('aroha@example.nz');
    setup.setClock(new Date(MONDAY.getTime() + 11 * 60_000));
    expect(await refusal(acceptOffer(setup.deps, row, { code, ...offerIp }))).toEqual({
      status: 422,
      message: 'That code has expired. Ask for a new code.',
    });
    setup.setClock(MONDAY);
  });

  it('signs with the emailed code: the PDF holds the contract and its certificate, hashes match', async () => {
    const row = await rowOf(first.id);
    await sendSigningCode(setup.deps, row, true);
    await acceptOffer(setup.deps, row, { code: await lastCode('aroha@example.nz'), ...offerIp });
    expect((await rowOf(first.id)).status).toBe('accepted');
    const offer = (await currentOffer(setup.deps.db, first.id))!;
    const contract = contractOf(offerDisclosure(offer, row));
    expect(offer.contractSha256).toBe(contract.sha256);
    expect(offer.certificate).toMatchObject({ ipAddress: '203.0.113.7', signer: 'Aroha Ngata' });
    const [document] = await setup.deps.db
      .select()
      .from(lendingDocuments)
      .where(eq(lendingDocuments.id, offer.signedDocumentId!));
    const bytes = (await setup.deps.adapters.storage.get(document!.storageReference))!;
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(document!.sha256);
    const text = await pdfText(bytes);
    expect(text).toContain(`Loan contract ${first.reference}`);
    expect(text).toContain('Signature certificate');
    expect(text).toContain(offer.contractSha256!);
    expect(text).toContain('203.0.113.7');
    // CCCFA s 27 with s 35: 2 working days for the email, then 5: Wednesday 9 December.
    expect(offer.coolingOffEnds).toBe('2026-12-09');
  });
});

describe('cancellation and payout (issue 31 parts 2, 3 and 6)', () => {
  it('cancels within the period in one step, and then no payout can be released', async () => {
    second = await approved('mere@example.nz');
    await makeOffer(staff('officer-1', ['officer']), second.reference, 0);
    await sendSigningCode(setup.deps, await rowOf(second.id), true);
    await acceptOffer(setup.deps, await rowOf(second.id), {
      code: await lastCode('mere@example.nz'),
      ...offerIp,
    });
    expect((await offerView(setup.deps.db, await rowOf(second.id), MONDAY))?.canCancel).toBe(true);
    await cancelLoan(setup.deps, await rowOf(second.id));
    const offer = (await currentOffer(setup.deps.db, second.id))!;
    expect(offer.cancelledAt).toEqual(MONDAY);
    expect(offer.repayCents).toBeNull();
    const release = releasePayout(lending('approver-2', ['approver']), second.reference, 0);
    expect(await refusal(release)).toMatchObject({ status: 409 });
  });

  it('holds the payout in the period, and never lets the account’s checker release it', async () => {
    const version = async () => (await rowOf(first.id)).workflowVersion;
    await checkPayoutAccount(lending('approver-1', ['approver']), first.reference, {
      version: await version(),
      accountNumber: '12-3456-1234567-00',
      method: 'name-check',
    });
    expect(
      await refusal(
        releasePayout(lending('approver-2', ['approver']), first.reference, await version()),
      ),
    ).toMatchObject({ status: 409, message: expect.stringContaining('9 December 2026') });
    setup.setClock(new Date('2026-12-09T22:00:00Z'));
    expect(
      await refusal(
        releasePayout(lending('approver-1', ['approver']), first.reference, await version()),
      ),
    ).toMatchObject({ status: 403 });
  });

  it('refuses a cancellation after the period with the day it ended', async () => {
    expect(await refusal(cancelLoan(setup.deps, await rowOf(first.id)))).toEqual({
      status: 409,
      message: expect.stringContaining('The cancellation period ended on 9 December 2026'),
    });
  });

  it('releases the payout, keeps the batch and books the loan active; a repaid loan closes', async () => {
    const done = await releasePayout(
      lending('approver-2', ['approver']),
      first.reference,
      (await rowOf(first.id)).workflowVersion,
    );
    expect(done.status).toBe('active');
    const [batch] = await setup.deps.db.select().from(payoutBatches);
    expect(batch!.totalCents).toBe(completeRecord().loan.amount * 100);
    const [loan] = await setup.deps.db
      .select()
      .from(customerLoans)
      .where(eq(customerLoans.applicationId, first.id));
    const booked = await setup.deps.adapters.loanServicing.readLoan(loan!.servicingLoanId);
    expect(booked?.status).toBe('active');
    const offer = (await currentOffer(setup.deps.db, first.id))!;
    // The disclosure, the contract and the booked loan agree to the cent.
    const disclosed = paymentSchedule(offerDisclosure(offer, await rowOf(first.id)));
    expect(booked!.schedule.totalRepayableCents).toBe(Math.round(disclosed.totalRepayable * 100));
    expect(booked!.schedule.instalments.map((i) => i.dueDate)).toEqual(
      disclosed.payments.map((p) => p.date),
    );
    await closeLoan(setup.deps, loan!.accountNumber);
    expect((await rowOf(first.id)).status).toBe('closed');
  });
});

describe('offers past their last day (issue 31 part 1, the expiry job)', () => {
  it('lapses an offer past its last day without waiting for the applicant (the job)', async () => {
    const lapsing = await approved('lapsing@example.nz');
    await makeOffer(staff('officer-1', ['officer']), lapsing.reference, 0);
    const { expiresOn } = (await currentOffer(setup.deps.db, lapsing.id))!;
    const jobDeps = (at: Date) => ({ db: setup.deps.db, clock: () => at });
    // On its last day it is still open; the day after, the job lapses it, once.
    await expireOffers(jobDeps(new Date(`${expiresOn}T10:00:00+13:00`)));
    expect((await rowOf(lapsing.id)).status).toBe('offered');
    const after = new Date(`${expiresOn}T10:00:00+13:00`);
    after.setUTCDate(after.getUTCDate() + 1);
    // Every offer open since the morning lapses with it (the earlier tests' too).
    expect(await expireOffers(jobDeps(after))).toBeGreaterThanOrEqual(1);
    expect((await rowOf(lapsing.id)).status).toBe('approved');
    expect(await expireOffers(jobDeps(after))).toBe(0);
  });
});
