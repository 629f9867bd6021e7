import { describe, expect, it } from 'vitest';
import {
  CUSTOMER_START_LOCKS,
  NO_LOCKS,
  applyCustomerRecord,
  customerRecord,
  lockSectionsOfStep,
  resolveStepLocks,
} from './customer-record.ts';
import { lockSectionFieldNames } from './context.ts';

const record = { FirstName: 'Sam', Email: 'sam@example.co.nz', Gender: 'Male' };

describe("a signed-in customer's record (loan-application §4 step locks, §6)", () => {
  it('answers personal details and locked sections from the record, dropping what it lacks', () => {
    const values = { FirstName: 'Mallory', DateOfBirth: '1970/01/01', LoanAmount: '5000' };
    expect(applyCustomerRecord(values, record, CUSTOMER_START_LOCKS)).toEqual({
      FirstName: 'Sam',
      Email: 'sam@example.co.nz',
      Gender: 'Male',
      LoanAmount: '5000',
    });
  });

  it("keeps the customer's own answers in an unlocked section, but never their personal details", () => {
    const values = { FirstName: 'Mallory', DateOfBirth: '1970/01/01' };
    expect(applyCustomerRecord(values, record, { ...CUSTOMER_START_LOCKS, '2': false })).toEqual({
      FirstName: 'Sam',
      Email: 'sam@example.co.nz',
      DateOfBirth: '1970/01/01',
    });
  });

  it('keeps a section unlocked once the customer unlocked it, whatever the browser sends later', () => {
    const unlocked = { stepLocked: { '2': false } };
    expect(resolveStepLocks(undefined, undefined)).toEqual(CUSTOMER_START_LOCKS);
    expect(resolveStepLocks(undefined, unlocked)['2']).toBe(false);
    expect(resolveStepLocks(unlocked, { stepLocked: { '2': true } })['2']).toBe(false);
    expect(resolveStepLocks('junk', { stepLocked: 'junk' })).toEqual(CUSTOMER_START_LOCKS);
    expect(NO_LOCKS['2']).toBe(false);
  });

  it('never locks the branch or identity numbers, which are asked of everyone', () => {
    expect(lockSectionFieldNames('2')).not.toContain('PreferredBranch');
    expect(lockSectionFieldNames('3')).toEqual([
      'Residency',
      'VisaType',
      'VisaExpiry',
      'ProofType',
      // What an "Other" photo ID is belongs with the ID type (issue 11).
      'ProofTypeOther',
    ]);
    expect(customerRecord({ ...record, DriverLicenceNumber: 'AB123456', Other: 'x' })).toEqual(
      record,
    );
  });

  it('names the locked sections of each step', () => {
    expect(lockSectionsOfStep(1)).toEqual([]);
    expect(lockSectionsOfStep(2)).toEqual(['2']);
    expect(lockSectionsOfStep(4)).toEqual(['4-security', '4-employment']);
  });
});
