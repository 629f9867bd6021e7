import type { SaveAnswer } from '#domain/contracts/loan-app.ts';
import type { Step } from '#domain/loan-application/config.ts';
import { referrerPage } from '#domain/loan-application/referrer-page.ts';
import type { Actor } from '#domain/session/actor.ts';
import type { CreditCheckResult } from '../../adapters/credit/index.ts';
import { applicationReference, type ApplicationRow } from '../application-access.ts';
import { ownerOf } from '../customer-access.ts';
import { asksForJointApplicant } from '../joint-invitations.ts';
import { keyExpiry, type SaveKey } from '../save-idempotency.ts';
import type { SaveDecision } from './decide.ts';

/** What the credit bureau answered: a result, none asked (null), or unavailable. */
export type BureauAnswer = CreditCheckResult | null | 'unavailable';

/** Who saved what, for the application's audit row. */
export interface AuditFields {
  step: Step;
  actorKind: string;
  actorId: string | null;
  requestId: string | null;
  createdAt: Date;
}

/** A save's key and what is stored under it (save-idempotency.ts). */
export interface KeyRecord extends SaveKey {
  answer: Omit<SaveAnswer, 'Reference'>;
  createdAt: Date;
  expiresAt: Date;
}

/** The application's columns a save writes; `formData` in clear (the write encrypts). */
export type SavedColumns = Pick<
  ApplicationRow,
  | 'step'
  | 'source'
  | 'formData'
  | 'formState'
  | 'creditResult'
  | 'creditDecision'
  | 'creditCommitments'
  | 'complete'
  | 'applicantEmail'
  | 'relatedApplicationId'
  | 'ownerAccountId'
  | 'updatedAt'
>;

/** What the write does: one statement (decision 069), in a transaction when it writes more. */
export interface SavePlan {
  row: SavedColumns;
  /** A new application's row (its keys, preset branch), or the stored one's id and version. */
  target:
    | { insert: Pick<ApplicationRow, 'token' | 'guid' | 'presetBranch' | 'createdAt'> }
    | { update: Pick<ApplicationRow, 'id' | 'version'>; keepVersion: boolean };
  audit: AuditFields;
  key: KeyRecord | undefined;
  /** The invitation a joint applicant's save claims (decision 055). */
  claimInvitation: string | null;
  /** A broker's submitted application: the broker email gets a copy. */
  brokerCopy: boolean;
  /** A submitted application: the applicant is emailed its reference and status link (decision 093). */
  submittedEmail: boolean;
  /** A primary applicant's save that may invite the joint applicant. */
  inviteJointApplicant: boolean;
  inTransaction: boolean;
  /** A step 4 whose bureau was unavailable: saved, not completed, answered 503 (decision 060). */
  unfinished: boolean;
}

/** Where the write is: the clock, the actor, the request's id and key, a new application's keys. */
export interface WriteContext {
  existing: ApplicationRow | undefined;
  actor: Actor;
  requestId: string | null;
  key: SaveKey | null;
  now: Date;
  newKeys: { token: string; guid: string };
}

/** Plans the write of a decided save, once the bureau has answered (or was not asked). */
export function planWrite(
  decision: SaveDecision,
  bureau: BureauAnswer,
  at: WriteContext,
): SavePlan {
  const { existing, actor, now } = at;
  const { step, storedStep } = decision;
  const unfinished = bureau === 'unavailable' && step === 4;
  const row = columnsOf(decision, bureau === 'unavailable' ? null : bureau, at);
  const token = existing?.token ?? at.newKeys.token;
  const guid = existing?.guid ?? at.newKeys.guid;
  const brokerCopy = row.complete && decision.isBroker;
  const primary = decision.primary;
  return {
    row,
    target: existing
      ? { update: existing, keepVersion: unfinished }
      : { insert: { token, guid, presetBranch: decision.presetBranch, createdAt: now } },
    audit: {
      step,
      actorKind: actor.kind,
      actorId: actor.kind === 'anonymous' ? null : actor.id,
      requestId: at.requestId,
      createdAt: now,
    },
    // The answer is kept under the save's key, so a repeat of it is answered and not saved again;
    // not for a step 4 left unfinished, whose next try is the same save (decision 060).
    key:
      at.key && !unfinished
        ? {
            ...at.key,
            answer: answerBesidesReference({
              token,
              guid,
              creditResult: row.creditResult,
              step: storedStep,
              version: existing ? existing.version + 1 : 1,
              complete: row.complete,
            }),
            createdAt: now,
            expiresAt: keyExpiry(now),
          }
        : undefined,
    claimInvitation: primary ? decision.relatedToken : null,
    brokerCopy,
    submittedEmail: row.complete,
    inviteJointApplicant: !primary,
    // The application, its audit row and its key are one statement; a transaction is taken only
    // when the save writes more than that.
    inTransaction: primary !== undefined || row.complete || asksForJointApplicant(decision.stored),
    unfinished,
  };
}

/** The application's columns as the save writes them: a step 4 with the bureau's result completes it. */
function columnsOf(
  decision: SaveDecision,
  credit: CreditCheckResult | null,
  { existing, actor, now }: WriteContext,
): SavedColumns {
  const { stored, storedStep } = decision;
  const complete = decision.step === 4 && credit !== null;
  const creditResult = credit?.resultCode ?? existing?.creditResult ?? null;
  const creditDecision = complete ? credit.decision : (existing?.creditDecision ?? null);
  // The commitments of the result kept: a new result's (step 4's over step 3's), else the stored.
  const creditCommitments = credit
    ? [...credit.commitments]
    : (existing?.creditCommitments ?? null);
  return {
    step: storedStep,
    source: decision.source,
    formData: stored,
    // Server-owned state overrides what the browser sent (never trust the browser).
    formState: {
      ...decision.submittedState,
      step: storedStep,
      centrixResult: creditResult,
      complete,
      result: complete ? creditDecision : null,
      Source: decision.source,
      specifyLoanAmount: decision.specifyLoanAmount,
      presetPreferredBranch: decision.presetBranch !== null,
      stepLocked: decision.locks,
      referrerDataToken: decision.referrerDataToken,
      // Origin and path only, whatever the browser sent (§3 http_referrer).
      http_referrer: referrerPage(decision.submittedState.http_referrer),
    },
    creditResult,
    creditDecision,
    creditCommitments,
    complete,
    applicantEmail:
      typeof stored.Email === 'string' && stored.Email.trim() !== ''
        ? stored.Email.trim().toLowerCase()
        : null,
    // The primary application's id: the token stays a capability of the invitation alone.
    relatedApplicationId: decision.primary?.id ?? null,
    ownerAccountId: existing?.ownerAccountId ?? ownerOf(actor),
    updatedAt: now,
  };
}

/** The save's answer (§7): the keys, the credit result, the reference, the stored step and version. */
export function answerOf(saved: ApplicationRow): SaveAnswer {
  return { ...answerBesidesReference(saved), Reference: applicationReference(saved) };
}

/** All of the save's answer but the reference, which a new application gets as it is inserted. */
function answerBesidesReference(
  saved: Pick<ApplicationRow, 'token' | 'guid' | 'creditResult' | 'step' | 'version' | 'complete'>,
): Omit<SaveAnswer, 'Reference'> {
  return {
    Token: saved.token,
    Guid: saved.guid,
    CentrixResult: saved.creditResult,
    Step: saved.step,
    Version: saved.version,
    ...(saved.complete ? { Complete: true as const } : {}),
  };
}
