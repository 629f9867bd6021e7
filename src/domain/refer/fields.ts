/**
 * The refer-a-friend form's rule table (site-and-tools §3 "Refer form", §5 "Refer", §6): the
 * browser runs it live and on submit, POST /api/refer runs it again with the same context.
 */
import type { FieldRule, RuleContext } from '../validation/types.ts';
import { emailRule, phoneRule, sameMessage } from '../validation/rule-builders.ts';
import { MESSAGES } from '../loan-application/messages.ts';
import { textValue } from '../validation/text-value.ts';

// spec: site-and-tools §9 "Names max 100 (refer); email 255", §5 "FriendPhone ... max 100" (the
// email's and phone's are every form's: EMAIL_MAX_LENGTH, PHONE_MAX_LENGTH)
export const REFER_NAME_MAX_LENGTH = 100;

// spec: site-and-tools §5 "Refer" (word for word; the email's is every form's)
export const REFER_MESSAGES = {
  name: 'Please enter your full name',
  branch: 'Please select a branch',
  friendName: "Please enter your friend's name",
  friendPhoneRequired: "Please enter your friend's phone number",
  friendPhone: 'Please add a valid phone number',
  friendEmailRequired: "Please enter your friend's email address",
  friendEmail: MESSAGES.email,
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
    messages: sameMessage(REFER_MESSAGES.name, 'required', 'max'),
  },
  {
    name: 'Branch',
    required: true,
    condition: isBranchShown,
    custom: (value, { config }) =>
      referBranches(config).some((branch) => branch.id === textValue(value)),
    messages: sameMessage(REFER_MESSAGES.branch, 'required', 'custom'),
  },
  {
    name: 'FriendName',
    required: true,
    maxLength: REFER_NAME_MAX_LENGTH,
    autocomplete: 'off',
    personal: true,
    messages: sameMessage(REFER_MESSAGES.friendName, 'required', 'max'),
  },
  phoneRule('FriendPhone', {
    autocomplete: 'off',
    inputMode: 'tel',
    messages: {
      required: REFER_MESSAGES.friendPhoneRequired,
      ...sameMessage(REFER_MESSAGES.friendPhone, 'pattern', 'max'),
    },
  }),
  emailRule('FriendEmail', {
    autocomplete: 'off',
    inputMode: 'email',
    spellCheck: false,
    messages: {
      required: REFER_MESSAGES.friendEmailRequired,
      ...sameMessage(REFER_MESSAGES.friendEmail, 'pattern', 'max'),
    },
  }),
];
