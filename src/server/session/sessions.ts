import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lte, not, or, sql } from 'drizzle-orm';
import { ANONYMOUS, type Actor, type SignedInActor } from '#domain/session/actor.ts';
import type { Database } from '../db/client.ts';
import { sessions } from '../db/schema/index.ts';
import type { Clock } from '../services.ts';

/** How long a session lives (SESSION_IDLE_MINUTES, SESSION_ABSOLUTE_HOURS; decision 021). */
export interface SessionLifetime {
  idleMinutes: number;
  absoluteHours: number;
  /** A staff member's idle limit (STAFF_SESSION_IDLE_MINUTES, issue 20); idleMinutes when unset. */
  staffIdleMinutes?: number;
}

/** A session row is idle-expired when last seen before its kind's idle limit (staff: shorter). */
function idleExpired(lifetime: SessionLifetime, now: Date) {
  const since = (minutes: number) => new Date(now.getTime() - minutes * MS_PER_MINUTE);
  return sql`${sessions.lastSeenAt} <= case when ${sessions.actorKind} = 'staff' then ${since(
    lifetime.staffIdleMinutes ?? lifetime.idleMinutes,
  ).toISOString()}::timestamptz else ${since(lifetime.idleMinutes).toISOString()}::timestamptz end`;
}

export interface SessionDeps {
  db: Database;
  clock: Clock;
  sessionLifetime: SessionLifetime;
}

/** A new session: the cookie's value (shown once, never stored) and when it ends at the latest. */
export interface IssuedSession {
  id: string;
  expiresAt: Date;
}

const MS_PER_MINUTE = 60_000;
// 256 random bits, base64url: unguessable, and only its hash is stored.
const SESSION_ID_BYTES = 32;

/** The stored key of a session id: a database read does not give a cookie that works. */
export function sessionIdHash(id: string): string {
  return createHash('sha256').update(id).digest('hex');
}

/**
 * Signs an actor in: a new session with a new id, the previous session (if any) destroyed, so an
 * id known before sign-in is worthless after it (rotation, session fixation). The roles issue's
 * sign-in pages call this once they have checked the credentials.
 */
export async function signIn(
  deps: SessionDeps,
  actor: SignedInActor,
  previousId?: string | undefined,
): Promise<IssuedSession> {
  const now = deps.clock();
  const id = randomBytes(SESSION_ID_BYTES).toString('base64url');
  const expiresAt = new Date(
    now.getTime() + deps.sessionLifetime.absoluteHours * 60 * MS_PER_MINUTE,
  );
  await deps.db.transaction(async (tx) => {
    // The application the visitor was filling in stays theirs after signing in (decision 059).
    const [previous] = previousId
      ? await tx
          .delete(sessions)
          .where(eq(sessions.idHash, sessionIdHash(previousId)))
          .returning({ applicationId: sessions.applicationId })
      : [];
    await tx.insert(sessions).values({
      applicationId: previous?.applicationId ?? null,
      idHash: sessionIdHash(id),
      actorKind: actor.kind,
      actorId: actor.id,
      referrerId: actor.kind === 'broker' ? actor.referrerId : null,
      roles: actor.kind === 'staff' ? [...actor.roles] : [],
      createdAt: now,
      lastSeenAt: now,
      expiresAt,
    });
  });
  return { id, expiresAt };
}

/**
 * A session for an anonymous visitor who has just saved an application (decision 059): the same
 * cookie, lifetime and sweep as a signed-in session, holding that application so any tab of the
 * browser resumes it. Nothing personal is in the row.
 */
export async function startAnonymousSession(
  deps: SessionDeps,
  applicationId: string | null,
  statusApplicationId: string | null = null,
): Promise<IssuedSession> {
  const now = deps.clock();
  const id = randomBytes(SESSION_ID_BYTES).toString('base64url');
  const expiresAt = new Date(
    now.getTime() + deps.sessionLifetime.absoluteHours * 60 * MS_PER_MINUTE,
  );
  await deps.db.insert(sessions).values({
    idHash: sessionIdHash(id),
    actorKind: ANONYMOUS.kind,
    actorId: '',
    roles: [],
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
    applicationId,
    statusApplicationId,
  });
  return { id, expiresAt };
}

/** Lets a live session see a submitted application's status (an opened status link, decision 093). */
export async function holdStatus(
  deps: Pick<SessionDeps, 'db'>,
  id: string,
  statusApplicationId: string,
): Promise<void> {
  await deps.db
    .update(sessions)
    .set({ statusApplicationId })
    .where(eq(sessions.idHash, sessionIdHash(id)));
}

/** Makes a live session hold this application (or none, once it is submitted). */
export async function holdApplication(
  deps: Pick<SessionDeps, 'db'>,
  id: string,
  applicationId: string | null,
): Promise<void> {
  await deps.db
    .update(sessions)
    .set({ applicationId })
    .where(eq(sessions.idHash, sessionIdHash(id)));
}

/** Destroys the session of this id (sign-out); an unknown id is nothing to do. */
export async function signOut(deps: Pick<SessionDeps, 'db'>, id: string): Promise<void> {
  await deps.db.delete(sessions).where(eq(sessions.idHash, sessionIdHash(id)));
}

/**
 * The actor of a session id: anonymous for no id, an unknown one, or one past its idle or
 * absolute expiry (an expired row is deleted). A live session's idle clock restarts, in the same
 * statement that finds it.
 */
export async function resolveActor(deps: SessionDeps, id: string | undefined): Promise<Actor> {
  return (await resolveSession(deps, id))?.actor ?? ANONYMOUS;
}

/** A live session: its actor and the application it holds (decision 059). */
export interface LiveSession {
  actor: Actor;
  applicationId: string | null;
  /** The submitted application whose status the session may see (decision 093). */
  statusApplicationId: string | null;
}

/** The live session of an id, or undefined (see resolveActor); an anonymous one is live too. */
export async function resolveSession(
  deps: SessionDeps,
  id: string | undefined,
): Promise<LiveSession | undefined> {
  if (!id) return undefined;
  const now = deps.clock();
  const idHash = sessionIdHash(id);
  const [row] = await deps.db
    .update(sessions)
    .set({ lastSeenAt: now })
    .where(
      and(
        eq(sessions.idHash, idHash),
        not(idleExpired(deps.sessionLifetime, now)),
        gt(sessions.expiresAt, now),
      ),
    )
    .returning();
  if (!row) {
    // Missing or expired: an expired row is of no further use.
    await deps.db.delete(sessions).where(eq(sessions.idHash, idHash));
    return undefined;
  }
  return {
    actor: actorOf(row),
    applicationId: row.applicationId,
    statusApplicationId: row.statusApplicationId,
  };
}

function actorOf(row: typeof sessions.$inferSelect): Actor {
  switch (row.actorKind) {
    case 'customer':
      return { kind: 'customer', id: row.actorId };
    case 'broker':
      return row.referrerId
        ? { kind: 'broker', id: row.actorId, referrerId: row.referrerId }
        : ANONYMOUS;
    case 'staff':
      return { kind: 'staff', id: row.actorId, roles: row.roles };
    default:
      return ANONYMOUS;
  }
}

/**
 * Deletes every session past its idle or absolute expiry (the background worker runs it): an
 * abandoned session is otherwise deleted only when its cookie comes back. Returns how many.
 */
export async function sweepExpiredSessions(deps: SessionDeps): Promise<number> {
  const now = deps.clock();
  const removed = await deps.db
    .delete(sessions)
    .where(or(lte(sessions.expiresAt, now), idleExpired(deps.sessionLifetime, now)))
    .returning({ idHash: sessions.idHash });
  return removed.length;
}
