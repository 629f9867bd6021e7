import { describe, expect, it } from 'vitest';
import type { FormValues } from '../validation/types.ts';
import { fixedPassportCountry } from './conditions.ts';
import type { LoanApplicationContextConfig, Step } from './config.ts';
import { ANONYMOUS, testContext, validApplicationValues } from './fixtures.ts';
import {
  isLockSectionComplete,
  lowestInvalidStep,
  validateApplicationField,
  validateStep,
} from './validate.ts';

type ConfigOverrides = Partial<LoanApplicationContextConfig>;

const BROKER: ConfigOverrides = { roles: { ...ANONYMOUS, isBroker: true } };
const LOGGED_IN: ConfigOverrides = { roles: { ...ANONYMOUS, isLoggedIn: true } };
const SECONDARY: ConfigOverrides = { roles: { ...ANONYMOUS, isSecondary: true } };
const DEALER = {
  id: 'dealer',
  name: 'Dealer',
  isBroker: false,
  locksAmount: true,
  locksPurpose: true,
};

/** Broker step 1 answers that pass, so a broker test changes only what it checks. */
const BROKER_STEP_1: FormValues = {
  BrokerEmailSubmission: 'broker@harbour.example.nz',
  LoanAmountSpecific: '7350',
  BrokerRefinance: '0',
  BrokerCashDeposit: '0',
  BrokerTradeIn: '0',
  BrokerFee: '250',
  BrokerOptInCci: 'Yes',
  BrokerMbi: '0',
  BrokerGap: '0',
  BrokerAccuracyConfirmation: true,
};

function errors(step: Step, changes: FormValues = {}, config: ConfigOverrides = {}) {
  return validateStep(step, testContext({ ...validApplicationValues(), ...changes }, config));
}

/** The message of one field after validating its step, or undefined when it passes. */
function message(
  step: Step,
  name: string,
  changes: FormValues = {},
  config: ConfigOverrides = {},
): string | undefined {
  return errors(step, changes, config)[name]?.message;
}

describe('income entries with their conditions (loan-application §3, issue 23 item 5)', () => {
  const INCOME_ASKED: ConfigOverrides = {
    centrixResult: 'C1',
    incomeSources: [
      {
        value: 'Wages',
        label: 'Wages',
        condition: { field: 'EmploymentStatus', oneOf: ['Full Time Worker'] },
      },
      {
        value: 'Business',
        label: 'Business',
        condition: { field: 'EmploymentStatus', oneOf: ['Self Employed'] },
      },
    ],
  };
  const income = (source: string) =>
    JSON.stringify([{ amount: '950', frequency: 'Weekly', source }]);

  it('accepts a source whose condition holds and refuses one whose condition does not', () => {
    expect(message(4, 'Income', { Income: income('Wages') }, INCOME_ASKED)).toBeUndefined();
    // A full-time worker is not asked about business income: a row naming it is refused.
    expect(message(4, 'Income', { Income: income('Business') }, INCOME_ASKED)).toBe(
      'Please complete all fields',
    );
  });
});

describe('a complete application (loan-application §5)', () => {
  it.each([1, 2, 3, 4] as const)('passes step %i', (step) => {
    expect(errors(step)).toEqual({});
  });

  it('passes a broker step 1 with the broker fields filled (loan-application §5, §6)', () => {
    expect(errors(1, BROKER_STEP_1, BROKER)).toEqual({});
  });
});

describe('required fields (loan-application §5)', () => {
  it("gives 'This field is required' for an empty or whitespace-only required value (loan-application §5)", () => {
    expect(message(1, 'FirstName', { FirstName: '' })).toBe('This field is required');
    expect(message(1, 'FirstName', { FirstName: '   ' })).toBe('This field is required');
    expect(message(2, 'Gender', { Gender: undefined })).toBe('This field is required');
  });

  it('lists the empty step 1 errors in field order, so the first is the one to scroll to (loan-application §5)', () => {
    const empty = validateStep(1, testContext({}));
    expect(Object.keys(empty)).toEqual([
      'LoanAmount',
      'LoanPurpose',
      'JointApplication',
      'Title',
      'FirstName',
      'LastName',
      'Email',
      'AgreedToPrivacyPolicy',
    ]);
  });

  it('leaves MiddleName and AdditionalInformation optional (loan-application §5)', () => {
    expect(message(1, 'MiddleName', { MiddleName: '' })).toBeUndefined();
    expect(message(4, 'AdditionalInformation', { AdditionalInformation: '' })).toBeUndefined();
  });
});

describe('step 1: loan and names (loan-application §5)', () => {
  it('rejects digits or special characters in names with the name message (loan-application §5)', () => {
    const name = 'Our system does not support digits or special characters in your name';
    expect(message(1, 'FirstName', { FirstName: 'Ar0ha' })).toBe(name);
    expect(message(1, 'LastName', { LastName: 'Ngata!' })).toBe(name);
    expect(message(1, 'MiddleName', { MiddleName: 'J@ne' })).toBe(name);
  });

  it('accepts macrons, apostrophes and hyphens in names (loan-application §5)', () => {
    expect(errors(1, { FirstName: 'Hēmi', LastName: "O'Brien-Pōtae" })).toEqual({});
  });

  it('limits FirstName, MiddleName and LastName to 100 characters (loan-application §5)', () => {
    expect(message(1, 'FirstName', { FirstName: 'A'.repeat(100) })).toBeUndefined();
    expect(errors(1, { LastName: 'A'.repeat(101) }).LastName?.kind).toBe('max');
    expect(errors(1, { MiddleName: 'A'.repeat(101) }).MiddleName?.kind).toBe('max');
  });

  it("rejects an invalid email with 'Please enter a valid email address', at most 255 characters (loan-application §5)", () => {
    expect(message(1, 'Email', { Email: 'aroha@' })).toBe('Please enter a valid email address');
    // The email pattern already refuses more than 254 characters (RFC 5321), inside the 255 limit.
    expect(
      message(1, 'Email', {
        Email: `a@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.${'e'.repeat(60)}.${'f'.repeat(60)}.nz`,
      }),
    ).toBe('Please enter a valid email address');
  });

  it("rejects a loan purpose with symbols: 'Only New Zealand letters allowed' (loan-application §5)", () => {
    expect(message(1, 'LoanPurpose', { LoanPurpose: 'Car & boat' })).toBe(
      'Only New Zealand letters allowed',
    );
    expect(errors(1, { LoanPurpose: 'A'.repeat(101) }).LoanPurpose?.kind).toBe('max');
  });

  it('asks LoanPurposeOther only when the purpose is Other (loan-application §3)', () => {
    expect(message(1, 'LoanPurposeOther', { LoanPurpose: 'Other', LoanPurposeOther: '' })).toBe(
      'This field is required',
    );
    expect(
      message(1, 'LoanPurposeOther', { LoanPurpose: 'Other', LoanPurposeOther: 'Boat 2' }),
    ).toBe('Only New Zealand letters allowed');
    expect(
      message(1, 'LoanPurposeOther', { LoanPurpose: 'Vehicle purchase', LoanPurposeOther: '' }),
    ).toBeUndefined();
  });

  it('accepts only a slider amount from the configured list (loan-application §3)', () => {
    expect(message(1, 'LoanAmount', { LoanAmount: '2000' })).toBeUndefined();
    expect(errors(1, { LoanAmount: '2500' }).LoanAmount?.kind).toBe('custom');
  });

  it('does not validate the purpose of a secondary application: it is locked (loan-application §4, §6)', () => {
    expect(errors(1, { LoanPurpose: '' }, SECONDARY)).toEqual({});
  });

  it('does not validate the purpose a referrer locks (loan-application §6)', () => {
    expect(errors(1, { LoanPurpose: '' }, { referrer: DEALER })).toEqual({});
  });

  it('checks a locked amount all the same: it is the amount lent (docs/decisions/027)', () => {
    for (const locked of [SECONDARY, { referrer: DEALER }])
      expect(errors(1, { LoanAmount: '7350' }, locked).LoanAmount?.kind).toBe('custom');
  });

  describe('LoanAmountSpecific (loan-application §5)', () => {
    const between = 'Please enter a whole dollar amount between $1,000 and $50,000';
    const specific = (LoanAmountSpecific: unknown) =>
      message(1, 'LoanAmountSpecific', { LoanAmountSpecific }, { specifyLoanAmount: true });

    it('names the configured bounds in whole dollars with en-NZ grouping (loan-application §5)', () => {
      expect(specific('999')).toBe(between);
      expect(specific('50001')).toBe(between);
    });

    it('accepts the bounds themselves (loan-application §5)', () => {
      expect(specific('1000')).toBeUndefined();
      expect(specific('50000')).toBeUndefined();
    });

    it('requires a whole number (loan-application §5)', () => {
      expect(specific('5000.50')).toBe(between);
      expect(specific('5,00')).toBe(between);
      expect(specific('')).toBe(between);
    });

    it('is validated instead of the slider only when the specific amount is in use (loan-application §2)', () => {
      expect(message(1, 'LoanAmountSpecific', { LoanAmountSpecific: '' })).toBeUndefined();
      expect(
        message(1, 'LoanAmount', { LoanAmount: '' }, { specifyLoanAmount: true }),
      ).toBeUndefined();
    });

    it('uses other configured bounds when configured (loan-application §9)', () => {
      const config = {
        specifyLoanAmount: true,
        specificAmountMinDollars: 500,
        specificAmountMaxDollars: 1250000,
      };
      expect(message(1, 'LoanAmountSpecific', { LoanAmountSpecific: '1' }, config)).toBe(
        'Please enter a whole dollar amount between $500 and $1,250,000',
      );
    });
  });

  describe('joint applicant (loan-application §4, §5)', () => {
    const joint = {
      JointApplication: 'Yes',
      JointApplicantFirstName: 'Tama',
      JointApplicantLastName: 'Ngata',
      JointApplicantEmail: 'tama@example.nz',
      JointApplicantPhoneNumber: '+64 21 555 0100',
    };

    it('passes a complete joint applicant (loan-application §5)', () => {
      expect(errors(1, joint)).toEqual({});
    });

    it('limits joint names to 42 characters with the name pattern (loan-application §5)', () => {
      expect(
        message(1, 'JointApplicantFirstName', {
          ...joint,
          JointApplicantFirstName: 'A'.repeat(42),
        }),
      ).toBeUndefined();
      expect(
        errors(1, { ...joint, JointApplicantFirstName: 'A'.repeat(43) }).JointApplicantFirstName
          ?.kind,
      ).toBe('max');
      expect(
        message(1, 'JointApplicantLastName', { ...joint, JointApplicantLastName: 'Ngata2' }),
      ).toBe('Our system does not support digits or special characters in your name');
    });

    it("checks the joint email and phone: 'Please enter a valid email address', 'Please enter a valid phone number' (loan-application §5)", () => {
      expect(
        message(1, 'JointApplicantEmail', { ...joint, JointApplicantEmail: 'tama.example.nz' }),
      ).toBe('Please enter a valid email address');
      expect(
        message(1, 'JointApplicantPhoneNumber', { ...joint, JointApplicantPhoneNumber: 'call me' }),
      ).toBe('Please enter a valid phone number');
      expect(
        errors(1, { ...joint, JointApplicantPhoneNumber: '1'.repeat(101) })
          .JointApplicantPhoneNumber?.kind,
      ).toBe('pattern');
    });

    it('requires the joint fields only after Yes (loan-application §4)', () => {
      expect(message(1, 'JointApplicantFirstName', { JointApplication: 'Yes' })).toBe(
        'This field is required',
      );
      expect(message(1, 'JointApplicantFirstName', { JointApplication: 'No' })).toBeUndefined();
    });

    it('asks neither the question nor the fields of a broker or a secondary application (loan-application §4)', () => {
      expect(
        errors(1, { ...BROKER_STEP_1, JointApplication: '', JointApplicantFirstName: '' }, BROKER),
      ).toEqual({});
      expect(
        errors(1, { JointApplication: 'Yes', JointApplicantFirstName: '' }, SECONDARY),
      ).toEqual({});
    });
  });

  it("requires the privacy policy to be agreed: 'You must agree to the Privacy Policy' (loan-application §5)", () => {
    expect(message(1, 'AgreedToPrivacyPolicy', { AgreedToPrivacyPolicy: false })).toBe(
      'You must agree to the Privacy Policy',
    );
    expect(message(1, 'AgreedToPrivacyPolicy', { AgreedToPrivacyPolicy: 'false' })).toBe(
      'You must agree to the Privacy Policy',
    );
    expect(message(1, 'AgreedToPrivacyPolicy', { AgreedToPrivacyPolicy: 'true' })).toBeUndefined();
  });

  it('leaves the electronic communication consent optional (loan-application §3)', () => {
    expect(
      message(1, 'AgreedToElectronicCommunication', { AgreedToElectronicCommunication: false }),
    ).toBeUndefined();
  });

  it("does not validate a logged-in customer's read-only personal details (loan-application §6)", () => {
    expect(errors(1, { Title: '', FirstName: '', LastName: '', Email: '' }, LOGGED_IN)).toEqual({});
  });

  it("validates a customer's step 2 details: a record without them offers Add (loan-application §4)", () => {
    expect(errors(2, { DateOfBirth: '', ContactNumber: '' }, LOGGED_IN)).toMatchObject({
      DateOfBirth: { kind: 'required' },
      ContactNumber: { kind: 'required' },
    });
  });

  it('accepts only letters in Title (loan-application §5)', () => {
    expect(errors(1, { Title: 'Dr.' }).Title?.kind).toBe('pattern');
  });

  describe('broker fields (loan-application §5, §6)', () => {
    const whole = 'Please enter a whole dollar amount';

    it.each([
      'BrokerRefinance',
      'BrokerCashDeposit',
      'BrokerTradeIn',
      'BrokerFee',
      'BrokerMbi',
      'BrokerGap',
    ])(
      "requires %s in whole dollars from 0: 'Please enter a whole dollar amount' (loan-application §5)",
      (name) => {
        expect(message(1, name, { ...BROKER_STEP_1, [name]: '12.50' }, BROKER)).toBe(whole);
        expect(message(1, name, { ...BROKER_STEP_1, [name]: '-1' }, BROKER)).toBe(whole);
        expect(message(1, name, { ...BROKER_STEP_1, [name]: '' }, BROKER)).toBe(whole);
        expect(message(1, name, { ...BROKER_STEP_1, [name]: '0' }, BROKER)).toBeUndefined();
      },
    );

    it('asks BrokerCciLpi only when the broker did not opt in to CCI (loan-application §4)', () => {
      expect(message(1, 'BrokerCciLpi', { ...BROKER_STEP_1, BrokerOptInCci: 'No' }, BROKER)).toBe(
        whole,
      );
      expect(
        message(
          1,
          'BrokerCciLpi',
          { ...BROKER_STEP_1, BrokerOptInCci: 'No', BrokerCciLpi: '0' },
          BROKER,
        ),
      ).toBeUndefined();
      expect(
        message(1, 'BrokerCciLpi', { ...BROKER_STEP_1, BrokerOptInCci: 'Yes' }, BROKER),
      ).toBeUndefined();
    });

    it("requires the accuracy confirmation: 'You must confirm that this information is accurate' (loan-application §5)", () => {
      expect(
        message(
          1,
          'BrokerAccuracyConfirmation',
          { ...BROKER_STEP_1, BrokerAccuracyConfirmation: false },
          BROKER,
        ),
      ).toBe('You must confirm that this information is accurate');
    });

    it('checks the broker email as an email of at most 100 characters (loan-application §5)', () => {
      expect(
        message(
          1,
          'BrokerEmailSubmission',
          { ...BROKER_STEP_1, BrokerEmailSubmission: 'broker' },
          BROKER,
        ),
      ).toBe('Please enter a valid email address');
      expect(
        errors(
          1,
          { ...BROKER_STEP_1, BrokerEmailSubmission: `${'b'.repeat(40)}@${'x'.repeat(60)}.nz` },
          BROKER,
        ).BrokerEmailSubmission?.kind,
      ).toBe('max');
    });

    it('asks no broker field of anyone else (loan-application §6)', () => {
      expect(errors(1, { BrokerFee: 'abc', BrokerAccuracyConfirmation: false })).toEqual({});
    });
  });
});

describe('step 2: about you (loan-application §5)', () => {
  it('gives the date of birth messages (loan-application §5)', () => {
    // Today is 15 June 2025.
    expect(message(2, 'DateOfBirth', { DateOfBirth: '' })).toBe('Please enter your date of birth');
    expect(message(2, 'DateOfBirth', { DateOfBirth: '1990/02/30' })).toBe(
      'Please enter a valid date',
    );
    expect(message(2, 'DateOfBirth', { DateOfBirth: '2007/06/16' })).toBe(
      'You must be at least 18 years old',
    );
    expect(message(2, 'DateOfBirth', { DateOfBirth: '2007/06/15' })).toBeUndefined();
    expect(message(2, 'DateOfBirth', { DateOfBirth: '1925/06/15' })).toBeUndefined();
    expect(errors(2, { DateOfBirth: '1924/06/14' }).DateOfBirth?.kind).toBe('max');
  });

  it("checks the contact number with 'Please enter a valid phone number' (loan-application §5)", () => {
    expect(message(2, 'ContactNumber', { ContactNumber: '021 abc' })).toBe(
      'Please enter a valid phone number',
    );
  });

  it('accepts only the listed choices (loan-application §3)', () => {
    expect(errors(2, { Gender: 'Robot' }).Gender?.kind).toBe('custom');
    expect(errors(2, { ContactNumberType: 'Pager' }).ContactNumberType?.kind).toBe('custom');
  });

  it('accepts financial dependants as one digit optionally followed by + (loan-application §5)', () => {
    expect(message(2, 'FinancialDependants', { FinancialDependants: '9+' })).toBeUndefined();
    expect(errors(2, { FinancialDependants: '10' }).FinancialDependants?.kind).toBe('pattern');
  });

  it("asks for a complete address: 'Please enter a complete address' (loan-application §5)", () => {
    const address = validApplicationValues().Address as Record<string, unknown>;
    expect(message(2, 'Address', { Address: undefined })).toBe('Please enter a complete address');
    expect(
      message(2, 'Address', {
        Address: {
          ...address,
          StreetNumber: '',
          StreetName: '',
          City: '',
          Postcode: '',
          Suburb: '',
          StreetType: '',
        },
      }),
    ).toBe('Please enter a complete address');
    expect(message(2, 'Address', { Address: { ...address, Postcode: '' } })).toBe(
      'Please enter a complete address',
    );
    expect(message(2, 'Address', { Address: 'not an address' })).toBe(
      'Please enter a complete address',
    );
  });

  it("gives an address part's own message (site-and-tools §5 Address)", () => {
    const address = validApplicationValues().Address as Record<string, unknown>;
    expect(message(2, 'Address', { Address: { ...address, Postcode: '05a5' } })).toBe(
      'Your postcode must be 4 numbers',
    );
  });

  it('accepts time at address as months 0 to 11 and whole years (loan-application §5)', () => {
    expect(errors(2, { AddressDurationMonth: '12' }).AddressDurationMonth?.kind).toBe('max');
    expect(errors(2, { AddressDurationMonth: '1.5' }).AddressDurationMonth?.kind).toBe('pattern');
    expect(errors(2, { AddressDurationYear: '12345' }).AddressDurationYear?.kind).toBe('pattern');
    expect(
      message(2, 'AddressDurationYear', {
        AddressDurationYear: '0',
        AddressDurationMonth: '11',
        PreviousAddressYear: '2',
        PreviousAddressMonth: '0',
      }),
    ).toBeUndefined();
  });

  it('requires the previous address at the threshold of 36 months and not above it (loan-application §4)', () => {
    expect(
      message(2, 'PreviousAddressMonth', { AddressDurationYear: '3', AddressDurationMonth: '0' }),
    ).toBe('This field is required');
    expect(
      message(2, 'PreviousAddressYear', { AddressDurationYear: '3', AddressDurationMonth: '0' }),
    ).toBe('This field is required');
    expect(
      errors(2, {
        AddressDurationYear: '3',
        AddressDurationMonth: '0',
        PreviousAddressYear: '5',
        PreviousAddressMonth: '2',
      }),
    ).toEqual({});
    expect(
      message(2, 'PreviousAddressMonth', { AddressDurationYear: '3', AddressDurationMonth: '1' }),
    ).toBeUndefined();
  });

  it("asks about existing customers: 'Please specify if your are an existing customer' (loan-application §5)", () => {
    expect(message(2, 'ExistingCustomer', { ExistingCustomer: '' })).toBe(
      'Please specify if your are an existing customer',
    );
    expect(message(2, 'ExistingCustomer', { ExistingCustomer: 'Maybe' })).toBe(
      'Please specify if your are an existing customer',
    );
  });

  it("asks for a branch when shown: 'You need to select a branch' (loan-application §5)", () => {
    expect(message(2, 'PreferredBranch', { PreferredBranch: '' })).toBe(
      'You need to select a branch',
    );
    expect(
      message(2, 'PreferredBranch', { PreferredBranch: '' }, { presetPreferredBranch: true }),
    ).toBeUndefined();
  });
});

describe('step 3: identity (loan-application §5)', () => {
  const visa = { Residency: 'No', VisaType: 'Work visa', VisaExpiry: '2026/01/31' };

  it('asks visa type and expiry only when Residency is No (loan-application §4)', () => {
    expect(errors(3, visa)).toEqual({});
    expect(message(3, 'VisaType', { Residency: 'No' })).toBe('This field is required');
    expect(message(3, 'VisaExpiry', { Residency: 'No' })).toBe('This field is required');
    expect(
      message(3, 'VisaExpiry', { Residency: 'Yes', VisaExpiry: '2000/01/01' }),
    ).toBeUndefined();
  });

  it("rejects a visa that expired before today: 'You must have a current visa' (loan-application §5)", () => {
    // Today is 15 June 2025 in New Zealand.
    expect(message(3, 'VisaExpiry', { ...visa, VisaExpiry: '2025/06/14' })).toBe(
      'You must have a current visa',
    );
    expect(message(3, 'VisaExpiry', { ...visa, VisaExpiry: '2025-06-15' })).toBeUndefined();
  });

  it("rejects a visa expiry that is not a date: 'Please enter a valid date' (loan-application §5)", () => {
    expect(message(3, 'VisaExpiry', { ...visa, VisaExpiry: '2025/02/30' })).toBe(
      'Please enter a valid date',
    );
  });

  it('checks the driver licence number: two letters and six numbers (loan-application §5, issue 11)', () => {
    const text = 'Your Driver Licence Number should only contain letters and numbers';
    expect(message(3, 'DriverLicenceNumber', { DriverLicenceNumber: 'AB-12345' })).toBe(text);
    expect(message(3, 'DriverLicenceNumber', { DriverLicenceNumber: 'AB1234567' })).toBe(text);
    expect(message(3, 'DriverLicenceNumber', { DriverLicenceNumber: '' })).toBe(
      'This field is required',
    );
  });

  it('checks the driver licence version: three numbers (loan-application §5, issue 11)', () => {
    const text = 'Your Driver Licence Version should only contain numbers';
    expect(message(3, 'DriverLicenceVersion', { DriverLicenceVersion: '1a3' })).toBe(text);
    expect(message(3, 'DriverLicenceVersion', { DriverLicenceVersion: '1234' })).toBe(text);
  });

  it('asks licence fields for NZDL and passport fields for PASS only (loan-application §4)', () => {
    expect(errors(3, { ProofType: 'PASS', DriverLicenceNumber: '' })).toEqual({
      PassportNumber: { kind: 'required', message: 'This field is required' },
      PassportExpiry: { kind: 'required', message: 'This field is required' },
      PassportCountry: { kind: 'required', message: 'This field is required' },
    });
    expect(
      errors(3, {
        ProofType: 'Other',
        ProofTypeOther: 'Kiwi Access card',
        DriverLicenceNumber: '',
      }),
    ).toEqual({});
  });

  it('checks the passport: number of at most 9 letters and digits, a valid expiry (loan-application §5)', () => {
    const passport = {
      ProofType: 'PASS',
      PassportNumber: 'LA123456',
      PassportExpiry: '2030/01/01',
      PassportCountry: 'New Zealand',
    };
    expect(errors(3, passport)).toEqual({});
    expect(errors(3, { ...passport, PassportNumber: 'LA1234567X' }).PassportNumber?.kind).toBe(
      'pattern',
    );
    expect(message(3, 'PassportExpiry', { ...passport, PassportExpiry: '01/01/2030' })).toBe(
      'Please enter a valid date',
    );
  });

  it('does not ask the passport country when the field is disabled, and fixes it to NZ (loan-application §3)', () => {
    const passport = {
      ProofType: 'PASS',
      PassportNumber: 'LA123456',
      PassportExpiry: '2030/01/01',
    };
    expect(errors(3, passport, { passportCountryDisabled: true })).toEqual({});
    expect(fixedPassportCountry(passport, { passportCountryDisabled: true })).toBe('NZ');
    expect(fixedPassportCountry(passport, { passportCountryDisabled: false })).toBeNull();
    expect(
      fixedPassportCountry({ ProofType: 'NZDL' }, { passportCountryDisabled: true }),
    ).toBeNull();
  });

  it('asks a broker for the copy of the chosen ID, uploaded (loan-application §5 "File uploads", §6)', () => {
    expect(message(3, 'PassportIdUpload', { ProofType: 'PASS' }, BROKER)).toBe(
      'Please upload a file.',
    );
    expect(errors(3, { ProofType: 'PASS' }, BROKER)).not.toHaveProperty('DriverLicenceIdUpload');
    expect(
      message(
        3,
        'DriverLicenceIdUpload',
        { ProofType: 'NZDL', DriverLicenceIdUpload: { pending: 'licence.jpg' } },
        BROKER,
      ),
    ).toBe('Please upload your selected file.');
    expect(
      errors(
        3,
        { ProofType: 'NZDL', DriverLicenceIdUpload: '0123456789abcdef0123456789abcdef' },
        BROKER,
      ),
    ).not.toHaveProperty('DriverLicenceIdUpload');
    expect(errors(3, { ProofType: 'NZDL' })).not.toHaveProperty('DriverLicenceIdUpload');
  });
});

describe('step 4: security, employment and income (loan-application §5)', () => {
  it('requires the registration of a vehicle from applicants (loan-application §5)', () => {
    expect(message(4, 'VehicleRegistrationNumber', { VehicleRegistrationNumber: '' })).toBe(
      'This field is required',
    );
    expect(
      message(4, 'VehicleRegistrationNumber', {
        SecurityType: 'None',
        VehicleRegistrationNumber: '',
      }),
    ).toBeUndefined();
  });

  it("requires a broker to give a registration or a VIN: 'Please provide a vehicle licence plate number or a VIN' (loan-application §5)", () => {
    expect(message(4, 'VehicleRegistrationNumber', { VehicleRegistrationNumber: '' }, BROKER)).toBe(
      'Please provide a vehicle licence plate number or a VIN',
    );
    expect(
      message(
        4,
        'VehicleRegistrationNumber',
        { VehicleRegistrationNumber: '', VehicleVinNumber: '7AT0H63ZX21234567' },
        BROKER,
      ),
    ).toBeUndefined();
    expect(
      message(4, 'VehicleRegistrationNumber', { VehicleRegistrationNumber: 'ABC123' }, BROKER),
    ).toBeUndefined();
  });

  it("accepts a registration of up to 6 letters and digits: 'Only letters and numbers allowed' (loan-application §5)", () => {
    expect(message(4, 'VehicleRegistrationNumber', { VehicleRegistrationNumber: 'AB!123' })).toBe(
      'Only letters and numbers allowed',
    );
    expect(message(4, 'VehicleRegistrationNumber', { VehicleRegistrationNumber: 'ABC1234' })).toBe(
      'Only letters and numbers allowed',
    );
    expect(
      message(4, 'VehicleRegistrationNumber', { VehicleRegistrationNumber: 'kowhai' }),
    ).toBeUndefined();
  });

  it.each([
    'Full Time Worker',
    'Part Time Worker',
    'Beneficiary + Part Time Worker',
    'Self Employed',
    'Casual',
  ])('asks employment details of a %s (loan-application §4)', (status) => {
    expect(
      message(4, 'EmploymentIndustry', { EmploymentStatus: status, EmploymentIndustry: '' }),
    ).toBe('This field is required');
  });

  it.each(['Beneficiary', 'Retired', 'Student', 'Homemaker', 'Unemployed'])(
    'does not ask employment details of a %s (loan-application §4)',
    (status) => {
      expect(
        errors(4, {
          EmploymentStatus: status,
          EmploymentIndustry: '',
          EmploymentJobRole: '',
          EmploymentCompany: '',
          EmploymentArea: '',
          EmploymentWorkPhoneNumber: '',
        }),
      ).toEqual({});
    },
  );

  it('gives the employment field messages (loan-application §5)', () => {
    expect(message(4, 'EmploymentJobRole', { EmploymentJobRole: 'Manager 2IC' })).toBe(
      'Only New Zealand letters and spaces allowed',
    );
    expect(message(4, 'EmploymentCompany', { EmploymentCompany: 'Smith @ Sons' })).toBe(
      'Only New Zealand letters and spaces allowed',
    );
    expect(message(4, 'EmploymentArea', { EmploymentArea: 'Area 51' })).toBe(
      'Only New Zealand letters allowed',
    );
    expect(
      message(4, 'EmploymentWorkPhoneNumber', { EmploymentWorkPhoneNumber: '09 438 1234 ext 5' }),
    ).toBe('Please remove invalid characters');
    expect(errors(4, { EmploymentJobRole: 'A'.repeat(51) }).EmploymentJobRole?.kind).toBe('max');
  });

  it("gives 'Please select both month and year' for any employment time error (loan-application §5)", () => {
    const both = 'Please select both month and year';
    expect(message(4, 'EmploymentTimeMonth', { EmploymentTimeMonth: '' })).toBe(both);
    expect(message(4, 'EmploymentTimeYear', { EmploymentTimeYear: '' })).toBe(both);
    expect(message(4, 'EmploymentTimeMonth', { EmploymentTimeMonth: '12' })).toBe(both);
    expect(message(4, 'EmploymentTimeYear', { EmploymentTimeYear: 'ten' })).toBe(both);
  });

  it('asks previous employment at the threshold of 24 months and not above it (loan-application §4)', () => {
    const atThreshold = { EmploymentTimeYear: '2', EmploymentTimeMonth: '0' };
    expect(message(4, 'PreviousEmploymentStatus', atThreshold)).toBe('This field is required');
    expect(message(4, 'PreviousEmploymentTimeMonth', atThreshold)).toBe(
      'Please select both month and year',
    );
    expect(
      message(4, 'PreviousEmploymentStatus', { EmploymentTimeYear: '2', EmploymentTimeMonth: '1' }),
    ).toBeUndefined();
  });

  it('asks previous employment details when the previous status counts as employed (loan-application §4)', () => {
    const recent = {
      EmploymentTimeYear: '1',
      EmploymentTimeMonth: '0',
      PreviousEmploymentTimeYear: '3',
      PreviousEmploymentTimeMonth: '0',
    };
    expect(
      message(4, 'PreviousEmploymentCompany', { ...recent, PreviousEmploymentStatus: 'Casual' }),
    ).toBe('This field is required');
    expect(errors(4, { ...recent, PreviousEmploymentStatus: 'Student' })).toEqual({});
    expect(
      message(4, 'PreviousEmploymentArea', {
        ...recent,
        PreviousEmploymentStatus: 'Casual',
        PreviousEmploymentArea: 'Zone 3',
      }),
    ).toBe('Only New Zealand letters allowed');
  });

  it('asks the income change reason when a change is expected: free text of 250 (loan-application §5)', () => {
    expect(message(4, 'IncomeChangeReason', { ImpendingIncomeChange: 'Yes' })).toBe(
      'This field is required',
    );
    expect(
      message(4, 'IncomeChangeReason', {
        ImpendingIncomeChange: 'Yes',
        IncomeChangeReason: 'New job <soon>',
      }),
    ).toBe('Our system does not support all special characters');
    expect(
      message(4, 'IncomeChangeReason', {
        ImpendingIncomeChange: 'Yes',
        IncomeChangeReason: "I'm starting a new job in July.",
      }),
    ).toBeUndefined();
    expect(
      errors(4, { ImpendingIncomeChange: 'Yes', IncomeChangeReason: 'a'.repeat(251) })
        .IncomeChangeReason?.kind,
    ).toBe('max');
    expect(
      message(4, 'IncomeChangeReason', { ImpendingIncomeChange: 'No', IncomeChangeReason: '<' }),
    ).toBeUndefined();
  });

  it('limits AdditionalInformation to 250 characters (loan-application §5)', () => {
    expect(
      message(4, 'AdditionalInformation', { AdditionalInformation: 'a'.repeat(250) }),
    ).toBeUndefined();
    expect(errors(4, { AdditionalInformation: 'a'.repeat(251) }).AdditionalInformation?.kind).toBe(
      'max',
    );
  });

  it('asks a broker the bank-statement question (loan-application §3, §5: every field is required)', () => {
    expect(message(4, 'BrokerIllionSwitch', {}, BROKER)).toBe('This field is required');
    expect(message(4, 'BrokerIllionSwitch', { BrokerIllionSwitch: 'Maybe' }, BROKER)).toBe(
      'This field has failed custom validation',
    );
  });

  it("asks for the statement on Yes: 'Please submit a bank statement' (loan-application §5)", () => {
    const yes = { BrokerIllionSwitch: 'Yes' };
    expect(message(4, 'BrokerIllionIframe', yes, BROKER)).toBe('Please submit a bank statement');
    // Anything but the widget's finished value (a JSON list of entries) is no statement.
    for (const sent of ['[]', 'not json', '{"status":"complete"}', '[{"status":1}]'])
      expect(message(4, 'BrokerIllionIframe', { ...yes, BrokerIllionIframe: sent }, BROKER)).toBe(
        'Please submit a bank statement',
      );
    const finished = JSON.stringify([{ status: 'complete', reference: 'KOWHAI-webid:abc' }]);
    expect(
      message(4, 'BrokerIllionIframe', { ...yes, BrokerIllionIframe: finished }, BROKER),
    ).toBeUndefined();
  });

  it('asks for no statement on Later/No, nor of anyone who is not a broker (loan-application §4)', () => {
    expect(errors(4, { BrokerIllionSwitch: 'Later/No' }, BROKER)).not.toHaveProperty(
      'BrokerIllionIframe',
    );
    expect(errors(4, { BrokerIllionSwitch: 'Yes' })).not.toHaveProperty('BrokerIllionIframe');
  });

  it('asks no bank statement when the provider step is disabled (loan-application §6)', () => {
    expect(
      message(4, 'BrokerIllionSwitch', {}, { ...BROKER, bankStatementStepEnabled: false }),
    ).toBeUndefined();
  });

  it("asks income for a configured credit code: 'Please complete all fields' (loan-application §4, §5)", () => {
    const income = { centrixResult: 'C1' };
    expect(message(4, 'Income', {}, income)).toBe('Please complete all fields');
    expect(
      message(
        4,
        'Income',
        { Income: [{ amount: '500', frequency: 'Weekly', source: '' }] },
        income,
      ),
    ).toBe('Please complete all fields');
    expect(
      message(
        4,
        'Income',
        { Income: [{ amount: '500', frequency: 'Weekly', source: 'Lottery' }] },
        income,
      ),
    ).toBe('Please complete all fields');
    expect(
      message(
        4,
        'Income',
        { Income: '[{"amount":"500","frequency":"Weekly","source":"Wages"}]' },
        income,
      ),
    ).toBeUndefined();
    expect(message(4, 'Income', {}, { centrixResult: 'A1' })).toBeUndefined();
  });
});

describe('single fields, the lowest invalid step and lock sections (loan-application §4)', () => {
  it('validates one field with the configured amounts filled in (loan-application §5)', () => {
    const context = testContext({ LoanAmountSpecific: '1' }, { specifyLoanAmount: true });
    expect(validateApplicationField('LoanAmountSpecific', context)?.message).toBe(
      'Please enter a whole dollar amount between $1,000 and $50,000',
    );
    expect(validateApplicationField('NotAField', context)).toBeNull();
    expect(validateApplicationField('VisaType', context)).toBeNull();
  });

  it('finds the lowest invalid step up to the given step (loan-application §4)', () => {
    const values = { ...validApplicationValues(), ContactNumber: 'none', ProofType: '' };
    const found = lowestInvalidStep(testContext(values), 4);
    expect(found?.step).toBe(2);
    expect(found?.errors).toEqual({
      ContactNumber: { kind: 'pattern', message: 'Please enter a valid phone number' },
    });
    expect(lowestInvalidStep(testContext(values), 1)).toBeNull();
    expect(lowestInvalidStep(testContext(validApplicationValues()), 4)).toBeNull();
  });

  it('offers Change for a complete locked section and Add for an incomplete one (loan-application §4)', () => {
    expect(
      isLockSectionComplete('4-security', testContext(validApplicationValues(), LOGGED_IN)),
    ).toBe(true);
    expect(
      isLockSectionComplete(
        '4-security',
        testContext({ ...validApplicationValues(), VehicleRegistrationNumber: '' }, LOGGED_IN),
      ),
    ).toBe(false);
    expect(
      isLockSectionComplete(
        '4-employment',
        testContext({ ...validApplicationValues(), EmploymentArea: '' }, LOGGED_IN),
      ),
    ).toBe(false);
    expect(
      isLockSectionComplete(
        '2',
        testContext({ ...validApplicationValues(), AddressStatus: '' }, LOGGED_IN),
      ),
    ).toBe(false);
    expect(isLockSectionComplete('3', testContext(validApplicationValues(), LOGGED_IN))).toBe(true);
  });
});
