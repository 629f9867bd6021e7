import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { calculateRepayments } from '../calculator/calculator.ts';
import { calculatorConfig } from '#content/calculator.ts';
import { affordabilityPolicy } from '#content/lending/affordability-policy.ts';
import { householdBenchmark, HES_2023 } from '#content/lending/household-benchmark.ts';
import {
  acceptedIncomeNeedsNote,
  assessAffordability,
  decisionBlock,
  EVIDENCE_GAPS,
  overrideCovers,
  withOverride,
  type AffordabilityRecord,
  type ExpenseLine,
  type AffordabilityRules,
} from './affordability.ts';
import { benchmarkWeekly } from './benchmark.ts';
import { completeRecord } from './fixtures.ts';
import { policyProblem, type AffordabilityPolicy } from './policy.ts';
import { fromWeekly, toWeekly } from './weekly.ts';

const rules: AffordabilityRules = {
  policy: affordabilityPolicy,
  benchmark: householdBenchmark,
  rates: calculatorConfig,
};
const light: AffordabilityPolicy = {
  ...affordabilityPolicy,
  name: 'Light',
  requireVerifiedIncome: false,
  requireStatementExpenses: false,
  useBenchmark: false,
  minimumWeeklyBuffer: 0,
  bufferShareOfIncome: 0,
};
const assess = (record: AffordabilityRecord, policy = affordabilityPolicy) =>
  assessAffordability(record, { ...rules, policy });
type Editable = AffordabilityRecord & { expenses: ExpenseLine[] };
const change = (edit: (record: Editable) => void) => {
  const record = structuredClone(completeRecord()) as Editable;
  edit(record);
  return record;
};

describe('money a week', () => {
  it('brings fortnightly, monthly and yearly amounts to a week and back', () => {
    expect(toWeekly(3000, 'Fortnightly')).toBe(1500);
    expect(toWeekly(5200, 'Monthly')).toBe(1200);
    expect(toWeekly(52000, 'Annually')).toBe(1000);
    expect(fromWeekly(1200, 'Monthly')).toBe(5200);
  });
});

describe('the household benchmark (Stats NZ HES 2023)', () => {
  it('gives a one-person household its share of the national food spending', () => {
    expect(benchmarkWeekly(householdBenchmark, 'Food', 1, 'Canterbury')).toBe(151.69);
  });

  it('adds the equivalence scale for more people and keeps the last step for larger households', () => {
    const one = benchmarkWeekly(householdBenchmark, 'Transport', 1, 'Wellington');
    expect(benchmarkWeekly(householdBenchmark, 'Transport', 2, 'Wellington')).toBeCloseTo(
      one * 1.5,
      1,
    );
    expect(benchmarkWeekly(householdBenchmark, 'Transport', 9, 'Wellington')).toBe(
      benchmarkWeekly(householdBenchmark, 'Transport', 6, 'Wellington'),
    );
  });

  it('costs more in Auckland by the published ratio of $1,823 to $1,598', () => {
    const auckland = benchmarkWeekly(householdBenchmark, 'Housing and utilities', 3, 'Auckland');
    const wellington = benchmarkWeekly(
      householdBenchmark,
      'Housing and utilities',
      3,
      'Wellington',
    );
    expect(auckland / wellington).toBeCloseTo(
      HES_2023.aucklandWeekly / HES_2023.allHouseholdsWeekly,
      3,
    );
  });
});

describe('the default policy', () => {
  it('is the regs 4AF to 4AN method and is a valid policy', () => {
    expect(affordabilityPolicy.name).toMatch(/4AF to 4AN/);
    expect(policyProblem(affordabilityPolicy)).toBeNull();
  });

  it('refuses a negative buffer or an unknown category', () => {
    expect(policyProblem({ ...affordabilityPolicy, minimumWeeklyBuffer: -1 })).toMatch(/Buffer/i);
    expect(
      policyProblem({ ...affordabilityPolicy, requiredExpenseCategories: ['Pets' as 'Food'] }),
    ).toMatch(/Pets/);
  });
});

describe('assessing a record', () => {
  it('uses the largest of declared, statements and benchmark for each expense', () => {
    const food = assess(completeRecord()).expenses.find((line) => line.category === 'Food')!;
    const benchmark = benchmarkWeekly(householdBenchmark, 'Food', 2, 'Wellington');
    expect(benchmark).toBeLessThan(240);
    expect(food).toMatchObject({
      usedWeekly: 240,
      source: 'statements',
      benchmarkWeekly: benchmark,
    });
    const health = assess(completeRecord()).expenses.find((line) => line.category === 'Health')!;
    expect(health.source).toBe('benchmark');
    expect(health.usedWeekly).toBe(benchmarkWeekly(householdBenchmark, 'Health', 2, 'Wellington'));
  });

  it("uses the officer's lower figure only with a reason", () => {
    const chosen = change((record) => {
      record.expenses[0] = {
        ...record.expenses[0]!,
        chosenWeekly: 150,
        reason: 'Partner buys food',
      };
    });
    expect(assess(chosen).expenses[0]).toMatchObject({ usedWeekly: 150, source: 'officer' });
    const noReason = change((record) => {
      record.expenses[0] = { ...record.expenses[0]!, chosenWeekly: 150, reason: ' ' };
    });
    const assessed = assess(noReason);
    expect(assessed.expenses[0]).toMatchObject({ usedWeekly: 240, source: 'statements' });
    expect(assessed.missing).toContain(
      'Give the reason for not using the largest figure for Food.',
    );
  });

  it('computes the new repayment with the calculator and the product fees', () => {
    const assessed = assess(completeRecord());
    const calculator = calculateRepayments(completeRecord().loan, calculatorConfig);
    expect(assessed.repayment).toEqual({
      frequency: 'Weekly',
      payment: calculator.Weekly.payment,
      periods: 156,
      weekly: calculator.Weekly.payment,
      establishmentFee: 340,
      totalRepayable: calculator.Weekly.total,
    });
    const monthly = assess(change((record) => (record.loan.frequency = 'Monthly')));
    expect(monthly.repayment!.weekly).toBe(toWeekly(calculator.Monthly.payment, 'Monthly'));
    const dearer = assessAffordability(completeRecord(), {
      ...rules,
      rates: { ...calculatorConfig, PerPaymentFee: 12.5 },
    });
    expect(dearer.repayment!.payment).toBeCloseTo(calculator.Weekly.payment + 10, 2);
  });

  it('passes when the surplus keeps the buffer: income less expenses, commitments and repayment', () => {
    const assessed = assess(completeRecord());
    const expenses = assessed.expenses.reduce((total, line) => total + line.usedWeekly, 0);
    expect(assessed.incomeWeekly).toBe(1500);
    expect(assessed.surplusWeekly).toBeCloseTo(
      1500 - expenses - 35 - assessed.repayment!.weekly,
      2,
    );
    expect(assessed.bufferWeekly).toBe(150);
    expect(assessed).toMatchObject({ outcome: 'pass', complete: true, missing: [] });
    expect(decisionBlock(assessed, 'approve')).toBeNull();
  });

  it('fails a record whose surplus is below the buffer, and refuses its approval', () => {
    const tight = assess(change((record) => (record.income[0]!.verifiedWeekly = 1150)));
    expect(tight.surplusWeekly).toBeGreaterThan(0);
    expect(tight.surplusWeekly).toBeLessThan(tight.bufferWeekly);
    expect(tight.outcome).toBe('fail');
    expect(decisionBlock(tight, 'approve')).toMatch(/approver must override/);
    expect(decisionBlock(tight, 'decline')).toBeNull();
  });

  it('lets an approver, never an officer, override a fail with a reason', () => {
    const tight = change((record) => (record.income[0]!.verifiedWeekly = 1150));
    expect(
      withOverride(tight, { id: 'o1', roles: ['officer'] }, 'Known customer', affordabilityPolicy),
    ).toEqual({
      ok: false,
      error: 'Only an approver can override the buffer.',
    });
    expect(
      withOverride(tight, { id: 'a1', roles: ['approver'] }, '  ', affordabilityPolicy),
    ).toEqual({
      ok: false,
      error: 'An override needs a reason.',
    });
    const done = withOverride(
      tight,
      { id: 'a1', roles: ['approver'] },
      'Bonus due',
      affordabilityPolicy,
    );
    expect(done.ok).toBe(true);
    const assessed = assess((done as { record: AffordabilityRecord }).record);
    expect(assessed.outcome).toBe('override');
    expect(decisionBlock(assessed, 'approve')).toBeNull();
  });
});

describe('income lines', () => {
  it('counts only verified or accepted income under the default policy, declared under a light one', () => {
    const unverified = change((record) => (record.income[0]!.verifiedWeekly = null));
    const strict = assess(unverified);
    expect(strict.income[0]).toMatchObject({ weekly: 0, source: 'not counted' });
    expect(strict.missing).toContain(
      'Verify the income "Wages or salary" or record the accepted figure.',
    );
    const lighter = assess(unverified, light);
    expect(lighter.income[0]).toMatchObject({ weekly: 1500, source: 'declared' });
    expect(lighter.missing).toEqual([]);
  });

  it("uses the officer's accepted figure, with a note when it differs", () => {
    const accepted = change((record) => (record.income[0]!.acceptedWeekly = 1400));
    expect(assess(accepted).income[0]).toMatchObject({ weekly: 1400, source: 'accepted' });
    expect(assess(accepted).missing).toEqual([
      'Note why the accepted figure for "Wages or salary" differs from the verified one.',
    ]);
    accepted.income[0]!.note = 'One pay included back pay';
    expect(assess(accepted).complete).toBe(true);
    const same = change((record) => (record.income[0]!.acceptedWeekly = 1500));
    expect(assess(same).complete).toBe(true);
  });

  it('issue 30 finding 3: accepting the declared figure with nothing verifying it needs a note (CCCFA s 9C(3)(a))', () => {
    const typed = change((record) => {
      record.income[0]!.verifiedWeekly = null;
      record.income[0]!.acceptedWeekly = 1500;
    });
    expect(acceptedIncomeNeedsNote(typed.income[0]!, affordabilityPolicy)).toBe(true);
    expect(assess(typed).complete).toBe(false);
    typed.income[0]!.note = 'Payslips for six weeks seen';
    expect(assess(typed).complete).toBe(true);
  });
});

describe('no bank statements (issue 30 finding 3; Responsible Lending Code, reasonable inquiries)', () => {
  const unshared = (noStatements: AffordabilityRecord['noStatements']) =>
    change((record) => {
      record.expenses = record.expenses.map((line) => ({ ...line, statementWeekly: null }));
      record.noStatements = noStatements;
    });

  it('needs the reason recorded, with a note, and one the policy lets proceed', () => {
    expect(assess(unshared(null)).missing).toEqual([EVIDENCE_GAPS.recordWhyNoStatements]);
    expect(
      assess(unshared({ reason: 'applicant-declined', note: 'Would not share' })).missing,
    ).toEqual([EVIDENCE_GAPS.policyNeedsStatements]);
    expect(assess(unshared({ reason: 'bank-not-supported', note: ' ' })).missing).toEqual([
      EVIDENCE_GAPS.noteWhyNoStatements,
    ]);
    expect(assess(unshared({ reason: 'bank-not-supported', note: 'Credit union' })).complete).toBe(
      true,
    );
  });

  it('a stricter lender configures no reason to proceed', () => {
    const strict = { ...affordabilityPolicy, proceedWithoutStatements: [] };
    expect(
      assess(unshared({ reason: 'bank-not-supported', note: 'Credit union' }), strict).missing,
    ).toEqual([EVIDENCE_GAPS.policyNeedsStatements]);
    expect(
      policyProblem({ ...affordabilityPolicy, proceedWithoutStatements: ['x' as never] }),
    ).toBe('unknown reason for no statements x');
  });
});

describe('an override covers the figures it saw (issue 30 finding 4)', () => {
  it('is void once the amount, an income, an expense or a commitment changes', () => {
    const tight = change((record) => (record.loan.amount = 40000));
    const approver = { id: 'approver-1', roles: ['approver'] };
    const result = withOverride(tight, approver, 'Partner pays the rent', affordabilityPolicy);
    if (!result.ok) throw new Error(result.error);
    expect(assess(result.record).outcome).toBe('override');
    const edits: ((record: Editable) => void)[] = [
      (record) => (record.loan.amount = 41000),
      (record) => (record.income[0]!.acceptedWeekly = 1400),
      (record) => (record.expenses[0]!.declaredWeekly = 150),
      (record) => (record.commitments = []),
    ];
    for (const edit of edits) {
      const changed = structuredClone(result.record) as Editable;
      edit(changed);
      expect(overrideCovers(changed.override!, changed)).toBe(false);
      expect(assess(changed).outcome).not.toBe('override');
    }
    const ticked = structuredClone(result.record) as Editable;
    ticked.suitability.purposeConfirmed = true;
    expect(assess(ticked).outcome).toBe('override');
  });
});

describe('the record is complete only when everything is looked at', () => {
  it('names each gap', () => {
    const gaps = change((record) => {
      record.household.region = null;
      record.expenses = record.expenses.filter((line) => line.category !== 'Transport');
      record.expenses[0]!.statementWeekly = null;
      record.commitmentsReviewed = false;
      record.suitability.termConfirmed = false;
    });
    expect(assess(gaps).missing).toEqual([
      'Record the household region.',
      'Record what the bank statements show for Food.',
      'Record the expenses for Transport.',
      'Review the existing commitments from the credit report.',
      'Confirm the term with the applicant.',
    ]);
    expect(decisionBlock(assess(gaps), 'decline')).toMatch(/Complete the affordability/);
  });

  it("lists a broker's add-ons and needs each one's cost explained", () => {
    const brokered = change((record) => {
      record.suitability.brokered = true;
      record.suitability.addOns = [
        { kind: 'CCI', cost: 420, explained: true },
        { kind: 'GAP', cost: 300, explained: false },
      ];
    });
    expect(assess(brokered).missing).toEqual([
      'Record that the cost of the Guaranteed asset protection was explained.',
    ]);
  });

  it('flags an amount the product has no fee for', () => {
    const assessed = assess(change((record) => (record.loan.amount = 60000)));
    expect(assessed.repayment).toBeNull();
    expect(assessed.outcome).toBe('fail');
    expect(assessed.missing).toContain('The product has no fee for this amount.');
  });
});

describe('properties', () => {
  it('more verified income never turns a pass into a fail', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5000 }),
        fc.integer({ min: 0, max: 2000 }),
        (base, more) => {
          const at = (weekly: number) =>
            assess(change((record) => (record.income[0]!.verifiedWeekly = weekly))).outcome;
          if (at(base) === 'pass') expect(at(base + more)).toBe('pass');
        },
      ),
      { numRuns: 200 },
    );
  });
});
