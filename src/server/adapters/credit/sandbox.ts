import type { CreditCommitment } from '#domain/lending/credit-commitments.ts';
import type { CreditAdapter, CreditDecision } from './types.ts';

export interface SandboxRule {
  /** Matched case-insensitively against the applicant's last name. */
  lastName: string;
  resultCode: string;
  decision: CreditDecision;
  /** The existing credit the report shows; a configured rule (CREDIT_SANDBOX_RULES) shows none. */
  commitments?: readonly CreditCommitment[];
}

/** Result codes the sandbox answers; the demo content's income codes are chosen from these. */
export const SANDBOX_RESULT_CODES = { standard: 'A1', conditional: 'C1', declined: 'D1' } as const;

/**
 * The demo outcomes' existing credit (lenders made up): a conditional applicant carries a card
 * and a buy-now-pay-later plan ($45 a week); a declined one is stretched across three lenders.
 */
export const SANDBOX_COMMITMENTS = {
  conditional: [
    {
      lender: 'Harbour Bank',
      type: 'Credit card',
      balance: 2400,
      repayment: 65,
      frequency: 'Monthly',
    },
    {
      lender: 'PayLater NZ',
      type: 'Buy now pay later',
      balance: 360,
      repayment: 60,
      frequency: 'Fortnightly',
    },
  ],
  declined: [
    {
      lender: 'Harbour Bank',
      type: 'Credit card',
      balance: 6800,
      repayment: 204,
      frequency: 'Monthly',
    },
    {
      lender: 'Southern Finance',
      type: 'Personal loan',
      balance: 9500,
      repayment: 110,
      frequency: 'Weekly',
    },
    {
      lender: 'PayLater NZ',
      type: 'Buy now pay later',
      balance: 780,
      repayment: 130,
      frequency: 'Fortnightly',
    },
  ],
} as const satisfies Record<string, readonly CreditCommitment[]>;

// The documented sandbox (src/server/adapters/README.md, issue 4 "Credit bureau sandbox").
const BUILT_IN_RULES: readonly SandboxRule[] = [
  {
    lastName: 'Decline',
    resultCode: SANDBOX_RESULT_CODES.declined,
    decision: 'declined',
    commitments: SANDBOX_COMMITMENTS.declined,
  },
  {
    lastName: 'Conditional',
    resultCode: SANDBOX_RESULT_CODES.conditional,
    decision: 'conditional',
    commitments: SANDBOX_COMMITMENTS.conditional,
  },
];

/**
 * Deterministic, offline credit bureau: configured rules first (CREDIT_SANDBOX_RULES), then the
 * built-in ones; any other last name gets the standard decision and a report with no other credit.
 */
export function createSandboxCredit(configuredRules: readonly SandboxRule[] = []): CreditAdapter {
  const rules = [...configuredRules, ...BUILT_IN_RULES];
  return {
    provider: 'sandbox',
    async check(applicant) {
      const lastName = applicant.lastName.trim().toLowerCase();
      const rule = rules.find((candidate) => candidate.lastName.trim().toLowerCase() === lastName);
      return rule
        ? {
            resultCode: rule.resultCode,
            decision: rule.decision,
            commitments: rule.commitments ?? [],
          }
        : { resultCode: SANDBOX_RESULT_CODES.standard, decision: 'standard', commitments: [] };
    },
  };
}
