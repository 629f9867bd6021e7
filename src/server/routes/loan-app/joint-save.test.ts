import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { applications, emailOutbox } from '#server/db/schema/index.ts';
import { INVITATION_NOT_FOUND_MESSAGE } from '#server/loan-application/joint-invitations.ts';
import { buildTestApp } from '#server/test-support/test-app.ts';
import { applicant, saveStep } from '#server/test-support/loan-application.ts';

let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await buildTestApp());
});
afterAll(async () => close());

const JOINT = {
  JointApplication: 'Yes',
  JointApplicantFirstName: 'Tama',
  JointApplicantLastName: 'Ngata',
  JointApplicantEmail: 'tama.ngata@example.co.nz',
  JointApplicantPhoneNumber: '021 555 0199',
};

const invitations = () =>
  app.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, JOINT.JointApplicantEmail));
const rowOf = async (token: string) =>
  (await app.db.select().from(applications).where(eq(applications.token, token)))[0]!;

describe('joint borrowers (issue 8; loan-application §4, §6)', () => {
  let relatedId = '';
  let primaryToken = '';

  it("emails the joint applicant a link to their own application, once, in the primary's save", async () => {
    const values = applicant({ ...JOINT, LoanAmount: '10000', LoanPurpose: 'Vehicle purchase' });
    const first = await saveStep(app, 1, values);
    expect(first.statusCode, first.body).toBe(200);
    primaryToken = first.json().Token;
    const keys = { Token: primaryToken, Guid: first.json().Guid };
    expect((await saveStep(app, 1, values, { keys })).statusCode).toBe(200);

    const sent = await invitations();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ kind: 'joint-invitation', status: 'pending' });
    const link = new URL(/https?:\/\/\S+/.exec(sent[0]!.text)![0]);
    expect(link.pathname).toBe('/loan-application/step-1/');
    expect(link.searchParams.get('first-name')).toBe('Tama');
    expect(link.searchParams.get('last-name')).toBe('Ngata');
    expect(link.searchParams.get('email')).toBe('tama.ngata@example.co.nz');
    relatedId = link.searchParams.get('related-id')!;
    // Unguessable: 256 random bits, never the sequential reference.
    expect(relatedId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(relatedId).not.toBe(first.json().Reference);
  });

  it("opens a secondary application with the primary's amount and purpose, Source Joint Borrower", async () => {
    const response = await saveStep(
      app,
      1,
      applicant({
        RelatedApplicationId: relatedId,
        FirstName: 'Tama',
        Email: 'tama.ngata@example.co.nz',
        LoanAmount: '2000',
        LoanPurpose: 'Travel',
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const row = await rowOf(response.json().Token);
    expect(row.source).toBe('Joint Borrower');
    expect(row.relatedApplicationId).toBe((await rowOf(primaryToken)).id);
    expect(row.formData).toMatchObject({ LoanAmount: '10000', LoanPurpose: 'Vehicle purchase' });
    // A secondary application invites no one.
    expect(await invitations()).toHaveLength(1);
  });

  it('refuses a related-id that is no invitation (a guessed number)', async () => {
    const response = await saveStep(app, 1, applicant({ RelatedApplicationId: '1000001' }));
    expect(response.statusCode).toBe(422);
    expect(response.json().fields).toEqual({ RelatedApplicationId: INVITATION_NOT_FOUND_MESSAGE });
  });
});
