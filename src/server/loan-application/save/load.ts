import { eq } from 'drizzle-orm';
import type { FormValues } from '#domain/validation/types.ts';
import type { Database } from '../../db/client.ts';
import { branches } from '../../db/schema/index.ts';
import { HttpError } from '../../http-error.ts';
import { uploadsNamedBy } from '../../uploads/upload-references.ts';
import { openApplication, type ApplicationRow } from '../application-access.ts';
import { customerProfile } from '../customer-access.ts';
import { findInvitation, type Invitation } from '../joint-invitations.ts';
import { referrerDataForSave, type SavedReferrerData } from '../referrer-data.ts';
import { KEYS_TOGETHER_MESSAGE, NEW_APPLICATION_STEP_MESSAGE } from './messages.ts';
import type { IncomingSave } from './request.ts';
import type { SaveDeps } from './types.ts';
import { textValue } from '#domain/validation/text-value.ts';

/** The application this save belongs to, or undefined for a new one (step 1 without a Token). */
export async function loadApplication(
  deps: Pick<SaveDeps, 'db' | 'config' | 'cipher'>,
  save: IncomingSave,
  now: Date,
): Promise<ApplicationRow | undefined> {
  const { body, step } = save;
  if (!body.Token && !body.Guid) {
    if (step !== 1) throw new HttpError(422, NEW_APPLICATION_STEP_MESSAGE);
    return undefined;
  }
  if (!body.Token || !body.Guid) throw new HttpError(400, KEYS_TOGETHER_MESSAGE);
  return openApplication(
    deps,
    { token: body.Token, guid: body.Guid },
    { sessionTtlHours: deps.config.env.APPLICATION_SESSION_TTL_HOURS, now },
  );
}

/** What else the decision needs from the database and the referrer's keys (decide.ts). */
export interface SaveFacts {
  /** A signed-in customer's record; null for anyone else. */
  customerRecord: FormValues | null;
  /** The related-id this application is saved under (empty for none), and its invitation. */
  relatedToken: string;
  invitation: Invitation | undefined;
  /** The application's preset branch: the stored one, or the first save's branch if it is real. */
  presetBranch: string | null;
  /** Step 2's branch when it changes a preset branch: the real branch id, null if it is none. */
  changedBranch: string | null | undefined;
  /** The uploads of this application the answers name (upload-references.ts). */
  uploads: ReadonlySet<string>;
  /** The referrer's signed products and their token (decision 056). */
  referrerData: SavedReferrerData;
}

/**
 * A joint applicant's application (related-id, an invitation) is decided by its first save: later
 * saves keep the stored related-id, whatever the browser sends.
 */
export function relatedTokenOf(
  existing: ApplicationRow | undefined,
  stepValues: FormValues,
): string {
  const token = existing ? existing.formData.RelatedApplicationId : stepValues.RelatedApplicationId;
  return textValue(token);
}

/** Reads the facts a save is decided on; each is read only when the save needs it. */
export async function loadFacts(
  deps: Pick<SaveDeps, 'db' | 'config' | 'log' | 'actor'>,
  save: IncomingSave,
  existing: ApplicationRow | undefined,
  now: Date,
): Promise<SaveFacts> {
  const { db, actor } = deps;
  const { stepValues } = save;
  const customerRecord = actor.kind === 'customer' ? await customerProfile(db, actor.id) : null;
  const relatedToken = relatedTokenOf(existing, stepValues);
  const invitation = relatedToken ? await findInvitation(db, relatedToken) : undefined;
  // A preset branch is recorded at the first save and answers the hidden branch question.
  const presetBranch = existing
    ? existing.presetBranch
    : await realBranchId(db, save.submitted.PreferredBranch);
  const changesBranch =
    presetBranch !== null && save.step === 2 && stepValues.PreferredBranch !== undefined;
  const answers = existing ? { ...existing.formData, ...stepValues } : stepValues;
  return {
    customerRecord,
    relatedToken,
    invitation,
    presetBranch,
    changedBranch: changesBranch ? await realBranchId(db, stepValues.PreferredBranch) : undefined,
    uploads: existing
      ? await uploadsNamedBy(db, existing.id, [answers, customerRecord ?? {}])
      : new Set(),
    referrerData: referrerDataForSave(deps, {
      referrer: answers.Referrer,
      token: save.body.ReferrerDataToken,
      stored: existing,
      now,
    }),
  };
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
