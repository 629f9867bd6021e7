import { createHash } from 'node:crypto';
import {
  certificateWords as words,
  contractSections,
  type ContractSection,
} from '#content/lending/offer.ts';
import { longDate } from '#domain/calendar/new-zealand-date.ts';
import type { SignatureCertificate } from '#domain/lending/offer.ts';
import { formatDollars } from '#domain/money/format.ts';
import type { FormValues } from '#domain/validation/types.ts';
import type { loanOffers } from '../../db/schema/index.ts';
import { disclosureParticulars } from '../documents/disclosure-particulars.ts';
import {
  COOLING_OFF_WORKING_DAYS,
  paymentSchedule,
  type DisclosureInput,
} from '../documents/disclosure.ts';
import { renderPdf } from '../documents/pdf.ts';

export type OfferRow = typeof loanOffers.$inferSelect;

/**
 * The offer's disclosure input: its fixed terms, given on the day the offer was made. The
 * disclosure statement, the contract and the booked loan all read these figures (issue 31).
 */
export function offerDisclosure(
  offer: OfferRow,
  application: { referenceNumber: number; applicantName: string; formData: FormValues },
): DisclosureInput {
  const { terms } = offer;
  return {
    reference: String(application.referenceNumber),
    borrowerName: application.applicantName,
    issuedAt: offer.madeAt,
    firstPaymentDate: terms.firstPaymentDate,
    loan: {
      amount: terms.amount,
      interestPercent: terms.interestPercent,
      termMonths: terms.termMonths,
      frequency: terms.frequency,
    },
    rates: terms.rates,
    ...disclosureParticulars(application.formData),
  };
}

export interface Contract {
  sections: ContractSection[];
  /** The text as shown and signed: headings and paragraphs, blank-line separated. */
  text: string;
  sha256: string;
}

/** The loan contract of an offer, from the disclosure's own schedule (CCCFA s 17, s 22). */
export function contractOf(input: DisclosureInput): Contract {
  const schedule = paymentSchedule(input);
  const first = schedule.payments[0];
  const sections = contractSections({
    reference: input.reference,
    borrowerName: input.borrowerName,
    madeOn: longDate(input.issuedAt),
    amount: formatDollars(input.loan.amount),
    establishmentFee: formatDollars(schedule.establishmentFee),
    initialUnpaidBalance: formatDollars(schedule.initialUnpaidBalance),
    interestPercent: `${input.loan.interestPercent.toFixed(2)}%`,
    perPaymentFee: formatDollars(input.rates.PerPaymentFee),
    termMonths: input.loan.termMonths,
    payments: `${schedule.payments.length} ${input.loan.frequency.toLowerCase()} payments of ${formatDollars(first?.amount ?? 0)}`,
    firstPayment: longDate(first?.date ?? input.firstPaymentDate),
    totalInterest: formatDollars(schedule.totalInterest),
    totalFees: formatDollars(schedule.totalFees),
    totalRepayable: formatDollars(schedule.totalRepayable),
    coolingOffWorkingDays: COOLING_OFF_WORKING_DAYS,
  });
  const text = sections
    .map((section) => [section.heading, ...section.paragraphs].join('\n\n'))
    .join('\n\n');
  return { sections, text, sha256: createHash('sha256').update(text, 'utf8').digest('hex') };
}

const nzTime = new Intl.DateTimeFormat('en-NZ', {
  dateStyle: 'long',
  timeStyle: 'long',
  timeZone: 'Pacific/Auckland',
});

/**
 * The signed contract as a PDF (CCLA s 226, decision 143): the contract's text in full, then the
 * signature certificate with the SHA-256 of that text, so anyone can check what was signed.
 */
export async function signedContractPdf(
  contract: Contract,
  certificate: SignatureCertificate,
): Promise<Buffer> {
  return renderPdf(
    {
      title: `Signed loan contract ${certificate.reference}`,
      createdAt: new Date(certificate.signedAt),
    },
    (pdf) => {
      for (const [index, section] of contract.sections.entries()) {
        if (index === 0) pdf.heading(section.heading);
        else pdf.subheading(section.heading);
        for (const paragraph of section.paragraphs) pdf.paragraph(paragraph);
      }
      pdf.heading(words.heading);
      pdf.paragraph(words.intro);
      pdf.rows([
        [words.signer, certificate.signer],
        [words.signedAt, nzTime.format(new Date(certificate.signedAt))],
        [words.ipAddress, certificate.ipAddress],
        [words.codeSentTo, certificate.codeSentTo],
        [words.codeVerification, certificate.codeVerification],
        [words.consentAt, nzTime.format(new Date(certificate.consentAt))],
      ]);
      pdf.subheading(words.hash);
      pdf.paragraph(certificate.contractSha256);
    },
  );
}
