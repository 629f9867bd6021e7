import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CalculationError,
  annuityPayment,
  availableTerms,
  calculateRepayments,
  chooseTerm,
  periodsFor,
  quote,
  roundToCents,
  termLabel,
  type CalculatorConfig,
  type CalculatorRates,
} from './calculator.ts';

interface AnnuityCase {
  function: string;
  args: { rate: number | string; nper: number | string; pv: number | string; when?: unknown };
  expected?: number;
  expected_decimal?: string;
  rtol?: number;
  test: string;
}

const reference = JSON.parse(
  readFileSync(
    new URL(
      '../../../tests/fixtures/reference-data/finance/annuity-cases-numpy-financial.json',
      import.meta.url,
    ),
    'utf8',
  ),
) as { cases: AnnuityCase[] };

/** numpy-financial writes some rates as expressions: "0.08/12", "Decimal('0.08')/Decimal('12')". */
function numberOf(value: number | string): number {
  if (typeof value === 'number') return value;
  const [numerator, denominator] = value
    .split('/')
    .map((part) => Number(part.replace(/[^0-9.]/g, '')));
  return denominator === undefined ? numerator! : numerator! / denominator;
}

const RATES: CalculatorRates = {
  EstablishmentFeeRanges: [
    { Start: 500, End: 2999, Amount: 250 },
    { Start: 3000, End: 50000, Amount: 350 },
  ],
  PerPaymentFee: 2.5,
  MinimumWeeklyPayment: 25,
};

describe('annuityPayment against numpy-financial pmt (site-and-tools §9)', () => {
  const cases = reference.cases.filter((c) => c.function === 'pmt' && c.args.when === undefined);

  it('has the reference cases to check against', () => {
    expect(cases.length).toBeGreaterThanOrEqual(10);
  });

  for (const c of cases) {
    it(`${c.test}: rate ${c.args.rate}, ${c.args.nper} periods, ${c.args.pv}`, () => {
      const payment = annuityPayment(
        numberOf(c.args.pv),
        numberOf(c.args.rate),
        numberOf(c.args.nper),
      );
      // numpy-financial's sign convention: a payment on a positive present value is negative.
      const expected = -(c.expected ?? Number(c.expected_decimal));
      expect(Math.abs(payment - expected)).toBeLessThanOrEqual(
        Math.abs(expected) * (c.rtol ?? 1e-9) + 1e-6,
      );
    });
  }
});

describe('periods per term (site-and-tools §9)', () => {
  it('pays weekly term/12×52, fortnightly term/12×26 and monthly term times', () => {
    expect([
      periodsFor(12, 'Weekly'),
      periodsFor(12, 'Fortnightly'),
      periodsFor(12, 'Monthly'),
    ]).toEqual([52, 26, 12]);
    expect([
      periodsFor(36, 'Weekly'),
      periodsFor(36, 'Fortnightly'),
      periodsFor(36, 'Monthly'),
    ]).toEqual([156, 78, 36]);
  });

  it('pays 6 fortnights over 3 months, as the spec says', () => {
    expect(periodsFor(3, 'Fortnightly')).toBe(6);
    expect(periodsFor(3, 'Weekly')).toBe(13);
  });
});

describe('calculateRepayments (site-and-tools §9)', () => {
  it('adds the establishment fee of the amount’s band to the principal', () => {
    const result = calculateRepayments({ amount: 5000, interestPercent: 0, termMonths: 12 }, RATES);
    expect(result.establishmentFee).toBe(350);
    // (5000 + 350) / 52 = 102.884… → 102.88, then the $2.50 fee.
    expect(result.Weekly).toEqual({ payment: 105.38, periods: 52, total: 5479.76 });
    expect(result.Monthly).toEqual({ payment: 448.33, periods: 12, total: 5379.96 });
  });

  it('rounds each payment to cents before adding the per-payment fee', () => {
    const result = calculateRepayments(
      { amount: 10000, interestPercent: 12.95, termMonths: 36 },
      RATES,
    );
    const principal = 10350;
    const weekly = roundToCents(annuityPayment(principal, 0.1295 / 52, 156));
    const fortnightly = roundToCents(annuityPayment(principal, 0.1295 / 26, 78));
    const monthly = roundToCents(annuityPayment(principal, 0.1295 / 12, 36));
    expect(result.Weekly.payment).toBe(roundToCents(weekly + 2.5));
    expect(result.Fortnightly.payment).toBe(roundToCents(fortnightly + 2.5));
    expect(result.Monthly.payment).toBe(roundToCents(monthly + 2.5));
  });

  it('gives the total repayable from the weekly instalments', () => {
    const result = calculateRepayments(
      { amount: 10000, interestPercent: 12.95, termMonths: 36 },
      RATES,
    );
    expect(result.totalRepayable).toBe(roundToCents(result.Weekly.payment * 156));
  });

  it('fails with a calculation error when no fee band covers the amount (§8)', () => {
    expect(() =>
      calculateRepayments({ amount: 60000, interestPercent: 10, termMonths: 12 }, RATES),
    ).toThrow(CalculationError);
  });
});

describe('terms on offer (site-and-tools §9)', () => {
  const TERMS = [6, 12, 24, 36, 48, 60];

  it('offers a term only while its weekly payment reaches the minimum', () => {
    // $1,000 + $250 over 60 months is about $5 a week: below the $25 minimum.
    const offered = availableTerms(1000, 12.95, TERMS, RATES);
    expect(offered).toEqual(
      TERMS.filter(
        (term) =>
          calculateRepayments({ amount: 1000, interestPercent: 12.95, termMonths: term }, RATES)
            .Weekly.payment >= 25,
      ),
    );
    expect(offered).toContain(6);
    expect(offered).not.toContain(60);
  });

  it('keeps the current term while offered, else takes the longest remaining', () => {
    expect(chooseTerm(24, [6, 12, 24])).toBe(24);
    expect(chooseTerm(60, [6, 12, 24])).toBe(24);
    expect(chooseTerm(60, [])).toBeNull();
  });

  it('offers nothing for an amount outside every fee band', () => {
    expect(availableTerms(100, 10, TERMS, RATES)).toEqual([]);
  });

  it('labels terms "n month(s)"', () => {
    expect(termLabel(1)).toBe('1 month');
    expect(termLabel(36)).toBe('36 months');
  });
});

describe('calculator properties', () => {
  const loan = fc.record({
    amount: fc.integer({ min: 500, max: 50000 }),
    interestPercent: fc.double({ min: 0, max: 40, noNaN: true }),
    termMonths: fc.constantFrom(3, 6, 12, 18, 24, 36, 48, 60),
  });

  it('never gives NaN or a negative figure, and totals are payment × periods', () => {
    fc.assert(
      fc.property(loan, (terms) => {
        const result = calculateRepayments(terms, RATES);
        for (const repayment of [result.Weekly, result.Fortnightly, result.Monthly]) {
          expect(Number.isFinite(repayment.payment) && repayment.payment > 0).toBe(true);
          expect(repayment.total).toBe(roundToCents(repayment.payment * repayment.periods));
        }
        expect(result.totalRepayable).toBe(result.Weekly.total);
      }),
    );
  });

  it('costs more for a larger amount within a fee band and for a higher rate', () => {
    fc.assert(
      fc.property(
        loan,
        fc.integer({ min: 1, max: 1000 }),
        fc.double({ min: 0.01, max: 10, noNaN: true }),
        (terms, more, extraRate) => {
          const base = calculateRepayments(
            { ...terms, amount: Math.max(3000, terms.amount) },
            RATES,
          );
          const larger = calculateRepayments(
            { ...terms, amount: Math.min(50000, Math.max(3000, terms.amount) + more) },
            RATES,
          );
          const dearer = calculateRepayments(
            {
              ...terms,
              amount: Math.max(3000, terms.amount),
              interestPercent: terms.interestPercent + extraRate,
            },
            RATES,
          );
          expect(larger.totalRepayable).toBeGreaterThanOrEqual(base.totalRepayable);
          expect(dearer.totalRepayable).toBeGreaterThanOrEqual(base.totalRepayable);
        },
      ),
    );
  });

  it('repays at least the principal and its fee over the weekly instalments', () => {
    fc.assert(
      fc.property(loan, (terms) => {
        const result = calculateRepayments(terms, RATES);
        expect(result.totalRepayable + 0.01 * result.Weekly.periods).toBeGreaterThanOrEqual(
          terms.amount + result.establishmentFee,
        );
      }),
    );
  });
});

describe('quote: what the calculator shows for a slider position (site-and-tools §4, §9)', () => {
  const config: CalculatorConfig = {
    ...RATES,
    DefaultAmount: 5000,
    DefaultInterest: 12.95,
    DefaultTerm: 36,
    AmountRanges: [1000, 5000, 50000],
    InterestRanges: [12.95],
    TermRanges: [6, 12, 24, 36, 48, 60],
    CanContinue: false,
    LoanAppUrl: null,
    NewAppUrl: null,
    ApplicationResumeStatement: null,
    CalculatorDisclaimer: null,
    RatesLink: null,
  };

  it('keeps the wanted term while it is offered', () => {
    const shown = quote({ amount: 5000, interestPercent: 12.95, termMonths: 36 }, config);
    expect(shown).toMatchObject({ ok: true, termMonths: 36 });
  });

  it('moves to the longest term still offered when the wanted one goes', () => {
    const shown = quote({ amount: 1000, interestPercent: 12.95, termMonths: 60 }, config);
    expect(shown.ok && shown.terms).toEqual(availableTerms(1000, 12.95, config.TermRanges, RATES));
    expect(shown.ok && shown.termMonths).toBe(Math.max(...(shown.ok ? shown.terms : [])));
    expect(shown.ok && shown.termMonths).toBeLessThan(60);
  });

  it('is a calculation problem when no fee band covers the amount (§8)', () => {
    expect(quote({ amount: 100, interestPercent: 12.95, termMonths: 36 }, config)).toEqual({
      ok: false,
    });
  });
});
