import { z } from 'zod';
import { newZealandDate } from '#domain/calendar/new-zealand-date.ts';
import type { Frequency } from '#domain/calculator/calculator.ts';
import { loanSchedule, toCents, type LoanSchedule } from '#domain/calculator/schedule.ts';
import {
  DATE_FIELDS,
  cents,
  dollars,
  fineractDate,
  fineractRequest,
  type FineractOptions,
  type FineractRequest,
} from './fineract-http.ts';
import { fineractReschedule } from './fineract-reschedule.ts';
import { loanSummary, scheduleDifferences } from './loan-state.ts';
import {
  LoanServicingRefusedError,
  LoanServicingUnavailableError,
  ScheduleMismatchError,
  type ApprovedLoan,
  type RepaymentInput,
  type LoanServicingAdapter,
  type ServicingLoan,
  type ServicingLoanStatus,
} from './types.ts';

export type { FineractOptions } from './fineract-http.ts';

/**
 * The production loan-servicing adapter: Apache Fineract's REST API (decision 139). The loan is
 * booked under a configured product as the calculator's annuity (`fixedEmiAmount`) on the amount
 * plus the establishment fee, declining-balance interest per repayment period, fees then interest
 * then principal (`mifos-standard-strategy`), the per-payment fee as an instalment-fee charge.
 * Before submitting, the adapter asks Fineract for the schedule it would book
 * (`?command=calculateLoanSchedule`) and books nothing unless it is the disclosed one to the cent.
 * Tested against the answers in tests/fixtures/fineract (shaped as LoansApiResourceSwagger and
 * ClientsApiResourceSwagger document them); `readPeriods`, `readLoanBody` and `readTransactions`
 * are the one place to adjust against answers recorded from the lender's own Fineract.
 */
export function createFineractLoanServicing(options: FineractOptions): LoanServicingAdapter {
  const request = fineractRequest(options);
  const clock = options.clock ?? (() => new Date());
  return {
    provider: 'fineract',
    createClient: (client) => createClient(request, options, client, newZealandDate(clock())),
    previewSchedule: (loan) => previewSchedule(request, options, loan),
    submitLoan: (clientId, loan) => submitLoan(request, options, clientId, loan),
    async approveLoan(loanId, approvedOn) {
      await request('POST', `/loans/${loanPath(loanId)}?command=approve`, {
        body: { approvedOnDate: approvedOn, ...DATE_FIELDS },
        idempotencyKey: `loan-${loanId}-approve`,
      });
    },
    async disburseLoan(loanId, disbursedOn) {
      await request('POST', `/loans/${loanPath(loanId)}?command=disburse`, {
        body: { actualDisbursementDate: disbursedOn, ...DATE_FIELDS },
        idempotencyKey: `loan-${loanId}-disburse`,
      });
    },
    readLoan: (loanId) => readLoan(request, loanId, newZealandDate(clock())),
    postRepayment: (loanId, payment) => postRepayment(request, loanId, payment),
    rescheduleLoan: (loanId, change) =>
      fineractReschedule(
        request,
        (id) => readLoan(request, id, newZealandDate(clock())),
        loanPath(loanId),
        change,
      ),
  };
}

const resourceSchema = z.object({ resourceId: z.number() }).passthrough();

/** Posts a repayment; one already posted under our payment reference is read back instead. */
async function postRepayment(
  request: FineractRequest,
  loanId: string,
  payment: RepaymentInput,
): Promise<{ transactionId: string }> {
  const path = `/loans/${loanPath(loanId)}/transactions`;
  const posted = await request('POST', `${path}?command=repayment`, {
    body: {
      transactionDate: payment.receivedOn,
      transactionAmount: dollars(payment.amountCents),
      externalId: payment.externalId,
      ...DATE_FIELDS,
    },
    idempotencyKey: `repayment-${payment.externalId}`,
  }).catch(alreadyThere);
  const parsed = posted
    ? resourceSchema.safeParse(posted.body)
    : z
        .object({ id: z.number() })
        .passthrough()
        .transform(({ id }) => ({ resourceId: id }))
        .safeParse(
          (await request('GET', `${path}/external-id/${encodeURIComponent(payment.externalId)}`))
            .body,
        );
  if (!parsed.success) throw new LoanServicingUnavailableError('Fineract answered no transaction');
  return { transactionId: String(parsed.data.resourceId) };
}

/** Fineract's ids are numbers: anything else is refused here rather than put in a path. */
function loanPath(loanId: string): string {
  if (!/^\d{1,18}$/.test(loanId))
    throw new LoanServicingRefusedError('No such loan.', 'loan-unknown');
  return loanId;
}

async function createClient(
  request: FineractRequest,
  options: FineractOptions,
  client: { externalId: string; firstName: string; lastName: string },
  today: string,
): Promise<{ clientId: string }> {
  const created = await request('POST', '/clients', {
    body: {
      officeId: options.officeId,
      legalFormId: 1, // a person
      firstname: client.firstName,
      lastname: client.lastName,
      externalId: client.externalId,
      active: true,
      activationDate: today,
      submittedOnDate: today,
      ...DATE_FIELDS,
    },
    idempotencyKey: `client-${client.externalId}`,
  }).catch(alreadyThere);
  if (created) {
    const parsed = z.object({ clientId: z.number() }).passthrough().safeParse(created.body);
    if (!parsed.success) throw new LoanServicingUnavailableError('Fineract answered no client id');
    return { clientId: String(parsed.data.clientId) };
  }
  // Made by an earlier attempt whose idempotency record Fineract no longer keeps.
  const { body } = await request(
    'GET',
    `/clients?externalId=${encodeURIComponent(client.externalId)}`,
  );
  const found = z
    .object({ pageItems: z.array(z.object({ id: z.number() }).passthrough()).min(1) })
    .passthrough()
    .safeParse(body);
  if (!found.success) throw new LoanServicingUnavailableError('Fineract lost the client');
  return { clientId: String(found.data.pageItems[0]!.id) };
}

/**
 * Fineract's refusal of a second record with the same externalId (`error.msg.{kind}.duplicate.
 * externalId`, a 403): null, so the caller reads the one already there; anything else is thrown.
 */
function alreadyThere(error: unknown): null {
  if (error instanceof LoanServicingRefusedError && error.code.endsWith('.duplicate.externalId'))
    return null;
  throw error;
}

/** Fineract's repayment frequency for ours: every 1 week, 2 weeks or 1 month. */
const FREQUENCY: Record<Frequency, { every: number; type: number }> = {
  Weekly: { every: 1, type: 1 },
  Fortnightly: { every: 2, type: 1 },
  Monthly: { every: 1, type: 2 },
};

/** The loan application body for the approved terms (submit and schedule preview alike). */
export function loanBody(options: FineractOptions, loan: ApprovedLoan, clientId?: string) {
  const schedule = loanSchedule(loan.terms, loan.rates);
  const frequency = FREQUENCY[loan.terms.frequency];
  const periods = schedule.instalments.length;
  const feeCents = toCents(loan.rates.PerPaymentFee);
  return {
    ...(clientId === undefined ? {} : { clientId: Number(clientId) }),
    productId: options.loanProductId,
    loanType: 'individual',
    externalId: loan.externalId,
    principal: dollars(schedule.principalCents),
    loanTermFrequency: periods * frequency.every,
    loanTermFrequencyType: frequency.type,
    numberOfRepayments: periods,
    repaymentEvery: frequency.every,
    repaymentFrequencyType: frequency.type,
    interestRatePerPeriod: loan.terms.interestPercent,
    interestRateFrequencyType: 3, // per year
    amortizationType: 1, // equal instalments
    interestType: 0, // declining balance
    interestCalculationPeriodType: 1, // same as the repayment period
    fixedEmiAmount: dollars(schedule.instalments[0]!.totalCents - feeCents),
    transactionProcessingStrategyCode: 'mifos-standard-strategy',
    submittedOnDate: loan.submittedOn,
    expectedDisbursementDate: loan.expectedDisbursementOn,
    repaymentsStartingFromDate: loan.terms.firstPaymentDate,
    charges:
      options.instalmentFeeChargeId === undefined || feeCents === 0
        ? []
        : [{ chargeId: options.instalmentFeeChargeId, amount: dollars(feeCents) }],
    ...DATE_FIELDS,
  };
}

async function previewSchedule(
  request: FineractRequest,
  options: FineractOptions,
  loan: ApprovedLoan,
): Promise<LoanSchedule> {
  const { body } = await request('POST', '/loans?command=calculateLoanSchedule', {
    body: loanBody(options, loan),
  });
  return readSchedule(body, loan.terms.frequency);
}

/**
 * Books the loan: the one Fineract already holds under our reference if a retry finds it
 * (`GET /loans/external-id/{externalId}`), else a new one after the preview agreed with the
 * disclosed schedule (ScheduleMismatchError otherwise, nothing booked).
 */
async function submitLoan(
  request: FineractRequest,
  options: FineractOptions,
  clientId: string,
  loan: ApprovedLoan,
): Promise<{ loanId: string }> {
  const existing = await request(
    'GET',
    `/loans/external-id/${encodeURIComponent(loan.externalId)}`,
  );
  if (existing.status !== 404)
    return { loanId: String(z.object({ id: z.number() }).passthrough().parse(existing.body).id) };
  const differences = scheduleDifferences(
    loanSchedule(loan.terms, loan.rates),
    await previewSchedule(request, options, loan),
  );
  if (differences.length > 0) throw new ScheduleMismatchError(differences);
  const { body } = await request('POST', '/loans', {
    body: loanBody(options, loan, clientId),
    idempotencyKey: `loan-${loan.externalId}-submit`,
  });
  const parsed = z.object({ loanId: z.number() }).passthrough().safeParse(body);
  if (!parsed.success) throw new LoanServicingUnavailableError('Fineract answered no loan id');
  return { loanId: String(parsed.data.loanId) };
}

const amount = z.number().nullish();
const periodSchema = z
  .object({
    period: z.number().optional(),
    dueDate: z.unknown(),
    principalOriginalDue: amount,
    principalDue: amount,
    interestOriginalDue: amount,
    interestDue: amount,
    feeChargesDue: amount,
    totalOriginalDueForPeriod: amount,
    totalDueForPeriod: amount,
    totalPaidForPeriod: amount,
    principalLoanBalanceOutstanding: amount,
  })
  .passthrough();
const scheduleSchema = z
  .object({
    totalPrincipalExpected: z.number(),
    totalInterestCharged: z.number(),
    totalFeeChargesCharged: amount,
    totalRepaymentExpected: z.number(),
    periods: z.array(periodSchema),
  })
  .passthrough();

/** The instalments of a Fineract schedule (the disbursement's own row, without a period, left out). */
function readPeriods(periods: Array<z.infer<typeof periodSchema>>) {
  return periods
    .filter((p) => p.period !== undefined)
    .map((p) => ({
      number: p.period!,
      dueDate: fineractDate(p.dueDate),
      principalCents: cents(p.principalOriginalDue ?? p.principalDue),
      interestCents: cents(p.interestOriginalDue ?? p.interestDue),
      feeCents: cents(p.feeChargesDue),
      totalCents: cents(p.totalOriginalDueForPeriod ?? p.totalDueForPeriod),
      balanceAfterCents: cents(p.principalLoanBalanceOutstanding),
      paidCents: cents(p.totalPaidForPeriod),
    }));
}

/**
 * A Fineract schedule as ours. The establishment fee is inside the principal (the disclosure's
 * initial unpaid balance), so Fineract knows no fee of its own for it: 0 here.
 */
export function readSchedule(body: unknown, frequency: Frequency): LoanSchedule {
  const parsed = scheduleSchema.safeParse(body);
  if (!parsed.success)
    throw new LoanServicingUnavailableError('Fineract answered a schedule it does not document');
  const instalments = readPeriods(parsed.data.periods).map(({ paidCents: _, ...rest }) => rest);
  return {
    frequency,
    principalCents: cents(parsed.data.totalPrincipalExpected),
    establishmentFeeCents: 0,
    instalments,
    totalInterestCents: cents(parsed.data.totalInterestCharged),
    totalFeesCents: cents(parsed.data.totalFeeChargesCharged),
    totalRepayableCents: cents(parsed.data.totalRepaymentExpected),
  };
}

async function readLoan(
  request: FineractRequest,
  loanId: string,
  today: string,
): Promise<ServicingLoan | null> {
  if (!/^\d{1,18}$/.test(loanId)) return null;
  const { status, body } = await request(
    'GET',
    `/loans/${loanId}?associations=repaymentSchedule,transactions`,
  );
  if (status === 404) return null;
  return readLoanBody(body, today);
}

const loanSchema = z
  .object({
    id: z.number(),
    accountNo: z.string(),
    externalId: z.string().nullish(),
    status: z
      .object({
        pendingApproval: z.boolean().optional(),
        waitingForDisbursal: z.boolean().optional(),
        active: z.boolean().optional(),
      })
      .passthrough(),
    repaymentEvery: z.number(),
    repaymentFrequencyType: z.object({ id: z.number() }).passthrough(),
    summary: z.object({ principalOutstanding: amount }).passthrough().optional(),
    repaymentSchedule: scheduleSchema,
    transactions: z.array(z.unknown()).optional(),
  })
  .passthrough();

/** The loan's answer (`?associations=repaymentSchedule,transactions`) as ours. */
export function readLoanBody(body: unknown, today: string): ServicingLoan {
  const parsed = loanSchema.safeParse(body);
  if (!parsed.success)
    throw new LoanServicingUnavailableError('Fineract answered a loan it does not document');
  const loan = parsed.data;
  const frequency: Frequency =
    loan.repaymentFrequencyType.id === 2
      ? 'Monthly'
      : loan.repaymentEvery === 2
        ? 'Fortnightly'
        : 'Weekly';
  const schedule = readSchedule(loan.repaymentSchedule, frequency);
  const states = readPeriods(loan.repaymentSchedule.periods).map((p) => ({
    number: p.number,
    dueDate: p.dueDate,
    totalCents: p.totalCents,
    paidCents: p.paidCents,
  }));
  const status = loanStatus(loan.status);
  const disbursed = status === 'active' || status === 'closed';
  return {
    loanId: String(loan.id),
    accountNumber: loan.accountNo,
    externalId: loan.externalId ?? '',
    status,
    principalCents: schedule.principalCents,
    schedule,
    instalments: states,
    transactions: readTransactions(loan.transactions ?? []),
    summary: disbursed
      ? loanSummary(states, cents(loan.summary?.principalOutstanding), today)
      : { balanceCents: 0, principalOutstandingCents: 0, nextPayment: null, arrearsDays: 0 },
  };
}

function loanStatus(status: {
  pendingApproval?: boolean;
  waitingForDisbursal?: boolean;
  active?: boolean;
}): ServicingLoanStatus {
  if (status.pendingApproval) return 'submitted';
  if (status.waitingForDisbursal) return 'approved';
  return status.active ? 'active' : 'closed';
}

const transactionSchema = z
  .object({
    id: z.number(),
    type: z.object({ disbursement: z.boolean(), repayment: z.boolean() }).passthrough(),
    date: z.unknown(),
    amount: z.number(),
    principalPortion: amount,
    interestPortion: amount,
    feeChargesPortion: amount,
    externalId: z.string().nullish(),
    manuallyReversed: z.boolean().optional(),
  })
  .passthrough();

/** Disbursements and repayments not reversed; accruals and the rest are Fineract's own. */
function readTransactions(transactions: unknown[]): ServicingLoan['transactions'] {
  return transactions.flatMap((raw) => {
    const parsed = transactionSchema.safeParse(raw);
    if (!parsed.success)
      throw new LoanServicingUnavailableError(
        'Fineract answered a transaction it does not document',
      );
    const t = parsed.data;
    if (t.manuallyReversed || !(t.type.disbursement || t.type.repayment)) return [];
    return [
      {
        id: String(t.id),
        kind: t.type.disbursement ? ('disbursement' as const) : ('repayment' as const),
        date: fineractDate(t.date),
        amountCents: cents(t.amount),
        principalCents: cents(t.principalPortion),
        interestCents: cents(t.interestPortion),
        feeCents: cents(t.feeChargesPortion),
        externalId: t.externalId ?? null,
      },
    ];
  });
}
