import { bankLinkReference } from '#domain/bank-link/bank-link.ts';
import { isStaffPreferredBranch } from '#domain/branches/preferred-branch.ts';
import {
  isSpecificAmountChosen,
  loanAmountDescription,
  loanAmountField,
} from '#domain/loan-application/amounts.ts';
import type { LoanApplicationConfig, Step } from '#domain/loan-application/config.ts';
import { isFieldShown, withoutHiddenFields } from '#domain/loan-application/context.ts';
import {
  NO_LOCKS,
  applyCustomerRecord,
  resolveStepLocks,
  type StepLocks,
} from '#domain/loan-application/customer-record.ts';
import type { LoanApplicationRuleContext } from '#domain/loan-application/fields/index.ts';
import { withPrimaryAmountAndPurpose } from '#domain/loan-application/joint-invitation.ts';
import { fixedPassportCountry } from '#domain/loan-application/conditions.ts';
import { MESSAGES } from '#domain/loan-application/messages.ts';
import { deriveSource } from '#domain/loan-application/source.ts';
import { canMoveTo, stepAfterSave } from '#domain/loan-application/steps.ts';
import type { Actor } from '#domain/session/actor.ts';
import type { FormValues } from '#domain/validation/types.ts';
import { CONCURRENT_CHANGE_MESSAGE } from '#content/loan-application-copy.ts';
import type { CreditApplicant } from '../../adapters/credit/index.ts';
import { HttpError } from '../../http-error.ts';
import { uploadReferenceProblems } from '../../uploads/upload-references.ts';
import {
  SESSION_EXPIRED_MESSAGE,
  applicationReference,
  type ApplicationRow,
} from '../application-access.ts';
import { creditApplicantFrom } from '../credit-applicant.ts';
import { checkApplicationOwner } from '../customer-access.ts';
import { judgeInvitation } from '../joint-invitations.ts';
import { ruleContextFor, validateForSave } from '../step-validation.ts';
import type { SaveFacts } from './load.ts';
import {
  ALREADY_SUBMITTED_MESSAGE,
  INVALID_FIELDS_MESSAGE,
  earlierStepMessage,
  skipAheadMessage,
} from './messages.ts';
import type { IncomingSave } from './request.ts';
import { convertForStorage } from './storage.ts';
import type { SavingSession } from './types.ts';

/**
 * The save's decision, without a database: given the request, the stored application, what was
 * read for it and who asks, what is stored or which refusal is answered (an HttpError).
 */

/**
 * Who may save the stored application (checked before anything else is read): a submitted one
 * nobody (403); one nobody owns only the session that holds it (401, decision 059); one another
 * window saved since this page loaded it nobody (412, decisions 002, 060); no step beyond the
 * next; and an owned one only its owner (checkApplicationOwner).
 */
export function checkAccess(
  existing: ApplicationRow | undefined,
  save: IncomingSave,
  session: SavingSession,
  actor: Actor,
): void {
  const { body, step } = save;
  if (existing) {
    if (existing.complete) throw new HttpError(403, ALREADY_SUBMITTED_MESSAGE);
    if (existing.ownerAccountId === null && existing.id !== session.heldApplicationId)
      throw new HttpError(401, SESSION_EXPIRED_MESSAGE);
    if (body.Version !== undefined && body.Version !== existing.version)
      throw new HttpError(412, CONCURRENT_CHANGE_MESSAGE);
    if (!canMoveTo(step, existing.step as Step))
      throw new HttpError(422, skipAheadMessage(step, existing.step));
  }
  checkApplicationOwner(actor, body.ObjectId, existing?.ownerAccountId ?? null);
}

/** What a save is decided on. */
export interface SaveInput {
  save: IncomingSave;
  existing: ApplicationRow | undefined;
  facts: SaveFacts;
  actor: Actor;
  config: { loanApplication: LoanApplicationConfig; bankLinkAccountCode: string };
  now: Date;
}

/** What the save stores, and what the credit bureau is asked before it is written. */
export interface SaveDecision {
  step: Step;
  /** The answers to store, in clear (the write encrypts the identity numbers). */
  stored: FormValues;
  storedStep: Step;
  source: ReturnType<typeof deriveSource>;
  presetBranch: string | null;
  /** The primary application of a joint applicant's one, whose invitation the write claims. */
  primary: ApplicationRow | undefined;
  relatedToken: string;
  locks: StepLocks;
  /** FormState as sent: the write sets what the server owns over it. */
  submittedState: Readonly<Record<string, unknown>>;
  specifyLoanAmount: boolean;
  isBroker: boolean;
  referrerDataToken: string | null;
  /** After steps 3 and 4 of a stored application: what the credit bureau is asked. */
  creditApplicant: CreditApplicant | null;
}

/**
 * Decides a save (loan-application §4, §7; issue 4 "The server side"): the step's answers over the
 * stored ones, a customer's record, a joint applicant's primary amount and purpose, the referrer's
 * signed products, the preset branch; the step's rules run again with roles from the actor (on step
 * 4 every step's); dates converted, address flattened, hidden answers dropped, Source derived.
 */
export function decideSave(input: SaveInput): SaveDecision {
  const { save, existing, facts, actor, config, now } = input;
  const { step } = save;
  const { values, primary, locks, branchAnswer } = answersOf(input);
  const context = ruleContextFor(
    config.loanApplication,
    actor,
    values,
    {
      creditResult: existing?.creditResult ?? null,
      presetBranch: facts.presetBranch,
      // The amount is asked on step 1: its save decides the mode; later saves keep what was stored.
      // A secondary application's mode is its primary's, as is its amount.
      specificAmount: isSpecificAmountChosen(
        primary ? primary.formData : step === 1 ? save.submitted : values,
      ),
    },
    now,
  );
  const failure = validateForSave(step, context);
  if (failure) {
    const message =
      failure.step === step ? INVALID_FIELDS_MESSAGE : earlierStepMessage(failure.step);
    throw new HttpError(422, message, failure.fields);
  }
  const stored = storedAnswers(input, context, branchAnswer);
  const { roles } = context.config;
  return {
    step,
    stored,
    storedStep: stepAfterSave(step, (existing?.step ?? 1) as Step),
    source: deriveSource({
      relatedApplicationId:
        typeof stored.RelatedApplicationId === 'string' ? stored.RelatedApplicationId : null,
      referrerIsBroker: roles.isBroker,
      preferredBranch: typeof stored.PreferredBranch === 'string' ? stored.PreferredBranch : null,
      branchPreset: facts.presetBranch !== null,
    }),
    presetBranch: facts.presetBranch,
    primary,
    relatedToken: facts.relatedToken,
    locks,
    submittedState: save.submittedState,
    specifyLoanAmount: context.config.specifyLoanAmount,
    isBroker: roles.isBroker,
    referrerDataToken: facts.referrerData.token,
    creditApplicant:
      existing && (step === 3 || step === 4)
        ? creditApplicantFrom(stored, {
            reference: applicationReference(existing),
            stage: step === 4 ? 'final' : 'identity',
            amountField: loanAmountField(context.config),
          })
        : null,
  };
}

/**
 * The answers the rules judge: the stored ones with the step's over them, and over those what is
 * not the browser's to say (a customer's record, a primary's amount and purpose, the referrer's
 * products, the preset branch).
 */
function answersOf({ save, existing, facts, actor }: SaveInput) {
  let values: FormValues = { ...(existing?.formData ?? {}), ...save.stepValues };
  // A signed-in customer's personal details and locked sections are their record's, whatever the
  // browser sent; what they unlocked (Change, Add) is theirs to answer (§4 "Step locks", §6).
  const locks =
    actor.kind === 'customer'
      ? resolveStepLocks(existing?.formState, save.submittedState)
      : NO_LOCKS;
  if (facts.customerRecord) values = applyCustomerRecord(values, facts.customerRecord, locks);
  // A joint applicant's application has the primary's amount and purpose: a save that would
  // change them is refused (§4 "Secondary applications lock amount and purpose"; decision 055).
  let primary: ApplicationRow | undefined;
  if (facts.relatedToken) {
    const check = judgeInvitation(facts.invitation, {
      applicationId: existing?.id,
      submitted: save.stepValues,
    });
    if ('refused' in check) throw new HttpError(422, INVALID_FIELDS_MESSAGE, check.refused);
    primary = check.primary;
    values = withPrimaryAmountAndPurpose(
      { ...values, RelatedApplicationId: facts.relatedToken },
      primary.formData,
    );
  } else delete values.RelatedApplicationId;
  // The products are the referrer's signed ones, whatever FormData says (decision 056).
  delete values.ReferrerData;
  if (facts.referrerData.products) values.ReferrerData = facts.referrerData.products;
  // The staff special value is not offered to applicants (§6 "Staff: identified by a special
  // preferred-branch value"): only a staff actor may choose it (decision 022).
  if (isStaffPreferredBranch(values.PreferredBranch) && actor.kind !== 'staff')
    throw new HttpError(422, INVALID_FIELDS_MESSAGE, { PreferredBranch: MESSAGES.preferredBranch });
  const branchAnswer =
    facts.presetBranch === null ? null : presetBranchAnswer(facts.presetBranch, facts, existing);
  if (branchAnswer !== null) values.PreferredBranch = branchAnswer;
  return { values, primary, locks, branchAnswer };
}

/**
 * The branch answer of an application with a preset branch: the preset, unless the applicant
 * changed it on step 2 ("Change branch", issue 11; decision 058) to another real branch. A later
 * save keeps what step 2 stored. Anything but a real branch is refused.
 */
function presetBranchAnswer(
  preset: string,
  facts: SaveFacts,
  existing: ApplicationRow | undefined,
): string {
  if (facts.changedBranch !== undefined) {
    if (facts.changedBranch === null)
      throw new HttpError(422, INVALID_FIELDS_MESSAGE, {
        PreferredBranch: MESSAGES.preferredBranch,
      });
    return facts.changedBranch;
  }
  const stored = existing?.formData.PreferredBranch;
  return typeof stored === 'string' ? stored : preset;
}

/** The answers as stored: what is shown, converted, with what the server owns. */
function storedAnswers(
  { save, existing, facts, config }: SaveInput,
  context: LoanApplicationRuleContext,
  branchAnswer: string | null,
): FormValues {
  // An answer to a question no longer shown does not apply and is not kept (a VisaType after Residency became Yes).
  const stored = convertForStorage(withoutHiddenFields(save.step, context));
  if (branchAnswer !== null) stored.PreferredBranch = branchAnswer;
  // Step 1 cannot be saved without agreeing to the privacy policy: the version agreed to is the
  // one in force now (content/privacy-policy.ts), not whatever the browser sent.
  // The amount's description is the server's, from the amount stored (amounts.ts).
  if (save.step === 1) {
    stored.PrivacyPolicyVersion = context.config.privacyPolicyVersion;
    stored.LoanAmountDescription = loanAmountDescription(stored, context.config);
  }
  // A passport's country is NZ, not asked, when its field is disabled (§3).
  const country = fixedPassportCountry(context.values, context.config);
  if (country !== null) stored.PassportCountry = country;
  // The broker's document id follows the switch (§4): on Yes it is the bank-link reference the
  // frame opened with for this application (site-and-tools §7 "-webid:{reference}"), which the
  // server knows itself; on Later/No it is not kept (withoutHiddenFields), whatever was sent.
  if (existing && isFieldShown('BrokerIllionDocumentId', context))
    stored.BrokerIllionDocumentId = bankLinkReference(config.bankLinkAccountCode, existing.token);
  if (existing) {
    const problems = uploadReferenceProblems(stored, facts.uploads);
    if (Object.keys(problems).length > 0)
      throw new HttpError(422, INVALID_FIELDS_MESSAGE, problems);
  }
  return stored;
}
