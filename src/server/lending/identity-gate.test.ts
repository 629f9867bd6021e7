import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import {
  IDENTITY_DOCUMENT_REQUEST,
  identityGateMessages as messages,
} from '#content/staff-workspace.ts';
import {
  applications,
  identityDocumentsSeen,
  informationRequests,
  staffActions,
} from '#server/db/schema/index.ts';
import { ENCRYPTED_FIELD_NAMES } from '#server/loan-application/application-access.ts';
import { approvalBody, saveIdentityCheck } from '#server/test-support/lending.ts';
import { queuedApplication, signedInStaff } from '#server/test-support/staff.ts';
import { buildTestApp } from '#server/test-support/test-app.ts';
import { identityBlockOf, type IdentityFacts } from './identity-gate.ts';

/*
 * Identity as a gate (issue 30 finding 2, decision 135): no approval, conditional approval or
 * proposal to approve without a verified identity (AML/CFT Act s 14-16: the electronic check met
 * the Amended Identity Verification Code of Practice, or documents an officer saw and another
 * person, an approver, confirmed); a politically exposed person needs enhanced due diligence and
 * an approver's sign-off (s 22, s 26); a sanctions match is never approved.
 */
const now = new Date('2026-07-13T22:00:00Z'); // Tuesday 14 July 2026 in New Zealand
let app: FastifyInstance;
let close: () => Promise<void>;
const cookies: Record<string, string> = {};

const call = (path: string, payload: object | undefined, who: string) =>
  app.inject({
    method: 'POST',
    url: `/api/staff/applications/${path}`,
    ...(payload ? { payload } : {}),
    headers: { cookie: cookies[who]! },
  });
const panel = async (reference: string, who = 'officer') =>
  (
    await app.inject({
      method: 'GET',
      url: `/api/staff/applications/${reference}/lending`,
      headers: { cookie: cookies[who]! },
    })
  ).json();

/** An approver's confirmation of documents seen, and sign-off of due diligence, as `who`. */
const confirmSeen = (reference: string, id: string, who: string) =>
  call(`${reference}/lending/identity-seen/${id}/confirm`, undefined, who);
const signOff = (reference: string, id: string, who: string) =>
  call(`${reference}/lending/due-diligence/${id}/sign-off`, undefined, who);
/** The documents an officer saw, recorded as `who`. */
const recordSeen = (reference: string, body: object, who: string) =>
  call(`${reference}/lending/identity-seen`, body, who);

/** The application's id, workflow version and status, by its reference. */
async function applicationOf(reference: string) {
  const [row] = await app.db
    .select({
      id: applications.id,
      version: applications.workflowVersion,
      status: applications.status,
    })
    .from(applications)
    .where(eq(applications.referenceNumber, Number(reference)));
  return row!;
}
const versionOf = async (reference: string) => (await applicationOf(reference)).version;
const idOf = async (reference: string) => (await applicationOf(reference)).id;

/** An assigned application (in review) with a complete record and the identity given. */
async function assigned(last: string, identity = false): Promise<string> {
  const reference = await queuedApplication(app.db, {
    first: 'Aroha',
    last,
    amount: 5000,
    identity,
  });
  const response = await call(`${reference}/assign`, { to: 'me', version: 0 }, 'officer');
  expect(response.statusCode).toBe(200);
  return reference;
}

const approve = async (reference: string, who = 'officer', more: object = {}) =>
  call(`${reference}/decisions`, approvalBody(5000, await versionOf(reference), more), who);

const seen = {
  document: 'NZ passport',
  number: 'LM987654',
  expiresOn: '2030-01-31',
  note: 'Photo matches the applicant in the branch.',
};

beforeAll(async () => {
  ({ app, close } = await buildTestApp({ clock: () => now }));
  for (const [name, roles] of [
    ['officer', ['officer']],
    ['officer2', ['officer']],
    ['approver', ['approver']],
    ['approver2', ['approver']],
  ] as const)
    ({ cookie: cookies[name] } = await signedInStaff(app, name, [...roles]));
});
afterAll(async () => close());

describe('the identity gate in words (AML/CFT Act s 14-16, s 22, s 26)', () => {
  const verified: IdentityFacts = {
    latestCheck: { verified: true, meetsStandard: true },
    politicallyExposed: false,
    sanctioned: false,
    documents: { recorded: false, confirmed: false },
    dueDiligence: { recorded: false, signedOff: false },
  };
  it('a check verified to the code of practice passes; one that passed below it does not', () => {
    expect(identityBlockOf(verified)).toBeNull();
    expect(
      identityBlockOf({ ...verified, latestCheck: { verified: true, meetsStandard: false } }),
    ).toBe(messages.notVerified);
    expect(identityBlockOf({ ...verified, latestCheck: null })).toBe(messages.noCheck);
  });
  it('documents pass only once confirmed; a sanctions match is never passed', () => {
    const failed = { ...verified, latestCheck: { verified: false, meetsStandard: false } };
    expect(identityBlockOf({ ...failed, documents: { recorded: true, confirmed: false } })).toBe(
      messages.awaitingConfirmation,
    );
    expect(identityBlockOf({ ...failed, documents: { recorded: true, confirmed: true } })).toBe(
      null,
    );
    expect(identityBlockOf({ ...verified, sanctioned: true })).toBe(messages.sanctioned);
  });
  it('a politically exposed person needs due diligence signed off', () => {
    const pep = { ...verified, politicallyExposed: true };
    expect(identityBlockOf(pep)).toBe(messages.needsDueDiligence);
    expect(identityBlockOf({ ...pep, dueDiligence: { recorded: true, signedOff: false } })).toBe(
      messages.awaitingSignOff,
    );
    expect(identityBlockOf({ ...pep, dueDiligence: { recorded: true, signedOff: true } })).toBe(
      null,
    );
  });
});

describe('an approval needs a verified identity (issue 30 finding 2)', () => {
  it('refuses an approval with no identity check, naming what to do (s 14-16)', async () => {
    const reference = await assigned('Nocheck');
    const response = await approve(reference);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe(messages.noCheck);
    const conditional = await approve(reference, 'officer', {
      outcome: 'conditionally-approved',
      reason: 'Subject to proof of income',
    });
    expect(conditional.statusCode).toBe(409);
    // A proposal to approve above the officer's limit waits on identity too.
    const proposal = await approve(reference, 'officer', { amount: 20000, propose: true });
    expect(proposal.statusCode).toBe(409);
    expect(proposal.json().error).toBe(messages.noCheck);
    // A decline is not gated.
    const declined = await call(
      `${reference}/decisions`,
      {
        outcome: 'declined',
        reason: 'Could not verify identity',
        comment: 'No ID',
        version: await versionOf(reference),
      },
      'officer',
    );
    expect(declined.statusCode).toBe(200);
  });

  it('refuses an approval on a failed check, and the panel says why', async () => {
    const reference = await assigned('Failedcheck');
    await saveIdentityCheck(app.db, await idOf(reference), { verified: false });
    const response = await approve(reference, 'approver');
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe(messages.notVerified);
    expect((await panel(reference)).identity.block).toBe(messages.notVerified);
  });

  it('documents recorded by an officer and confirmed by an approver unlock the approval', async () => {
    const reference = await assigned('Documents');
    await saveIdentityCheck(app.db, await idOf(reference), { verified: false });
    const recorded = await recordSeen(reference, seen, 'officer');
    expect(recorded.statusCode).toBe(200);
    const { id } = recorded.json() as { id: string };
    expect((await approve(reference)).json().error).toBe(messages.awaitingConfirmation);
    // The number is encrypted at rest like every identity number; the audit has no number.
    const [row] = await app.db
      .select()
      .from(identityDocumentsSeen)
      .where(eq(identityDocumentsSeen.id, id));
    expect(row!.documentNumber).not.toContain('LM987654');
    expect(app.cipher.decrypt('identity_documents_seen.document_number', row!.documentNumber)).toBe(
      'LM987654',
    );
    const [audit] = await app.db
      .select()
      .from(staffActions)
      .where(eq(staffActions.action, 'identity-documents-seen'));
    expect(JSON.stringify(audit!.details)).not.toContain('LM987654');
    // An officer cannot confirm at all, their own or another's.
    const byOfficer = await confirmSeen(reference, id, 'officer');
    expect(byOfficer.statusCode).toBe(403);
    expect(byOfficer.json().error).toBe(messages.documentsSeen.notApprover);
    const byOfficer2 = await confirmSeen(reference, id, 'officer2');
    expect(byOfficer2.statusCode).toBe(403);
    const confirmed = await confirmSeen(reference, id, 'approver');
    expect(confirmed.statusCode).toBe(200);
    const again = await confirmSeen(reference, id, 'approver2');
    expect(again.statusCode).toBe(409);
    const shown = await panel(reference);
    expect(shown.identity.block).toBeNull();
    expect(shown.identity.seen[0]).toMatchObject({
      document: 'NZ passport',
      numberEnding: '654',
      expiresOn: '2030-01-31',
      by: 'officer@kowhai.example.nz',
      confirmedBy: 'approver@kowhai.example.nz',
    });
    expect(JSON.stringify(shown)).not.toContain('LM987654');
    expect((await approve(reference)).statusCode).toBe(200);
  });

  it('an approver who recorded the documents cannot confirm their own', async () => {
    const reference = await assigned('Ownrecord');
    const recorded = await recordSeen(reference, seen, 'approver');
    const { id } = recorded.json() as { id: string };
    const own = await confirmSeen(reference, id, 'approver');
    expect(own.statusCode).toBe(403);
    expect(own.json().error).toBe(messages.documentsSeen.own);
    expect((await panel(reference, 'approver')).identity.seen[0].own).toBe(true);
  });

  it('refuses an expired document and an unreadable expiry with 422', async () => {
    const reference = await assigned('Expired');
    const expired = await recordSeen(reference, { ...seen, expiresOn: '2026-07-13' }, 'officer');
    expect(expired.statusCode).toBe(422);
    expect(expired.json().error).toBe(messages.expired);
    const unreadable = await recordSeen(reference, { ...seen, expiresOn: 'soon' }, 'officer');
    expect(unreadable.statusCode).toBe(400);
  });

  it('a politically exposed person needs due diligence and an approver’s sign-off (s 22, s 26)', async () => {
    const reference = await assigned('Exposed');
    await saveIdentityCheck(app.db, await idOf(reference), { politicallyExposed: true });
    expect((await approve(reference, 'approver')).json().error).toBe(messages.needsDueDiligence);
    const recorded = await call(
      `${reference}/lending/due-diligence`,
      { sourceOfFunds: 'Salary from the Ministry', sourceOfWealth: 'Savings and a family home' },
      'officer',
    );
    expect(recorded.statusCode).toBe(200);
    const { id } = recorded.json() as { id: string };
    expect((await approve(reference)).json().error).toBe(messages.awaitingSignOff);
    const byOfficer = await signOff(reference, id, 'officer2');
    expect(byOfficer.statusCode).toBe(403);
    expect(byOfficer.json().error).toBe(messages.dueDiligence.notApprover);
    const signed = await signOff(reference, id, 'approver');
    expect(signed.statusCode).toBe(200);
    expect((await panel(reference)).identity.dueDiligence[0]).toMatchObject({
      sourceOfFunds: 'Salary from the Ministry',
      signedOffBy: 'approver@kowhai.example.nz',
    });
    expect((await approve(reference)).statusCode).toBe(200);
  });

  it('due diligence is refused where no check found a politically exposed person', async () => {
    const reference = await assigned('Ordinary', true);
    const response = await call(
      `${reference}/lending/due-diligence`,
      { sourceOfFunds: 'Wages', sourceOfWealth: 'None' },
      'officer',
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe(messages.noDueDiligenceNeeded);
  });

  it('a sanctions match cannot be approved by anyone, documents or not, and says why', async () => {
    const reference = await assigned('Listed');
    await saveIdentityCheck(app.db, await idOf(reference), { sanctioned: true });
    const recorded = await recordSeen(reference, seen, 'officer');
    const { id } = recorded.json() as { id: string };
    await confirmSeen(reference, id, 'approver');
    for (const who of ['officer', 'approver']) {
      const response = await approve(reference, who);
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toBe(messages.sanctioned);
    }
    expect((await panel(reference)).identity).toMatchObject({
      sanctioned: true,
      block: messages.sanctioned,
    });
  });
});

describe('a check that cannot verify asks for an identity document (issue 30 finding 2)', () => {
  /** An assigned application whose answers carry a driver licence, for the sandbox check. */
  async function withLicence(last: string): Promise<string> {
    const reference = await assigned(last);
    const id = await idOf(reference);
    const [row] = await app.db
      .select({ formData: applications.formData })
      .from(applications)
      .where(eq(applications.id, id));
    const answers = app.cipher.encryptFields(
      {
        ...row!.formData,
        DateOfBirth: '23/04/1990',
        DriverLicenceNumber: 'AB123456',
        DriverLicenceVersion: '123',
      },
      ENCRYPTED_FIELD_NAMES,
    );
    await app.db.update(applications).set({ formData: answers }).where(eq(applications.id, id));
    return reference;
  }
  const requested = async (reference: string) =>
    app.db
      .select()
      .from(informationRequests)
      .where(
        and(
          eq(informationRequests.applicationId, await idOf(reference)),
          eq(informationRequests.document, IDENTITY_DOCUMENT_REQUEST),
        ),
      );

  /** The officer's licence check through the sandbox bureau. */
  const checkLicence = (reference: string) =>
    call(`${reference}/lending/identity`, { documentKind: 'driver-licence' }, 'officer');

  it('the sandbox’s Unverified: an ID request is raised at once, once', async () => {
    const reference = await withLicence('Unverified');
    const checked = await checkLicence(reference);
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toEqual({ outcome: 'not-verified', documentsRequested: true });
    expect(await requested(reference)).toHaveLength(1);
    expect((await applicationOf(reference)).status).toBe('information-requested');
    // Checking again does not ask twice while the request is open.
    const again = await checkLicence(reference);
    expect(again.json()).toEqual({ outcome: 'not-verified', documentsRequested: false });
    expect(await requested(reference)).toHaveLength(1);
    expect((await approve(reference)).json().error).toBe(messages.notVerified);
  });

  it('a verified check asks for nothing and opens the gate', async () => {
    const reference = await withLicence('Verifiedname');
    const checked = await checkLicence(reference);
    expect(checked.json()).toEqual({ outcome: 'verified', documentsRequested: false });
    expect(await requested(reference)).toHaveLength(0);
    expect((await approve(reference)).statusCode).toBe(200);
  });
});
