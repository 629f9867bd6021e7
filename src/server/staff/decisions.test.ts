import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { lendingProduct } from '#content/lending/product.ts';
import { staffMessages, workflowRefusals } from '#content/staff-workspace.ts';
import { completeRecord } from '#domain/lending/fixtures.ts';
import type { LendingPanel } from '#domain/lending/panel.ts';
import { applicantStatusView } from '#server/applicant/status-view.ts';
import { applicationDecisions, applications, decisionLetters } from '#server/db/schema/index.ts';
import { approvalBody } from '#server/test-support/lending.ts';
import { makeOwedLetters } from '#server/test-support/letters.ts';
import { pdfText } from '#server/test-support/pdf-text.ts';
import { queuedApplication, staffTestApp } from '#server/test-support/staff.ts';

/**
 * Issue 30 findings 1 and 7 through the decision API (decisions 133 and 134): the approved loan is the
 * loan the record assessed (CCCFA s 9C, Responsible Lending Code), and four-eyes has no gaps
 * (apache/fineract's maker-checker).
 */
const now = new Date('2026-07-13T22:00:00Z'); // Tuesday 14 July 2026 in New Zealand
const harness = staffTestApp({
  clock: () => now,
  // Below the product's $50,000 maximum, so a loan can be above it.
  env: { APPROVER_APPROVAL_LIMIT: '20000' },
});
const { cookies } = harness;

const post = (path: string, payload: object, who: string) =>
  harness.app.inject({
    method: 'POST',
    url: `/api/staff/applications/${path}`,
    payload,
    headers: { cookie: cookies[who]! },
  });
const get = (path: string, who: string) =>
  harness.app.inject({
    method: 'GET',
    url: `/api/staff/applications/${path}`,
    headers: { cookie: cookies[who]! },
  });

const decline = (version: number, more: object = {}) => ({
  outcome: 'declined',
  reason: 'Cannot afford the repayments',
  comment: 'Conditions not met',
  version,
  ...more,
});

/** A conditional approval of `amount` at `version`, its condition given as the reason. */
const conditionalBody = (amount: number, version: number, condition: string) => ({
  ...approvalBody(amount, version),
  outcome: 'conditionally-approved',
  reason: condition,
});

/** An application in review (version 1) with a complete record assessing `amount`. */
async function inReview(
  last: string,
  amount: number,
  record = true,
  identity = record,
): Promise<string> {
  const reference = await queuedApplication(harness.app.db, {
    first: 'Aroha',
    last,
    amount,
    record,
    identity,
  });
  await post(`${reference}/assign`, { to: 'me', version: 0 }, 'officer');
  return reference;
}

async function decisionsOf(reference: string) {
  return harness.app.db
    .select({
      kind: applicationDecisions.kind,
      state: applicationDecisions.state,
      outcome: applicationDecisions.outcome,
      amount: applicationDecisions.amount,
      id: applicationDecisions.id,
      affordabilityVersion: applicationDecisions.affordabilityVersion,
    })
    .from(applicationDecisions)
    .innerJoin(applications, eq(applications.id, applicationDecisions.applicationId))
    .where(eq(applications.referenceNumber, Number(reference)))
    .orderBy(applicationDecisions.id);
}

beforeAll(async () => {
  await harness.signIn('officer', ['officer']);
  await harness.signIn('approver', ['approver']);
  await harness.signIn('approver2', ['approver']);
  await harness.signIn('senior', ['approver', 'senior-approver']);
}, 240_000);

describe('the decision is the assessed loan (issue 30 finding 1, CCCFA s 9C)', () => {
  it('a record completed at $5,000 over 36 months refuses an approval of $8,000 and names the difference', async () => {
    const reference = await inReview('Assessed', 5000);
    const refused = await post(`${reference}/decisions`, approvalBody(8000, 1), 'officer');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(
      'The record assessed $5,000 over 36 months; this approval is for $8,000. Update the record first.',
    );
    // The checker of a proposal is held to the record too.
    const conditional = await post(
      `${reference}/decisions`,
      conditionalBody(8000, 1, 'Subject to proof of income'),
      'officer',
    );
    expect(conditional.statusCode).toBe(409);
    expect(await decisionsOf(reference)).toEqual([]);
    const approved = await post(`${reference}/decisions`, approvalBody(5000, 1), 'officer');
    expect(approved.statusCode).toBe(200);
    expect(await decisionsOf(reference)).toMatchObject([
      { kind: 'decision', amount: 5000, affordabilityVersion: 1 },
    ]);
  });

  it('takes the rate from the product, never the browser, and discloses the record’s loan', async () => {
    // No record yet, but a verified identity: an approval needs one (decision 135).
    const reference = await inReview('Rate', 4000, false, true);
    const record = completeRecord();
    const saved = await post(
      `${reference}/lending/record`,
      {
        record: {
          ...record,
          // No statements for this applicant: the evidence the officer records (decision 136).
          income: record.income.map((line) => ({
            ...line,
            acceptedWeekly: 1500,
            note: 'Two payslips seen',
          })),
          noStatements: { reason: 'bank-not-supported', note: 'Credit union account' },
          loan: { ...record.loan, amount: 4000, interestPercent: 0 },
        },
        version: 0,
      },
      'officer',
    );
    expect(saved.statusCode).toBe(200);
    const panel = (await get(`${reference}/lending`, 'officer')).json<LendingPanel>();
    expect(panel.record.loan).toMatchObject({
      amount: 4000,
      termMonths: 36,
      interestPercent: lendingProduct.interestPercent,
    });
    expect(
      (await post(`${reference}/decisions`, approvalBody(4000, 1), 'officer')).statusCode,
    ).toBe(200);
    await makeOwedLetters(harness.app);
    const [disclosure] = (await get(`${reference}/lending`, 'officer')).json<LendingPanel>()
      .documents;
    expect(disclosure).toMatchObject({ kind: 'disclosure', recordVersion: 1 });
    const file = await get(`${reference}/lending/documents/${disclosure!.id}`, 'officer');
    const text = await pdfText(file.rawPayload);
    expect(text).toContain('$4,000');
    expect(text).toContain(`${lendingProduct.interestPercent}%`);
    expect(text).not.toMatch(/\b0\.00%|\b0%/);
  });

  it('a conditional approval says its condition and owes no disclosure until approved (decision 128)', async () => {
    const reference = await inReview('Conditional', 5000);
    const conditional = await post(
      `${reference}/decisions`,
      conditionalBody(5000, 1, 'Subject to proof of income'),
      'officer',
    );
    expect(conditional.json()).toMatchObject({ status: 'conditionally-approved' });
    const [row] = await decisionsOf(reference);
    expect(row).toMatchObject({ outcome: 'conditionally-approved' });
    const [stored] = await harness.app.db
      .select({ reason: applicationDecisions.reason })
      .from(applicationDecisions)
      .where(eq(applicationDecisions.id, row!.id));
    expect(stored!.reason).toBe('Subject to proof of income');
    // The applicant is told the condition.
    const [application] = await harness.app.db
      .select()
      .from(applications)
      .where(eq(applications.referenceNumber, Number(reference)));
    const seen = await applicantStatusView(harness.app.db, application!, new Date());
    expect(seen.timeline.map((line) => line.text)).toContain(
      'We approved your application with a condition. The condition: Subject to proof of income.',
    );
    const letters = await harness.app.db
      .select()
      .from(decisionLetters)
      .where(eq(decisionLetters.decisionId, row!.id));
    expect(letters).toEqual([]);
    // The conditions met: the approval owes the disclosure.
    const approved = await post(`${reference}/decisions`, approvalBody(5000, 2), 'officer');
    expect(approved.statusCode).toBe(200);
    const [, final] = await decisionsOf(reference);
    expect(
      await harness.app.db
        .select()
        .from(decisionLetters)
        .where(eq(decisionLetters.decisionId, final!.id)),
    ).toMatchObject([{ kind: 'disclosure' }]);
  });
});

describe('four-eyes without gaps (issue 30 finding 7, decision 134)', () => {
  /**
   * `maker` proposes approving `amount` (version 1 to 2); `check` decides on the proposal as
   * `who`, by default approving it as made.
   */
  async function propose(reference: string, amount: number, maker: string) {
    const proposed = await post(
      `${reference}/decisions`,
      approvalBody(amount, 1, { propose: true }),
      maker,
    );
    const [open] = await decisionsOf(reference);
    const proposalId = open!.id;
    const check = (who: string, body: object = approvalBody(amount, 2, { proposalId })) =>
      post(`${reference}/decisions`, body, who);
    return { proposed, proposalId, check };
  }

  it('an approval above the approver’s limit needs a senior approver', async () => {
    const reference = await inReview('Senior', 30000);
    const alone = await post(`${reference}/decisions`, approvalBody(30000, 1), 'approver');
    expect(alone.statusCode).toBe(403);
    expect(alone.json().error).toBe(workflowRefusals.aboveApproverLimit('$20,000'));
    const { proposed, check } = await propose(reference, 30000, 'approver');
    expect(proposed.json()).toMatchObject({ kind: 'proposal', version: 2 });
    const byApprover = await check('approver2');
    expect(byApprover.statusCode).toBe(403);
    expect(byApprover.json().error).toBe(workflowRefusals.checkerLimit('$20,000'));
    expect((await check('senior')).json()).toMatchObject({ kind: 'decision', status: 'approved' });
    expect((await decisionsOf(reference)).map((d) => [d.kind, d.state])).toEqual([
      ['proposal', 'checked'],
      ['decision', 'final'],
    ]);
  });

  it('an officer’s proposal above the approver’s limit is checked by a senior approver', async () => {
    const { check } = await propose(await inReview('Officer', 30000), 30000, 'officer');
    expect((await check('approver')).statusCode).toBe(403);
    expect((await check('senior')).statusCode).toBe(200);
  });

  it('the checker accepts the proposal as made: a changed amount or outcome is refused', async () => {
    const reference = await inReview('Changed', 15000);
    const { proposalId, check } = await propose(reference, 15000, 'officer');
    const changed = await check('approver', approvalBody(12000, 2, { proposalId }));
    expect(changed.statusCode).toBe(409);
    expect(changed.json().error).toBe(
      workflowRefusals.proposalChanged({ outcome: 'approved', amount: '$15,000' }),
    );
    expect((await check('approver', decline(2, { proposalId }))).statusCode).toBe(409);
    expect((await decisionsOf(reference)).map((d) => d.state)).toEqual(['open']);
  });

  it('a proposal is void once another decision is made, and cannot be checked after it', async () => {
    const reference = await inReview('Void', 15000);
    const { proposalId, check } = await propose(reference, 15000, 'officer');
    // An approver declines instead of checking it: their own decision, not a check.
    const declined = await post(`${reference}/decisions`, decline(2), 'approver');
    expect(declined.json()).toMatchObject({ kind: 'decision', status: 'declined' });
    expect((await decisionsOf(reference)).map((d) => [d.kind, d.state])).toEqual([
      ['proposal', 'void'],
      ['decision', 'final'],
    ]);
    const late = await check('approver2', approvalBody(15000, 3, { proposalId }));
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe(staffMessages.noOpenProposal);
  });

  it('a conditional approval by an approver is not declined by an officer; an approval by no one', async () => {
    const reference = await inReview('Follow', 5000);
    await post(
      `${reference}/decisions`,
      conditionalBody(5000, 1, 'Subject to a clearer ID'),
      'approver',
    );
    const byOfficer = await post(`${reference}/decisions`, decline(2), 'officer');
    expect(byOfficer.statusCode).toBe(403);
    expect(byOfficer.json().error).toBe(workflowRefusals.outranked);
    const approvedByOfficer = await post(
      `${reference}/decisions`,
      approvalBody(5000, 2),
      'officer',
    );
    expect(approvedByOfficer.statusCode).toBe(403);
    const approved = await post(`${reference}/decisions`, approvalBody(5000, 2), 'approver2');
    expect(approved.json()).toMatchObject({ status: 'approved' });
    // An approval is followed by no decline, whoever asks (a cancellation is its own event).
    const after = await post(`${reference}/decisions`, decline(3), 'senior');
    expect(after.statusCode).toBe(409);
    const [row] = await harness.app.db
      .select({ status: applications.status })
      .from(applications)
      .where(and(eq(applications.referenceNumber, Number(reference))));
    expect(row!.status).toBe('approved');
  });
});
