import type { CreditAdapter, CreditDecision } from './types.ts';

export interface SandboxRule {
  /** Matched case-insensitively against the applicant's last name. */
  lastName: string;
  resultCode: string;
  decision: CreditDecision;
}

/** Result codes the sandbox answers; the demo content's income codes are chosen from these. */
export const SANDBOX_RESULT_CODES = { standard: 'A1', conditional: 'C1', declined: 'D1' } as const;

// The documented sandbox (src/server/adapters/README.md, issue 4 "Credit bureau sandbox").
const BUILT_IN_RULES: readonly SandboxRule[] = [
  { lastName: 'Decline', resultCode: SANDBOX_RESULT_CODES.declined, decision: 'declined' },
  {
    lastName: 'Conditional',
    resultCode: SANDBOX_RESULT_CODES.conditional,
    decision: 'conditional',
  },
];

/**
 * Deterministic, offline credit bureau: configured rules first (CREDIT_SANDBOX_RULES), then the
 * built-in ones; any other last name gets the standard decision.
 */
export function createSandboxCredit(configuredRules: readonly SandboxRule[] = []): CreditAdapter {
  const rules = [...configuredRules, ...BUILT_IN_RULES];
  return {
    provider: 'sandbox',
    async check(applicant) {
      const lastName = applicant.lastName.trim().toLowerCase();
      const rule = rules.find((candidate) => candidate.lastName.trim().toLowerCase() === lastName);
      return rule
        ? { resultCode: rule.resultCode, decision: rule.decision }
        : { resultCode: SANDBOX_RESULT_CODES.standard, decision: 'standard' };
    },
  };
}
