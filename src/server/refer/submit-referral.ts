import type { ReferAnswer, ReferRequest } from '#domain/contracts/refer.ts';
import {
  REFER_RULES,
  presetBranch,
  referBranches,
  type ReferBranch,
  type ReferConfig,
  type ReferCustomer,
} from '#domain/refer/fields.ts';
import { textValue } from '#domain/validation/text-value.ts';
import { findAccount } from '../accounts/accounts.ts';
import { referrals } from '../db/schema/index.ts';
import { checkForm, storing } from '../form-check.ts';
import type { ServiceConfig, ServiceDeps } from '../services.ts';

/** The branches a referral may name, as the form offers them (site-and-tools §3 "Branch (id, name, email)"). */
export function referConfig(config: ServiceConfig, customer: ReferCustomer | null): ReferConfig {
  return {
    branches: config.site.branches.map((branch): ReferBranch => ({
      id: String(branch.id),
      name: branch.name,
      email: branch.email,
    })),
    onlineBranch: config.site.referOnlineBranch,
    customer,
  };
}

/** Who refers, when a customer is signed in: what the form shows and what only the server knows. */
export interface ReferringCustomer {
  /** For the form: the branch's name to match. */
  customer: ReferCustomer;
  /** Filled in by the server (site-and-tools §6 "name hidden and prefilled"). */
  name: string;
  customerNumber: string | null;
}

/** The signed-in customer's account as a referrer, or null for anyone else. */
export async function referringCustomer(
  deps: Pick<ServiceDeps, 'db' | 'actor'>,
): Promise<ReferringCustomer | null> {
  if (deps.actor.kind !== 'customer') return null;
  const account = await findAccount(deps.db, deps.actor.id);
  if (!account) return null;
  const { FirstName, MiddleName, LastName } = account.profile;
  const name = [FirstName, MiddleName, LastName]
    .map((part) => textValue(part))
    .filter(Boolean)
    .join(' ');
  return {
    customer: { branch: account.branchName },
    name,
    customerNumber: account.customerNumber,
  };
}

/**
 * Stores a referral (site-and-tools §2 "Refer-a-friend page", §6, §7): the rule table again with
 * the same branches and customer the page had. The signed-in customer's name and number, and the
 * branch's name and email, come from our records, not from the body (BranchName, BranchEmail and
 * CustomerNumber are what the browser showed, not what we trust).
 */
export async function submitReferral(
  deps: Pick<ServiceDeps, 'db' | 'config' | 'clock' | 'log' | 'requestId' | 'actor'>,
  body: ReferRequest,
): Promise<ReferAnswer> {
  const referrer = await storing(deps.log, () => referringCustomer(deps));
  const config = referConfig(deps.config, referrer?.customer ?? null);
  checkForm(REFER_RULES, { values: { ...body }, today: deps.clock(), config });
  const branch =
    presetBranch(config) ??
    referBranches(config).find((candidate) => candidate.id === textValue(body.Branch))!;
  const [row] = await storing(deps.log, () =>
    deps.db
      .insert(referrals)
      .values({
        name: referrer ? referrer.name : textValue(body.Name),
        branchId: branch.id,
        branchName: branch.name,
        branchEmail: branch.email,
        friendName: textValue(body.FriendName),
        friendPhone: textValue(body.FriendPhone),
        friendEmail: textValue(body.FriendEmail),
        customerNumber: referrer?.customerNumber ?? null,
        requestId: deps.requestId,
      })
      .returning({ id: referrals.id }),
  );
  return { success: true, reference: row!.id };
}
