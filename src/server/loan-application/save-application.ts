import { and, eq, sql } from 'drizzle-orm';
import { CAPTCHA_FALLBACK_FIELD } from '#domain/captcha/protocol.ts';
import type { SaveAnswer, SaveBody } from '#domain/contracts/loan-app.ts';
import { readAddressValue, flattenAddress } from '#domain/address/index.ts';
import {
  DATE_FIELD_NAMES,
  convertDateFields,
  INVALID_DATE_STRING_MESSAGE,
} from '#domain/loan-application/dates.ts';
import { deriveSource } from '#domain/loan-application/source.ts';
import { MESSAGES } from '#domain/loan-application/messages.ts';
import { canMoveTo, stepAfterSave } from '#domain/loan-application/steps.ts';
import { isFieldShown, withoutHiddenFields } from '#domain/loan-application/context.ts';
import { bankLinkReference } from '#domain/bank-link/bank-link.ts';
import { isLoanAmountSpecificShown } from '#domain/loan-application/conditions.ts';
import { normaliseApplicationValues, stepFieldNames } from '#domain/loan-application/fields.ts';
import type { Step } from '#domain/loan-application/config.ts';
import { isStaffPreferredBranch } from '#domain/branches/preferred-branch.ts';
import {
  NO_LOCKS,
  applyCustomerRecord,
  resolveStepLocks,
} from '#domain/loan-application/customer-record.ts';
import type { FormValues } from '#domain/validation/types.ts';
import { CreditUnavailableError, type CreditCheckResult } from '../adapters/credit/index.ts';
import type { Database } from '../db/client.ts';
import { applicationAudits, applications, branches } from '../db/schema/index.ts';
import { HttpError, type FieldErrors } from '../http-error.ts';
import { isFallbackFlag, type CaptchaSignals } from '../plugins/captcha-guard.ts';
import type { ServiceDeps } from '../services.ts';
import {
  applicationReference,
  ENCRYPTED_FIELD_NAMES,
  SESSION_EXPIRED_MESSAGE,
  openApplication,
  type ApplicationRow,
} from './application-access.ts';
import { creditApplicantFrom } from './credit-applicant.ts';
import { queueBrokerCopy } from './broker-copy.ts';
import { checkApplicationOwner, customerProfile, ownerOf } from './customer-access.ts';
import { withPrimaryAmountAndPurpose } from '#domain/loan-application/joint-invitation.ts';
import {
  INVITATION_USED_MESSAGE,
  asksForJointApplicant,
  checkInvitation,
  claimInvitation,
  inviteJointApplicant,
} from './joint-invitations.ts';
import { isSpecificAmountChosen, ruleContextFor, validateForSave } from './step-validation.ts';
import { newApplicationGuid, newApplicationToken } from './tokens.ts';
import { parseJsonObject } from './json-input.ts';
import {
  answerOfRepeat,
  forgetExpiredKey,
  keyExpiry,
  saveKeyOf,
  type SaveKey,
} from './save-idempotency.ts';
import { saveIdempotencyKeys } from '../db/schema/index.ts';
import type { WithSubqueryWithSelection } from 'drizzle-orm/pg-core';
import { CONCURRENT_CHANGE_MESSAGE } from '#content/loan-application-copy.ts';
import { referrerDataForSave } from './referrer-data.ts';
import { checkUploadReferences } from '../uploads/upload-references.ts';

// A full application is a few KB of JSON; this leaves room and keeps junk out of the database.
export const MAX_FORM_DATA_CHARS = 200_000;
export const MAX_FORM_STATE_CHARS = 20_000;

export const INVALID_FIELDS_MESSAGE =
  'Some answers need your attention. Please correct the highlighted fields.';
export const ALREADY_SUBMITTED_MESSAGE =
  'This application has been submitted and can no longer be changed.';
export const NEW_APPLICATION_STEP_MESSAGE = 'A new application starts at step 1.';
export const CREDIT_UNAVAILABLE_MESSAGE =
  'We could not finish your application just now. Your answers are saved; please try again in a few minutes.';
const skipAheadMessage = (step: number, stored: number) =>
  `Step ${step} cannot be saved yet: please complete step ${stored} first.`;
const earlierStepMessage = (step: number) =>
  `Step ${step} has answers that need your attention. Please go back to step ${step} and correct them.`;

export type SaveDeps = Pick<
  ServiceDeps,
  'db' | 'adapters' | 'config' | 'clock' | 'log' | 'actor' | 'requestId' | 'cipher'
>;

/** The save call's captcha signals (its route pre-handler): the last name and the fallback flag. */
export function saveCaptchaSignals(body: SaveBody): CaptchaSignals {
  const submitted = parseJsonObject(body.FormData, 'FormData', MAX_FORM_DATA_CHARS);
  return {
    lastName:
      body.LastName ?? (typeof submitted.LastName === 'string' ? submitted.LastName : undefined),
    fallback:
      isFallbackFlag(body[CAPTCHA_FALLBACK_FIELD]) ||
      isFallbackFlag(submitted[CAPTCHA_FALLBACK_FIELD]),
  };
}

/**
 * Saves one step (loan-application §4, §7; issue 4 "The server side"): the application (new at
 * step 1, or opened by Token and Guid), the step order, the step's rules run again on the server
 * with roles from the actor, dates converted, address flattened, Source set, the credit bureau
 * after steps 3 and 4, and one statement writing the application, its audit row (with the actor
 * and the request id) and the save's key (decision 069). The session must hold the application it
 * saves; the captcha is the route's pre-handler, not this service's concern.
 */
export async function saveApplicationStep(
  deps: SaveDeps,
  body: SaveBody,
  session: SavingSession,
): Promise<SavedStep> {
  const key = saveKeyOf(body);
  if (!key) return saveOnce(deps, body, session, null);
  // A repeat of a save that was made (its answer lost on the way) gets the first answer (decision
  // 060). Its key's row makes a repeat fail as it writes (or earlier, on the version it carries),
  // and the failure is answered below: only steps 3 and 4 look first, so that a repeat never asks
  // the credit bureau again.
  if (body.Step === 3 || body.Step === 4) {
    const repeat = await answerOfRepeat(deps.db, key, deps.clock());
    if (repeat) return repeat;
  }
  try {
    return await saveOnce(deps, body, session, key);
  } catch (error) {
    // This save was made before, or at the same time and committed first: its answer is this one's.
    // A key that holds another request's answer is refused (422) whatever else went wrong.
    const first = await answerOfRepeat(deps.db, key, deps.clock()).catch((lookup: unknown) => {
      if (lookup instanceof HttpError) throw lookup;
      return undefined;
    });
    if (first) return first;
    // A key left from a save more than a day ago, not yet swept: the save is a new one.
    if (await forgetExpiredKey(deps.db, key, deps.clock()).catch(() => false))
      return saveOnce(deps, body, session, key);
    throw error;
  }
}

/** The visitor's session: the application it holds, if any (decision 059). */
export interface SavingSession {
  heldApplicationId: string | null;
}

/** What a save answers (§7), and the application it wrote, for the session to hold. */
export interface SavedStep {
  answer: SaveAnswer;
  applicationId: string;
}

async function saveOnce(
  deps: SaveDeps,
  body: SaveBody,
  session: SavingSession,
  key: SaveKey | null,
): Promise<SavedStep> {
  const now = deps.clock();
  const submitted = parseJsonObject(body.FormData, 'FormData', MAX_FORM_DATA_CHARS);
  const submittedState =
    body.FormState === undefined
      ? {}
      : parseJsonObject(body.FormState, 'FormState', MAX_FORM_STATE_CHARS);
  const step = body.Step as Step;

  const existing = await openForSave(deps, body, session, step, now);
  checkApplicationOwner(deps.actor, body.ObjectId, existing?.ownerAccountId ?? null);

  // Only the submitted step's fields are taken from the browser; every other answer stays as it
  // was saved (and validated). A partial FormData loses nothing; unknown names are not stored.
  // They are read as the rule table reads them ("$12,000" as 12000; issue 11), so that is what is
  // checked and saved, whatever the browser sent.
  const stepValues = normaliseApplicationValues(pickFields(submitted, stepFieldNames(step)));
  let values: FormValues = { ...(existing?.formData ?? {}), ...stepValues };
  // A signed-in customer's personal details and locked sections are their record's, whatever the
  // browser sent; what they unlocked (Change, Add) is theirs to answer (§4 "Step locks", §6).
  const locks =
    deps.actor.kind === 'customer'
      ? resolveStepLocks(existing?.formState, submittedState)
      : NO_LOCKS;
  if (deps.actor.kind === 'customer')
    values = applyCustomerRecord(values, await customerProfile(deps.db, deps.actor.id), locks);
  // A joint applicant's application (related-id, an invitation) has the primary's amount and
  // purpose: a save that would change them is refused (§4 "Secondary applications lock amount and
  // purpose"; decision 055). Whether it is one is decided by its first save: later saves keep the
  // stored related-id, whatever the browser sends.
  const relatedToken = textOf(
    existing ? existing.formData.RelatedApplicationId : values.RelatedApplicationId,
  );
  let primary: ApplicationRow | undefined;
  if (relatedToken) {
    const check = await checkInvitation(deps.db, relatedToken, {
      applicationId: existing?.id,
      submitted: stepValues,
    });
    if ('refused' in check) throw new HttpError(422, INVALID_FIELDS_MESSAGE, check.refused);
    primary = check.primary;
    values = withPrimaryAmountAndPurpose(
      { ...values, RelatedApplicationId: relatedToken },
      primary.formData,
    );
  } else delete values.RelatedApplicationId;
  // The products are the referrer's signed ones, whatever FormData says (decision 056).
  const referrerData = referrerDataForSave(deps, {
    referrer: values.Referrer,
    token: body.ReferrerDataToken,
    stored: existing,
    now,
  });
  delete values.ReferrerData;
  if (referrerData.products) values.ReferrerData = referrerData.products;
  // The staff special value is not offered to applicants (§6 "Staff: identified by a special
  // preferred-branch value"): only a staff actor may choose it (decision 022).
  if (isStaffPreferredBranch(values.PreferredBranch) && deps.actor.kind !== 'staff')
    throw new HttpError(422, INVALID_FIELDS_MESSAGE, { PreferredBranch: MESSAGES.preferredBranch });

  // A preset branch is recorded at the first save and answers the hidden branch question (finding 3).
  const presetBranch = existing
    ? existing.presetBranch
    : await realBranchId(deps.db, submitted.PreferredBranch);
  const branchAnswer =
    presetBranch === null
      ? null
      : await presetBranchAnswer(deps.db, presetBranch, { step, stepValues, existing });
  if (branchAnswer !== null) values.PreferredBranch = branchAnswer;

  const creditResult = existing?.creditResult ?? null;
  const context = ruleContextFor(
    deps.config.site.loanApplication,
    deps.actor,
    values,
    {
      creditResult,
      presetBranch,
      // The amount is asked on step 1: its save decides the mode; later saves keep what was stored.
      // A secondary application's mode is its primary's, as is its amount.
      specificAmount: isSpecificAmountChosen(
        primary ? primary.formData : step === 1 ? submitted : values,
      ),
    },
    now,
  );
  const failure = validateForSave(step, context);
  if (failure) {
    throw new HttpError(
      422,
      failure.step === step ? INVALID_FIELDS_MESSAGE : earlierStepMessage(failure.step),
      failure.fields,
    );
  }
  // An answer to a question no longer shown does not apply and is not kept (a VisaType after Residency became Yes).
  const stored = convertForStorage(withoutHiddenFields(step, context));
  if (branchAnswer !== null) stored.PreferredBranch = branchAnswer;
  // Step 1 cannot be saved without agreeing to the privacy policy: the version agreed to is the
  // one in force now (content/privacy-policy.ts), not whatever the browser sent.
  if (step === 1) stored.PrivacyPolicyVersion = context.config.privacyPolicyVersion;
  // The broker's document id follows the switch (§4): on Yes it is the bank-link reference the
  // frame opened with for this application (site-and-tools §7 "-webid:{reference}"), which the
  // server knows itself; on Later/No it is not kept (withoutHiddenFields), whatever was sent.
  if (existing && isFieldShown('BrokerIllionDocumentId', context))
    stored.BrokerIllionDocumentId = bankLinkReference(
      deps.config.env.BANK_LINK_ACCOUNT_CODE,
      existing.token,
    );
  if (existing) await checkUploadReferences(deps.db, existing.id, stored, INVALID_FIELDS_MESSAGE);
  const { roles } = context.config;

  const storedStep = stepAfterSave(step, (existing?.step ?? 1) as Step);
  const source = deriveSource({
    relatedApplicationId:
      typeof stored.RelatedApplicationId === 'string' ? stored.RelatedApplicationId : null,
    referrerIsBroker: roles.isBroker,
    preferredBranch: typeof stored.PreferredBranch === 'string' ? stored.PreferredBranch : null,
    branchPreset: presetBranch !== null,
  });

  // The bureau is asked outside the transaction: no database lock is held while it answers.
  let credit: CreditCheckResult | null = null;
  let creditFailed = false;
  if (existing && (step === 3 || step === 4)) {
    try {
      credit = await deps.adapters.credit.check(
        creditApplicantFrom(stored, {
          reference: applicationReference(existing),
          stage: step === 4 ? 'final' : 'identity',
          specificAmount: isLoanAmountSpecificShown(context.config),
        }),
      );
    } catch (error) {
      if (!(error instanceof CreditUnavailableError)) throw error;
      deps.log.warn(
        { err: error, step },
        'credit bureau unavailable; the step is saved without a result',
      );
      creditFailed = true;
    }
  }
  const complete = step === 4 && credit !== null;
  const centrixResult = credit?.resultCode ?? creditResult;
  const decision = complete ? credit!.decision : (existing?.creditDecision ?? null);

  // Server-owned state overrides what the browser sent (never trust the browser).
  const formState = {
    ...submittedState,
    step: storedStep,
    centrixResult,
    complete,
    result: complete ? decision : null,
    Source: source,
    specifyLoanAmount: context.config.specifyLoanAmount,
    presetPreferredBranch: presetBranch !== null,
    stepLocked: locks,
    referrerDataToken: referrerData.token,
  };
  const row = {
    step: storedStep,
    source,
    // The identity numbers are encrypted here, so the row and its audit copy never hold them in clear.
    formData: deps.cipher.encryptFields(stored, ENCRYPTED_FIELD_NAMES),
    formState,
    creditResult: centrixResult,
    creditDecision: decision,
    complete,
    applicantEmail:
      typeof stored.Email === 'string' && stored.Email.trim() !== ''
        ? stored.Email.trim().toLowerCase()
        : null,
    // The primary application's id: the token stays a capability of the invitation alone.
    relatedApplicationId: primary?.id ?? null,
    ownerAccountId: existing?.ownerAccountId ?? ownerOf(deps.actor),
    updatedAt: now,
  };

  const stepFourUnfinished = creditFailed && step === 4;
  const audit: AuditFields = {
    step,
    actorKind: deps.actor.kind,
    actorId: deps.actor.kind === 'anonymous' ? null : deps.actor.id,
    requestId: deps.requestId,
    createdAt: now,
  };
  const brokerCopy = complete && roles.isBroker;
  const token = existing?.token ?? newApplicationToken();
  const guid = existing?.guid ?? newApplicationGuid();
  // The answer is kept under the save's key, so a repeat of it is answered and not saved again;
  // not for a step 4 left unfinished, whose next try is the same save (decision 060).
  const keyRecord: KeyRecord | undefined =
    key && !stepFourUnfinished
      ? {
          ...key,
          answer: answerBesidesReference({
            token,
            guid,
            creditResult: centrixResult,
            step: storedStep,
            version: existing ? existing.version + 1 : 1,
            complete,
          }),
          createdAt: now,
          expiresAt: keyExpiry(now),
        }
      : undefined;
  const write = async (db: Database): Promise<ApplicationRow> => {
    const written = existing
      ? db.$with('written').as(
          db
            .update(applications)
            // A step 4 whose bureau was unavailable is not completed: the applicant's next try is
            // the same save, made from the same version (decision 060).
            .set(stepFourUnfinished ? row : { ...row, version: sql`${applications.version} + 1` })
            .where(
              and(
                eq(applications.id, existing.id),
                eq(applications.version, existing.version),
                eq(applications.complete, false),
              ),
            )
            .returning(),
        )
      : db.$with('written').as(
          db
            .insert(applications)
            .values({ ...row, presetBranch, token, guid, version: 1, createdAt: now })
            .returning(),
        );
    const savedRow = await writeSave(db, written, audit, keyRecord);
    if (!savedRow) throw new HttpError(412, CONCURRENT_CHANGE_MESSAGE);
    // One application per invitation (decision 055): the first save claims it.
    if (primary && !(await claimInvitation(db, relatedToken, savedRow.id)))
      throw new HttpError(422, INVALID_FIELDS_MESSAGE, {
        RelatedApplicationId: INVITATION_USED_MESSAGE,
      });
    // The broker email gets a copy of the submitted application, as its hint promises.
    if (brokerCopy)
      await queueBrokerCopy(db, { reference: applicationReference(savedRow), values: stored });
    if (!primary)
      await inviteJointApplicant(
        db,
        { id: savedRow.id, values: stored },
        deps.config.publicBaseUrl,
      );
    return savedRow;
  };
  // The application, its audit row and its key are one statement (writeSave); a transaction is
  // taken only when the save writes more than that.
  const inTransaction =
    primary !== undefined || brokerCopy || (!primary && asksForJointApplicant(stored));
  const saved = inTransaction
    ? await deps.db.transaction((tx) => write(tx as unknown as Database))
    : await write(deps.db);

  if (stepFourUnfinished) throw new HttpError(503, CREDIT_UNAVAILABLE_MESSAGE);
  return { answer: answerOf(saved), applicationId: saved.id };
}

/** Who saved what, for the application's audit row. */
interface AuditFields {
  step: Step;
  actorKind: string;
  actorId: string | null;
  requestId: string | null;
  createdAt: Date;
}

/** A save's key and what is stored under it (save-idempotency.ts). */
interface KeyRecord extends SaveKey {
  answer: Omit<SaveAnswer, 'Reference'>;
  createdAt: Date;
  expiresAt: Date;
}

/**
 * Writes the application (the insert or update in `written`, returning the row), its audit row
 * and the save's key with its answer in one statement: they are written together, or not at all,
 * without a transaction's extra round trips to the database (issue 12 proof 9). A key that is
 * already stored fails the statement (its primary key), and nothing is written. Answers the
 * written row, or undefined when the update matched none (another window saved first).
 */
async function writeSave(
  db: Database,
  written: WithSubqueryWithSelection<(typeof applications)['_']['columns'], 'written'>,
  audit: AuditFields,
  key: KeyRecord | undefined,
): Promise<ApplicationRow | undefined> {
  const audited = db.$with('audited').as(
    db
      .insert(applicationAudits)
      .select(
        db
          .select({
            id: sql<number>`nextval(pg_get_serial_sequence('application_audits', 'id'))`.as('id'),
            applicationId: written.id,
            version: written.version,
            step: sql<number>`${audit.step}::integer`.as('step'),
            formData: written.formData,
            formState: written.formState,
            actorKind: sql<string>`${audit.actorKind}::text`.as('actor_kind'),
            actorId: sql<string | null>`${audit.actorId}::text`.as('actor_id'),
            requestId: sql<string | null>`${audit.requestId}::text`.as('request_id'),
            createdAt: sql<Date>`${audit.createdAt.toISOString()}::timestamptz`.as('created_at'),
          })
          .from(written),
      )
      .returning({ id: applicationAudits.id }),
  );
  const keyed =
    key &&
    db.$with('keyed').as(
      db
        .insert(saveIdempotencyKeys)
        .select(
          db
            .select({
              keyHash: sql<string>`${key.keyHash}::text`.as('key_hash'),
              applicationId: written.id,
              requestHash: sql<string>`${key.requestHash}::text`.as('request_hash'),
              // The reference is the new row's (a sequence gives it), as applicationReference writes it.
              answer: sql<
                Record<string, unknown>
              >`${JSON.stringify(key.answer)}::jsonb || jsonb_build_object('Reference', ${written.referenceNumber}::text)`.as(
                'answer',
              ),
              createdAt: sql<Date>`${key.createdAt.toISOString()}::timestamptz`.as('created_at'),
              expiresAt: sql<Date>`${key.expiresAt.toISOString()}::timestamptz`.as('expires_at'),
            })
            .from(written),
        )
        .returning({ keyHash: saveIdempotencyKeys.keyHash }),
    );
  const [row] = await db
    .with(written, audited, ...(keyed ? [keyed] : []))
    .select()
    .from(written);
  return row;
}

/** The save's answer (§7): the keys, the credit result, the reference, the stored step and version. */
function answerOf(saved: ApplicationRow): SaveAnswer {
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

/**
 * The branch answer of an application with a preset branch: the preset, unless the applicant
 * changed it on step 2 ("Change branch", issue 11; decision 058) to another real branch. A later
 * save keeps what step 2 stored. Anything but a real branch is refused.
 */
async function presetBranchAnswer(
  db: Database,
  preset: string,
  save: { step: Step; stepValues: FormValues; existing: ApplicationRow | undefined },
): Promise<string> {
  const { step, stepValues, existing } = save;
  if (step === 2 && stepValues.PreferredBranch !== undefined) {
    const chosen = await realBranchId(db, stepValues.PreferredBranch);
    if (chosen === null)
      throw new HttpError(422, INVALID_FIELDS_MESSAGE, {
        PreferredBranch: MESSAGES.preferredBranch,
      });
    return chosen;
  }
  const stored = existing?.formData.PreferredBranch;
  return typeof stored === 'string' ? stored : preset;
}

/** A branch id of the branches table as PreferredBranch stores it, or null for anything else. */
async function realBranchId(db: Database, value: unknown): Promise<string | null> {
  if (typeof value !== 'string' || !/^\d{1,9}$/.test(value)) return null;
  const [found] = await db
    .select({ id: branches.id })
    .from(branches)
    .where(eq(branches.id, Number(value)));
  return found ? String(found.id) : null;
}

/** The application this save belongs to, or undefined for a new one (step 1 without a Token). */
async function openForSave(
  deps: Pick<SaveDeps, 'db' | 'config' | 'cipher'>,
  body: SaveBody,
  session: SavingSession,
  step: Step,
  now: Date,
): Promise<ApplicationRow | undefined> {
  if (!body.Token && !body.Guid) {
    if (step !== 1) throw new HttpError(422, NEW_APPLICATION_STEP_MESSAGE);
    return undefined;
  }
  if (!body.Token || !body.Guid) throw new HttpError(400, 'Token and Guid are sent together.');
  const existing = await openApplication(
    deps,
    { token: body.Token, guid: body.Guid },
    { sessionTtlHours: deps.config.env.APPLICATION_SESSION_TTL_HOURS, now },
  );
  if (existing.complete) throw new HttpError(403, ALREADY_SUBMITTED_MESSAGE);
  // An application nobody owns is saved only by the session that holds it (issue 12 finding 9,
  // decision 059): keys from a browser history get 401, as for a session that has ended. An owned
  // one is its owner's (checkApplicationOwner).
  if (existing.ownerAccountId === null && existing.id !== session.heldApplicationId)
    throw new HttpError(401, SESSION_EXPIRED_MESSAGE);
  // Another window saved since this page loaded its answers (decision 002 "version check"; 060).
  if (body.Version !== undefined && body.Version !== existing.version)
    throw new HttpError(412, CONCURRENT_CHANGE_MESSAGE);
  if (!canMoveTo(step, existing.step as Step))
    throw new HttpError(422, skipAheadMessage(step, existing.step));
  return existing;
}

/**
 * Stored form: the DATE_FIELD_NAMES dates as yyyy/MM/dd (§3) and the address also flattened into
 * AddressUnit ... AddressPostcode. A date the step's rules did not look at (a hidden
 * field) but that cannot be read is still refused, with the spec's message (§8).
 */
function convertForStorage(values: FormValues): FormValues {
  let converted: FormValues;
  try {
    converted = convertDateFields(values);
  } catch {
    const fields: FieldErrors = {};
    for (const name of DATE_FIELD_NAMES) {
      try {
        convertDateFields({ [name]: values[name] });
      } catch {
        fields[name] = INVALID_DATE_STRING_MESSAGE;
      }
    }
    throw new HttpError(422, INVALID_FIELDS_MESSAGE, fields);
  }
  if (converted.Address !== undefined && converted.Address !== null && converted.Address !== '') {
    const address = readAddressValue(converted.Address);
    if (!address) throw new HttpError(422, INVALID_FIELDS_MESSAGE, { Address: MESSAGES.address });
    Object.assign(converted, flattenAddress(address));
  }
  return converted;
}

const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

function pickFields(source: Record<string, unknown>, names: readonly string[]): FormValues {
  const picked: FormValues = {};
  for (const name of names) if (Object.hasOwn(source, name)) picked[name] = source[name];
  return picked;
}
