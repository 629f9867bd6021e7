import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FormValues } from '#domain/validation/types.ts';
import { applications, emailOutbox } from '#server/db/schema/index.ts';
import {
  INVITATION_NOT_FOUND_MESSAGE,
  INVITATION_USED_MESSAGE,
  LOCKED_BY_INVITATION_MESSAGE,
} from '#server/loan-application/joint-invitations.ts';
import { buildTestApp } from '#server/test-support/test-app.ts';
import { applicant, saveStep } from '#server/test-support/loan-application.ts';

let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await buildTestApp());
});
afterAll(async () => close());

let jointCount = 0;
/** The primary's joint-applicant answers, each primary inviting its own address. */
function joint() {
  jointCount += 1;
  return {
    JointApplication: 'Yes',
    JointApplicantFirstName: 'Tama',
    JointApplicantLastName: 'Ngata',
    JointApplicantEmail: `tama.ngata.${jointCount}@example.co.nz`,
    JointApplicantPhoneNumber: '021 555 0199',
  };
}

const invitationsTo = (email: string) =>
  app.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, email));
const rowOf = async (token: string) =>
  (await app.db.select().from(applications).where(eq(applications.token, token)))[0]!;
const keysOf = (response: { json(): { Token: string; Guid: string } }) => ({
  Token: response.json().Token,
  Guid: response.json().Guid,
});

/** Saves a primary's step 1 with a joint applicant; its invitation link's related-id. */
async function invite(loan: FormValues): Promise<{ relatedId: string; primaryToken: string }> {
  const answers = joint();
  const response = await saveStep(app, 1, applicant({ ...answers, ...loan }));
  expect(response.statusCode, response.body).toBe(200);
  const [email] = await invitationsTo(answers.JointApplicantEmail);
  const link = new URL(/https?:\/\/\S+/.exec(email!.text)![0]);
  return { relatedId: link.searchParams.get('related-id')!, primaryToken: response.json().Token };
}

/** The joint applicant's step 1 as their page sends it: the primary's amount and purpose. */
const secondary = (relatedId: string, overrides: FormValues = {}) =>
  applicant({
    RelatedApplicationId: relatedId,
    FirstName: 'Tama',
    Email: 'tama.ngata@example.co.nz',
    LoanAmount: '10000',
    LoanPurpose: 'Vehicle purchase',
    ...overrides,
  });

const stepPageData = (search: string) =>
  app.inject({
    url: `/api/page-data/loan-application?path=${encodeURIComponent(`/loan-application/step-1/${search}`)}`,
  });

describe('joint borrowers (issue 8; loan-application §4, §6; decisions 050, 055)', () => {
  let relatedId = '';
  let primaryToken = '';

  it("emails the joint applicant a link to their own application, once, in the primary's save", async () => {
    const answers = joint();
    const values = applicant({ ...answers, LoanAmount: '10000', LoanPurpose: 'Vehicle purchase' });
    const first = await saveStep(app, 1, values);
    expect(first.statusCode, first.body).toBe(200);
    primaryToken = first.json().Token;
    expect((await saveStep(app, 1, values, { keys: keysOf(first) })).statusCode).toBe(200);

    const sent = await invitationsTo(answers.JointApplicantEmail);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ kind: 'joint-invitation', status: 'pending' });
    const link = new URL(/https?:\/\/\S+/.exec(sent[0]!.text)![0]);
    expect(link.pathname).toBe('/loan-application/step-1/');
    expect(link.searchParams.get('first-name')).toBe('Tama');
    expect(link.searchParams.get('last-name')).toBe('Ngata');
    expect(link.searchParams.get('email')).toBe(answers.JointApplicantEmail);
    relatedId = link.searchParams.get('related-id')!;
    // Unguessable: 256 random bits, never the sequential reference.
    expect(relatedId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(relatedId).not.toBe(first.json().Reference);
  });

  it("gives the link's step page the primary's amount and purpose, and nothing else of theirs", async () => {
    const response = await stepPageData(`?related-id=${relatedId}&first-name=Tama`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      customer: null,
      jointInvitation: {
        status: 'open',
        loan: { LoanAmount: '10000', LoanPurpose: 'Vehicle purchase' },
      },
      referrerProducts: [],
    });
  });

  it("refuses a joint applicant's save that changes the primary's amount or purpose (422)", async () => {
    const amount = await saveStep(app, 1, secondary(relatedId, { LoanAmount: '2000' }));
    expect(amount.statusCode).toBe(422);
    expect(amount.json().fields).toEqual({ LoanAmount: LOCKED_BY_INVITATION_MESSAGE });
    const purpose = await saveStep(
      app,
      1,
      secondary(relatedId, { LoanPurpose: 'Other', LoanPurposeOther: 'Boat' }),
    );
    expect(purpose.statusCode).toBe(422);
    expect(purpose.json().fields).toEqual({
      LoanPurpose: LOCKED_BY_INVITATION_MESSAGE,
      LoanPurposeOther: LOCKED_BY_INVITATION_MESSAGE,
    });
    // A refused save uses nothing up.
    expect((await stepPageData(`?related-id=${relatedId}`)).json().jointInvitation.status).toBe(
      'open',
    );
  });

  let secondaryKeys = { Token: '', Guid: '' };

  it("opens a secondary application with the primary's amount and purpose, Source Joint Borrower", async () => {
    const response = await saveStep(app, 1, secondary(relatedId));
    expect(response.statusCode, response.body).toBe(200);
    secondaryKeys = keysOf(response);
    const row = await rowOf(secondaryKeys.Token);
    expect(row.source).toBe('Joint Borrower');
    expect(row.relatedApplicationId).toBe((await rowOf(primaryToken)).id);
    expect(row.formData).toMatchObject({ LoanAmount: '10000', LoanPurpose: 'Vehicle purchase' });
  });

  it('keeps it secondary on later saves, whatever related-id the browser sends', async () => {
    const stepTwo = await saveStep(app, 2, secondary(relatedId), { keys: secondaryKeys });
    expect(stepTwo.statusCode, stepTwo.body).toBe(200);
    const again = await saveStep(app, 1, secondary(''), { keys: secondaryKeys });
    expect(again.statusCode, again.body).toBe(200);
    const row = await rowOf(secondaryKeys.Token);
    expect(row.source).toBe('Joint Borrower');
    expect(row.formData.RelatedApplicationId).toBe(relatedId);
    // A secondary application invites no one, even with joint answers.
    const withJoint = await saveStep(app, 1, secondary(relatedId, joint()), {
      keys: secondaryKeys,
    });
    expect(withJoint.statusCode, withJoint.body).toBe(200);
    expect(await invitationsTo(`tama.ngata.${jointCount}@example.co.nz`)).toHaveLength(0);
  });

  it('is used up by the application started from it: the link then opens no second one', async () => {
    expect((await stepPageData(`?related-id=${relatedId}`)).json().jointInvitation).toEqual({
      status: 'used',
    });
    const second = await saveStep(app, 1, secondary(relatedId, { Email: 'other@example.co.nz' }));
    expect(second.statusCode).toBe(422);
    expect(second.json().fields).toEqual({ RelatedApplicationId: INVITATION_USED_MESSAGE });
  });

  it('starts one application when two saves from the same link race', async () => {
    const { relatedId: raced } = await invite({ LoanAmount: '10000' });
    const responses = await Promise.all([
      saveStep(app, 1, secondary(raced, { Email: 'first@example.co.nz' })),
      saveStep(app, 1, secondary(raced, { Email: 'second@example.co.nz' })),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 422]);
    const refused = responses.find((response) => response.statusCode === 422)!;
    expect(refused.json().fields).toEqual({ RelatedApplicationId: INVITATION_USED_MESSAGE });
  });

  it("takes a primary's specific amount as the secondary's, in specific-amount mode", async () => {
    const { relatedId: specific } = await invite({
      LoanAmount: undefined,
      LoanAmountSpecific: '12345',
      LoanPurpose: 'Travel',
    });
    const page = (await stepPageData(`?related-id=${specific}`)).json();
    expect(page.jointInvitation).toEqual({
      status: 'open',
      loan: { LoanAmountSpecific: '12345', LoanPurpose: 'Travel' },
    });
    const response = await saveStep(
      app,
      1,
      secondary(specific, { LoanAmount: undefined, ...page.jointInvitation.loan }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const row = await rowOf(response.json().Token);
    expect(row.formData).toMatchObject({ LoanAmountSpecific: '12345', LoanPurpose: 'Travel' });
    expect(row.formData).not.toHaveProperty('LoanAmount');
    expect(row.formState).toMatchObject({ specifyLoanAmount: true, Source: 'Joint Borrower' });
  });

  it('says a related-id that names no invitation is unknown, and refuses a save with it (a guessed number)', async () => {
    for (const guess of ['1000001', 'A'.repeat(43)])
      expect((await stepPageData(`?related-id=${guess}`)).json().jointInvitation).toEqual({
        status: 'unknown',
      });
    const response = await saveStep(app, 1, applicant({ RelatedApplicationId: '1000001' }));
    expect(response.statusCode).toBe(422);
    expect(response.json().fields).toEqual({ RelatedApplicationId: INVITATION_NOT_FOUND_MESSAGE });
  });
});
