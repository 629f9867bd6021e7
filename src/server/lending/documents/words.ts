import { brand } from '#content/brand.ts';
import type { PdfWriter } from './pdf.ts';

/** 3 December 2026 (dates on the letters). */
export function longDate(date: Date | string): string {
  const value = typeof date === 'string' ? new Date(`${date}T00:00:00Z`) : date;
  const timeZone = typeof date === 'string' ? 'UTC' : 'Pacific/Auckland';
  return new Intl.DateTimeFormat('en-NZ', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone,
  }).format(value);
}

/** Complaints and the dispute resolution scheme, as the site's complaints page names them. */
export function complaintsParagraphs(pdf: PdfWriter): void {
  const scheme = brand.disputeScheme;
  pdf.subheading('Complaints');
  pdf.paragraph(
    `If you have a complaint, please tell us first: ${brand.phone}, ${brand.email}, or see our complaints page (/complaints/). If we cannot resolve it, you can go to ${scheme.name}, ${scheme.description}: ${scheme.phone}, ${scheme.website}. It costs you nothing.`,
  );
}
