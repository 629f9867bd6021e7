import path from 'node:path';
import PDFDocument from 'pdfkit';
import { brand } from '#content/brand.ts';
import { LETTER_FONTS_DIR } from '../../paths.ts';

/**
 * A small layout on pdfkit for the lending letters: headings, paragraphs and label/value rows,
 * in Liberation Sans (SIL Open Font License, fonts/LICENSE), which has te reo Māori's macrons.
 */
const FONT = path.join(LETTER_FONTS_DIR, 'LiberationSans-Regular.ttf');
const BOLD = path.join(LETTER_FONTS_DIR, 'LiberationSans-Bold.ttf');

export interface PdfWriter {
  heading(text: string): void;
  subheading(text: string): void;
  paragraph(text: string): void;
  rows(rows: readonly (readonly [string, string])[]): void;
}

/**
 * Renders a document of the lender's (its author); `createdAt` is its creation date (the caller's
 * clock, so output is repeatable).
 */
export async function renderPdf(
  meta: { title: string; createdAt: Date },
  draw: (pdf: PdfWriter) => void,
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: meta.title, Author: brand.legalName, CreationDate: meta.createdAt },
    lang: 'en-NZ',
    pdfVersion: '1.7',
  });
  doc.registerFont('body', FONT);
  doc.registerFont('bold', BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  const width = doc.page.width - 112;
  draw({
    heading: (text) => doc.font('bold').fontSize(18).text(text).moveDown(0.5),
    subheading: (text) => doc.moveDown(0.5).font('bold').fontSize(12).text(text).moveDown(0.25),
    paragraph: (text) => doc.font('body').fontSize(10).text(text, { width }).moveDown(0.5),
    rows: (rows) => {
      doc.fontSize(10);
      for (const [label, value] of rows) {
        const y = doc.y;
        doc.font('bold').text(label, 56, y, { width: width * 0.45 });
        const after = doc.y;
        doc.font('body').text(value, 56 + width * 0.5, y, { width: width * 0.5 });
        doc.y = Math.max(after, doc.y);
        doc.x = 56;
      }
      doc.moveDown(0.5);
    },
  });
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
