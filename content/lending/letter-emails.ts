import { howToSee } from '#content/applicant-status.ts';
import { brand } from '#content/brand.ts';

/**
 * The email that tells an applicant their letter is ready (issue 21): in the portal, or through a
 * fresh status link for an applicant without an account. No document in the email.
 */
export const letterEmails = {
  subject: (reference: string) => `Your documents for loan application ${reference}`,
  text: (
    firstName: string,
    reference: string,
    kind: 'disclosure' | 'decline-notice',
    link: string | null,
    days: number,
  ) => {
    const hello = `Kia ora ${firstName || 'there'},`;
    const sign = `\n\nNgā mihi,\n${brand.name}\n${brand.phone}`;
    const what =
      kind === 'disclosure'
        ? `Your disclosure statement for application ${reference} is ready. It sets out your loan's amount, interest, fees, payments and your right to cancel within the cooling-off period.`
        : `The notice of our decision on application ${reference} is ready. It gives the reason and how to complain to ${brand.disputeScheme.name}.`;
    return `${hello}\n\n${what}\n\nTo read and download it: ${howToSee(link, days)}${sign}`;
  },
};
