/**
 * Builders for the loan application's tests (and the consumers' tests): a demo-like configuration,
 * roles and a rule context. Kept in the domain so the web and server tests build the same context.
 */
import type { FormValues, RuleContext } from '../validation/types.ts';
import type {
  ApplicantRoles,
  LoanApplicationConfig,
  LoanApplicationContextConfig,
} from './config.ts';

export const TEST_CONFIG: LoanApplicationConfig = {
  loanAmounts: [1000, 2000, 5000, 10000, 50000].map((value) => ({ value, label: `$${value}` })),
  specificAmountMinDollars: 1000,
  specificAmountMaxDollars: 50000,
  loanPurposeOptions: [
    { value: 'Vehicle purchase', label: 'Vehicle purchase' },
    { value: 'Other', label: 'Other' },
  ],
  previousAddressThresholdMonths: 36,
  previousEmploymentThresholdMonths: 24,
  privacyPolicyVersion: 'v1.0',
  marketingPolicyVersion: 'v1.0',
  incomeCreditCodes: ['C1'],
  incomeSources: [
    { value: 'Wages', label: 'Wages' },
    { value: 'Benefit', label: 'Benefit' },
  ],
  referrers: [
    { id: 'dealer', name: 'Dealer', isBroker: false, locksAmount: true, locksPurpose: true },
    { id: 'broker', name: 'Broker', isBroker: true, locksAmount: false, locksPurpose: false },
  ],
  bankStatementStepEnabled: true,
  passportCountryDisabled: false,
};

export const ANONYMOUS: ApplicantRoles = {
  isBroker: false,
  isLoggedIn: false,
  isSecondary: false,
  debug: false,
};

export function testContextConfig(
  overrides: Partial<LoanApplicationContextConfig> = {},
): LoanApplicationContextConfig {
  return {
    ...TEST_CONFIG,
    roles: ANONYMOUS,
    referrer: null,
    centrixResult: null,
    specifyLoanAmount: false,
    presetPreferredBranch: false,
    ...overrides,
  };
}

/** 2025-06-15 at noon in New Zealand. */
export const TEST_TODAY = new Date('2025-06-15T00:00:00Z');

export function testContext(
  values: FormValues,
  overrides: Partial<LoanApplicationContextConfig> = {},
  today = TEST_TODAY,
): RuleContext<LoanApplicationContextConfig> {
  return { values, today, config: testContextConfig(overrides) };
}

/** A complete, valid anonymous application (no joint applicant, driver licence, vehicle, employed 5 years). */
export function validApplicationValues(): FormValues {
  return {
    // Step 1
    LoanAmount: '5000',
    LoanPurpose: 'Vehicle purchase',
    JointApplication: 'No',
    Title: 'Ms',
    FirstName: 'Aroha',
    MiddleName: '',
    LastName: 'Ngata',
    Email: 'aroha@example.co.nz',
    AgreedToPrivacyPolicy: true,
    PrivacyPolicyVersion: 'v1.0',
    AgreedToElectronicCommunication: false,
    MarketingPolicyVersion: 'v1.0',
    // Step 2
    DateOfBirth: '1990/04/23',
    Gender: 'Female',
    ContactNumberType: 'Mobile',
    ContactNumber: '021 123 4567',
    RelationshipStatus: 'Single',
    FinancialDependants: '0',
    Address: {
      Unit: '',
      StreetNumber: '12',
      StreetName: 'Kōwhai',
      StreetType: 'Road',
      Suburb: 'Mangawhai',
      City: 'Mangawhai',
      Postcode: '0505',
      Latitude: null,
      Longitude: null,
      BoxType: '',
      Postal: false,
    },
    AddressStatus: 'Renting',
    AddressDurationMonth: '6',
    AddressDurationYear: '4',
    ExistingCustomer: 'No',
    PreferredBranch: 'online',
    // Step 3
    Residency: 'Yes',
    ProofType: 'NZDL',
    DriverLicenceNumber: 'AB123456',
    DriverLicenceVersion: '123',
    DriverLicenceExpiry: '2030/01/01',
    // Step 4
    SecurityType: 'Vehicle',
    VehicleRegistrationNumber: 'ABC123',
    EmploymentStatus: 'Full Time Worker',
    EmploymentIndustry: 'Construction',
    EmploymentJobRole: 'Site manager',
    EmploymentCompany: 'Hāpai Builders',
    EmploymentArea: 'Whangārei',
    EmploymentWorkPhoneNumber: '09 438 1234',
    EmploymentTimeMonth: '0',
    EmploymentTimeYear: '5',
    ImpendingIncomeChange: 'No',
    AdditionalInformation: '',
  };
}
