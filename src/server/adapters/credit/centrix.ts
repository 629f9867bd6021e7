import { z } from 'zod';
import type { CreditCommitment } from '#domain/lending/credit-commitments.ts';
import {
  CREDIT_DECISIONS,
  CreditUnavailableError,
  type CreditAdapter,
  type CreditDecision,
} from './types.ts';

export interface CentrixOptions {
  apiUrl: string;
  apiKey: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

// A bureau enquiry can be slow; the applicant sees the "should only take a minute" overlay (§2 step 4).
const DEFAULT_TIMEOUT_MS = 20_000;

const MAX_FACILITIES = 100;
const dollars = z.number().finite().nonnegative().max(100_000_000);
const text = z.string().trim().min(1).max(100);

/**
 * One credit facility of the report (decision 111). Centrix's public material says its consumer
 * report lists the open and closed credit facilities Comprehensive Credit Reporting contributors
 * report, with the credit provider, the type of account, the limit and a 24-month payment trend,
 * but not the shape its web service answers them in, and no repayment amount. The names here are
 * our integration endpoint's, after that wording. ASSUMED: the endpoint gives each facility's
 * balance and monthly repayment, the report's where a contributor gives one, otherwise from the
 * lender's own servicing rule for that kind of facility. Fields we do not use (limit, trend) are
 * ignored.
 */
const centrixFacility = z.object({
  creditProvider: text,
  accountType: text,
  /** Absent means open: the endpoint may send open facilities only. */
  status: z
    .string()
    .transform((value) => value.trim().toLowerCase())
    .pipe(z.enum(['open', 'closed']))
    .optional(),
  /** Dollars owing when the report was made. */
  balance: dollars,
  /** Dollars a month the facility costs the applicant. */
  monthlyRepayment: dollars,
});

/**
 * The answer we expect from the lender's Centrix integration endpoint. The real Centrix contract is
 * not in the spec nor public: this adapter is the seam where it is mapped, with a real HTTP code
 * path. `creditFacilities` is optional: an answer without it reports no other credit.
 */
const centrixAnswer = z.object({
  resultCode: z.string().min(1).max(20),
  decision: z
    .string()
    .transform((value) => value.toLowerCase())
    .pipe(z.enum(CREDIT_DECISIONS as [CreditDecision, ...CreditDecision[]])),
  creditFacilities: z.array(centrixFacility).max(MAX_FACILITIES).default([]),
});

/** The open facilities as the record's commitments: lender, kind, balance, a monthly repayment. */
function commitmentsOf(facilities: z.infer<typeof centrixFacility>[]): CreditCommitment[] {
  return facilities
    .filter((facility) => facility.status !== 'closed')
    .map((facility) => ({
      lender: facility.creditProvider,
      type: facility.accountType,
      balance: facility.balance,
      repayment: facility.monthlyRepayment,
      frequency: 'Monthly',
    }));
}

/** Production credit bureau adapter (CREDIT_PROVIDER=centrix): POSTs the applicant to CENTRIX_API_URL. */
export function createCentrixCredit(options: CentrixOptions): CreditAdapter {
  const fetchImpl = options.fetch ?? fetch;
  return {
    provider: 'centrix',
    async check(applicant) {
      let body: unknown;
      try {
        const response = await fetchImpl(options.apiUrl, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            authorization: `Bearer ${options.apiKey}`,
          },
          body: JSON.stringify(applicant),
          signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
        });
        if (!response.ok) throw new Error(`Centrix answered ${response.status}`);
        body = await response.json();
      } catch (error) {
        throw new CreditUnavailableError('The credit bureau could not be reached', {
          cause: error,
        });
      }
      const parsed = centrixAnswer.safeParse(body);
      if (!parsed.success)
        throw new CreditUnavailableError('The credit bureau gave an answer we cannot read', {
          cause: parsed.error,
        });
      const { resultCode, decision, creditFacilities } = parsed.data;
      return { resultCode, decision, commitments: commitmentsOf(creditFacilities) };
    },
  };
}
