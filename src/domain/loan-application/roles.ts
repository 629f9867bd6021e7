/**
 * Roles of a request and what they lock (loan-application §4 "Step locks", §6).
 */
import type {
  ApplicantRoles,
  LoanApplicationConfig,
  LoanApplicationContextConfig,
  ReferrerConfig,
} from './config.ts';

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
  /** The portal customer's object id, when signed in. */
  objectId: string | null | undefined;
  relatedApplicationId: string | null | undefined;
  debug?: boolean;
}

/** Broker: the referrer is a broker. Logged in: an object id and not a broker. Secondary: a related application id (§6). */
export function deriveRoles({
  referrer,
  objectId,
  relatedApplicationId,
  debug = false,
}: RoleInputs): ApplicantRoles {
  const isBroker = referrer?.isBroker ?? false;
  return {
    isBroker,
    isLoggedIn: filled(objectId) && !isBroker,
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
