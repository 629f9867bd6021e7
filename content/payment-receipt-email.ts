import { brand } from './brand.ts';

/**
 * The receipt for a loan payment (issue 31 part 5): the payer's first name, the loan's number and
 * the amount, nothing else (no balance, no card). Server-only words.
 */
export const paymentReceiptEmail = {
  kind: 'payment-receipt',
  subject: (loanNumber: string) => `We have received your payment to loan ${loanNumber}`,
  text: (firstName: string, loanNumber: string, amount: string) =>
    [
      `Kia ora ${firstName},`,
      '',
      `Thank you. We have received your payment of ${amount} to loan ${loanNumber}.`,
      '',
      'Ngā mihi,',
      brand.name,
    ].join('\n'),
};
