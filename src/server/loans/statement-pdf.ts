import { statementWords as words } from '#content/lending/statement-words.ts';
import { longDate } from '#domain/calendar/new-zealand-date.ts';
import { formatDollars } from '#domain/money/format.ts';
import { renderPdf, type PdfWriter } from '../lending/documents/pdf.ts';
import { complaintsParagraphs } from '../lending/documents/words.ts';
import type { StatementFigures } from './statement-figures.ts';

const dollars = (cents: number) => formatDollars(cents / 100);

function lines(
  pdf: PdfWriter,
  heading: string,
  list: readonly { date: string; amountCents: number; description: string }[],
): void {
  pdf.subheading(heading);
  if (list.length === 0) pdf.paragraph(words.none);
  else
    pdf.rows(
      list.map((l) => [`${longDate(l.date)}, ${l.description}`, dollars(l.amountCents)] as const),
    );
}

/** A continuing disclosure statement (CCCFA s 19's content) as a PDF. */
export async function statementPdf(input: {
  loanNumber: string;
  figures: StatementFigures;
  issuedAt: Date;
}): Promise<Buffer> {
  const { figures: f } = input;
  const from = longDate(f.period.from);
  const to = longDate(f.period.to);
  return renderPdf(
    {
      title: `${words.title} ${input.loanNumber} ${f.period.from} to ${f.period.to}`,
      createdAt: input.issuedAt,
    },
    (pdf) => {
      pdf.heading(words.heading);
      pdf.paragraph(words.intro(input.loanNumber, from, to));
      pdf.subheading(words.balances);
      pdf.rows([
        [words.opening(from), dollars(f.openingBalanceCents)],
        [words.closing(to), dollars(f.closingBalanceCents)],
        ...(f.annualRatePercent === null
          ? []
          : [[words.rate, `${f.annualRatePercent}% a year`] as const]),
      ]);
      lines(pdf, words.advances, f.advances);
      lines(pdf, words.interest, f.interest);
      lines(pdf, words.fees, f.fees);
      lines(pdf, words.payments, f.payments);
      pdf.subheading(words.next);
      pdf.paragraph(
        f.nextPayment
          ? `${words.nextLine(longDate(f.nextPayment.date))}: ${dollars(f.nextPayment.amountCents)}`
          : words.noNext,
      );
      complaintsParagraphs(pdf);
    },
  );
}
