/**
 * The loan offer and its electronic signature (issue 31 parts 1-3, decisions 143 and 144): the
 * terms an offer fixes, the one-time code's rules, the signature certificate, and the clocks.
 * Shared by the server (which enforces them) and the portal (which shows them).
 */
import { newZealandDate, type IsoDate } from '../calendar/new-zealand-date.ts';
import type { CalculatorRates, Frequency } from '../calculator/calculator.ts';

/** The figures an offer fixes when it is made: the disclosure, contract and booked loan agree. */
export interface OfferTerms {
  /** The affordability record version the approval assessed (CCCFA s 9C). */
  recordVersion: number;
  amount: number;
  interestPercent: number;
  termMonths: number;
  frequency: Frequency;
  /** YYYY-MM-DD: the first payment's day before any working-day move. */
  firstPaymentDate: IsoDate;
  /** The product's fees as they stood when the offer was made. */
  rates: CalculatorRates;
}

/**
 * The one-time code that confirms a signature (CCLA s 226(1)(b)(i)-(ii): identifies the signer
 * and shows their approval; reliable as appropriate): 6 digits, valid 10 minutes, 5 tries, and at
 * most 5 codes an offer (each new code voids the last).
 */
export const OFFER_CODE = {
  digits: 6,
  validMinutes: 10,
  attempts: 5,
  maxCodes: 5,
} as const;

/** Whether `code` has the code's shape (the server compares it with the stored hash). */
export const isCodeShaped = (code: string) => new RegExp(`^\\d{${OFFER_CODE.digits}}$`).test(code);

/** The signature certificate kept with the signed contract (CCLA s 226, decision 143). */
export interface SignatureCertificate {
  reference: string;
  signer: string;
  /** ISO instant of the signing. */
  signedAt: string;
  /** The address the signing came from (the request's client address). */
  ipAddress: string;
  /** Where the code went: `email` and the address's domain only. */
  codeSentTo: string;
  /** How the code was verified: the hash matched within its time and tries. */
  codeVerification: string;
  /** SHA-256 (hex) of the contract's text as shown in full and signed. */
  contractSha256: string;
  /** When the signer consented to electronic documents (CCLA s 226(1)(a)). */
  consentAt: string;
}

/** Whether a day (YYYY-MM-DD, inclusive) is still open at `now` in New Zealand. */
export const stillOpen = (lastDay: IsoDate, now: Date) => newZealandDate(now) <= lastDay;
