import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { AffordabilityRecord } from '#domain/lending/affordability.ts';
import { completeRecord } from '#domain/lending/fixtures.ts';

/**
 * Completes an application's affordability record with the page's staff session, through the
 * staff lending API the workspace's record form calls (the form itself is walked in
 * staff-responsible-lending.test.ts). The workspace refuses a decision without a complete record
 * (issue 21, 409), so a journey that decides saves one first. `amount` is the loan on the record,
 * by default the fixture's $5,000, over `termMonths` (by default 36).
 * It then runs the electronic identity check on the applicant's
 * driver licence, as the officer does beside the record: an approval needs a verified identity
 * (issue 30 finding 2, AML/CFT Act s 14-16), which the sandbox gives every ordinary name
 * (`checkIdentity: false` leaves it to the journey).
 */
export async function completeAffordabilityRecord(
  page: Page,
  reference: string,
  amount?: number,
  termMonths?: number,
  options: { checkIdentity?: boolean } = {},
): Promise<void> {
  const path = `/api/staff/applications/${reference}/lending`;
  const panel = await page.request.get(path);
  expect(panel.status(), await panel.text()).toBe(200);
  const { version, record: draft } = (await panel.json()) as {
    version: number;
    record: AffordabilityRecord;
  };
  // The evidence is the server's (issue 30): income the officer accepts on payslips seen, and
  // why there are no statements when the journey shared none.
  const statements = draft.expenses.some((line) => line.statementWeekly !== null);
  const fixture = completeRecord();
  const record: AffordabilityRecord = {
    ...fixture,
    income: fixture.income.map((line) => ({
      ...line,
      acceptedWeekly: line.verifiedWeekly,
      note: 'Six weeks of payslips seen',
    })),
    noStatements: statements
      ? null
      : { reason: 'other-evidence', note: 'Payslips and a power bill seen instead' },
  };
  const saved = await page.request.post(`${path}/record`, {
    data: {
      record: {
        ...record,
        loan: {
          ...record.loan,
          ...(amount === undefined ? {} : { amount }),
          ...(termMonths === undefined ? {} : { termMonths }),
        },
      },
      version,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  if (options.checkIdentity ?? true) await checkIdentity(page, reference);
}

/** Runs the sandbox identity check through the staff lending API; answers its outcome. */
export async function checkIdentity(
  page: Page,
  reference: string,
): Promise<{ outcome: string; documentsRequested: boolean }> {
  const checked = await page.request.post(`/api/staff/applications/${reference}/lending/identity`, {
    data: { documentKind: 'driver-licence' },
  });
  expect(checked.status(), await checked.text()).toBe(200);
  return (await checked.json()) as { outcome: string; documentsRequested: boolean };
}
