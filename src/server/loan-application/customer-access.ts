import type { Actor } from '#domain/session/actor.ts';
import { customerRecord } from '#domain/loan-application/customer-record.ts';
import type { FormValues } from '#domain/validation/types.ts';
import { findAccount } from '../accounts/accounts.ts';
import type { Database } from '../db/client.ts';
import { HttpError } from '../http-error.ts';
import { SESSION_EXPIRED_MESSAGE } from './application-access.ts';

export const NOT_YOUR_APPLICATION_MESSAGE =
  'This application belongs to another account. Please sign in to the account that started it.';

/**
 * Who may save an application (loan-application §4, §6, §8): the ObjectId sent on save is the
 * signed-in customer's own id, and an application with an owner is saved only by that owner. A
 * browser that sends an ObjectId or opens an owned application without a session has lost it:
 * 401, so it shows the session modal. Anyone else signed in gets 403.
 */
export function checkApplicationOwner(
  actor: Actor,
  objectId: string | undefined,
  owner: string | null,
): void {
  if (actor.kind === 'anonymous') {
    if (objectId !== undefined || owner !== null) throw new HttpError(401, SESSION_EXPIRED_MESSAGE);
    return;
  }
  const ownObjectId =
    objectId === undefined || (actor.kind === 'customer' && objectId === actor.id);
  if (!ownObjectId || (owner !== null && owner !== actor.id))
    throw new HttpError(403, NOT_YOUR_APPLICATION_MESSAGE);
}

/** The account an application belongs to when it starts: a signed-in customer's or the broker's. */
export function ownerOf(actor: Actor): string | null {
  return actor.kind === 'customer' || actor.kind === 'broker' ? actor.id : null;
}

/** A customer's record as the application reads it (empty when the account has none). */
export async function customerProfile(db: Database, customerId: string): Promise<FormValues> {
  const account = await findAccount(db, customerId);
  return account?.kind === 'customer' ? customerRecord(account.profile) : {};
}

/**
 * A signed-in customer's part of the step pages' data (loan-application §2 "Logged-in users"):
 * their id (the ObjectId the saves send) and their record, which the steps show read-only and
 * lock. Only that customer's own page gets it, in a `no-store` response, never in an address or
 * in browser storage. Anyone else gets null.
 */
export async function customerPageData(
  db: Database,
  actor: Actor,
): Promise<{ id: string; record: FormValues } | null> {
  if (actor.kind !== 'customer') return null;
  return { id: actor.id, record: await customerProfile(db, actor.id) };
}
