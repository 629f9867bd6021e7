import { longDate } from '#domain/calendar/new-zealand-date.ts';
import { brand } from '#content/brand.ts';
import { addWorkingDays } from '#domain/calendar/working-days.ts';
import {
  calculateRepayments,
  roundToCents,
  type CalculatorRates,
  type Frequency,
} from '#domain/calculator/calculator.ts';
import { formatDollars } from '#domain/money/format.ts';
import { renderPdf } from './pdf.ts';
import { complaintsParagraphs } from './words.ts';

export interface DisclosureInput {
  reference: string;
  borrowerName: string;
  /** When the statement is given: the cooling-off period runs from it. */
  issuedAt: Date;
  /** YYYY-MM-DD */
  firstPaymentDate: string;
  loan: { amount: number; interestPercent: number; termMonths: number; frequency: Frequency };
  /** The product's fees (the calculator configuration). */
  rates: CalculatorRates;
}

/** CCCFA s 27: the borrower may cancel within 5 working days after disclosure. */
export const COOLING_OFF_WORKING_DAYS = 5;

export interface PaymentDue {
  number: number;
  date: string;
  amount: number;
}

/** The payment schedule from the calculator's maths: every payment with its date. */
export function paymentSchedule(input: DisclosureInput): {
  payments: PaymentDue[];
  establishmentFee: number;
  totalRepayable: number;
  totalInterest: number;
  totalFees: number;
} {
  const result = calculateRepayments(input.loan, input.rates);
  const chosen = result[input.loan.frequency];
  const payments = Array.from({ length: chosen.periods }, (_, index) => ({
    number: index + 1,
    date: dueDate(input.firstPaymentDate, input.loan.frequency, index),
    amount: chosen.payment,
  }));
  const totalFees = roundToCents(
    result.establishmentFee + input.rates.PerPaymentFee * chosen.periods,
  );
  return {
    payments,
    establishmentFee: result.establishmentFee,
    totalRepayable: chosen.total,
    totalFees,
    totalInterest: roundToCents(chosen.total - input.loan.amount - totalFees),
  };
}

function dueDate(first: string, frequency: Frequency, index: number): string {
  const date = new Date(`${first}T00:00:00Z`);
  if (frequency === 'Monthly') {
    const day = date.getUTCDate();
    date.setUTCDate(1);
    date.setUTCMonth(date.getUTCMonth() + index);
    const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
    date.setUTCDate(Math.min(day, last));
  } else date.setUTCDate(date.getUTCDate() + index * (frequency === 'Weekly' ? 7 : 14));
  return date.toISOString().slice(0, 10);
}

/** The cooling-off period's last day: 5 NZ working days after the statement is given. */
export const coolingOffEnds = (issuedAt: Date) =>
  addWorkingDays(issuedAt, COOLING_OFF_WORKING_DAYS);

/** The initial disclosure statement (CCCFA s 17, Schedule 1) as a PDF. */
export async function disclosureStatementPdf(input: DisclosureInput): Promise<Buffer> {
  const schedule = paymentSchedule(input);
  const { loan } = input;
  return renderPdf(
    {
      title: `Disclosure statement ${input.reference}`,
      author: brand.legalName,
      createdAt: input.issuedAt,
    },
    (pdf) => {
      pdf.heading('Initial disclosure statement');
      pdf.paragraph(
        `${brand.legalName} (${brand.fspNumber}), ${brand.postalAddress}. Loan ${input.reference} for ${input.borrowerName}, given on ${longDate(input.issuedAt)}.`,
      );
      pdf.subheading('Your loan');
      pdf.rows([
        ['Amount of credit', formatDollars(loan.amount)],
        ['Annual interest rate', `${loan.interestPercent.toFixed(2)}% p.a., fixed`],
        ['Establishment fee (added to the loan)', formatDollars(schedule.establishmentFee)],
        ['Fee on each payment', formatDollars(input.rates.PerPaymentFee)],
        ['Term', `${loan.termMonths} months`],
        [
          'Payments',
          `${schedule.payments.length} ${loan.frequency.toLowerCase()} payments of ${formatDollars(schedule.payments[0]?.amount ?? 0)}`,
        ],
        ['First payment', longDate(input.firstPaymentDate)],
        ['Total interest', formatDollars(schedule.totalInterest)],
        ['Total fees', formatDollars(schedule.totalFees)],
        ['Total repayable', formatDollars(schedule.totalRepayable)],
      ]);
      pdf.subheading('Your right to cancel');
      pdf.paragraph(
        `You may cancel this contract within ${COOLING_OFF_WORKING_DAYS} working days after you receive this statement, that is by ${longDate(coolingOffEnds(input.issuedAt))}, by telling us in writing (${brand.email}). You repay what you received, and may have to pay our reasonable costs and interest for the days you had the money.`,
      );
      complaintsParagraphs(pdf);
      pdf.subheading('Payment schedule');
      pdf.rows(
        schedule.payments.map((p) => [`Payment ${p.number}, ${p.date}`, formatDollars(p.amount)]),
      );
    },
  );
}
