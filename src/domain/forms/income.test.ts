import { describe, expect, it } from 'vitest';
import {
  INCOME_MESSAGE,
  checkIncome,
  incomeAmountProblem,
  incomeRule,
  isIncomeEmpty,
  normaliseIncomeAmounts,
  parseIncomeRows,
  serialiseIncomeRows,
  type IncomeRow,
} from './income.ts';

const row = (amount: string, frequency: IncomeRow['frequency'], source: string): IncomeRow => ({
  amount,
  frequency,
  source,
});
const empty = row('', '', '');
const wages = row('850.50', 'Weekly', 'Wages');
const sources = ['Wages', 'Benefit', 'Other'];

describe('the income value (site-and-tools §3 "Income widget row")', () => {
  it('serialises rows as a JSON list of {amount, frequency, source}', () => {
    expect(serialiseIncomeRows([wages])).toBe(
      '[{"amount":"850.50","frequency":"Weekly","source":"Wages"}]',
    );
  });

  it('reads the list itself or its JSON, and anything else as no rows', () => {
    expect(parseIncomeRows([wages])).toEqual([wages]);
    expect(parseIncomeRows(serialiseIncomeRows([wages, empty]))).toEqual([wages, empty]);
    expect(parseIncomeRows('[{"amount":100,"frequency":"Monthly","source":"Other"}]')).toEqual([
      row('100', 'Monthly', 'Other'),
    ]);
    for (const junk of ['{not json', '{"amount":1}', 42, null, undefined, ''])
      expect(parseIncomeRows(junk)).toEqual([]);
    expect(parseIncomeRows([null, 'x'])).toEqual([empty, empty]);
  });

  it('counts no rows, or rows with nothing entered, as empty', () => {
    expect(isIncomeEmpty([])).toBe(true);
    expect(isIncomeEmpty([empty, empty])).toBe(true);
    expect(isIncomeEmpty([empty, wages])).toBe(false);
  });
});

describe('the income row rules (site-and-tools §5 "Widgets")', () => {
  const required = { required: true, sources };
  const optional = { required: false, sources };

  it('accepts complete rows', () => {
    expect(checkIncome([wages, row('1200', 'Monthly', 'Benefit')], required)).toBeNull();
    expect(checkIncome(serialiseIncomeRows([wages]), required)).toBeNull();
  });

  it('gives the required error when required and nothing is entered', () => {
    for (const value of [[], [empty], [empty, empty], '', undefined, '[]'])
      expect(checkIncome(value, required)).toBe('required');
  });

  it('accepts an optional income with an all-empty first row', () => {
    expect(checkIncome([empty], optional)).toBeNull();
    expect(checkIncome([], optional)).toBeNull();
    expect(checkIncome([empty, wages], optional)).toBeNull();
  });

  it('rejects an added row left empty, even in an optional income', () => {
    expect(checkIncome([wages, empty], optional)).toBe('incomplete');
    expect(checkIncome([empty, empty], optional)).toBe('incomplete');
    expect(checkIncome([empty, wages], required)).toBe('incomplete');
  });

  it('requires the amount, the frequency and the source of each row', () => {
    expect(checkIncome([row('', 'Weekly', 'Wages')], required)).toBe('incomplete');
    expect(checkIncome([row('100', '', 'Wages')], required)).toBe('incomplete');
    expect(checkIncome([row('100', 'Weekly', '')], optional)).toBe('incomplete');
  });

  it('requires an amount above 0: at least $1, in steps of one cent', () => {
    expect(checkIncome([row('0', 'Weekly', 'Wages')], required)).toBe('min');
    expect(checkIncome([row('0.99', 'Weekly', 'Wages')], required)).toBe('min');
    expect(checkIncome([row('1', 'Weekly', 'Wages')], required)).toBeNull();
    expect(checkIncome([row('1.01', 'Weekly', 'Wages')], required)).toBeNull();
    expect(checkIncome([row('10.001', 'Weekly', 'Wages')], required)).toBe('pattern');
    expect(checkIncome([row('-5', 'Weekly', 'Wages')], required)).toBe('pattern');
    expect(checkIncome([row('$100', 'Weekly', 'Wages')], required)).toBe('pattern');
    expect(checkIncome([row('1e3', 'Weekly', 'Wages')], required)).toBe('pattern');
  });

  it('names what is wrong with an amount, for the widget to mark it', () => {
    expect(incomeAmountProblem('12.5')).toBeNull();
    expect(incomeAmountProblem('12,5')).toBe('pattern');
    expect(incomeAmountProblem('0.50')).toBe('min');
  });

  it('rejects a frequency other than Weekly, Fortnightly or Monthly', () => {
    expect(checkIncome([{ amount: '100', frequency: 'Daily', source: 'Wages' }], required)).toBe(
      'invalid',
    );
  });

  it('rejects a source outside the configured options, and takes any source when none are given', () => {
    expect(checkIncome([row('100', 'Weekly', 'Lotto')], required)).toBe('invalid');
    expect(checkIncome([row('100', 'Weekly', 'Lotto')], { required: true })).toBeNull();
  });
});

describe('incomeRule', () => {
  const context = {
    values: {},
    today: new Date(2024, 5, 15),
    config: { sources, incomeNeeded: true },
  };
  type Config = typeof context.config;

  it("reads 'Please complete all fields' for every failure (loan-application §5)", () => {
    const rule = incomeRule<Config>('Income', { required: true });
    expect(INCOME_MESSAGE).toBe('Please complete all fields');
    for (const kind of ['required', 'incomplete', 'pattern', 'min', 'invalid'] as const)
      expect(rule.messages?.[kind]).toBe(INCOME_MESSAGE);
  });

  it('checks sources from the context and follows a required predicate', () => {
    const rule = incomeRule<Config>('Income', {
      required: (c) => c.config.incomeNeeded,
      sources: (c) => c.config.sources,
    });
    expect(rule.component?.([empty], context)).toBe('required');
    expect(
      rule.component?.([empty], { ...context, config: { ...context.config, incomeNeeded: false } }),
    ).toBeNull();
    expect(rule.component?.([row('100', 'Weekly', 'Lotto')], context)).toBe('invalid');
    expect(rule.component?.([wages], context)).toBeNull();
  });
});

describe('income amounts as New Zealanders type them (issue 11 "Answers a New Zealander gives" 1)', () => {
  it('reads each row amount as dollars, keeping rows as rows and JSON as JSON', () => {
    const typed = [row('$1,200.50', 'Monthly', 'Wages'), row('NZ$ 95', 'Weekly', 'Benefit')];
    expect(normaliseIncomeAmounts(typed)).toEqual([
      row('1200.50', 'Monthly', 'Wages'),
      row('95', 'Weekly', 'Benefit'),
    ]);
    expect(normaliseIncomeAmounts(serialiseIncomeRows(typed))).toBe(
      serialiseIncomeRows([row('1200.50', 'Monthly', 'Wages'), row('95', 'Weekly', 'Benefit')]),
    );
    expect(checkIncome(normaliseIncomeAmounts(typed), { required: true, sources })).toBeNull();
  });

  it('leaves a value it cannot read as a list, and amounts it cannot read, as they are', () => {
    for (const value of ['not json', '{"amount":"1"}', '', 42, null])
      expect(normaliseIncomeAmounts(value)).toBe(value);
    expect(normaliseIncomeAmounts([row('about 900', 'Weekly', 'Wages')])).toEqual([
      row('about 900', 'Weekly', 'Wages'),
    ]);
  });
});
