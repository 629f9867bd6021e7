import { z } from 'zod';
import { varySchedule } from '#domain/hardship/vary-schedule.ts';
import { DATE_FIELDS, dollars, type FineractRequest } from './fineract-http.ts';
import {
  LoanServicingRefusedError,
  LoanServicingUnavailableError,
  type LoanReschedule,
  type ServicingLoan,
} from './types.ts';

/**
 * Fineract's loan code value for a hardship reschedule ("LoanRescheduleReason" in the tenant's
 * codes): configured once in the tenant; its id here.
 */
export const HARDSHIP_RESCHEDULE_REASON_ID = 1;

/**
 * Books an agreed hardship arrangement through Fineract's loan reschedule API (issue 32):
 * `POST /rescheduleloans` from the arrangement's first instalment, with the new payment (`emi`,
 * without the per-payment fee, until `endDate`) or, for a pause, grace on principal and interest
 * for its instalments, and the further instalments (`extraTerms`) that carry what it leaves
 * unpaid; then `?command=approve`. Our reference is the comment and both calls' Idempotency-Key,
 * so a retry changes nothing more. Answers the loan as Fineract now has it.
 */
export async function fineractReschedule(
  request: FineractRequest,
  read: (loanId: string) => Promise<ServicingLoan | null>,
  loanId: string,
  change: LoanReschedule,
): Promise<ServicingLoan> {
  const loan = await read(loanId);
  if (!loan) throw new LoanServicingRefusedError('No such loan.', 'loan-unknown');
  const paidOf = new Map(loan.instalments.map((i) => [i.number, i.paidCents]));
  const varied = varySchedule(
    loan.schedule,
    change.arrangement,
    (i) => (paidOf.get(i.number) ?? 0) === 0,
  );
  const changed = varied.instalments.filter(
    (i, index) =>
      index < loan.schedule.instalments.length &&
      i.totalCents !== loan.schedule.instalments[index]!.totalCents,
  );
  const first = changed[0];
  if (!first)
    throw new LoanServicingRefusedError('No payment falls in the arrangement.', 'reschedule-empty');
  const pause = change.arrangement.paymentCents === 0;
  const created = await request('POST', '/rescheduleloans', {
    body: {
      loanId: Number(loanId),
      rescheduleFromDate: first.dueDate,
      submittedOnDate: change.agreedOn,
      rescheduleReasonId: HARDSHIP_RESCHEDULE_REASON_ID,
      rescheduleReasonComment: change.externalId,
      ...(pause
        ? { graceOnPrincipal: changed.length, graceOnInterest: changed.length }
        : {
            emi: dollars(change.arrangement.paymentCents - first.feeCents),
            endDate: changed.at(-1)!.dueDate,
          }),
      extraTerms: varied.instalments.length - loan.schedule.instalments.length,
      ...DATE_FIELDS,
    },
    idempotencyKey: `reschedule-${change.externalId}`,
  });
  const parsed = z.object({ resourceId: z.number() }).passthrough().safeParse(created.body);
  if (!parsed.success) throw new LoanServicingUnavailableError('Fineract answered no reschedule');
  await request('POST', `/rescheduleloans/${parsed.data.resourceId}?command=approve`, {
    body: { approvedOnDate: change.agreedOn, ...DATE_FIELDS },
    idempotencyKey: `reschedule-${change.externalId}-approve`,
  });
  const after = await read(loanId);
  if (!after) throw new LoanServicingUnavailableError('Fineract lost the loan it rescheduled');
  return after;
}
