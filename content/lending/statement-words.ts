import { brand } from '../brand.ts';

/**
 * Continuing disclosure statements (CCCFA s 18 and s 19, decision 151) in the lender's words: the
 * PDF's headings and the email that says one is ready, which carries the first name and the
 * loan's number only (no balance, no amounts) and sends the borrower to the portal to read it.
 */
export const statementWords = {
  title: 'Loan statement',
  heading: 'Continuing disclosure statement',
  intro: (loanNumber: string, from: string, to: string) =>
    `${brand.legalName} (${brand.fspNumber}), ${brand.postalAddress}. Statement for loan ${loanNumber}, for the period ${from} to ${to}.`,
  balances: 'Your balance',
  opening: (date: string) => `Unpaid balance at the start of ${date}`,
  closing: (date: string) => `Unpaid balance at the end of ${date}`,
  rate: 'Annual interest rate in this period',
  advances: 'Money advanced',
  interest: 'Interest charged',
  fees: 'Fees charged',
  payments: 'Payments received',
  none: 'None in this period.',
  next: 'Your next payment',
  nextLine: (date: string) => `Due on ${date}`,
  noNext: 'No further payments are due.',
  portalHeading: 'Your loan statements',
  portalLink: (loanNumber: string, from: string, to: string) =>
    `Loan ${loanNumber}: ${from} to ${to} (PDF)`,
  email: {
    subject: (loanNumber: string) => `Your loan statement is ready (loan ${loanNumber})`,
    text: (firstName: string, loanNumber: string, link: string) =>
      [
        `Kia ora ${firstName},`,
        `Your statement for loan ${loanNumber} is ready. Sign in to read it: ${link}`,
        `If anything in it looks wrong, please call us on ${brand.phone}.`,
        `Ngā mihi,\n${brand.name}`,
      ].join('\n\n'),
  },
} as const;
