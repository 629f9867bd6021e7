/**
 * The refer-a-friend form's rule table (site-and-tools §3 "Refer form", §5 "Refer", §6): the
 * browser runs it live and on submit, POST /api/refer runs it again with the same context.
 */
import type { FieldRule, RuleContext } from '../validation/types.ts';
import { EMAIL, PHONE } from '../validation/patterns.ts';
import { textValue } from '../validation/text-value.ts';

// spec: site-and-tools §9 "Names max 100 (refer); email 255", §5 "FriendPhone ... max 100"
export const REFER_NAME_MAX_LENGTH = 100;
export const REFER_PHONE_MAX_LENGTH = 100;
export const REFER_EMAIL_MAX_LENGTH = 255;

// spec: site-and-tools §5 "Refer" (word for word)
export const REFER_MESSAGES = {
  name: 'Please enter your full name',
  branch: 'Please select a branch',
  friendName: "Please enter your friend's name",
  friendPhoneRequired: "Please enter your friend's phone number",
  friendPhone: 'Please add a valid phone number',
  friendEmailRequired: "Please enter your friend's email address",
  friendEmail: 'Please enter a valid email address',
} as const;

/** A branch as the refer form offers it (site-and-tools §3 "Branch (id, name, email)"). */
export interface ReferBranch {
  id: string;
  name: string;
  email: string;
}

/**
 * A signed-in customer as the form sees them (site-and-tools §3 "Customer configuration: id, name,
 * branch"): only the branch's name, matched against the branches. The name and customer number
 * stay on the server, which fills them in from the account (no personal data in page data).
 */
export interface ReferCustomer {
  branch: string | null;
}

export interface ReferConfig {
  branches: readonly ReferBranch[];
  /** The online branch: the fallback when a customer's branch matches none (§6). */
  onlineBranch: ReferBranch;
  customer: ReferCustomer | null;
}

/**
 * The branch the form settles on without asking (§2, §6): a signed-in customer's branch matched
 * by name (the online branch when none matches), or the only branch when there is one. Null: the
 * visitor chooses.
 */
export function presetBranch(config: ReferConfig): ReferBranch | null {
  if (config.customer) {
    const wanted = config.customer.branch?.trim().toLowerCase();
    return (
      config.branches.find((branch) => branch.name.trim().toLowerCase() === wanted) ??
      config.onlineBranch
    );
  }
  return config.branches.length === 1 ? config.branches[0]! : null;
}

/** Every branch a referral may name: the list and the online branch. */
export function referBranches(config: ReferConfig): readonly ReferBranch[] {
  return config.branches.some((branch) => branch.id === config.onlineBranch.id)
    ? config.branches
    : [...config.branches, config.onlineBranch];
}

const isNameShown = ({ config }: RuleContext<ReferConfig>) => config.customer === null;
const isBranchShown = ({ config }: RuleContext<ReferConfig>) => presetBranch(config) === null;

export const REFER_RULES: readonly FieldRule<ReferConfig>[] = [
  {
    name: 'Name',
    required: true,
    condition: isNameShown,
    maxLength: REFER_NAME_MAX_LENGTH,
    autocomplete: 'name',
    personal: true,
    messages: { required: REFER_MESSAGES.name, max: REFER_MESSAGES.name },
  },
  {
    name: 'Branch',
    required: true,
    condition: isBranchShown,
    custom: (value, { config }) =>
      referBranches(config).some((branch) => branch.id === textValue(value)),
    messages: { required: REFER_MESSAGES.branch, custom: REFER_MESSAGES.branch },
  },
  {
    name: 'FriendName',
    required: true,
    maxLength: REFER_NAME_MAX_LENGTH,
    autocomplete: 'off',
    personal: true,
    messages: { required: REFER_MESSAGES.friendName, max: REFER_MESSAGES.friendName },
  },
  {
    name: 'FriendPhone',
    type: 'tel',
    required: true,
    pattern: PHONE,
    maxLength: REFER_PHONE_MAX_LENGTH,
    autocomplete: 'off',
    inputMode: 'tel',
    personal: true,
    messages: {
      required: REFER_MESSAGES.friendPhoneRequired,
      pattern: REFER_MESSAGES.friendPhone,
      max: REFER_MESSAGES.friendPhone,
    },
  },
  {
    name: 'FriendEmail',
    type: 'email',
    required: true,
    pattern: EMAIL,
    maxLength: REFER_EMAIL_MAX_LENGTH,
    autocomplete: 'off',
    inputMode: 'email',
    spellCheck: false,
    personal: true,
    messages: {
      required: REFER_MESSAGES.friendEmailRequired,
      pattern: REFER_MESSAGES.friendEmail,
      max: REFER_MESSAGES.friendEmail,
    },
  },
];
