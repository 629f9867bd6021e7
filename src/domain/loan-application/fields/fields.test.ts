import { describe, expect, it } from 'vitest';
import { STEP_RULES, stepFieldNames, stepOfField } from './index.ts';
import { ruleOf } from '../context.ts';
import {
  ADDRESS_STATUS_OPTIONS,
  EMPLOYMENT_INDUSTRY_OPTIONS,
  GENDER_OPTIONS,
  RELATIONSHIP_STATUS_OPTIONS,
  VISA_TYPE_OPTIONS,
  CONTACT_NUMBER_TYPE_OPTIONS,
  TITLE_OPTIONS,
} from '../options.ts';

// The field lists of loan-application §3, word for word.
const SPEC_FIELDS: Record<1 | 2 | 3 | 4, string[]> = {
  1: 'Referrer, ReferrerData, BrokerEmailSubmission, LoanAmount, LoanAmountSpecific, LoanAmountDescription, BrokerRefinance, BrokerCashDeposit, BrokerTradeIn, BrokerFee, BrokerOptInCci, BrokerCciLpi, BrokerMbi, BrokerGap, LoanPurpose, LoanPurposeOther, JointApplication, JointApplicantFirstName, JointApplicantLastName, JointApplicantEmail, JointApplicantPhoneNumber, Title, FirstName, MiddleName, LastName, Email, AgreedToPrivacyPolicy, PrivacyPolicyVersion, AgreedToElectronicCommunication, MarketingPolicyVersion, RelatedApplicationId, BrokerAccuracyConfirmation'.split(
    ', ',
  ),
  2: 'DateOfBirth, Gender, ContactNumberType, ContactNumber, RelationshipStatus, FinancialDependants, Address, AddressStatus, AddressDurationMonth, AddressDurationYear, PreviousAddressMonth, PreviousAddressYear, ExistingCustomer, PreferredBranch'.split(
    ', ',
  ),
  3: 'Residency, VisaType, VisaExpiry, ProofType, DriverLicenceNumber, DriverLicenceVersion, DriverLicenceIdUpload, PassportNumber, PassportExpiry, PassportCountry, PassportIdUpload'.split(
    ', ',
  ),
  4: [
    ...'SecurityType, VehicleRegistrationNumber, VehicleVinNumber, EmploymentStatus, EmploymentIndustry, EmploymentJobRole, EmploymentCompany, EmploymentArea, EmploymentWorkPhoneNumber, EmploymentTimeMonth, EmploymentTimeYear'.split(
      ', ',
    ),
    ...'Status, Industry, JobRole, Company, Area, WorkPhoneNumber, TimeMonth, TimeYear'
      .split(', ')
      .map((field) => `PreviousEmployment${field}`),
    ...'ImpendingIncomeChange, IncomeChangeReason, BrokerIllionSwitch, BrokerIllionIframe, BrokerIllionDocumentId, AdditionalInformation, Income'.split(
      ', ',
    ),
  ],
};

// Maximum lengths of loan-application §5.
const MAX_LENGTHS: Record<string, number> = {
  BrokerEmailSubmission: 100,
  LoanPurpose: 100,
  LoanPurposeOther: 100,
  JointApplicantFirstName: 42,
  JointApplicantLastName: 42,
  JointApplicantEmail: 255,
  JointApplicantPhoneNumber: 100,
  Title: 100,
  FirstName: 100,
  MiddleName: 100,
  LastName: 100,
  Email: 255,
  PrivacyPolicyVersion: 100,
  MarketingPolicyVersion: 100,
  Gender: 20,
  ContactNumberType: 6,
  ContactNumber: 100,
  RelationshipStatus: 50,
  FinancialDependants: 5,
  AddressStatus: 100,
  AddressDurationMonth: 2,
  AddressDurationYear: 4,
  PreviousAddressMonth: 2,
  PreviousAddressYear: 4,
  EmploymentTimeMonth: 2,
  EmploymentTimeYear: 4,
  PreviousEmploymentTimeMonth: 2,
  PreviousEmploymentTimeYear: 4,
  Residency: 5,
  VisaType: 100,
  DriverLicenceNumber: 8,
  DriverLicenceVersion: 3,
  PassportNumber: 9,
  PassportCountry: 100,
  SecurityType: 100,
  VehicleRegistrationNumber: 6,
  EmploymentIndustry: 50,
  EmploymentJobRole: 50,
  EmploymentCompany: 100,
  EmploymentArea: 100,
  EmploymentWorkPhoneNumber: 100,
  PreviousEmploymentIndustry: 50,
  PreviousEmploymentJobRole: 50,
  PreviousEmploymentCompany: 100,
  PreviousEmploymentArea: 100,
  PreviousEmploymentWorkPhoneNumber: 100,
  ImpendingIncomeChange: 5,
  IncomeChangeReason: 250,
  AdditionalInformation: 250,
  ProofTypeOther: 100,
};

// Fields issue 11 adds to §3 ("Answers a New Zealander gives" 3), each after the field it follows:
// what an "Other" photo ID is, and the driver licence's expiry (identity checks need a current one).
const ISSUE_11_FIELDS: Record<string, string> = {
  ProofTypeOther: 'ProofType',
  DriverLicenceExpiry: 'DriverLicenceVersion',
};

function withIssue11Fields(fields: readonly string[]): string[] {
  return fields.flatMap((field) => [
    field,
    ...Object.keys(ISSUE_11_FIELDS).filter((added) => ISSUE_11_FIELDS[added] === field),
  ]);
}

describe('the rule table (loan-application §3, §5)', () => {
  it.each([1, 2, 3, 4] as const)(
    'has a rule for every field of step %i in §3 and issue 11, once, in the spec order (loan-application §3)',
    (step) => {
      expect(stepFieldNames(step)).toEqual(withIssue11Fields(SPEC_FIELDS[step]));
    },
  );

  it('names each field in one step only (loan-application §3)', () => {
    const all = ([1, 2, 3, 4] as const).flatMap((step) => stepFieldNames(step));
    expect(new Set(all).size).toBe(all.length);
    expect(stepOfField('VisaExpiry')).toBe(3);
    expect(stepOfField('Nope')).toBeNull();
  });

  it.each(Object.entries(MAX_LENGTHS))(
    'limits %s to %i characters (loan-application §5)',
    (name, maxLength) => {
      expect(ruleOf(name)?.maxLength).toBe(maxLength);
    },
  );

  it('makes MiddleName and AdditionalInformation optional (loan-application §5)', () => {
    expect(ruleOf('MiddleName')?.required).toBeUndefined();
    expect(ruleOf('AdditionalInformation')?.required).toBeUndefined();
  });

  it('offers only options that fit their field lengths (loan-application §5)', () => {
    const fits = (options: readonly { value: string }[], max: number) =>
      options.every((option) => option.value.length <= max);
    expect(fits(GENDER_OPTIONS, 20)).toBe(true);
    expect(fits(CONTACT_NUMBER_TYPE_OPTIONS, 6)).toBe(true);
    expect(fits(RELATIONSHIP_STATUS_OPTIONS, 50)).toBe(true);
    expect(fits(ADDRESS_STATUS_OPTIONS, 100)).toBe(true);
    expect(fits(VISA_TYPE_OPTIONS, 100)).toBe(true);
    expect(fits(EMPLOYMENT_INDUSTRY_OPTIONS, 50)).toBe(true);
    expect(fits(TITLE_OPTIONS, 100)).toBe(true);
  });

  it('keeps every rule of a step in STEP_RULES (loan-application §3)', () => {
    expect(
      STEP_RULES[1].length + STEP_RULES[2].length + STEP_RULES[3].length + STEP_RULES[4].length,
    ).toBe(
      SPEC_FIELDS[1].length +
        SPEC_FIELDS[2].length +
        SPEC_FIELDS[3].length +
        SPEC_FIELDS[4].length +
        Object.keys(ISSUE_11_FIELDS).length,
    );
  });
});
