import { brand } from '#content/brand.ts';
import type { PdfWriter } from './pdf.ts';

/** Complaints and the dispute resolution scheme, as the site's complaints page names them. */
export function complaintsParagraphs(pdf: PdfWriter): void {
  const scheme = brand.disputeScheme;
  pdf.subheading('Complaints');
  pdf.paragraph(
    `If you have a complaint, please tell us first: ${brand.phone}, ${brand.email}, or see our complaints page (/complaints/). If we cannot resolve it, you can go to ${scheme.name}, ${scheme.description}: ${scheme.phone}, ${scheme.website}. It costs you nothing.`,
  );
}
