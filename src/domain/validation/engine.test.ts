import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MESSAGES,
  fieldError,
  isActive,
  isBlank,
  isRequired,
  normaliseValues,
  submitErrorAnnouncement,
  validateField,
  validateFields,
} from './engine.ts';
import type { ErrorKind, FieldRule, FormValues, RuleContext } from './types.ts';

interface Limits {
  minAmount: number;
  maxAmount: number;
}

const today = new Date(2024, 5, 15);
const contextWith = (
  values: FormValues,
  config: Limits = { minAmount: 1000, maxAmount: 30000 },
): RuleContext<Limits> => ({
  values,
  today,
  config,
});
const kindOf = (rule: FieldRule<Limits>, values: FormValues) =>
  validateField(rule, contextWith(values))?.kind ?? null;

describe('blank values (loan-application §5 "A required value that is empty or only whitespace fails")', () => {
  it.each([
    ['undefined', undefined],
    ['null', null],
    ['an empty string', ''],
    ['only spaces, tabs and line breaks', ' \t\n '],
    ['an unticked box', false],
    ['an empty number input', Number.NaN],
    ['an empty list', []],
    ['a list of all-empty rows', [{ amount: '', frequency: '', source: ' ' }, { amount: '' }]],
    ['an address with every part empty', { Unit: '', StreetNumber: ' ', City: null }],
  ])('counts %s as blank', (_name, value) => {
    expect(isBlank(value)).toBe(true);
  });

  it.each([
    ['a word', 'Kōwhai'],
    ['zero', 0],
    ['the string 0', '0'],
    ['a ticked box', true],
    ['a list with one filled cell', [{ amount: '', frequency: 'Weekly' }]],
    ['a date', new Date(2024, 0, 1)],
  ])('counts %s as entered', (_name, value) => {
    expect(isBlank(value)).toBe(false);
  });
});

describe('required, condition and disabled (site-and-tools §5 "Form engine")', () => {
  it('reads required as a flag or as a function of the other values', () => {
    const joint: FieldRule<Limits> = {
      name: 'JointApplicantEmail',
      required: ({ values }) => values.JointApplication === 'Yes',
    };
    expect(isRequired(joint, contextWith({ JointApplication: 'Yes' }))).toBe(true);
    expect(isRequired(joint, contextWith({ JointApplication: 'No' }))).toBe(false);
    expect(isRequired({ name: 'MiddleName' }, contextWith({}))).toBe(false);
    expect(isRequired({ name: 'FirstName', required: true }, contextWith({}))).toBe(true);
  });

  it('does not validate an input whose condition is false', () => {
    const visa: FieldRule<Limits> = {
      name: 'VisaType',
      required: true,
      condition: ({ values }) => values.Residency === 'No',
    };
    expect(isActive(visa, contextWith({ Residency: 'Yes' }))).toBe(false);
    expect(validateField(visa, contextWith({ Residency: 'Yes' }))).toBeNull();
    expect(kindOf(visa, { Residency: 'No' })).toBe('required');
  });

  it('does not validate a disabled input, even with a bad value', () => {
    const country: FieldRule<Limits> = {
      name: 'PassportCountry',
      required: true,
      pattern: /^[A-Z]{2}$/,
      disabled: () => true,
    };
    expect(isActive(country, contextWith({}))).toBe(false);
    expect(validateField(country, contextWith({ PassportCountry: '!!' }))).toBeNull();
  });

  it('validates an input that is shown and enabled', () => {
    const rule: FieldRule<Limits> = {
      name: 'Gender',
      required: true,
      condition: () => true,
      disabled: () => false,
    };
    expect(isActive(rule, contextWith({}))).toBe(true);
    expect(kindOf(rule, {})).toBe('required');
  });
});

describe('the check order and the first failure (loan-application §5 "Engine")', () => {
  // Every check fails for "x!": the reported kind shows which check ran first.
  const calls: string[] = [];
  const everything = (drop: ErrorKind[] = []): FieldRule<Limits> => ({
    name: 'Field',
    required: true,
    component: drop.includes('invalid')
      ? undefined
      : () => {
          calls.push('component');
          return 'invalid';
        },
    pattern: drop.includes('pattern') ? undefined : /^\d+$/,
    min: drop.includes('min') ? undefined : 10,
    max: drop.includes('max') ? undefined : 5,
    custom: () => {
      calls.push('custom');
      return false;
    },
  });

  it('fails required first, before the widget check runs', () => {
    calls.length = 0;
    expect(kindOf(everything(), { Field: '   ' })).toBe('required');
    expect(calls).toEqual([]);
  });

  it('runs the component check second', () => {
    expect(kindOf(everything(), { Field: 'x!' })).toBe('invalid');
  });

  it('runs pattern third', () => {
    expect(kindOf(everything(['invalid']), { Field: 'x!' })).toBe('pattern');
  });

  it('runs min fourth, then max, then custom', () => {
    expect(kindOf(everything(['invalid', 'pattern']), { Field: '7' })).toBe('min');
    expect(kindOf(everything(['invalid', 'pattern', 'min']), { Field: '7' })).toBe('max');
    calls.length = 0;
    expect(kindOf(everything(['invalid', 'pattern', 'min', 'max']), { Field: '7' })).toBe('custom');
    expect(calls).toEqual(['custom']);
  });

  it('reports only the first failure and stops there', () => {
    calls.length = 0;
    const error = validateField(everything(), contextWith({ Field: 'x!' }));
    expect(error).toEqual({ kind: 'invalid', message: 'The value is invalid' });
    expect(calls).toEqual(['component']);
  });

  it('passes a value that meets every check', () => {
    const rule: FieldRule<Limits> = {
      name: 'Amount',
      required: true,
      pattern: /^\d+$/,
      min: 1,
      max: 10,
      custom: () => true,
    };
    expect(validateField(rule, contextWith({ Amount: '7' }))).toBeNull();
  });
});

describe('optional inputs left empty', () => {
  const optional: FieldRule<Limits> = {
    name: 'MiddleName',
    pattern: /^[a-z]+$/,
    min: 5,
    maxLength: 2,
    custom: () => false,
  };

  it('skips pattern, min, max, maxLength and custom when nothing was entered', () => {
    expect(validateField(optional, contextWith({}))).toBeNull();
    expect(validateField(optional, contextWith({ MiddleName: '  ' }))).toBeNull();
  });

  it('still asks the widget, which knows when its empty state is acceptable', () => {
    const income: FieldRule<Limits> = {
      name: 'Income',
      component: (value) => (Array.isArray(value) ? null : 'incomplete'),
    };
    expect(kindOf(income, { Income: [{ amount: '' }] })).toBeNull();
    expect(kindOf(income, {})).toBe('incomplete');
  });

  it('checks an optional value once something is entered', () => {
    expect(kindOf(optional, { MiddleName: 'Jo3' })).toBe('pattern');
  });
});

describe('patterns', () => {
  const postcode: FieldRule<Limits> = { name: 'Postcode', pattern: /^\d{4}$/ };

  it('tests the trimmed text, so stray spaces from a paste do not fail', () => {
    expect(kindOf(postcode, { Postcode: ' 0975 \n' })).toBeNull();
  });

  it('tests a number as it is written', () => {
    expect(kindOf(postcode, { Postcode: 975 })).toBe('pattern');
    expect(kindOf(postcode, { Postcode: 9750 })).toBeNull();
  });

  it('fails a list or an object posted where text is expected', () => {
    expect(kindOf(postcode, { Postcode: ['0975'] })).toBe('pattern');
    expect(kindOf(postcode, { Postcode: { value: '0975' } })).toBe('pattern');
  });
});

describe('min and max', () => {
  const amount: FieldRule<Limits> = {
    name: 'LoanAmountSpecific',
    required: true,
    min: ({ config }) => config.minAmount,
    max: ({ config }) => config.maxAmount,
  };

  it('compares the numeric value with bounds that may come from configuration (loan-application §5 LoanAmountSpecific)', () => {
    expect(kindOf(amount, { LoanAmountSpecific: '999' })).toBe('min');
    expect(kindOf(amount, { LoanAmountSpecific: '1000' })).toBeNull();
    expect(kindOf(amount, { LoanAmountSpecific: 30000 })).toBeNull();
    expect(kindOf(amount, { LoanAmountSpecific: '30000.01' })).toBe('max');
    const tighter = contextWith(
      { LoanAmountSpecific: '5000' },
      { minAmount: 6000, maxAmount: 9000 },
    );
    expect(validateField(amount, tighter)?.kind).toBe('min');
  });

  it('compares fixed bounds, including 0 (site-and-tools §5 broker amounts min 0)', () => {
    const fee: FieldRule<Limits> = { name: 'BrokerFee', required: true, min: 0 };
    expect(kindOf(fee, { BrokerFee: '0' })).toBeNull();
    expect(kindOf(fee, { BrokerFee: '-1' })).toBe('min');
  });

  it('fails a value that is not a number as pattern, since it has the wrong form rather than the wrong size', () => {
    for (const notANumber of [
      'ten',
      '1,000',
      '$500',
      '0x10',
      '1e3',
      '5 000',
      [5],
      Number.POSITIVE_INFINITY,
    ]) {
      expect(kindOf(amount, { LoanAmountSpecific: notANumber })).toBe('pattern');
    }
  });
});

describe('maxLength', () => {
  const title: FieldRule<Limits> = { name: 'Gender', maxLength: 20 };

  it('fails a longer value with the kind max', () => {
    expect(kindOf(title, { Gender: 'x'.repeat(21) })).toBe('max');
    expect(kindOf(title, { Gender: 'x'.repeat(20) })).toBeNull();
  });

  it('counts the trimmed text, as the pattern sees it', () => {
    expect(kindOf(title, { Gender: `  ${'x'.repeat(20)}  ` })).toBeNull();
  });

  it('runs after a numeric max', () => {
    const both: FieldRule<Limits> = { name: 'PaymentAmount', max: 10, maxLength: 1 };
    expect(kindOf(both, { PaymentAmount: '11' })).toBe('max');
    expect(kindOf(both, { PaymentAmount: '10' })).toBe('max');
    expect(kindOf(both, { PaymentAmount: '9' })).toBeNull();
  });
});

describe('messages (loan-application §5 "Default messages")', () => {
  it('has the three default messages, word for word', () => {
    expect(DEFAULT_MESSAGES.required).toBe('This field is required');
    expect(DEFAULT_MESSAGES.custom).toBe('This field has failed custom validation');
    for (const kind of [
      'pattern',
      'min',
      'max',
      'range',
      'file-format',
      'file-size',
      'incomplete',
      'upload',
      'invalid',
    ] as const) {
      expect(DEFAULT_MESSAGES[kind]).toBe('The value is invalid');
    }
  });

  it('uses the default message when the rule has none for the kind', () => {
    const rule: FieldRule<Limits> = {
      name: 'Email',
      required: true,
      custom: () => false,
      messages: { pattern: 'Please enter a valid email address' },
    };
    expect(validateField(rule, contextWith({}))).toEqual({
      kind: 'required',
      message: 'This field is required',
    });
    expect(validateField(rule, contextWith({ Email: 'a@b.nz' }))).toEqual({
      kind: 'custom',
      message: 'This field has failed custom validation',
    });
  });

  it("uses the rule's own message for the kind that failed", () => {
    const rule: FieldRule<Limits> = {
      name: 'Email',
      required: true,
      pattern: /@/,
      messages: {
        required: 'Please enter your email address',
        pattern: 'Please enter a valid email address',
      },
    };
    expect(validateField(rule, contextWith({ Email: ' ' }))?.message).toBe(
      'Please enter your email address',
    );
    expect(validateField(rule, contextWith({ Email: 'no-at-sign' }))?.message).toBe(
      'Please enter a valid email address',
    );
  });

  it('builds an error of any kind with the same message lookup, for widgets that report their own', () => {
    expect(
      fieldError({ name: 'Upload', messages: { upload: 'Please upload a file.' } }, 'upload'),
    ).toEqual({ kind: 'upload', message: 'Please upload a file.' });
    expect(fieldError({ name: 'Upload' }, 'file-size')).toEqual({
      kind: 'file-size',
      message: 'The value is invalid',
    });
  });
});

describe('a whole form', () => {
  const rules: FieldRule<Limits>[] = [
    { name: 'FirstName', required: true },
    { name: 'MiddleName', pattern: /^[a-z]+$/i },
    { name: 'LastName', required: true },
    { name: 'VisaType', required: true, condition: ({ values }) => values.Residency === 'No' },
    { name: 'Email', required: true, pattern: /@/ },
  ];

  it('lists only the failing inputs, in table order, so the first is the one to scroll to', () => {
    const errors = validateFields(
      rules,
      contextWith({ FirstName: ' ', LastName: 'Ngata', Residency: 'Yes', Email: 'x' }),
    );
    expect(Object.keys(errors)).toEqual(['FirstName', 'Email']);
    expect(errors.Email).toEqual({ kind: 'pattern', message: 'The value is invalid' });
  });

  it('has no errors when everything passes', () => {
    const errors = validateFields(
      rules,
      contextWith({ FirstName: 'Aroha', LastName: 'Ngata', Residency: 'Yes', Email: 'a@b.nz' }),
    );
    expect(errors).toEqual({});
  });

  it('keeps the first error when a table has two rules for one input', () => {
    const twice: FieldRule<Limits>[] = [
      { name: 'Email', required: true },
      { name: 'Email', custom: () => false },
    ];
    expect(validateFields(twice, contextWith({})).Email?.kind).toBe('required');
  });
});

describe('normalise: the value as typed, read before every check (issue 11)', () => {
  const compact = (value: unknown) =>
    typeof value === 'string' ? value.replace(/\s+/g, '').toUpperCase() : value;
  const plate: FieldRule<Limits> = {
    name: 'Plate',
    required: true,
    normalise: compact,
    pattern: /^[A-Z0-9]+$/,
    maxLength: 6,
  };

  it('checks the pattern and the length on the normalised value', () => {
    expect(kindOf(plate, { Plate: 'abc 123' })).toBeNull();
    expect(kindOf(plate, { Plate: 'abc 1234' })).toBe('max');
    expect(kindOf(plate, { Plate: ' ' })).toBe('required');
  });

  it('gives a cross-field rule its neighbours normalised when the table is run', () => {
    const confirm: FieldRule<Limits> = {
      name: 'Confirm',
      custom: (value, { values }) => value === values.Plate,
    };
    expect(
      validateFields([plate, confirm], contextWith({ Plate: 'abc 123', Confirm: 'ABC123' })),
    ).toEqual({});
  });

  it('normalises only the values a rule has, and returns the same object when nothing changes', () => {
    const values = { Plate: 'abc 123', Other: 'abc 123' };
    expect(normaliseValues([plate], values)).toEqual({ Plate: 'ABC123', Other: 'abc 123' });
    expect(values.Plate).toBe('abc 123');
    const settled = { Plate: 'ABC123' };
    expect(normaliseValues([plate], settled)).toBe(settled);
    expect(normaliseValues([plate], {})).toEqual({});
  });
});

describe('the submit announcement (loan-application §5)', () => {
  it('says "There was 1 error." for one error', () => {
    expect(submitErrorAnnouncement(1)).toBe('Could not submit the form. There was 1 error.');
  });

  it('says "There were N errors." for more', () => {
    expect(submitErrorAnnouncement(2)).toBe('Could not submit the form. There were 2 errors.');
    expect(submitErrorAnnouncement(12)).toBe('Could not submit the form. There were 12 errors.');
  });

  it('refuses a count with nothing to announce', () => {
    expect(() => submitErrorAnnouncement(0)).toThrow(RangeError);
    expect(() => submitErrorAnnouncement(1.5)).toThrow(RangeError);
  });
});
