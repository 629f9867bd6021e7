import { describe, expect, it } from 'vitest';
import {
  durationInMonths,
  isBankStatementFrameShown,
  isBankStatementLaterShown,
  isBankStatementSwitchShown,
  isBrokerCciLpiShown,
  isDriverLicenceShown,
  isElectronicCommunicationShown,
  isEmployed,
  isIncomeChangeReasonShown,
  incomeSourcesFor,
  isIncomeShown,
  isJointApplicantShown,
  isLoanAmountSpecificShown,
  isPassportCountryShown,
  isPassportShown,
  isPreferredBranchShown,
  isPreviousAddressRequired,
  isPreviousEmploymentDetailShown,
  isPreviousEmploymentRequired,
  isVehicleShown,
  isVisaShown,
} from './conditions.ts';
import { ANONYMOUS, testContextConfig } from './fixtures.ts';
import { EMPLOYMENT_STATUS_OPTIONS } from './options.ts';

const broker = testContextConfig({ roles: { ...ANONYMOUS, isBroker: true } });
const anonymous = testContextConfig();

describe('conditional display (loan-application §4)', () => {
  it.each([
    'Full Time Worker',
    'Part Time Worker',
    'Beneficiary + Part Time Worker',
    'Self Employed',
    'Casual',
  ])('counts %s as employed (loan-application §4)', (status) => {
    expect(isEmployed(status)).toBe(true);
  });

  it('counts no other status as employed (loan-application §4)', () => {
    const others = EMPLOYMENT_STATUS_OPTIONS.map((option) => option.value).filter(
      (value) => !isEmployed(value),
    );
    expect(others).toEqual(['Beneficiary', 'Retired', 'Student', 'Homemaker', 'Unemployed']);
    expect(isEmployed('full time worker')).toBe(false);
    expect(isEmployed(undefined)).toBe(false);
  });

  it('measures a time as years * 12 + months once both are chosen (loan-application §4)', () => {
    expect(durationInMonths('3', '0')).toBe(36);
    expect(durationInMonths(2, '11')).toBe(35);
    expect(durationInMonths('3', '')).toBeNull();
    expect(durationInMonths('x', '1')).toBeNull();
  });

  it('requires the previous address at the threshold and below, not above it (loan-application §4)', () => {
    // Threshold 36 months.
    expect(
      isPreviousAddressRequired({ AddressDurationYear: '3', AddressDurationMonth: '0' }, anonymous),
    ).toBe(true);
    expect(
      isPreviousAddressRequired(
        { AddressDurationYear: '2', AddressDurationMonth: '11' },
        anonymous,
      ),
    ).toBe(true);
    expect(
      isPreviousAddressRequired({ AddressDurationYear: '3', AddressDurationMonth: '1' }, anonymous),
    ).toBe(false);
    expect(
      isPreviousAddressRequired({ AddressDurationYear: '', AddressDurationMonth: '1' }, anonymous),
    ).toBe(false);
  });

  it('requires previous employment at its own threshold and below (loan-application §4)', () => {
    // Threshold 24 months.
    expect(
      isPreviousEmploymentRequired(
        { EmploymentTimeYear: '2', EmploymentTimeMonth: '0' },
        anonymous,
      ),
    ).toBe(true);
    expect(
      isPreviousEmploymentRequired(
        { EmploymentTimeYear: '2', EmploymentTimeMonth: '1' },
        anonymous,
      ),
    ).toBe(false);
    expect(
      isPreviousEmploymentRequired(
        { EmploymentTimeYear: '0', EmploymentTimeMonth: '3' },
        { previousEmploymentThresholdMonths: 2 },
      ),
    ).toBe(false);
  });

  it('shows previous employment details only inside the section and for an employed previous status (loan-application §4)', () => {
    const recent = { EmploymentTimeYear: '1', EmploymentTimeMonth: '0' };
    expect(
      isPreviousEmploymentDetailShown({ ...recent, PreviousEmploymentStatus: 'Casual' }, anonymous),
    ).toBe(true);
    expect(
      isPreviousEmploymentDetailShown(
        { ...recent, PreviousEmploymentStatus: 'Student' },
        anonymous,
      ),
    ).toBe(false);
    expect(
      isPreviousEmploymentDetailShown(
        { EmploymentTimeYear: '9', EmploymentTimeMonth: '0', PreviousEmploymentStatus: 'Casual' },
        anonymous,
      ),
    ).toBe(false);
  });

  it('asks income only for a configured credit code and when source options exist (loan-application §4)', () => {
    expect(isIncomeShown(testContextConfig({ centrixResult: 'C1' }), {})).toBe(true);
    expect(isIncomeShown(testContextConfig({ centrixResult: 'A1' }), {})).toBe(false);
    expect(isIncomeShown(testContextConfig({ centrixResult: null }), {})).toBe(false);
    expect(isIncomeShown(testContextConfig({ centrixResult: 'C1', incomeSources: [] }), {})).toBe(
      false,
    );
  });

  it('does not ask income when every entry is conditional and none applies (loan-application §4 "source options exist", issue 33 finding 4)', () => {
    const config = testContextConfig({
      centrixResult: 'C1',
      incomeSources: [
        {
          value: 'Wages',
          label: 'Wages',
          condition: { field: 'EmploymentStatus', oneOf: ['Full Time Worker'] },
        },
      ],
    });
    expect(isIncomeShown(config, { EmploymentStatus: 'Retired' })).toBe(false);
    expect(isIncomeShown(config, { EmploymentStatus: 'Full Time Worker' })).toBe(true);
  });

  it('asks each configured income entry only when its condition holds (loan-application §3, issue 23 item 5)', () => {
    const config = {
      incomeSources: [
        {
          value: 'Wages',
          label: 'Wages',
          description: 'Pay from an employer',
          condition: { field: 'EmploymentStatus', oneOf: ['Full Time Worker', 'Casual'] },
        },
        {
          value: 'Business',
          label: 'Business',
          condition: { field: 'EmploymentStatus', oneOf: ['Self Employed'] },
        },
        { value: 'Other', label: 'Other' },
      ],
    };
    const values = (status: string) =>
      incomeSourcesFor(config, { EmploymentStatus: status }).map((source) => source.value);
    expect(values('Full Time Worker')).toEqual(['Wages', 'Other']);
    expect(values('Self Employed')).toEqual(['Business', 'Other']);
    expect(values('Retired')).toEqual(['Other']);
    expect(incomeSourcesFor(config, {})[0]).toEqual({ value: 'Other', label: 'Other' });
  });

  it('shows joint applicant fields to a primary non-broker applicant answering Yes (loan-application §4)', () => {
    expect(isJointApplicantShown({ JointApplication: 'Yes' }, anonymous)).toBe(true);
    expect(isJointApplicantShown({ JointApplication: 'No' }, anonymous)).toBe(false);
    expect(isJointApplicantShown({ JointApplication: 'Yes' }, broker)).toBe(false);
    expect(
      isJointApplicantShown(
        { JointApplication: 'Yes' },
        testContextConfig({ roles: { ...ANONYMOUS, isSecondary: true } }),
      ),
    ).toBe(false);
  });

  it('shows BrokerCciLpi only to a broker who did not opt in to CCI (loan-application §4)', () => {
    expect(isBrokerCciLpiShown({ BrokerOptInCci: 'No' }, broker)).toBe(true);
    expect(isBrokerCciLpiShown({ BrokerOptInCci: 'Yes' }, broker)).toBe(false);
    expect(isBrokerCciLpiShown({ BrokerOptInCci: 'No' }, anonymous)).toBe(false);
  });

  it('hides the electronic communication consent from logged-in customers (loan-application §6)', () => {
    expect(isElectronicCommunicationShown(anonymous)).toBe(true);
    expect(
      isElectronicCommunicationShown(
        testContextConfig({ roles: { ...ANONYMOUS, isLoggedIn: true } }),
      ),
    ).toBe(false);
  });

  it('shows the specific amount to brokers and to applicants who toggled to it (loan-application §2, §6)', () => {
    expect(isLoanAmountSpecificShown(anonymous)).toBe(false);
    expect(isLoanAmountSpecificShown(broker)).toBe(true);
    expect(isLoanAmountSpecificShown(testContextConfig({ specifyLoanAmount: true }))).toBe(true);
  });

  it('shows visa fields when Residency is No, licence fields for NZDL, passport fields for PASS, vehicle fields for Vehicle (loan-application §4)', () => {
    expect(isVisaShown({ Residency: 'No' })).toBe(true);
    expect(isVisaShown({ Residency: 'Yes' })).toBe(false);
    expect(isDriverLicenceShown({ ProofType: 'NZDL' })).toBe(true);
    expect(isDriverLicenceShown({ ProofType: 'PASS' })).toBe(false);
    expect(isPassportShown({ ProofType: 'PASS' })).toBe(true);
    expect(isPassportShown({ ProofType: 'Other' })).toBe(false);
    expect(isVehicleShown({ SecurityType: 'Vehicle' })).toBe(true);
    expect(isVehicleShown({ SecurityType: 'None' })).toBe(false);
  });

  it('asks the passport country unless the country field is disabled (loan-application §3, §4)', () => {
    expect(isPassportCountryShown({ ProofType: 'PASS' }, anonymous)).toBe(true);
    expect(
      isPassportCountryShown(
        { ProofType: 'PASS' },
        testContextConfig({ passportCountryDisabled: true }),
      ),
    ).toBe(false);
  });

  it('asks the income change reason only when a change is expected (loan-application §4)', () => {
    expect(isIncomeChangeReasonShown({ ImpendingIncomeChange: 'Yes' })).toBe(true);
    expect(isIncomeChangeReasonShown({ ImpendingIncomeChange: 'No' })).toBe(false);
  });

  it('shows the bank-statement switch to brokers unless disabled (loan-application §4, §6)', () => {
    expect(isBankStatementSwitchShown(broker)).toBe(true);
    expect(isBankStatementSwitchShown(anonymous)).toBe(false);
    expect(isBankStatementSwitchShown({ ...broker, bankStatementStepEnabled: false })).toBe(false);
  });

  it('shows the frame and document id on Yes, the later text on Later/No (loan-application §4)', () => {
    expect(isBankStatementFrameShown({ BrokerIllionSwitch: 'Yes' }, broker)).toBe(true);
    expect(isBankStatementLaterShown({ BrokerIllionSwitch: 'Yes' }, broker)).toBe(false);
    expect(isBankStatementFrameShown({ BrokerIllionSwitch: 'Later/No' }, broker)).toBe(false);
    expect(isBankStatementLaterShown({ BrokerIllionSwitch: 'Later/No' }, broker)).toBe(true);
    expect(isBankStatementFrameShown({}, broker)).toBe(false);
    expect(isBankStatementLaterShown({}, broker)).toBe(false);
    // The switch's answer means nothing to anyone who is not asked it.
    expect(isBankStatementFrameShown({ BrokerIllionSwitch: 'Yes' }, anonymous)).toBe(false);
    expect(
      isBankStatementFrameShown(
        { BrokerIllionSwitch: 'Yes' },
        { ...broker, bankStatementStepEnabled: false },
      ),
    ).toBe(false);
  });

  it('asks the branch unless one was preset (loan-application §2, §5)', () => {
    expect(isPreferredBranchShown(anonymous)).toBe(true);
    expect(isPreferredBranchShown(testContextConfig({ presetPreferredBranch: true }))).toBe(false);
  });
});
