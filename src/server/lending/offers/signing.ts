import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { offerEmails, offerMessages, certificateWords } from '#content/lending/offer.ts';
import { longDate } from '#domain/calendar/new-zealand-date.ts';
import { OFFER_CODE, isCodeShaped, type SignatureCertificate } from '#domain/lending/offer.ts';
import { textValue } from '#domain/validation/text-value.ts';
import { type ApplicantRow } from '../../applicant/answers.ts';
import { loanOffers } from '../../db/schema/index.ts';
import { enqueueEmail } from '../../email/outbox.ts';
import { HttpError } from '../../http-error.ts';
import type { ServiceDeps } from '../../services.ts';
import { refusalError } from '../../workflow/transition.ts';
import { coolingOffEnds } from '../documents/disclosure.ts';
import { storeDocument } from '../lending-documents.ts';
import { contractOf, offerDisclosure, signedContractPdf, type OfferRow } from './contract.ts';
import { lapseOffer } from './expiry.ts';
import { applicantOfferStep, currentOffer, offerFacts } from './offers.ts';

/** What the applicant's offer services use (the route gives the applicant's own deps). */
export type SigningDeps = Pick<ServiceDeps, 'db' | 'adapters' | 'clock' | 'requestId'>;

const codeHash = (offerId: number, code: string) =>
  createHash('sha256').update(`${offerId}:${code}`).digest('hex');

const emailOf = (row: ApplicantRow) => row.applicantEmail ?? textValue(row.formData.Email);

/**
 * The offer the applicant acts on (issue 31 part 1): 409 when none is open; one past its last day
 * lapses now (`expire-offer`, as the system) and is refused with the lender's words.
 */
export async function openOffer(deps: SigningDeps, row: ApplicantRow): Promise<OfferRow> {
  const offer = row.status === 'offered' ? await currentOffer(deps.db, row.id) : null;
  if (!offer) throw new HttpError(409, offerMessages.noOffer);
  const now = deps.clock();
  if (!offerFacts(offer, now)!.expired) return offer;
  await lapseOffer(deps, row.id, now, deps.requestId);
  throw new HttpError(409, offerMessages.expired);
}

/**
 * Emails a one-time code to sign with (CCLA s 226(1)(b): identifies the signer through the address
 * the application gave), after the applicant's consent to electronic documents (s 226(1)(a)). A
 * new code voids the last; only its SHA-256 is kept; at most OFFER_CODE.maxCodes an offer.
 */
export async function sendSigningCode(
  deps: SigningDeps,
  row: ApplicantRow,
  consent: boolean,
): Promise<void> {
  const offer = await openOffer(deps, row);
  if (!consent)
    throw new HttpError(422, offerMessages.consentRequired, {
      consent: offerMessages.consentRequired,
    });
  const to = emailOf(row);
  if (!to) throw new HttpError(409, offerMessages.noEmail);
  if (offer.codesSent >= OFFER_CODE.maxCodes) throw new HttpError(429, offerMessages.tooManyCodes);
  const code = String(randomInt(0, 10 ** OFFER_CODE.digits)).padStart(OFFER_CODE.digits, '0');
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    await tx
      .update(loanOffers)
      .set({
        codeHash: codeHash(offer.id, code),
        codeExpiresAt: new Date(now.getTime() + OFFER_CODE.validMinutes * 60_000),
        codeAttempts: 0,
        codesSent: sql`${loanOffers.codesSent} + 1`,
        electronicConsentAt: offer.electronicConsentAt ?? now,
      })
      .where(eq(loanOffers.id, offer.id));
    await enqueueEmail(tx, {
      kind: 'offer-code',
      applicationId: row.id,
      to,
      subject: offerEmails.codeSubject(String(row.referenceNumber)),
      text: offerEmails.codeText(textValue(row.formData.FirstName), code, OFFER_CODE.validMinutes),
    });
  });
}

const codeError = (message: string) => new HttpError(422, message, { code: message });

/**
 * Checks the code: its shape, that one was sent and is within its time and tries. A wrong code
 * uses a try (counted in one statement, so parallel guesses cannot share a try). Answers the try
 * on which it matched.
 */
async function verifyCode(deps: SigningDeps, offer: OfferRow, code: string): Promise<number> {
  if (!isCodeShaped(code)) throw codeError(offerMessages.codeShape);
  if (!offer.codeHash || !offer.codeExpiresAt) throw codeError(offerMessages.codeNone);
  if (offer.codeExpiresAt.getTime() <= deps.clock().getTime())
    throw codeError(offerMessages.codeExpired);
  if (offer.codeAttempts >= OFFER_CODE.attempts) throw codeError(offerMessages.codeWrong(0));
  const [counted] = await deps.db
    .update(loanOffers)
    .set({ codeAttempts: sql`${loanOffers.codeAttempts} + 1` })
    .where(and(eq(loanOffers.id, offer.id), eq(loanOffers.codeHash, offer.codeHash)))
    .returning({ attempts: loanOffers.codeAttempts });
  if (!counted || counted.attempts > OFFER_CODE.attempts)
    throw codeError(offerMessages.codeWrong(0));
  const given = Buffer.from(codeHash(offer.id, code), 'hex');
  if (!timingSafeEqual(given, Buffer.from(offer.codeHash, 'hex')))
    throw codeError(offerMessages.codeWrong(OFFER_CODE.attempts - counted.attempts));
  return counted.attempts;
}

/**
 * The applicant signs the offer with the emailed code (issue 31 part 1, decision 143): the
 * contract's text as shown, its SHA-256, and a certificate (who, when, from which address, how
 * the code was verified) are kept as one PDF; the application moves to accepted, and the
 * cancellation period runs from now (CCCFA s 27 with s 35: the signed contract and its disclosure
 * are emailed now).
 */
export async function acceptOffer(
  deps: SigningDeps,
  row: ApplicantRow,
  input: { code: string; ipAddress: string },
): Promise<void> {
  const offer = await openOffer(deps, row);
  const tries = await verifyCode(deps, offer, input.code);
  const now = deps.clock();
  const contract = contractOf(offerDisclosure(offer, row));
  const certificate: SignatureCertificate = {
    reference: String(row.referenceNumber),
    signer: row.applicantName,
    signedAt: now.toISOString(),
    ipAddress: input.ipAddress,
    codeSentTo: emailOf(row) ?? '',
    codeVerification: certificateWords.verified(tries),
    contractSha256: contract.sha256,
    consentAt: (offer.electronicConsentAt ?? now).toISOString(),
  };
  const bytes = await signedContractPdf(contract, certificate);
  await deps.db.transaction(async (tx) => {
    const step = { applicationId: row.id, event: 'accept-offer', action: 'signed', now } as const;
    const accepted = await applicantOfferStep(tx, deps, offer, step);
    if (!accepted.ok) throw refusalError(accepted, 'accept-offer');
    await recordSigning(deps, tx, row, offer, { bytes, contract, certificate, now });
  });
}

type SigningTx = Parameters<Parameters<SigningDeps['db']['transaction']>[0]>[0];

/** Keeps the signed PDF and the signing on the offer, and emails the borrower, in one transaction. */
async function recordSigning(
  deps: SigningDeps,
  tx: SigningTx,
  row: ApplicantRow,
  offer: OfferRow,
  signed: {
    bytes: Buffer;
    contract: { sha256: string };
    certificate: SignatureCertificate;
    now: Date;
  },
): Promise<void> {
  const stored = await storeDocument(
    { ...deps, db: tx, actor: { kind: 'anonymous' } },
    {
      applicationId: row.id,
      kind: 'signed-contract',
      bytes: signed.bytes,
      contentType: 'application/pdf',
      recordVersion: offer.terms.recordVersion,
    },
  );
  const lastDay = coolingOffEnds(signed.now);
  await tx
    .update(loanOffers)
    .set({
      signedAt: signed.now,
      signedDocumentId: stored.id,
      contractSha256: signed.contract.sha256,
      certificate: signed.certificate,
      coolingOffEnds: lastDay,
      codeHash: null,
    })
    .where(eq(loanOffers.id, offer.id));
  const to = emailOf(row);
  if (to)
    await enqueueEmail(tx, {
      kind: 'offer-signed',
      applicationId: row.id,
      to,
      subject: offerEmails.signedSubject(String(row.referenceNumber)),
      text: offerEmails.signedText(
        textValue(row.formData.FirstName),
        String(row.referenceNumber),
        longDate(lastDay),
      ),
    });
}
