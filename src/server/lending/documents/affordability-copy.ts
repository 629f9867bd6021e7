import { longDate } from '#domain/calendar/new-zealand-date.ts';
import type { AffordabilityRecord, Assessment } from '#domain/lending/affordability.ts';
import { ADD_ON_NAMES } from '#domain/lending/suitability.ts';
import { formatDollars } from '#domain/money/format.ts';
import { renderPdf } from './pdf.ts';

export interface AffordabilityCopyInput {
  reference: string;
  borrowerName: string;
  issuedAt: Date;
  version: number;
  record: AffordabilityRecord;
  assessment: Assessment;
  policyName: string;
  benchmarkSource: string;
}

const OUTCOME_WORDS = { pass: 'Pass', fail: 'Fail', override: 'Override by an approver' } as const;
const week = (dollars: number | null) =>
  dollars === null ? '-' : `${formatDollars(dollars)} a week`;

/** A copy of the affordability and suitability record (CCCFA s 9CA), from its stored version. */
export async function affordabilityCopyPdf(input: AffordabilityCopyInput): Promise<Buffer> {
  const { record, assessment } = input;
  return renderPdf(
    { title: `Affordability record ${input.reference}`, createdAt: input.issuedAt },
    (pdf) => {
      pdf.heading('Affordability and suitability record');
      pdf.paragraph(
        `Application ${input.reference}, ${input.borrowerName}. Version ${input.version}, copy made ${longDate(input.issuedAt)}. Assessed under: ${input.policyName}.`,
      );
      pdf.subheading('Income');
      pdf.rows(
        record.income.map((line, index) => [
          line.label,
          `${week(assessment.income[index]?.weekly ?? 0)} (${assessment.income[index]?.source ?? ''})${line.verifiedFrom ? `. ${line.verifiedFrom}` : ''}${line.note ? `. Note: ${line.note}` : ''}`,
        ]),
      );
      pdf.subheading('Expenses');
      pdf.rows(
        assessment.expenses.map((line) => [
          line.category,
          `${line.source === 'none' ? 'nothing declared, in the statements or benchmarked' : `${week(line.usedWeekly)} used (${line.source})`}; declared ${week(line.declaredWeekly)}, statements ${week(line.statementWeekly)}, benchmark ${week(line.benchmarkWeekly)}`,
        ]),
      );
      pdf.paragraph(
        `Benchmark: ${input.benchmarkSource}. Household of ${record.household.size}, ${record.household.region ?? 'region not recorded'}.`,
      );
      pdf.subheading('Existing commitments');
      pdf.rows(
        record.commitments.length
          ? record.commitments.map((c) => [c.label, `${week(c.weekly)} (${c.source})`])
          : [['None', '']],
      );
      pdf.subheading('This loan and the surplus');
      pdf.rows([
        [
          'Loan',
          `${formatDollars(record.loan.amount)} at ${record.loan.interestPercent}% over ${record.loan.termMonths} months`,
        ],
        [
          'Repayment',
          assessment.repayment
            ? `${formatDollars(assessment.repayment.payment)} ${record.loan.frequency.toLowerCase()} (${week(assessment.repayment.weekly)})`
            : 'No fee for this amount',
        ],
        ['Income', week(assessment.incomeWeekly)],
        ['Expenses', week(assessment.expensesWeekly)],
        ['Commitments', week(assessment.commitmentsWeekly)],
        ['Surplus', week(assessment.surplusWeekly)],
        ['Buffer required', week(assessment.bufferWeekly)],
        ['Result', OUTCOME_WORDS[assessment.outcome]],
        ...(record.override ? [['Override reason', record.override.reason] as const] : []),
      ]);
      pdf.subheading('Suitability');
      const s = record.suitability;
      pdf.rows([
        ['Purpose', `${s.purpose} (${s.purposeConfirmed ? 'confirmed' : 'not confirmed'})`],
        ['Amount and term', s.amountConfirmed && s.termConfirmed ? 'Confirmed' : 'Not confirmed'],
        ...s.addOns.map(
          (a) =>
            [
              ADD_ON_NAMES[a.kind],
              `${formatDollars(a.cost)}, cost ${a.explained ? 'explained' : 'not explained'}`,
            ] as const,
        ),
      ]);
    },
  );
}
