import { longDate } from '#domain/calendar/new-zealand-date.ts';
import { brand } from '#content/brand.ts';
import { addWorkingDays } from '#domain/calendar/working-days.ts';
import type { CalculatorRates, Frequency } from '#domain/calculator/calculator.ts';
import { loanSchedule } from '#domain/calculator/schedule.ts';
import { formatDollars } from '#domain/money/format.ts';
import { disclosureTerms, type DisclosureTerms } from '#content/lending/disclosure-terms.ts';
import { renderPdf, type PdfWriter } from './pdf.ts';
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
  /** The lender's terms (default interest and fees, prepayment); the configured ones when omitted. */
  terms?: DisclosureTerms;
  /** The security interest, when the loan is secured (step 4's vehicle). */
  security?: VehicleSecurity | null;
  /** A broker's fee and add-on insurance premiums financed within the amount of credit. */
  addOns?: readonly FinancedAddOn[];
}

/** The vehicle the loan is secured over (loan-application step 4). */
export interface VehicleSecurity {
  registration: string;
  vin: string;
}

/** Part of the amount of credit paid to someone else on the borrower's behalf. */
export interface FinancedAddOn {
  name: string;
  amount: number;
}

/** CCCFA s 27(2): the borrower may cancel within 5 working days after disclosure is made. */
export const COOLING_OFF_WORKING_DAYS = 5;
/** CCCFA s 35(3): a disclosure sent electronically is treated as made 2 working days after it is sent. */
export const ELECTRONIC_DISCLOSURE_WORKING_DAYS = 2;

export interface PaymentDue {
  number: number;
  date: string;
  amount: number;
}

/**
 * The payment schedule from the calculator's maths (`loanSchedule`, the same schedule the loan-
 * servicing adapters book): every payment with its date, a date that is not a working day
 * (CCCFA s 5) moved to the next working day.
 */
export function paymentSchedule(input: DisclosureInput): {
  payments: PaymentDue[];
  establishmentFee: number;
  initialUnpaidBalance: number;
  totalRepayable: number;
  totalInterest: number;
  totalFees: number;
} {
  const schedule = loanSchedule(
    { ...input.loan, firstPaymentDate: input.firstPaymentDate },
    input.rates,
  );
  const dollars = (cents: number) => cents / 100;
  return {
    payments: schedule.instalments.map((instalment) => ({
      number: instalment.number,
      date: instalment.dueDate,
      amount: dollars(instalment.totalCents),
    })),
    establishmentFee: dollars(schedule.establishmentFeeCents),
    initialUnpaidBalance: dollars(schedule.principalCents),
    totalRepayable: dollars(schedule.totalRepayableCents),
    totalFees: dollars(schedule.totalFeesCents),
    totalInterest: dollars(schedule.totalInterestCents),
  };
}

/** CCCFA s 35(3): the day an emailed disclosure is made in law, 2 working days after sending. */
export const disclosureMadeOn = (sentAt: Date | string) =>
  addWorkingDays(sentAt, ELECTRONIC_DISCLOSURE_WORKING_DAYS);

/**
 * The cooling-off period's last day (CCCFA s 27 with s 35): 5 working days after the disclosure
 * is made, which for a statement sent electronically is 2 working days after it is sent.
 */
export const coolingOffEnds = (sentAt: Date | string) =>
  addWorkingDays(disclosureMadeOn(sentAt), COOLING_OFF_WORKING_DAYS);

const percent = (value: number) => `${value.toFixed(2)}% p.a.`;

/** Schedule 1: the amount of credit, what it pays for, the initial unpaid balance and the costs. */
function loanRows(pdf: PdfWriter, input: DisclosureInput, schedule: Schedule): void {
  const { loan } = input;
  pdf.rows([
    ['Amount of credit', formatDollars(loan.amount)],
    ...(input.addOns ?? []).map(
      (addOn) => [`  of which ${addOn.name}`, formatDollars(addOn.amount)] as const,
    ),
    ['Establishment fee (added to the loan)', formatDollars(schedule.establishmentFee)],
    ['Initial unpaid balance', formatDollars(schedule.initialUnpaidBalance)],
    ['Annual interest rate', `${percent(loan.interestPercent)}, fixed`],
    ['Fee on each payment', formatDollars(input.rates.PerPaymentFee)],
    ['Term', `${loan.termMonths} months`],
    [
      'Payments',
      `${schedule.payments.length} ${loan.frequency.toLowerCase()} payments of ${formatDollars(schedule.payments[0]?.amount ?? 0)}`,
    ],
    ['First payment', longDate(schedule.payments[0]?.date ?? input.firstPaymentDate)],
    ['Total interest', formatDollars(schedule.totalInterest)],
    ['Total fees', formatDollars(schedule.totalFees)],
    ['Total repayable', formatDollars(schedule.totalRepayable)],
  ]);
}

type Schedule = ReturnType<typeof paymentSchedule>;

/** Schedule 1: interest method, default interest and fees, full prepayment. */
function termsParagraphs(pdf: PdfWriter, input: DisclosureInput, terms: DisclosureTerms): void {
  pdf.subheading('How interest is charged');
  pdf.paragraph(terms.interestMethod);
  pdf.subheading('Default interest and fees');
  pdf.paragraph(
    `If a payment is overdue, default interest of ${percent(terms.defaultInterestExtraPercent)} on top of the annual interest rate (${percent(input.loan.interestPercent + terms.defaultInterestExtraPercent)} in all) is charged on the overdue amount until it is paid.`,
  );
  pdf.rows(
    terms.defaultFees.map(
      (fee) => [fee.name, `${formatDollars(fee.amount)}, ${fee.when}`] as const,
    ),
  );
  pdf.subheading('Repaying the loan early');
  pdf.paragraph(
    `You may repay the whole unpaid balance at any time. We may charge a prepayment fee of ${formatDollars(terms.fullPrepaymentFee.amount)}: ${terms.fullPrepaymentFee.basis}`,
  );
}

/** Schedule 1: the security interest, when there is one. */
function securityParagraph(pdf: PdfWriter, security: VehicleSecurity | null | undefined): void {
  pdf.subheading('Security');
  pdf.paragraph(
    security
      ? `This loan is secured. You give us a security interest in your motor vehicle, registration ${security.registration}${security.vin ? `, VIN ${security.vin}` : ''}, registered on the Personal Property Securities Register. If you do not keep to this contract we may repossess and sell the vehicle (Credit (Repossession) Act 1997).`
      : 'This loan is unsecured: we take no security interest in your property.',
  );
}

/** Schedule 1: the right to cancel (s 27 with s 35) and to apply for hardship relief (s 55). */
function rightsParagraphs(pdf: PdfWriter, input: DisclosureInput): void {
  pdf.subheading('Your right to cancel');
  pdf.paragraph(
    `You may cancel this contract within ${COOLING_OFF_WORKING_DAYS} working days after this disclosure is made, by telling us in writing (${brand.email}). We email this statement: it is treated as made ${ELECTRONIC_DISCLOSURE_WORKING_DAYS} working days after we send it (CCCFA s 35), so if it is sent on ${longDate(input.issuedAt)}, you may cancel until the end of the day, that is by ${longDate(coolingOffEnds(input.issuedAt))}. You repay what you received, and may have to pay our reasonable costs and interest for the days you had the money.`,
  );
  pdf.subheading('If you cannot make your payments: hardship');
  pdf.paragraph(
    `If you are unable reasonably to keep to this contract because of illness, injury, loss of employment, the end of a relationship or another reasonable cause, you have the right to apply to us for a hardship variation (CCCFA s 55): tell us, by ${brand.phone} or ${brand.email}, as soon as you can.`,
  );
}

/** The initial disclosure statement (CCCFA s 17, Schedule 1) as a PDF. */
export async function disclosureStatementPdf(input: DisclosureInput): Promise<Buffer> {
  const schedule = paymentSchedule(input);
  const terms = input.terms ?? disclosureTerms;
  return renderPdf(
    { title: `Disclosure statement ${input.reference}`, createdAt: input.issuedAt },
    (pdf) => {
      pdf.heading('Initial disclosure statement');
      pdf.paragraph(
        `${brand.legalName} (${brand.fspNumber}), ${brand.postalAddress}. Loan ${input.reference} for ${input.borrowerName}, given on ${longDate(input.issuedAt)}.`,
      );
      pdf.subheading('Your loan');
      loanRows(pdf, input, schedule);
      termsParagraphs(pdf, input, terms);
      securityParagraph(pdf, input.security);
      rightsParagraphs(pdf, input);
      complaintsParagraphs(pdf);
      pdf.subheading('Payment schedule');
      pdf.paragraph(
        'Payment dates falling on a day that is not a working day are moved to the next working day.',
      );
      pdf.rows(
        schedule.payments.map((p) => [`Payment ${p.number}, ${p.date}`, formatDollars(p.amount)]),
      );
    },
  );
}
