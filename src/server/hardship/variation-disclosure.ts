import { variationDisclosureWords as words, hardshipWords } from '#content/lending/hardship.ts';
import { longDate } from '#domain/calendar/new-zealand-date.ts';
import type { HardshipArrangement } from '#domain/hardship/hardship.ts';
import { formatDollars } from '#domain/money/format.ts';
import type { ServicingLoan } from '../adapters/loan-servicing/index.ts';
import { renderPdf } from '../lending/documents/pdf.ts';
import { complaintsParagraphs } from '../lending/documents/words.ts';

const money = (cents: number) => formatDollars(cents / 100);

/**
 * The variation disclosure statement (CCCFA s 22, issue 32): the agreed change and the payments
 * from now on as the servicing system has booked them, with the totals and the complaints
 * paragraphs every letter of ours carries.
 */
export async function variationDisclosurePdf(input: {
  reference: string;
  loan: ServicingLoan;
  arrangement: HardshipArrangement;
  issuedAt: Date;
}): Promise<Buffer> {
  const { loan, arrangement } = input;
  return renderPdf({ title: words.title(loan.accountNumber), createdAt: input.issuedAt }, (pdf) => {
    pdf.heading(words.heading);
    pdf.paragraph(
      `${longDate(input.issuedAt)}. ${words.intro(loan.accountNumber, input.reference)}`,
    );
    pdf.subheading(words.change);
    pdf.paragraph(
      `${hardshipWords.arrangement(money(arrangement.paymentCents), arrangement.months, longDate(arrangement.startsOn))}. ${hardshipWords.extended}`,
    );
    pdf.subheading(words.schedule);
    pdf.rows(
      loan.instalments
        .filter((instalment) => instalment.paidCents < instalment.totalCents)
        .map((instalment) => [
          longDate(instalment.dueDate),
          money(instalment.totalCents - instalment.paidCents),
        ]),
    );
    pdf.subheading(words.totals);
    pdf.rows([
      [words.totalRepayable, money(loan.schedule.totalRepayableCents)],
      [words.totalInterest, money(loan.schedule.totalInterestCents)],
    ]);
    pdf.paragraph(words.unchanged);
    complaintsParagraphs(pdf);
  });
}
