import { describe, expect, it } from 'vitest';
import {
  buildRuleContext,
  isFieldDisabled,
  isFieldRequired,
  isFieldShown,
  lockSectionFieldNames,
  ruleOf,
  withoutHiddenFields,
} from './context.ts';
import { ANONYMOUS, TEST_CONFIG, TEST_TODAY, testContext } from './fixtures.ts';

const formState = { centrixResult: 'C1', specifyLoanAmount: false, presetPreferredBranch: true };

describe('the rule context (loan-application §4, §6)', () => {
  it('derives the roles from the actor and the referrer in the values (loan-application §6)', () => {
    const context = buildRuleContext({
      config: TEST_CONFIG,
      values: { Referrer: 'broker' },
      formState,
      today: TEST_TODAY,
      actor: { kind: 'broker', referrerId: 'broker' },
    });
    expect(context.config.roles).toEqual({ ...ANONYMOUS, isBroker: true });
    expect(context.config.referrer?.id).toBe('broker');
    expect(context.config.centrixResult).toBe('C1');
    expect(context.config.presetPreferredBranch).toBe(true);
  });

  it('treats a customer session as logged in and a related id as secondary (loan-application §6)', () => {
    const context = buildRuleContext({
      config: TEST_CONFIG,
      values: { RelatedApplicationId: 'R1' },
      formState,
      today: TEST_TODAY,
      actor: { kind: 'customer' },
      debug: true,
    });
    expect(context.config.roles).toEqual({
      isBroker: false,
      isLoggedIn: true,
      isSecondary: true,
      debug: true,
    });
  });

  it('answers whether a field shows, is required or is disabled (loan-application §4)', () => {
    const context = testContext({ Residency: 'No' });
    expect(isFieldShown('VisaType', context)).toBe(true);
    expect(isFieldShown('DriverLicenceNumber', context)).toBe(false);
    expect(isFieldShown('Unknown', context)).toBe(false);
    expect(isFieldRequired('FirstName', context)).toBe(true);
    expect(isFieldRequired('MiddleName', context)).toBe(false);
    expect(
      isFieldRequired(
        'VehicleRegistrationNumber',
        testContext({}, { roles: { ...ANONYMOUS, isBroker: true } }),
      ),
    ).toBe(false);
    expect(
      isFieldDisabled('FirstName', testContext({}, { roles: { ...ANONYMOUS, isLoggedIn: true } })),
    ).toBe(true);
    expect(ruleOf('Email')?.maxLength).toBe(255);
  });

  it("drops a step's hidden answers and keeps the rest (loan-application §4)", () => {
    const context = testContext({
      Residency: 'Yes',
      VisaType: 'Work visa',
      VisaExpiry: '2026/01/01',
      ProofType: 'NZDL',
      FirstName: 'Aroha',
    });
    expect(withoutHiddenFields(3, context)).toEqual({
      Residency: 'Yes',
      ProofType: 'NZDL',
      FirstName: 'Aroha',
    });
  });

  it('names the fields of each lockable section (loan-application §3 stepLocked)', () => {
    expect(lockSectionFieldNames('4-security')).toEqual([
      'SecurityType',
      'VehicleRegistrationNumber',
      'VehicleVinNumber',
    ]);
    expect(lockSectionFieldNames('4-employment')).toContain('PreviousEmploymentTimeYear');
    expect(lockSectionFieldNames('4-employment')).not.toContain('Income');
    expect(lockSectionFieldNames('3')).toContain('ProofType');
  });
});
