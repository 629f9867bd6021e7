import { describe, expect, it } from 'vitest';
import { brand } from '#content/brand.ts';
import { calculatorConfig } from '#content/calculator.ts';
import { affordabilityPolicy } from '#content/lending/affordability-policy.ts';
import { householdBenchmark } from '#content/lending/household-benchmark.ts';
import { calculateRepayments } from '#domain/calculator/calculator.ts';
import { assessAffordability } from '#domain/lending/affordability.ts';
import { completeRecord } from '#domain/lending/fixtures.ts';
import { formatDollars } from '#domain/money/format.ts';
import { pdfText } from '#server/test-support/pdf-text.ts';
import { affordabilityCopyPdf } from './affordability-copy.ts';
import { declineNoticePdf } from './decline-notice.ts';
import { disclosureTerms } from '#content/lending/disclosure-terms.ts';
import { disclosureParticulars } from './disclosure-particulars.ts';
import {
  coolingOffEnds,
  disclosureMadeOn,
  disclosureStatementPdf,
  paymentSchedule,
  type DisclosureInput,
} from './disclosure.ts';

// 11 am on Thursday 5 February 2026 in Auckland; Friday 6 February is Waitangi Day.
const issuedAt = new Date('2026-02-04T22:00:00Z');
const disclosure: DisclosureInput = {
  reference: '1000042',
  borrowerName: 'Aroha Ngāta',
  issuedAt,
  firstPaymentDate: '2026-02-19',
  loan: { amount: 5000, interestPercent: 12.95, termMonths: 36, frequency: 'Weekly' },
  rates: calculatorConfig,
};

describe('the initial disclosure statement (CCCFA s 17)', () => {
  it('states the amount, rate, fees, schedule, total and the dispute scheme', async () => {
    const text = await pdfText(await disclosureStatementPdf(disclosure));
    const calculator = calculateRepayments(disclosure.loan, calculatorConfig);
    expect(text).toContain('Initial disclosure statement');
    expect(text).toContain('Aroha Ngāta');
    expect(text).toContain(`Amount of credit ${formatDollars(5000)}`);
    expect(text).toContain('12.95% p.a.');
    expect(text).toContain('Establishment fee (added to the loan) $340.00');
    expect(text).toContain(`156 weekly payments of ${formatDollars(calculator.Weekly.payment)}`);
    expect(text).toContain(`Total repayable ${formatDollars(calculator.Weekly.total)}`);
    expect(text).toContain(`Payment 1, 2026-02-19 ${formatDollars(calculator.Weekly.payment)}`);
    expect(text).toContain('Payment 156, 2029-02-08');
    expect(text).toContain(brand.disputeScheme.name);
    expect(text).toContain(brand.disputeScheme.website);
  });

  it('ends the cooling-off period 5 working days after disclosure is made: emailed, 2 working days after sending (CCCFA s 27, s 35)', async () => {
    // Sent Thursday 5 February 2026; Friday 6 is Waitangi Day: made Tuesday 10 (s 35(3)), and the
    // 5 working days are 11, 12, 13, 16 and 17 February (s 27).
    expect(disclosureMadeOn(issuedAt)).toBe('2026-02-10');
    expect(coolingOffEnds(issuedAt)).toBe('2026-02-17');
    const text = await pdfText(await disclosureStatementPdf(disclosure));
    expect(text).toContain('within 5 working days after this disclosure is made');
    expect(text).toContain('treated as made 2 working days after we send it (CCCFA s 35)');
    expect(text).toContain('that is by 17 February 2026');
  });

  it('holds every Schedule 1 key-information item that applies to a secured, broker-arranged loan (CCCFA s 17)', async () => {
    const text = await pdfText(
      await disclosureStatementPdf({
        ...disclosure,
        security: { registration: 'ABC123', vin: 'JTDBR32E720123456' },
        addOns: [
          { name: 'broker fee', amount: 250 },
          { name: 'mechanical breakdown insurance premium', amount: 400 },
        ],
      }),
    );
    // The initial unpaid balance: the amount of credit and the establishment fee added to it.
    expect(text).toContain(`Initial unpaid balance ${formatDollars(5340)}`);
    expect(text).toContain(`of which broker fee ${formatDollars(250)}`);
    expect(text).toContain(`of which mechanical breakdown insurance premium ${formatDollars(400)}`);
    expect(text).toContain('How interest is charged');
    expect(text).toContain(disclosureTerms.interestMethod);
    expect(text).toContain('Default interest and fees');
    expect(text).toContain('default interest of 5.00% p.a. on top of the annual interest rate');
    for (const fee of disclosureTerms.defaultFees)
      expect(text).toContain(`${fee.name} ${formatDollars(fee.amount)}, ${fee.when}`);
    expect(text).toContain('You may repay the whole unpaid balance at any time');
    expect(text).toContain(
      `prepayment fee of ${formatDollars(disclosureTerms.fullPrepaymentFee.amount)}`,
    );
    expect(text).toContain('the right to apply to us for a hardship variation (CCCFA s 55)');
    expect(text).toContain('security interest in your motor vehicle, registration ABC123');
    expect(text).toContain('VIN JTDBR32E720123456');
    expect(text).toContain('Your right to cancel');
  });

  it('says an unsecured loan takes no security', async () => {
    const text = await pdfText(await disclosureStatementPdf(disclosure));
    expect(text).toContain('This loan is unsecured');
    expect(text).not.toContain('of which');
  });

  it('puts every payment on a working day (CCCFA s 5)', () => {
    // Weekly from Friday 30 January 2026: the second falls on Waitangi Day, Friday 6 February.
    const weekly = paymentSchedule({ ...disclosure, firstPaymentDate: '2026-01-30' });
    expect(weekly.payments[1]!.date).toBe('2026-02-09');
    expect(weekly.payments[2]!.date).toBe('2026-02-13');
    // Monthly on the 25th: 25 December 2026 to 2 January are not working days.
    const monthly = paymentSchedule({
      ...disclosure,
      firstPaymentDate: '2026-11-25',
      loan: { ...disclosure.loan, frequency: 'Monthly' },
    });
    expect(monthly.payments[1]!.date).toBe('2027-01-04');
  });

  it('adds up: payments are the amount, the interest and the fees', () => {
    const schedule = paymentSchedule({
      ...disclosure,
      loan: { ...disclosure.loan, frequency: 'Monthly' },
    });
    expect(schedule.payments).toHaveLength(36);
    expect(schedule.payments[11]!.date).toBe('2027-01-19');
    expect(schedule.totalFees).toBe(340 + 2.5 * 36);
    expect(schedule.totalInterest + schedule.totalFees + 5000).toBeCloseTo(
      schedule.totalRepayable,
      2,
    );
    const endOfMonth = paymentSchedule({
      ...disclosure,
      firstPaymentDate: '2026-01-31',
      loan: { ...disclosure.loan, frequency: 'Monthly' },
    });
    // Saturday 31 January and Saturday 28 February move to the Monday after (CCCFA s 5).
    expect(endOfMonth.payments.slice(0, 3).map((p) => p.date)).toEqual([
      '2026-02-02',
      '2026-03-02',
      '2026-03-31',
    ]);
  });
});

describe('the decline notice', () => {
  it('gives the reason category and names the dispute resolution scheme', async () => {
    const text = await pdfText(
      await declineNoticePdf({
        reference: '1000043',
        borrowerName: 'Aroha Ngāta',
        issuedAt,
        reasonCategory: 'The loan would not be affordable',
      }),
    );
    expect(text).toContain('The reason: The loan would not be affordable.');
    expect(text).toContain(`${brand.disputeScheme.name}, ${brand.disputeScheme.description}`);
    expect(text).toContain(brand.disputeScheme.phone);
  });
});

describe('the copy of the affordability record (CCCFA s 9CA)', () => {
  it('shows each figure, the result and the policy from the stored record', async () => {
    const record = completeRecord();
    const assessment = assessAffordability(record, {
      policy: affordabilityPolicy,
      benchmark: householdBenchmark,
      rates: calculatorConfig,
    });
    const text = await pdfText(
      await affordabilityCopyPdf({
        reference: '1000042',
        borrowerName: 'Aroha Ngāta',
        issuedAt,
        version: 3,
        record,
        assessment,
        policyName: affordabilityPolicy.name,
        benchmarkSource: householdBenchmark.source,
      }),
    );
    expect(text).toContain('Version 3');
    expect(text).toContain(affordabilityPolicy.name);
    expect(text).toContain('Wages or salary $1,500.00 a week (verified)');
    expect(text).toContain(`Surplus ${formatDollars(assessment.surplusWeekly)} a week`);
    expect(text).toContain('Buffer required $150.00 a week');
    expect(text).toContain('Result Pass');
    expect(text).toContain('Stats NZ');
  });
});

describe('the application’s own disclosure particulars (CCCFA Schedule 1)', () => {
  it('takes the vehicle security from step 4 and the financed broker amounts above $0', () => {
    expect(
      disclosureParticulars({
        SecurityType: 'Vehicle',
        VehicleRegistrationNumber: 'ABC123',
        VehicleVinNumber: 'JTDBR32E720123456',
        BrokerFee: '250',
        BrokerMbi: '400',
        BrokerGap: '0',
      }),
    ).toEqual({
      security: { registration: 'ABC123', vin: 'JTDBR32E720123456' },
      addOns: [
        { name: 'broker fee', amount: 250 },
        { name: 'mechanical breakdown insurance premium', amount: 400 },
      ],
    });
    expect(disclosureParticulars({ SecurityType: 'None' })).toEqual({ security: null, addOns: [] });
  });
});
