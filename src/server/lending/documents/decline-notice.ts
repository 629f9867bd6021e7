import { longDate } from '#domain/calendar/new-zealand-date.ts';
import { renderPdf } from './pdf.ts';
import { complaintsParagraphs } from './words.ts';

export interface DeclineNoticeInput {
  reference: string;
  borrowerName: string;
  issuedAt: Date;
  /** The decision's reason category, as the configured list words it. */
  reasonCategory: string;
}

/** The decline notice: the reason category and the dispute resolution scheme (issue 21). */
export async function declineNoticePdf(input: DeclineNoticeInput): Promise<Buffer> {
  return renderPdf(
    { title: `Decision on application ${input.reference}`, createdAt: input.issuedAt },
    (pdf) => {
      pdf.heading('Decision on your loan application');
      pdf.paragraph(
        `${longDate(input.issuedAt)}. Application ${input.reference}, ${input.borrowerName}.`,
      );
      pdf.paragraph(
        `We are sorry: we cannot offer you this loan. The reason: ${input.reasonCategory}.`,
      );
      pdf.paragraph(
        `You can ask us for the information we used, including a copy of the affordability record we made, and have anything wrong corrected.`,
      );
      complaintsParagraphs(pdf);
    },
  );
}
