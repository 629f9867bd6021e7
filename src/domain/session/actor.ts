/**
 * Who is making a request (issue 7 "Who the user is"; decision 021). The server resolves one
 * actor per request from its session; the browser learns only the kind and, for a broker, the
 * referrer id (never personal data).
 */
export type StaffRole = string;

export type Actor =
  | { kind: 'anonymous' }
  | { kind: 'customer'; id: string }
  | { kind: 'broker'; id: string; referrerId: string }
  | { kind: 'staff'; id: string; roles: readonly StaffRole[] };

export type ActorKind = Actor['kind'];
export type SignedInActor = Exclude<Actor, { kind: 'anonymous' }>;

export const ANONYMOUS: Actor = Object.freeze({ kind: 'anonymous' });

/** What a page tells the browser about its actor: the kind and a broker's referrer, nothing else. */
export type PublicActor =
  { kind: 'anonymous' | 'customer' | 'staff' } | { kind: 'broker'; referrerId: string };

export function publicActor(actor: Actor): PublicActor {
  return actor.kind === 'broker'
    ? { kind: 'broker', referrerId: actor.referrerId }
    : { kind: actor.kind };
}

const KINDS = new Set<string>(['anonymous', 'customer', 'broker', 'staff']);

/** Reads a PublicActor from page data; anything else is anonymous (a page without a session). */
export function readPublicActor(value: unknown): PublicActor {
  if (typeof value !== 'object' || value === null) return { kind: 'anonymous' };
  const { kind, referrerId } = value as { kind?: unknown; referrerId?: unknown };
  if (kind === 'broker')
    return typeof referrerId === 'string' && referrerId !== ''
      ? { kind, referrerId }
      : { kind: 'anonymous' };
  if (typeof kind === 'string' && KINDS.has(kind))
    return { kind: kind as 'anonymous' | 'customer' | 'staff' };
  return { kind: 'anonymous' };
}
