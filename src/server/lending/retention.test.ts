import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '#server/db/client.ts';
import { retentionSchedule } from '#content/lending/retention-schedule.ts';
import {
  affordabilityCopyRequests,
  applicationDecisions,
  applications,
  arrearsReminders,
  clientLogs,
  complaintLetters,
  complaintNotes,
  complaints,
  contactMessages,
  customerLoans,
  emailOutbox,
  hardshipAnswers,
  hardshipApplications,
  hardshipLetters,
  identityChecks,
  loanStatements,
  retentionDeletions,
  sandboxEmails,
  uploads,
} from '#server/db/schema/index.ts';
import type { ServiceDeps } from '#server/services.ts';
import { insertApplication, lendingTestDeps } from '#server/test-support/lending.ts';
import { runIdentityCheck } from './identity.ts';
import { storeDocument } from './lending-documents.ts';
import { runRetention } from './retention.ts';

let database: DatabaseHandle;
let deps: ServiceDeps;
let setClock: (date: Date) => void;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'retention-'));
  ({ database, deps, setClock } = await lendingTestDeps({ dataDir }));
}, 120_000);
afterAll(async () => {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

const now = new Date('2026-11-26T00:00:00Z');
/** The retention run on the test database and storage, at `now`. */
const retain = (run: Omit<Parameters<typeof runRetention>[0], 'db' | 'storage' | 'clock'>) =>
  runRetention({ db: deps.db, storage: deps.adapters.storage, clock: () => now, ...run });
const passport = {
  firstName: 'Aroha',
  middleName: '',
  lastName: 'Ngata',
  dateOfBirth: '1990-04-23',
  document: { kind: 'passport' as const, number: 'LA123456' },
};

async function applicationAt(iso: string, options: { loan?: boolean; upload?: boolean } = {}) {
  const at = new Date(iso);
  setClock(at);
  const application = await insertApplication(deps, { createdAt: at, updatedAt: at });
  let file: string | null = null;
  if (options.upload) {
    file = await deps.adapters.storage.put(Buffer.from('%PDF-1.4 scan'), {
      contentType: 'application/pdf',
    });
    await deps.db.insert(uploads).values({
      reference: file,
      applicationId: application.id,
      kind: 'passport',
      sha256: 'x',
      detectedType: 'application/pdf',
      sizeBytes: 13,
      uploadedByKind: 'anonymous',
    });
  }
  if (options.loan) {
    const letter = await storeDocument(deps, {
      applicationId: application.id,
      kind: 'disclosure',
      bytes: Buffer.from('%PDF-1.4 letter'),
      contentType: 'application/pdf',
    });
    file = letter.storageReference;
  }
  const check = await runIdentityCheck(deps, application.id, passport);
  return { id: application.id, file, checkId: check.id };
}

describe('the retention run on a test clock (issue 21 "Retention", issue 30 finding 10)', () => {
  it('lists on a dry run, then deletes what the schedule says and nothing else', async () => {
    const unfinished = await applicationAt('2025-10-01T00:00:00Z', { upload: true });
    const recent = await applicationAt('2026-06-01T00:00:00Z', { upload: true });
    const loan6 = await applicationAt('2020-06-01T00:00:00Z', { loan: true });
    const loan8 = await applicationAt('2018-06-01T00:00:00Z', { loan: true });
    setClock(now);
    // The workspace's rows go with their application (decision 097).
    await deps.db.insert(affordabilityCopyRequests).values({
      applicationId: unfinished.id,
      dueOn: '2025-10-29',
    });
    await deps.db.insert(applicationDecisions).values({
      applicationId: loan8.id,
      kind: 'decision',
      outcome: 'approved',
      amount: 5000,
      reason: 'Meets lending criteria',
      comment: 'ok',
      decidedBy: 'staff-officer',
      affordabilityVersion: 1,
    });

    const dry = await retain({
      dryRun: true,
      // A page at a time: the run never loads every application at once.
      pageSize: 1,
    });
    const expected = [{ kind: 'application', id: unfinished.id, rule: 'not-a-loan' }];
    expect(dry.due).toEqual(expected);
    expect(await deps.db.select().from(retentionDeletions)).toEqual([]);
    expect(await deps.adapters.storage.get(unfinished.file!)).not.toBeNull();

    const run = await retain({ dryRun: false, pageSize: 2 });
    expect(run.filesRemoved).toBe(1);
    expect(await deps.db.select().from(affordabilityCopyRequests)).toEqual([]);
    expect(await deps.db.select().from(applicationDecisions)).toHaveLength(1);
    const left = (await deps.db.select({ id: applications.id }).from(applications)).map(
      (a) => a.id,
    );
    expect(left.sort()).toEqual([recent.id, loan6.id, loan8.id].sort());
    expect(await deps.adapters.storage.get(unfinished.file!)).toBeNull();
    expect(await deps.adapters.storage.get(recent.file!)).not.toBeNull();
    expect(await deps.adapters.storage.get(loan6.file!)).not.toBeNull();
    expect(await deps.adapters.storage.get(loan8.file!)).not.toBeNull();
    expect(
      await deps.db.select().from(uploads).where(eq(uploads.applicationId, unfinished.id)),
    ).toEqual([]);

    const audit = await deps.db.select().from(retentionDeletions);
    expect(
      audit.map(({ subjectKind, subjectId, rule }) => ({ kind: subjectKind, id: subjectId, rule })),
    ).toEqual(expected);
    expect(JSON.stringify(audit)).not.toMatch(/Aroha|Ngata|LA123456/);

    const again = await retain({ dryRun: false });
    expect(again.due).toEqual([]);
  });

  it('keeps a running loan’s identity evidence: the relationship has not ended (AML/CFT Act s 50)', async () => {
    // Approved 6 and 8 years ago, no closing recorded: the old clock fell back to the last
    // activity and deleted the identity evidence 5 years after approval, the loan after 7.
    const running = await applicationAt('2020-03-01T00:00:00Z', { loan: true });
    setClock(now);
    const run = await retain({ dryRun: false });
    expect(run.due.map((due) => due.id)).not.toContain(running.checkId);
    expect(run.due.map((due) => due.id)).not.toContain(running.id);
    const kept = await deps.db
      .select({ id: identityChecks.id })
      .from(identityChecks)
      .where(eq(identityChecks.applicationId, running.id));
    expect(kept).toEqual([{ id: running.checkId }]);
  });
});

describe('the outbox, sandbox emails, client logs and contact messages under the schedule (IPP 9)', () => {
  const daysBefore = (days: number) => new Date(now.getTime() - days * 86_400_000);
  const message = (
    id: string,
    status: string,
    sentDaysAgo: number | null,
    createdDaysAgo = 200,
  ) => ({
    id,
    kind: 'resume-link',
    recipient: 'aroha@example.nz',
    subject: 'Your application',
    text: 'Kia ora Aroha',
    status,
    createdAt: daysBefore(createdDaysAgo),
    sentAt: sentDaysAgo === null ? null : daysBefore(sentDaysAgo),
  });

  it('deletes the rows past the configured days and keeps the rest, audited by id', async () => {
    const { purgeAfterDays } = retentionSchedule;
    await deps.db.insert(emailOutbox).values([
      message('sent-long-ago', 'sent', purgeAfterDays['email-outbox'] + 1),
      message('sent-lately', 'sent', purgeAfterDays['email-outbox'] - 1),
      message('failed-long-ago', 'failed', null),
      // Still to go: never purged, however old (the outbox must not lose a message).
      message('pending-long-ago', 'pending', null),
    ]);
    await deps.db.insert(sandboxEmails).values(
      [
        ['delivered-long-ago', purgeAfterDays['sandbox-email'] + 1],
        ['delivered-lately', 1],
      ].map(([messageId, days]) => ({
        messageId: String(messageId),
        sender: 'hello@kowhai.example.nz',
        recipient: 'aroha@example.nz',
        subject: 'Your application',
        text: 'Kia ora Aroha',
        deliveredAt: daysBefore(Number(days)),
      })),
    );
    const logs = await deps.db
      .insert(clientLogs)
      .values([
        { message: { text: 'old' }, createdAt: daysBefore(purgeAfterDays['client-log'] + 1) },
        { message: { text: 'new' }, createdAt: daysBefore(1) },
      ])
      .returning({ id: clientLogs.id });
    const contacts = await deps.db
      .insert(contactMessages)
      .values(
        [purgeAfterDays['contact-message'] + 1, 1].map((days) => ({
          name: 'Aroha Ngata',
          email: 'aroha@example.nz',
          message: 'Please call me',
          createdAt: daysBefore(days),
        })),
      )
      .returning({ id: contactMessages.id });

    const purged = [
      { kind: 'email-outbox', id: 'sent-long-ago', rule: 'email-outbox-after-days' },
      { kind: 'email-outbox', id: 'failed-long-ago', rule: 'email-outbox-after-days' },
      { kind: 'sandbox-email', id: 'delivered-long-ago', rule: 'sandbox-email-after-days' },
      { kind: 'client-log', id: String(logs[0]!.id), rule: 'client-log-after-days' },
      { kind: 'contact-message', id: String(contacts[0]!.id), rule: 'contact-message-after-days' },
    ];
    const dry = await retain({ dryRun: true, pageSize: 1 });
    expect(dry.due).toEqual(expect.arrayContaining(purged));
    expect(dry.due).toHaveLength(purged.length);
    expect(await deps.db.select().from(emailOutbox)).toHaveLength(4);

    const run = await retain({ dryRun: false, pageSize: 1 });
    expect(run.due).toHaveLength(purged.length);
    const ids = async (rows: Promise<{ id: string | number }[]>) =>
      (await rows).map((row) => String(row.id)).sort();
    expect(await ids(deps.db.select({ id: emailOutbox.id }).from(emailOutbox))).toEqual([
      'pending-long-ago',
      'sent-lately',
    ]);
    expect(await ids(deps.db.select({ id: sandboxEmails.messageId }).from(sandboxEmails))).toEqual([
      'delivered-lately',
    ]);
    expect(await ids(deps.db.select({ id: clientLogs.id }).from(clientLogs))).toEqual([
      String(logs[1]!.id),
    ]);
    expect(await ids(deps.db.select({ id: contactMessages.id }).from(contactMessages))).toEqual([
      String(contacts[1]!.id),
    ]);
    const audit = (await deps.db.select().from(retentionDeletions)).map(
      ({ subjectKind, subjectId, rule }) => ({ kind: subjectKind, id: subjectId, rule }),
    );
    expect(audit).toEqual(expect.arrayContaining(purged));
    expect(JSON.stringify(audit)).not.toMatch(/Aroha|Ngata|aroha@/);
    expect((await retain({ dryRun: false })).due).toEqual([]);
  });

  it('refuses to run a schedule below the law’s floors (CCCFA s 9CA, AML/CFT Act s 50)', async () => {
    await expect(
      retain({ dryRun: true, schedule: { ...retentionSchedule, identityYears: 2 } }),
    ).rejects.toThrow(/AML\/CFT Act s 50/);
  });
});

describe('the records after the payout under the schedule (issue 32, decision 156)', () => {
  const pdf = () =>
    deps.adapters.storage.put(Buffer.from('%PDF-1.4 statement'), {
      contentType: 'application/pdf',
    });

  /** A loan paid out on `openedIso`, closed on `closedIso`, with a statement, hardship and a reminder. */
  async function closedLoanWithRecords(openedIso: string, closedIso: string) {
    const application = await applicationAt(openedIso, { loan: true });
    const [loan] = await deps.db
      .insert(customerLoans)
      .values({
        applicationId: application.id,
        provider: 'sandbox',
        servicingLoanId: `loan-${application.id}`,
        accountNumber: String(Math.floor(Math.random() * 1e12)).padStart(12, '0'),
        openedAt: new Date(openedIso),
        closedAt: new Date(closedIso),
      })
      .returning();
    const statement = await pdf();
    await deps.db.insert(loanStatements).values({
      customerLoanId: loan!.id,
      periodFrom: openedIso.slice(0, 10),
      periodTo: closedIso.slice(0, 10),
      openingBalanceCents: 500_000,
      closingBalanceCents: 0,
      storageReference: statement,
      sha256: 'x',
      sizeBytes: 18,
      createdAt: new Date(closedIso),
    });
    const disclosure = await pdf();
    const [hardship] = await deps.db
      .insert(hardshipApplications)
      .values({
        reference: `H-${String(loan!.id).padStart(9, '0')}`,
        customerLoanId: loan!.id,
        email: 'aroha@example.nz',
        firstName: 'Aroha',
        whatHappened: 'Made redundant',
        canPayCents: 5000,
        months: 3,
        change: 'lower-payments',
        state: 'agreed',
        receivedAt: new Date(openedIso),
        acknowledgeBy: openedIso.slice(0, 10),
        disclosureStorageReference: disclosure,
      })
      .returning();
    await deps.db.insert(hardshipLetters).values({
      hardshipId: hardship!.id,
      kind: 'agreed',
      subject: 'Agreed',
      text: 'Kia ora Aroha',
    });
    await deps.db.insert(hardshipAnswers).values({
      hardshipId: hardship!.id,
      request: 'Your letter',
      answer: 'Dated 1 February',
      receivedAt: new Date(openedIso),
    });
    await deps.db
      .insert(arrearsReminders)
      .values({ customerLoanId: loan!.id, overdueSince: openedIso.slice(0, 10) });
    return { ...application, loanId: loan!.id, files: [statement, disclosure] };
  }

  it('keeps a closed loan’s statements, hardship records and reminders 7 years after its last record, then deletes them with the loan (CCCFA s 9CA, AML/CFT Act ss 49-50)', async () => {
    // Closed 8 years ago: past 7 years from its last record and 5 from the relationship's end.
    const old = await closedLoanWithRecords('2017-03-01T00:00:00Z', '2018-09-01T00:00:00Z');
    // Opened 9 years ago but closed 6 years ago: its closing is its last record, so it stays.
    const recent = await closedLoanWithRecords('2017-06-01T00:00:00Z', '2020-09-01T00:00:00Z');
    setClock(now);
    const dry = await retain({ dryRun: true });
    expect(dry.due).toContainEqual({ kind: 'application', id: old.id, rule: 'loan-kept-7-years' });
    expect(dry.due.map((due) => due.id)).not.toContain(recent.id);

    await retain({ dryRun: false });
    const left = async (loanId: number) => ({
      loan: await deps.db.select().from(customerLoans).where(eq(customerLoans.id, loanId)),
      statements: await deps.db
        .select()
        .from(loanStatements)
        .where(eq(loanStatements.customerLoanId, loanId)),
      hardship: await deps.db
        .select()
        .from(hardshipApplications)
        .where(eq(hardshipApplications.customerLoanId, loanId)),
      reminders: await deps.db
        .select()
        .from(arrearsReminders)
        .where(eq(arrearsReminders.customerLoanId, loanId)),
    });
    expect(await left(old.loanId)).toEqual({
      loan: [],
      statements: [],
      hardship: [],
      reminders: [],
    });
    for (const file of old.files) expect(await deps.adapters.storage.get(file)).toBeNull();
    const kept = await left(recent.loanId);
    expect(
      [kept.loan, kept.statements, kept.hardship, kept.reminders].map((rows) => rows.length),
    ).toEqual([1, 1, 1, 1]);
    for (const file of recent.files) expect(await deps.adapters.storage.get(file)).not.toBeNull();
  });

  it('purges a complaint with its notes and letters 7 years after it closed; an open one never (Limitation Act 2010 s 11)', async () => {
    const days = retentionSchedule.purgeAfterDays.complaint;
    const daysBefore = (n: number) => new Date(now.getTime() - n * 86_400_000);
    const complaint = (reference: string, closedAt: Date | null) => ({
      reference,
      category: 'personal-loan',
      whatWentWrong: 'A fee I did not expect',
      putRight: 'A refund',
      name: 'Aroha Ngata',
      email: 'aroha@example.nz',
      state: closedAt ? 'resolved' : 'received',
      receivedAt: daysBefore(days + 400),
      acknowledgeBy: '2018-01-01',
      resolveBy: '2018-01-01',
      schemeFrom: '2018-01-01',
      closedAt,
    });
    const rows = await deps.db
      .insert(complaints)
      .values([
        complaint('C-900000001', daysBefore(days + 1)),
        complaint('C-900000002', daysBefore(days - 1)),
        complaint('C-900000003', null),
      ])
      .returning({ id: complaints.id });
    const [gone, closedLately, open] = rows.map((row) => row!.id);
    await deps.db
      .insert(complaintNotes)
      .values({ complaintId: gone!, authorId: 'x', text: 'Called' });
    await deps.db.insert(complaintLetters).values({
      complaintId: gone!,
      kind: 'acknowledgement',
      subject: 'We have it',
      text: 'Kia ora',
    });
    setClock(now);
    const run = await retain({ dryRun: false });
    expect(run.due).toContainEqual({
      kind: 'complaint',
      id: String(gone),
      rule: 'complaint-after-days',
    });
    const ids = (await deps.db.select({ id: complaints.id }).from(complaints)).map((row) => row.id);
    expect(ids).not.toContain(gone);
    expect(ids).toEqual(expect.arrayContaining([closedLately, open]));
    expect(
      await deps.db.select().from(complaintNotes).where(eq(complaintNotes.complaintId, gone!)),
    ).toEqual([]);
  });
});
