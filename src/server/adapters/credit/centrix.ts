import { z } from 'zod';
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

/**
 * The answer we expect from the lender's Centrix integration endpoint. The real Centrix contract is
 * not in the spec: this adapter is the seam where it is mapped, with a real HTTP code path.
 */
const centrixAnswer = z.object({
  resultCode: z.string().min(1).max(20),
  decision: z
    .string()
    .transform((value) => value.toLowerCase())
    .pipe(z.enum(CREDIT_DECISIONS as [CreditDecision, ...CreditDecision[]])),
});

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
      return parsed.data;
    },
  };
}
