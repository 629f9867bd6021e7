import { describe, expect, it } from 'vitest';
import type { FormValues } from '../validation/types.ts';
import type { LoanApplicationContextConfig, Step } from './config.ts';
import { ruleOf } from './context.ts';
import { normaliseApplicationValues } from './fields/index.ts';
import { testContext, validApplicationValues } from './fixtures.ts';
import { validateStep } from './validate.ts';

// Issue 11 "Answers a New Zealander gives", items 1 to 3: what applicants really type.

function errors(
  step: Step,
  changes: FormValues = {},
  config: Partial<LoanApplicationContextConfig> = {},
) {
  return validateStep(step, testContext({ ...validApplicationValues(), ...changes }, config));
}

const message = (step: Step, name: string, changes: FormValues, config = {}) =>
  errors(step, changes, config)[name]?.message;

/** What the field holds once normalised: what the server saves and the input shows after blur. */
const normalised = (name: string, value: unknown) =>
  normaliseApplicationValues({ [name]: value })[name];

describe('amounts as New Zealanders write them (issue 11, answers 1)', () => {
  const specific = { specifyLoanAmount: true };

  it.each([
    ['$3000', '3000'],
    ['12,000', '12000'],
    ['$12,000', '12000'],
    [' $ 7,350.00 ', '7350'],
    ['NZ$5,000', '5000'],
    ['5000', '5000'],
  ])('reads the specific amount %j as %j and accepts it', (typed, read) => {
    expect(normalised('LoanAmountSpecific', typed)).toBe(read);
    expect(message(1, 'LoanAmountSpecific', { LoanAmountSpecific: typed }, specific)).toBe(
      undefined,
    );
  });

  it.each(['5000.50', '5,00', '1,2345', 'five thousand', '$-3000'])(
    'leaves %j as typed, and refuses it with the amount message',
    (typed) => {
      expect(normalised('LoanAmountSpecific', typed)).toBe(typed.trim());
      expect(message(1, 'LoanAmountSpecific', { LoanAmountSpecific: typed }, specific)).toBe(
        'Please enter a whole dollar amount between $1,000 and $50,000',
      );
    },
  );

  it("reads a broker's amounts the same way", () => {
    expect(normalised('BrokerFee', '$1,250')).toBe('1250');
  });
});

describe('plates, licence and passport numbers (issue 11, answers 1)', () => {
  it.each([
    ['ABC 123', 'ABC123'],
    ['abc123', 'ABC123'],
    ['abc-123', 'ABC123'],
    [' kowhai ', 'KOWHAI'],
  ])('reads the plate %j as %j and accepts it', (typed, read) => {
    expect(normalised('VehicleRegistrationNumber', typed)).toBe(read);
    expect(
      message(4, 'VehicleRegistrationNumber', { VehicleRegistrationNumber: typed }),
    ).toBeUndefined();
  });

  it('reads a VIN, a licence number and version and a passport number without spaces, in capitals', () => {
    expect(normalised('VehicleVinNumber', '7at0h63zx2 1234567')).toBe('7AT0H63ZX21234567');
    expect(normalised('DriverLicenceNumber', 'ab 123 456')).toBe('AB123456');
    expect(normalised('DriverLicenceVersion', ' 0 12 ')).toBe('012');
    expect(normalised('PassportNumber', 'la 123456')).toBe('LA123456');
    expect(message(3, 'DriverLicenceNumber', { DriverLicenceNumber: 'ab 123 456' })).toBe(
      undefined,
    );
  });
});

describe('phone numbers (issue 11, answers 1)', () => {
  it.each([
    ['021 123 4567', '0211234567'],
    ['021-123-4567', '0211234567'],
    ['(09) 438 1234', '094381234'],
    ['+64 (0)21 123 4567', '+64211234567'],
    ['+64 21 123 4567', '+64211234567'],
    ['021\u00a0123\u00a04567', '0211234567'],
  ])('reads %j as %j', (typed, read) => {
    for (const name of [
      'ContactNumber',
      'JointApplicantPhoneNumber',
      'EmploymentWorkPhoneNumber',
      'PreviousEmploymentWorkPhoneNumber',
    ])
      expect(normalised(name, typed)).toBe(read);
    expect(message(2, 'ContactNumber', { ContactNumber: typed })).toBeUndefined();
  });

  it('leaves a number with words in it as typed, for its message to point at', () => {
    expect(normalised('EmploymentWorkPhoneNumber', '09 438 1234 ext 5')).toBe('09 438 1234 ext 5');
    expect(
      message(4, 'EmploymentWorkPhoneNumber', { EmploymentWorkPhoneNumber: '09 438 1234 ext 5' }),
    ).toBe('Please remove invalid characters');
  });
});

describe('normalisation leaves other answers alone (issue 11, answers 1)', () => {
  it('does not change names, emails or values that are not text', () => {
    const values = { FirstName: ' Aroha ', Email: 'A@example.nz', AgreedToPrivacyPolicy: true };
    expect(normaliseApplicationValues(values)).toEqual(values);
    expect(normalised('VehicleRegistrationNumber', 42)).toBe(42);
    expect(normalised('ContactNumber', { tampered: true })).toEqual({ tampered: true });
  });

  it('gives the same value when run twice', () => {
    const once = normaliseApplicationValues({
      LoanAmountSpecific: '$12,000',
      VehicleRegistrationNumber: 'abc 123',
      ContactNumber: '+64 (0)21 123 4567',
    });
    expect(normaliseApplicationValues(once)).toEqual(once);
  });
});

describe('the driver licence messages are the spec’s words (loan-application §5, decision 091)', () => {
  const number = 'Your Driver Licence Number should only contain letters and numbers';
  const version = 'Your Driver Licence Version should only contain numbers';

  it.each(['AB12345', '12345678', 'ABC12345', 'AB1234567', 'AB!23456'])(
    'refuses the licence number %j: two letters and six digits',
    (typed) => {
      expect(message(3, 'DriverLicenceNumber', { DriverLicenceNumber: typed })).toBe(number);
    },
  );

  it.each(['12', '1234', '1a3'])('refuses the licence version %j: three digits', (typed) => {
    expect(message(3, 'DriverLicenceVersion', { DriverLicenceVersion: typed })).toBe(version);
  });
});

describe('employer and job title take & and / (issue 11, answers 2)', () => {
  it.each([
    ['EmploymentCompany', 'Smith & Sons'],
    ['EmploymentCompany', 'Fulton Hogan / Downer JV'],
    ['EmploymentJobRole', 'Owner/operator'],
    ['EmploymentJobRole', 'Builder & joiner'],
  ])('accepts %s %j', (name, typed) => {
    expect(message(4, name, { [name]: typed })).toBeUndefined();
  });

  it('still refuses other symbols with the spec message', () => {
    expect(message(4, 'EmploymentCompany', { EmploymentCompany: 'Smith @ Sons' })).toBe(
      'Only New Zealand letters and spaces allowed',
    );
    expect(message(4, 'EmploymentJobRole', { EmploymentJobRole: '& co' })).toBe(
      'Only New Zealand letters and spaces allowed',
    );
  });
});

describe('the income change reason has the spec’s message (loan-application §5, decision 091)', () => {
  it('refuses a character it cannot take with the spec’s words', () => {
    const text = message(4, 'IncomeChangeReason', {
      ImpendingIncomeChange: 'Yes',
      IncomeChangeReason: 'New job (maybe)',
    });
    expect(text).toBe('Our system does not support all special characters');
  });
});

describe('expired identity documents (issue 11, answers 3)', () => {
  // Today is 15 June 2025 in New Zealand (fixtures).
  const passport = {
    ProofType: 'PASS',
    PassportNumber: 'LA123456',
    PassportExpiry: '2030/01/01',
    PassportCountry: 'New Zealand',
  };

  it('refuses a passport that has expired, and takes one that expires today', () => {
    expect(message(3, 'PassportExpiry', { ...passport, PassportExpiry: '2025/06/14' })).toBe(
      'This passport has expired. We need a current passport to confirm your identity',
    );
    expect(errors(3, { ...passport, PassportExpiry: '2025/06/15' })).toEqual({});
  });

  it('asks when the driver licence expires, and refuses one that has expired', () => {
    expect(message(3, 'DriverLicenceExpiry', { DriverLicenceExpiry: '' })).toBe(
      'This field is required',
    );
    expect(message(3, 'DriverLicenceExpiry', { DriverLicenceExpiry: '2025/06/14' })).toBe(
      'This driver licence has expired. We need a current licence to confirm your identity',
    );
    expect(message(3, 'DriverLicenceExpiry', { DriverLicenceExpiry: '2025/02/30' })).toBe(
      'Please enter a valid date',
    );
    expect(message(3, 'DriverLicenceExpiry', { DriverLicenceExpiry: '2025-06-15' })).toBe(
      undefined,
    );
    expect(ruleOf('DriverLicenceExpiry')?.personal).toBe(true);
  });

  it('asks what the document is when the photo ID is Other, and only then', () => {
    expect(errors(3, { ProofType: 'Other' })).toEqual({
      ProofTypeOther: { kind: 'required', message: 'This field is required' },
    });
    expect(errors(3, { ProofType: 'Other', ProofTypeOther: 'Kiwi Access card' })).toEqual({});
    expect(errors(3, { ProofType: 'Other', ProofTypeOther: 'HANZ 18+ card' })).toEqual({});
    expect(
      errors(3, { ProofType: 'Other', ProofTypeOther: 'a'.repeat(101) }).ProofTypeOther?.kind,
    ).toBe('max');
    expect(errors(3, { ProofType: 'NZDL', ProofTypeOther: '' })).toEqual({});
  });
});
