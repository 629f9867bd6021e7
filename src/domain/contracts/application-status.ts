/**
 * The applicant's side of a submitted application (issue 20, decision 093): open the emailed
 * status link with the date of birth, read the status, answer a question, upload a document. The
 * signed-in owner or the session that opened the status link only.
 */
import { z } from 'zod';
import { ANSWER_TEXT } from '../staff/form-rules.ts';
import { requiredText } from './rule-text.ts';
import { DOCUMENT_FROM_US_KINDS, type ApplicantStatusView } from '../account/application-status.ts';
import { ITEM_STATES } from '../staff/information-requests.ts';
import type { ApplicantAccessEntry } from '../staff/access-log.ts';
import { APPLICATION_STATUSES } from '../staff/status.ts';
import {
  ERROR_RESPONSES,
  fileBytes,
  applicationReference as reference,
  applicationParams as params,
  applicationItemParams as itemParams,
} from './api.ts';
import { RESUME_LINK_TOKEN } from './resume-link-token.ts';
import { API } from './wire.ts';

const itemSchema = z.object({
  id: z.number(),
  kind: z.enum(['document', 'question']),
  label: z.string(),
  dueDate: z.string(),
  state: z.enum(ITEM_STATES),
  askAgainReason: z.string().nullable(),
  requestedAt: z.string(),
  receivedAt: z.string().nullable(),
});

export const applicantStatusViewSchema = z.object({
  reference: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  outstanding: z.array(itemSchema),
  sent: z.array(itemSchema),
  timeline: z.array(z.object({ at: z.string(), text: z.string() })),
  documentsFromUs: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(DOCUMENT_FROM_US_KINDS),
      title: z.string(),
      href: z.string(),
      at: z.string(),
      coolingOffEnds: z.string().nullable(),
    }),
  ),
  affordabilityCopy: z.object({ canAsk: z.boolean(), dueOn: z.string().nullable() }),
  canWithdraw: z.boolean(),
  offer: z
    .object({
      state: z.enum(['open', 'signed', 'cancelled', 'lapsed']),
      expiresOn: z.string(),
      disclosureHref: z.string(),
      contract: z.array(z.object({ heading: z.string(), paragraphs: z.array(z.string()) })),
      signedAt: z.string().nullable(),
      coolingOffEnds: z.string().nullable(),
      canCancel: z.boolean(),
    })
    .nullable(),
}) satisfies z.ZodType<ApplicantStatusView>;

export const statusLinkOpenContract = {
  ...API.statusLinkOpen,
  body: z.object({
    Link: z.string().regex(RESUME_LINK_TOKEN, 'Link is not a status link'),
    /** As the date-of-birth selector holds it: yyyy/MM/dd (an ISO date is read too). */
    DateOfBirth: z.string().max(40),
  }),
  /** The session may now see this application; its status. */
  response: { 200: applicantStatusViewSchema, ...ERROR_RESPONSES },
} as const;

export const applicantStatusContract = {
  ...API.applicantStatus,
  params,
  response: { 200: applicantStatusViewSchema, ...ERROR_RESPONSES },
} as const;

export const applicantAnswerContract = {
  ...API.applicantAnswer,
  params: itemParams,
  body: z.object({ answer: requiredText(ANSWER_TEXT) }),
  response: { 200: applicantStatusViewSchema, ...ERROR_RESPONSES },
} as const;

/** Multipart: one file under `file` (the ID uploads' checks: 5 MB; jpg, jpeg, png, gif, pdf). */
export const applicantDocumentContract = {
  ...API.applicantDocument,
  params: itemParams,
  response: { 200: applicantStatusViewSchema, ...ERROR_RESPONSES },
} as const;

/** One document from us (issue 21): its PDF, for the application's applicant only. */
export const documentFromUsContract = {
  ...API.applicantDocumentFromUs,
  params: z.object({ reference, id: z.string().uuid('There is no such document.') }),
  /** The PDF's bytes. */
  response: { 200: fileBytes, ...ERROR_RESPONSES },
} as const;

/** The signed-in applicant's request for who viewed their information (IPP 6, decision 137). */
export const applicantAccessLogContract = {
  ...API.applicantAccessLog,
  params: z.object({ reference }),
  response: {
    200: z.object({
      entries: z.array(
        z.object({ at: z.string(), who: z.string(), what: z.string() }),
      ) satisfies z.ZodType<ApplicantAccessEntry[]>,
    }),
    ...ERROR_RESPONSES,
  },
} as const;

/** The applicant asks for a copy of their affordability record: due in 20 NZ working days. */
export const affordabilityCopyContract = {
  ...API.applicantAffordabilityCopy,
  params,
  response: { 200: applicantStatusViewSchema, ...ERROR_RESPONSES },
} as const;

/** The applicant withdraws their undecided application (issue 29): its new status view. */
export const applicantWithdrawContract = {
  ...API.applicantWithdraw,
  params,
  response: { 200: applicantStatusViewSchema, ...ERROR_RESPONSES },
} as const;

/** The applicant asks for a code to sign the offer, consenting to electronic documents. */
export const offerCodeContract = {
  ...API.applicantOfferCode,
  params,
  body: z.object({ consent: z.boolean() }),
  response: { 200: applicantStatusViewSchema, ...ERROR_RESPONSES },
} as const;

/** The applicant signs the offer with the emailed code (issue 31, decision 143). */
export const offerAcceptContract = {
  ...API.applicantOfferAccept,
  params,
  body: z.object({ code: z.string().trim().max(20) }),
  response: { 200: applicantStatusViewSchema, ...ERROR_RESPONSES },
} as const;

/** The offer's disclosure statement (PDF) from its fixed terms. */
export const offerDisclosureContract = {
  ...API.applicantOfferDisclosure,
  params,
  /** The PDF's bytes. */
  response: { 200: fileBytes, ...ERROR_RESPONSES },
} as const;

/** The borrower cancels within the cancellation period (CCCFA s 27). */
export const applicantCancelContract = {
  ...API.applicantCancel,
  params,
  response: { 200: applicantStatusViewSchema, ...ERROR_RESPONSES },
} as const;
