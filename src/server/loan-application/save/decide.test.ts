import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#domain/loan-application/messages.ts';
import { ANONYMOUS } from '#domain/session/actor.ts';
import type { FormValues } from '#domain/validation/types.ts';
import { loadSiteConfig } from '#server/site-config.ts';
import { applicant, brokerApplicant, stepValues } from '#server/test-support/loan-application.ts';
import type { ApplicationRow } from '../application-access.ts';
import { LOCKED_BY_INVITATION_MESSAGE } from '../joint-invitations.ts';
import { checkAccess, decideSave, type SaveInput } from './decide.ts';
import type { SaveFacts } from './load.ts';
import { planWrite } from './plan.ts';
import { readSave } from './request.ts';

// The save's decision without a database (issue 19 "What to build" 2): given the stored
// application, what was read for it, the actor and the request, what is stored or refused.

const loanApplication = loadSiteConfig().loanApplication;
const now = new Date('2026-11-23T09:00:00Z');
const BROKER = { kind: 'broker', id: 'broker-1', referrerId: 'demo-broker' } as const;

const noFacts: SaveFacts = {
  customerRecord: null,
  relatedToken: '',
  invitation: undefined,
  presetBranch: null,
  changedBranch: undefined,
  uploads: new Set(),
  referrerData: { products: null, token: null },
};

/** A stored application at `step`, with these answers (as stored: dates yyyy/MM/dd). */
function storedApplication(step: number, formData: FormValues): ApplicationRow {
  return {
    id: 'app-1',
    token: 'token-1',
    guid: 'guid-1',
    referenceNumber: 1000042,
    step,
    source: 'Website',
    formData,
    formState: {},
    creditResult: null,
    creditDecision: null,
    complete: false,
    version: step - 1,
    applicantEmail: null,
    relatedApplicationId: null,
    presetBranch: null,
    ownerAccountId: null,
    createdAt: now,
    updatedAt: now,
  } as ApplicationRow;
}

function input(
  step: number,
  values: FormValues,
  overrides: Partial<Omit<SaveInput, 'save'>> = {},
): SaveInput {
  return {
    save: readSave({ Step: step, FormData: JSON.stringify(stepValues(step as 1, values)) }),
    existing: undefined,
    facts: noFacts,
    actor: ANONYMOUS,
    config: { loanApplication, bankLinkAccountCode: 'TEST' },
    now,
    ...overrides,
  };
}

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error as { statusCode: number; message: string; fields?: Record<string, string> };
  }
  throw new Error('not refused');
};

describe('decideSave: what a save stores', () => {
  it('stores a new step 1 with the policy version in force, and opens step 2', () => {
    const decision = decideSave(input(1, applicant({ PrivacyPolicyVersion: 'an-old-version' })));
    expect(decision.stored).toMatchObject({
      LoanAmount: '5000',
      FirstName: 'Aroha',
      PrivacyPolicyVersion: loanApplication.privacyPolicyVersion,
    });
    expect(decision).toMatchObject({
      storedStep: 2,
      source: 'Website',
      specifyLoanAmount: false,
      creditApplicant: null,
    });
  });

  it('describes the amount applied for as the applicant saw it, whatever the browser sent (§3 LoanAmountDescription)', () => {
    const slider = decideSave(input(1, applicant({ LoanAmountDescription: 'a million dollars' })));
    expect(slider.stored.LoanAmountDescription).toBe('$5,000');
    const specific = decideSave(input(1, applicant({ LoanAmountSpecific: '7250' })));
    expect(specific.stored.LoanAmountDescription).toBe('$7,250.00');
  });

  it('reads the specific-amount mode from what step 1 sent, and drops the slider amount', () => {
    const decision = decideSave(input(1, applicant({ LoanAmountSpecific: '7250' })));
    expect(decision.specifyLoanAmount).toBe(true);
    expect(decision.stored.LoanAmountSpecific).toBe('7250');
    expect(decision.stored).not.toHaveProperty('LoanAmount');
  });

  it('refuses an answer the rules refuse, with the spec message on the field', () => {
    const refused = refusal(() => decideSave(input(1, applicant({ LoanAmountSpecific: '500' }))));
    expect(refused).toMatchObject({
      statusCode: 422,
      message: 'Some answers need your attention. Please correct the highlighted fields.',
      fields: {
        LoanAmountSpecific: 'Please enter a whole dollar amount between $1,000 and $50,000',
      },
    });
  });

  it('asks the bureau after step 3 for the amount that counts, under the application reference', () => {
    const values = applicant({ LoanAmountSpecific: '7250' });
    delete values.LoanAmount;
    const existing = storedApplication(3, stepValues(1, values));
    const decision = decideSave(input(3, values, { existing }));
    expect(decision.creditApplicant).toMatchObject({
      reference: '1000042',
      stage: 'identity',
      lastName: 'Ngata',
      loanAmountDollars: 7250,
      driverLicence: { number: 'AB123456', version: '123' },
    });
  });

  it('stores the passport country as NZ when its field is disabled (loan-application §3 "fixed NZ")', () => {
    const values = applicant({
      ProofType: 'PASS',
      PassportNumber: 'LA123456',
      PassportExpiry: '2031/01/01',
    });
    delete values.DriverLicenceNumber;
    delete values.DriverLicenceVersion;
    delete values.DriverLicenceExpiry;
    const existing = storedApplication(3, stepValues(1, values));
    const disabled = { ...loanApplication, passportCountryDisabled: true };
    const fixed = decideSave(
      input(3, values, {
        existing,
        config: { loanApplication: disabled, bankLinkAccountCode: 'TEST' },
      }),
    );
    expect(fixed.stored.PassportCountry).toBe('NZ');
    const asked = decideSave(input(3, { ...values, PassportCountry: 'Samoa' }, { existing }));
    expect(asked.stored.PassportCountry).toBe('Samoa');
  });

  it("gives a joint applicant the primary's amount, and refuses a save that changes it", () => {
    const primary = storedApplication(4, { LoanAmount: '10000', LoanPurpose: 'Travel' });
    const facts: SaveFacts = {
      ...noFacts,
      relatedToken: 'r'.repeat(43),
      invitation: { primary, secondaryApplicationId: null },
    };
    const values = applicant({ RelatedApplicationId: 'r'.repeat(43) });
    delete values.LoanAmount;
    delete values.LoanPurpose;
    const decision = decideSave(input(1, values, { facts }));
    expect(decision.stored).toMatchObject({ LoanAmount: '10000', LoanPurpose: 'Travel' });
    expect(decision.primary).toBe(primary);

    const changed = refusal(() =>
      decideSave(input(1, applicant({ LoanAmount: '5000' }), { facts })),
    );
    expect(changed).toMatchObject({
      statusCode: 422,
      fields: { LoanAmount: LOCKED_BY_INVITATION_MESSAGE },
    });
  });

  it('refuses an ID upload that is not one of this application’s uploads', () => {
    const REFERENCE = '0123456789abcdef0123456789abcdef';
    const values = brokerApplicant({ DriverLicenceIdUpload: REFERENCE });
    const existing = storedApplication(3, values);
    const broker = { existing, actor: BROKER };
    const uploaded = { ...noFacts, uploads: new Set([`driver-licence ${REFERENCE}`]) };
    expect(decideSave(input(3, values, { ...broker, facts: uploaded })).stored).toMatchObject({
      DriverLicenceIdUpload: REFERENCE,
    });
    const refused = refusal(() => decideSave(input(3, values, { ...broker, facts: noFacts })));
    expect(refused).toMatchObject({
      statusCode: 422,
      fields: { DriverLicenceIdUpload: MESSAGES.uploadRequired },
    });
  });
});

describe('checkAccess: who may save the stored application', () => {
  const held = { heldApplicationId: 'app-1' };
  const step = (n: number, body: Record<string, unknown> = {}) =>
    readSave({ Step: n, FormData: '{}', ...body });

  it('refuses a submitted application (403), one the session does not hold (401), a stale tab (412) and a skipped step (422)', () => {
    const stored = storedApplication(2, {});
    expect(
      refusal(() => checkAccess({ ...stored, complete: true }, step(2), held, ANONYMOUS)),
    ).toMatchObject({ statusCode: 403 });
    expect(
      refusal(() => checkAccess(stored, step(2), { heldApplicationId: null }, ANONYMOUS)),
    ).toMatchObject({ statusCode: 401, message: 'Your session has expired' });
    expect(
      refusal(() => checkAccess(stored, step(2, { Version: 0 }), held, ANONYMOUS)),
    ).toMatchObject({ statusCode: 412 });
    expect(refusal(() => checkAccess(stored, step(4), held, ANONYMOUS))).toMatchObject({
      statusCode: 422,
      message: 'Step 4 cannot be saved yet: please complete step 2 first.',
    });
    expect(() => checkAccess(stored, step(2, { Version: 1 }), held, ANONYMOUS)).not.toThrow();
  });
});

describe('planWrite: what is written once the bureau answered', () => {
  const at = (existing: ApplicationRow | undefined) => ({
    existing,
    actor: ANONYMOUS,
    requestId: 'r-1',
    key: { keyHash: 'k', requestHash: 'h' },
    now,
    newKeys: { token: 'new-token', guid: 'new-guid' },
  });

  it('keeps a step 4 whose bureau was unavailable at its version, without a key, unfinished', () => {
    const existing = storedApplication(4, applicant());
    const decision = decideSave(input(4, applicant(), { existing }));
    const plan = planWrite(decision, 'unavailable', at(existing));
    expect(plan).toMatchObject({ unfinished: true, key: undefined, target: { keepVersion: true } });
    expect(plan.row.complete).toBe(false);
  });

  it('stores the page the applicant came from as origin and path only (loan-application §3 http_referrer)', () => {
    const existing = storedApplication(2, applicant());
    const save = readSave({
      Step: 2,
      FormData: JSON.stringify(stepValues(2, applicant())),
      FormState: JSON.stringify({ http_referrer: 'https://www.google.com/search?q=jane+smith' }),
    });
    const decision = decideSave({ ...input(2, applicant(), { existing }), save });
    const plan = planWrite(decision, null, at(existing));
    expect(plan.row.formState.http_referrer).toBe('https://www.google.com/search');
  });

  it('completes a step 4 with the bureau’s decision, and stores the answer under the key', () => {
    const existing = storedApplication(4, applicant());
    const decision = decideSave(input(4, applicant(), { existing }));
    const commitments = [
      {
        lender: 'Harbour Bank',
        type: 'Credit card',
        balance: 2400,
        repayment: 65,
        frequency: 'Monthly' as const,
      },
    ];
    const plan = planWrite(
      decision,
      { resultCode: 'A1', decision: 'standard', commitments },
      at(existing),
    );
    expect(plan.row).toMatchObject({
      complete: true,
      creditResult: 'A1',
      creditDecision: 'standard',
      creditCommitments: commitments,
    });
    expect(plan.key?.answer).toEqual({
      Token: 'token-1',
      Guid: 'guid-1',
      CentrixResult: 'A1',
      Step: 4,
      Version: 4,
      Complete: true,
    });
    // Completing writes the submit email and the status link with the row: one transaction.
    expect(plan.inTransaction).toBe(true);
  });
});
