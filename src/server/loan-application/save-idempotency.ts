import { createHash } from 'node:crypto';
import { and, eq, gt, lte } from 'drizzle-orm';
import { saveContract, type SaveAnswer, type SaveBody } from '#domain/contracts/loan-app.ts';
import type { Database } from '../db/client.ts';
import { saveIdempotencyKeys } from '../db/schema/index.ts';
import { HttpError } from '../http-error.ts';

/**
 * Idempotent saves (issue 11 "Come back and finish" 3, decision 060). The browser sends a random
 * IdempotencyKey with a save and the same key with each retry of it. The first save to commit
 * stores its answer under the key, in the statement that writes the application
 * (save/write.ts); a repeat (after a lost answer, or at the same time) fails on the key's
 * row, gets that answer, and the application is saved once. A key belongs to one request:
 * the same key with another step, application or form is refused, so a key never reveals another
 * save's answer. Only answers that saved are stored; a refused save may be tried again.
 */

/** How long a key is remembered: longer than any retry, short enough to keep the table small. */
export const SAVE_KEY_TTL_HOURS = 24;
const MS_PER_HOUR = 3_600_000;

export const KEY_REUSED_MESSAGE =
  'This save was already made with other answers. Please reload the page to continue.';

export interface SaveKey {
  keyHash: string;
  requestHash: string;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The save's key and the fingerprint of its request, or null when it came without a key. */
export function saveKeyOf(body: SaveBody): SaveKey | null {
  if (!body.IdempotencyKey) return null;
  return {
    keyHash: sha256(body.IdempotencyKey),
    requestHash: sha256(
      JSON.stringify([body.Step, body.Token ?? '', body.Guid ?? '', body.FormData]),
    ),
  };
}

/** A save made before under this key: its answer and the application it wrote. */
export interface SavedBefore {
  answer: SaveAnswer;
  applicationId: string;
}

/** The first answer to this save, if one is stored and not expired; 422 if the key was another save's. */
export async function answerOfRepeat(
  db: Database,
  key: SaveKey,
  now: Date,
): Promise<SavedBefore | undefined> {
  const [stored] = await db
    .select({
      requestHash: saveIdempotencyKeys.requestHash,
      answer: saveIdempotencyKeys.answer,
      applicationId: saveIdempotencyKeys.applicationId,
    })
    .from(saveIdempotencyKeys)
    .where(
      and(eq(saveIdempotencyKeys.keyHash, key.keyHash), gt(saveIdempotencyKeys.expiresAt, now)),
    )
    .limit(1);
  if (!stored) return undefined;
  if (stored.requestHash !== key.requestHash) throw new HttpError(422, KEY_REUSED_MESSAGE);
  return {
    answer: saveContract.response[200].parse(stored.answer),
    applicationId: stored.applicationId,
  };
}

/** Until when a key stored now is remembered. */
export const keyExpiry = (now: Date): Date =>
  new Date(now.getTime() + SAVE_KEY_TTL_HOURS * MS_PER_HOUR);

/**
 * Deletes the key's row if it has expired and the sweep has not yet removed it: its save may then
 * be made again as a new one. Answers whether there was one.
 */
export async function forgetExpiredKey(db: Database, key: SaveKey, now: Date): Promise<boolean> {
  const removed = await db
    .delete(saveIdempotencyKeys)
    .where(
      and(eq(saveIdempotencyKeys.keyHash, key.keyHash), lte(saveIdempotencyKeys.expiresAt, now)),
    )
    .returning({ keyHash: saveIdempotencyKeys.keyHash });
  return removed.length > 0;
}

/** Deletes the expired keys (the background worker's sweep). */
export async function sweepSaveKeys(deps: { db: Database; clock: () => Date }): Promise<number> {
  const removed = await deps.db
    .delete(saveIdempotencyKeys)
    .where(lte(saveIdempotencyKeys.expiresAt, deps.clock()))
    .returning({ keyHash: saveIdempotencyKeys.keyHash });
  return removed.length;
}
