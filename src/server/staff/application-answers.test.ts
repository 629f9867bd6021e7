import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { branches as contentBranches } from '#content/branches.ts';
import { QUEEN_STREET_ADDRESS } from '#domain/address/fixtures.ts';
import type { StaffApplicationView } from '#domain/staff/application-view.ts';
import { seedBranches } from '#server/branches/repository.ts';
import { signedInStaff } from '#server/test-support/staff.ts';
import { buildTestApp } from '#server/test-support/test-app.ts';
import { applicant, saveSteps } from '#server/test-support/loan-application.ts';

let app: FastifyInstance;
let close: () => Promise<void>;
let cookie: string;

beforeAll(async () => {
  ({ app, close } = await buildTestApp());
  await seedBranches(app.db, contentBranches);
  ({ cookie } = await signedInStaff(app, 'officer', ['officer']));
});
afterAll(async () => close());

async function staffPage(reference: string): Promise<StaffApplicationView> {
  const path = `/staff/applications/${reference}/`;
  const response = await app.inject({
    url: `/api/page-data/staff-application?path=${encodeURIComponent(path)}`,
    headers: { cookie },
  });
  expect(response.statusCode).toBe(200);
  return response.json().staffApplication as StaffApplicationView;
}

// Issue 34 finding 2: what the officer reads is what the applicant saw, from the one field definition.
describe('the staff page shows each answer as the applicant saw it', () => {
  it('gives option labels, the branch name, dates in words, a grouped phone and the address in NZ order', async () => {
    const { answers } = await saveSteps(
      app,
      applicant({
        ProofType: 'NZDL',
        PreferredBranch: '102',
        DateOfBirth: '1985/06/15',
        ContactNumber: '0215550199',
        FinancialDependants: '9+',
        Address: QUEEN_STREET_ADDRESS,
      }),
    );
    const view = await staffPage(String(answers[0]!.Reference));
    const shown = new Map(
      view.steps.flatMap((step) => step.answers.map((answer) => [answer.name, answer] as const)),
    );
    const value = (name: string) => shown.get(name)?.value;
    expect(shown.get('ProofType')).toMatchObject({
      label: 'Which photo ID will you use?',
      value: 'New Zealand driver licence',
    });
    expect(value('PreferredBranch')).toBe('Auckland CBD');
    expect(value('DateOfBirth')).toBe('15 June 1985');
    expect(value('ContactNumber')).toBe('021 555 0199');
    expect(value('FinancialDependants')).toBe('9 or more');
    expect(value('Address')).toBe('1 Queen Street, Auckland Central, Auckland 1010');
    expect(value('ExistingCustomer')).toBe('No');
    expect(value('LoanAmount') ?? value('LoanAmountSpecific')).toMatch(/^\$\d{1,3}(,\d{3})*$/);
  });
});
