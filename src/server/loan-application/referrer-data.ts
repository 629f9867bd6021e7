import {
  readReferrerProducts,
  type ReferrerProduct,
} from '#domain/loan-application/referrer-products.ts';
import { findReferrer } from '#domain/loan-application/roles.ts';
import type { FormValues } from '#domain/validation/types.ts';
import { verifyReferrerData } from '../referrers/referrer-data.ts';
import type { ServiceDeps } from '../services.ts';

/** What a save keeps of the referrer's data: the products and the token they were read from. */
export interface SavedReferrerData {
  products: ReferrerProduct[] | null;
  token: string | null;
}

/**
 * ReferrerData for this save (spec: loan-application §3; issue 8 "Brokers and referrers" 1,
 * docs/decisions/056): the products of the ReferrerDataToken when the application's referrer
 * signed it and it has not expired; else what an earlier save of the same referrer verified (a
 * link that expired between step 1 and step 4 keeps its products); else none. The browser's
 * FormData.ReferrerData is never read. A refused token costs only its products: the save goes on,
 * and the log says why, never what the token held.
 */
export function referrerDataForSave(
  deps: Pick<ServiceDeps, 'config' | 'log'>,
  input: {
    referrer: unknown;
    token: string | undefined;
    stored: { formData: FormValues; formState: Record<string, unknown> } | undefined;
    now: Date;
  },
): SavedReferrerData {
  const referrer = findReferrer(
    deps.config.site.loanApplication,
    typeof input.referrer === 'string' ? input.referrer : null,
  );
  if (!referrer) return { products: null, token: null };
  if (input.token) {
    const reading = verifyReferrerData(
      deps.config.referrerKeys,
      input.token,
      referrer.id,
      input.now,
    );
    if (reading.ok) return { products: reading.products, token: input.token };
    deps.log.info({ referrer: referrer.id, reason: reading.reason }, 'referrer-data token refused');
  }
  const { stored } = input;
  if (stored?.formData.Referrer !== referrer.id) return { products: null, token: null };
  const token = stored.formState.referrerDataToken;
  return {
    products: readReferrerProducts(stored.formData.ReferrerData),
    token: typeof token === 'string' ? token : null,
  };
}
