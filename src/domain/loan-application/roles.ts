/**
 * Roles of a request and what they lock (loan-application §4 "Step locks", §6).
 */
import type {
  ApplicantRoles,
  LoanApplicationConfig,
  LoanApplicationContextConfig,
  ReferrerConfig,
} from './config.ts';
import type { PublicActor } from '../session/actor.ts';

const filled = (text: string | null | undefined): boolean =>
  typeof text === 'string' && text.trim() !== '';

/** The configured referrer named by the `referrer` query value, or null (unknown referrers are ignored). */
export function findReferrer(
  config: LoanApplicationConfig,
  referrerId: string | null | undefined,
): ReferrerConfig | null {
  if (!filled(referrerId)) return null;
  return config.referrers.find((referrer) => referrer.id === referrerId) ?? null;
}

export interface RoleInputs {
  referrer: ReferrerConfig | null;
  /** Who makes the request: resolved by the server from its session, never from form values. */
  actor: PublicActor;
  relatedApplicationId: string | null | undefined;
  debug?: boolean;
}

/**
 * Roles come from the actor and the referrer configuration, never from form values alone
 * (issue 7 finding 2, decision 022): broker only for a broker session whose own referrer is the
 * broker referrer of the application; logged in only for a customer session (a customer is never
 * a broker, §6); secondary for a related application id (§6).
 */
export function deriveRoles({
  referrer,
  actor,
  relatedApplicationId,
  debug = false,
}: RoleInputs): ApplicantRoles {
  const isBroker =
    actor.kind === 'broker' && referrer?.isBroker === true && referrer.id === actor.referrerId;
  return {
    isBroker,
    isLoggedIn: actor.kind === 'customer',
    isSecondary: filled(relatedApplicationId),
    debug,
  };
}

/** Secondary applications and referrers that lock the amount show it read-only (§4, §6). */
export function isAmountLocked(
  config: Pick<LoanApplicationContextConfig, 'roles' | 'referrer'>,
): boolean {
  return config.roles.isSecondary || (config.referrer?.locksAmount ?? false);
}

/** Secondary applications and referrers that lock the purpose show it read-only (§4, §6). */
export function isPurposeLocked(
  config: Pick<LoanApplicationContextConfig, 'roles' | 'referrer'>,
): boolean {
  return config.roles.isSecondary || (config.referrer?.locksPurpose ?? false);
}
