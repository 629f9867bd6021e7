import { describe, expect, it } from 'vitest';
import {
  BRANCH_EMAIL,
  DECIMAL,
  DEMO_BRANCH_EMAIL_DOMAINS,
  EMPLOYMENT_STATUS,
  FINANCIAL_DEPENDANTS,
  FREE_TEXT,
  FREE_TEXT_REFUSED_CHARACTERS,
  LOAN_ID,
  MONTH,
  POSTCODE,
  VERSION,
  YEAR,
  branchEmailPattern,
} from './patterns.ts';

const accepts = (pattern: RegExp, texts: string[]) =>
  expect(texts.filter((text) => !pattern.test(text))).toEqual([]);
const rejects = (pattern: RegExp, texts: string[]) =>
  expect(texts.filter((text) => pattern.test(text))).toEqual([]);

describe('POSTCODE, YEAR and MONTH (loan-application §5 "postcode 4 digits", "year 4 digits", "month 2 digits")', () => {
  it('takes a 4-digit postcode, leading zeros included (Kaipara 0975)', () => {
    accepts(POSTCODE, ['0975', '0991', '6011', '9016']);
    rejects(POSTCODE, ['975', '09750', '6O11', '60 11', '']);
  });

  it('takes a 4-digit year and a 2-digit month', () => {
    accepts(YEAR, ['1990', '2024', '0000']);
    rejects(YEAR, ['90', '19900', 'two', '']);
    accepts(MONTH, ['01', '12', '00']);
    rejects(MONTH, ['1', '123', 'Jan', '']);
  });
});

describe('VERSION (loan-application §5 "version like v1.2")', () => {
  it('takes a policy version', () => {
    accepts(VERSION, ['v1', 'v1.2', 'v10.2.3']);
    rejects(VERSION, ['1.2', 'V1.2', 'v', 'v1.', 'v1..2', 'version 1']);
  });
});

describe('FINANCIAL_DEPENDANTS (loan-application §5 "a single digit optionally followed by +")', () => {
  it('takes 0 to 9 and 9+', () => {
    accepts(FINANCIAL_DEPENDANTS, ['0', '3', '9', '9+']);
    rejects(FINANCIAL_DEPENDANTS, ['10', '+', '3++', '-1', 'three']);
  });
});

describe('FREE_TEXT (loan-application §5 "free text disallowing ~ @ # % ^ * ( ) _ = + backslash slash quotes < >")', () => {
  it('rejects text with each disallowed character, curly double quotes included', () => {
    const disallowed = [
      '~',
      '@',
      '#',
      '%',
      '^',
      '*',
      '(',
      ')',
      '_',
      '=',
      '+',
      '\\',
      '/',
      '"',
      '“',
      '”',
      '<',
      '>',
    ];
    rejects(
      FREE_TEXT,
      disallowed.map((character) => `Starting a new job ${character} soon`),
    );
  });

  it('refuses exactly the characters FREE_TEXT_REFUSED_CHARACTERS lists, for a message to name them (issue 11)', () => {
    expect(FREE_TEXT_REFUSED_CHARACTERS.join(' ')).toBe('~ @ # % ^ * ( ) _ = + \\ / " “ ” < >');
    for (const character of FREE_TEXT_REFUSED_CHARACTERS)
      expect(FREE_TEXT.test(`a ${character} b`)).toBe(false);
  });

  it("accepts ordinary sentences, apostrophes included (changed from the spec's quotes: I'm is English)", () => {
    accepts(FREE_TEXT, [
      "I'm starting a new job in March.",
      'I’m going part-time, and my hours drop by 10 a week!',
      'Moving to Ōtautahi; pay rises $50 a week',
      'First line\nSecond line',
      '',
    ]);
  });
});

describe('BRANCH_EMAIL (site-and-tools §5 "restricted to two company domains")', () => {
  it("takes a mailbox at either of the demo brand's domains, in any case", () => {
    expect(DEMO_BRANCH_EMAIL_DOMAINS).toEqual(['kowhai.example.nz', 'kowhaifinance.example.nz']);
    accepts(BRANCH_EMAIL, [
      'hamilton@kowhai.example.nz',
      'branch.nelson@kowhaifinance.example.nz',
      'Online@KOWHAI.example.NZ',
    ]);
  });

  it('rejects other domains, look-alikes and subdomains', () => {
    rejects(BRANCH_EMAIL, [
      'hamilton@gmail.com',
      'hamilton@kowhai.example.nz.evil.com',
      'hamilton@evilkowhai.example.nz',
      'hamilton@mail.kowhai.example.nz',
      'hamilton@kowhaiXexample.nz',
      'kowhai.example.nz',
      'ham ilton@kowhai.example.nz',
      '.hamilton@kowhai.example.nz',
    ]);
  });

  it("builds the pattern for a lender's own domains, treating dots literally", () => {
    const lender = branchEmailPattern(['lender.co.nz', 'lender-finance.nz']);
    accepts(lender, ['a@lender.co.nz', 'a@lender-finance.nz']);
    rejects(lender, ['a@lenderXco.nz', 'a@kowhai.example.nz']);
  });

  it('refuses to build a pattern with no domain, which could match nothing', () => {
    expect(() => branchEmailPattern([])).toThrow(RangeError);
  });
});

describe('LOAN_ID (site-and-tools §5 "7 or more digits, optionally followed by s")', () => {
  it('takes 7 or more digits with an optional s', () => {
    accepts(LOAN_ID, ['1234567', '123456789012345', '1234567s', '1234567S']);
    rejects(LOAN_ID, ['123456', '123456s', '1234567ss', 's1234567', '1234 567', 'L1234567']);
  });
});

describe('DECIMAL (site-and-tools §5 "up to 2 places")', () => {
  it('takes whole dollars and dollars with up to 2 decimal places', () => {
    accepts(DECIMAL, ['1', '50', '50.5', '50.50', '0.01']);
  });

  it('rejects a third place, signs, separators and symbols, which would not read as an amount', () => {
    rejects(DECIMAL, ['50.505', '-5', '+5', '1,000', '$50', '50.', '.5', 'fifty', '']);
  });
});

describe('EMPLOYMENT_STATUS (site-and-tools §5 "employment status")', () => {
  it('takes every status the loan application offers (loan-application §4)', () => {
    accepts(EMPLOYMENT_STATUS, [
      'Full Time Worker',
      'Part Time Worker',
      'Beneficiary + Part Time Worker',
      'Self Employed',
      'Casual',
      'Beneficiary',
      'Retired',
      'Student',
      'Homemaker',
      'Unemployed',
    ]);
  });

  it('rejects digits and other symbols', () => {
    rejects(EMPLOYMENT_STATUS, ['Worker 1', 'Full-time; DROP', '<b>Casual</b>', '+ Casual']);
  });
});
